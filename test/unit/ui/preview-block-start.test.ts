// marked's `start` for the preview's block extensions looks no further than the paragraph it may cut short.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blockStart } from '../../../src/ui/preview/webview/dialect/scan';
import { renderGitHub, renderQiita } from '../../../src/ui/preview/webview/dialect';

describe('preview: blockStart', () => {
  it('finds a block that starts inside the paragraph', () => {
    assert.equal(blockStart(undefined, 'text\n$$\nx\n$$\n', /^\$\$/m), 5);
  });
  it('stops at the first blank line: the paragraph ends there whatever follows', () => {
    assert.equal(blockStart(undefined, 'text\nmore\n\n$$\nx\n$$\n', /^\$\$/m), undefined);
  });
  it('the dialects still find blocks right after a paragraph line and after a blank line', () => {
    const math = renderGitHub('Intro line\n$$\na^2\n$$\n\nNext paragraph\n\n$$\nb^2\n$$\n');
    assert.equal(math.match(/js-display-math/g)?.length, 2, math);
    const notes = renderQiita('Intro line\n:::note info\nOne\n:::\n\nNext paragraph\n\n:::note warn\nTwo\n:::\n');
    assert.equal(notes.match(/class="note /g)?.length, 2, notes);
  });
});
