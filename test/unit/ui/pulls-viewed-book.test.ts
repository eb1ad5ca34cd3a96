// Where the viewed count is redrawn: the pull request nodes that show it, when a file's state changes or a later page
// of files arrives (not the first, which the node reads before drawing), and after Refresh only the nodes drawn since.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FilePagesBook, PageListener } from '../../../src/ui/pulls/pull/file-pages-book';
import { ViewedBook } from '../../../src/ui/pulls/viewed/viewed-book';

const pull = { hostId: 'github.com', owner: 'acme', repo: 'app', number: 7 };

/** A book of file pages that only passes on the pages it is told of. */
function pagesTold() {
  let listener: PageListener = () => undefined;
  const onPageAdded = (told: PageListener) => {
    listener = told;
    return () => undefined;
  };
  const files = { onPageAdded, clear: () => undefined, setState: () => undefined } as unknown as FilePagesBook;
  return { files, pageAdded: (index: number) => listener(pull, index) };
}

describe('viewed book', () => {
  it('redraws the pull request nodes showing the count when a later page of files arrives, not the first', () => {
    const { files, pageAdded } = pagesTold();
    const redrawn: string[] = [];
    const book = new ViewedBook(files, (id) => redrawn.push(id));
    book.shownAt(pull, 'open/7');
    book.shownAt(pull, 'mine/7');
    pageAdded(0);
    assert.deepEqual(redrawn, []);
    pageAdded(1);
    assert.deepEqual(redrawn, ['open/7', 'mine/7']);
  });

  it('forgets the nodes drawn before Refresh: only those drawn since redraw', () => {
    const { files, pageAdded } = pagesTold();
    const redrawn: string[] = [];
    const book = new ViewedBook(files, (id) => redrawn.push(id));
    book.shownAt(pull, 'mine/7');
    book.clear();
    book.shownAt(pull, 'open/7');
    pageAdded(1);
    book.changed(pull);
    assert.deepEqual(redrawn, ['open/7', 'open/7']);
  });
});
