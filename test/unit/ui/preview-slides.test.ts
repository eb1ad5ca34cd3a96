// Qiita's slide mode's pages (src/ui/preview/webview/slide-pages.ts): a new page at each separator, the separator on
// no page, and the page holding a source line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageCount, pageOfLine, pagesOf } from '../../../src/ui/preview/webview/slide-pages';

describe('preview slides: pages', () => {
  it('starts a new page at each separator, which is on no page', () => {
    assert.deepEqual(pagesOf([false, false, true, false, true, false, false]), [0, 0, -1, 1, -1, 2, 2]);
    assert.equal(pageCount([false, false, true, false, true, false, false]), 3);
  });

  it('an article without a separator is one page', () => {
    assert.deepEqual(pagesOf([false, false]), [0, 0]);
    assert.equal(pageCount([]), 1);
  });

  it('the page holding a line: past each separator on or above it', () => {
    const separators = [4, 9];
    assert.equal(pageOfLine(separators, 0), 0);
    assert.equal(pageOfLine(separators, 3), 0);
    assert.equal(pageOfLine(separators, 4), 1, 'the separator line starts the next page');
    assert.equal(pageOfLine(separators, 8), 1);
    assert.equal(pageOfLine(separators, 12), 2);
  });
});
