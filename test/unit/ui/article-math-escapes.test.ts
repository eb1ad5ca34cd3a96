// TeX that Qiita's Markdown changes before MathJax sees it: escapes inside $$ blocks and $…$ spans, none in code,
// in ```math blocks, in $`…`$ or in the front matter, and none where the writer already doubled the backslash.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mathEscapes } from '../../../src/core/articles/math-escapes';

const found = (text: string) =>
  mathEscapes(text).map(({ line, character, text: written }) => `${line}:${character} ${written}`);

describe('math escapes Qiita will take out', () => {
  it('finds a backslash before punctuation in a $$ block, and a TeX line break', () => {
    assert.deepEqual(found('$$\n\\int_0^1 x^2\\,dx = \\{1\\}\\\\\n$$\n'), [
      '1:12 \\,',
      '1:19 \\{',
      '1:22 \\}',
      '1:24 \\\\',
    ]);
  });

  it('finds them in $…$ spans, not in the text around them', () => {
    assert.deepEqual(found('A \\, thin $a\\,b$ and $c$.'), ['0:12 \\,']);
  });

  it('leaves what the writer doubled for Qiita alone', () => {
    assert.deepEqual(found('$$\na\\\\,b \\\\\\\\\n$$'), []);
  });

  it('leaves code alone: fenced blocks, ```math blocks, code spans and $`…`$', () => {
    const text = [
      '```math',
      'a\\,b',
      '```',
      '',
      '```',
      '$x\\,y$',
      '```',
      '',
      '`$a\\,b$` and $`c\\,d`$',
      '~~~',
      '$$',
      '\\,',
      '$$',
      '~~~',
    ].join('\n');
    assert.deepEqual(found(text), []);
  });

  it('starts after the front matter, and counts its lines', () => {
    assert.deepEqual(found('---\ntitle: "$a\\,b$"\n---\n$a\\,b$'), ['3:2 \\,']);
  });

  it('finds nothing in text without math', () => {
    assert.deepEqual(found('Prices: \\$5 and \\, alone.'), []);
  });
});
