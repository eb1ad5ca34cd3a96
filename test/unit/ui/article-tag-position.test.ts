// Tag completion applies on a tag entry of the front matter only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTagList } from '../../../src/ui/articles/files/tag-position';

const file = [
  '---',
  'title: T',
  'tags:',
  '  - TypeScript',
  '  - ',
  'private: false',
  'related:',
  '  - other',
  '---',
  '- a list item in the body',
  '',
];

describe('article file tag position', () => {
  it('is on every entry under tags:', () => {
    assert.equal(inTagList(file, 3), true);
    assert.equal(inTagList(file, 4), true);
  });

  it('is not on other keys, other lists or the body', () => {
    assert.equal(inTagList(file, 1), false);
    assert.equal(inTagList(file, 2), false);
    assert.equal(inTagList(file, 5), false);
    assert.equal(inTagList(file, 7), false);
    assert.equal(inTagList(file, 9), false);
  });

  it('is inside a flow list tags: [ ]', () => {
    assert.equal(inTagList(['---', 'tags: [Go, ', '---'], 1), true);
  });

  it('needs a front matter', () => {
    assert.equal(inTagList(['tags:', '  - x'], 1), false);
  });
});
