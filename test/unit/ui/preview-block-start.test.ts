// marked's `start` for the preview's block extensions looks no further than the paragraph it may cut short.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Marked } from 'marked';
import { blockStart } from '../../../src/ui/preview/webview/block-start';
import { qiitaMathExtensions } from '../../../src/ui/preview/webview/math';

describe('preview: blockStart', () => {
  it('finds a block that starts inside the paragraph', () => {
    assert.equal(blockStart('text\n$$\nx\n$$\n', /^\$\$/m), 5);
  });
  it('stops at the first blank line: the paragraph ends there whatever follows', () => {
    assert.equal(blockStart('text\nmore\n\n$$\nx\n$$\n', /^\$\$/m), undefined);
  });
  it('renders a Qiita document as before: math blocks right after a paragraph line or after a blank line', () => {
    const marked = new Marked({ gfm: true, breaks: true, async: false, extensions: qiitaMathExtensions });
    const html = marked.parse('Intro line\n$$\na^2\n$$\n\nNext paragraph\n\n$$\nb^2\n$$\n', { async: false });
    assert.equal(html, '<p>Intro line</p>\n<div class="math">$$\na^2\n$$</div>\n<p>Next paragraph</p>\n<div class="math">$$\nb^2\n$$</div>\n');
  });
});
