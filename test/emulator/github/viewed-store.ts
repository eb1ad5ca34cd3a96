// Which files of a pull request each viewer has marked viewed (GraphQL `viewerViewedState`,
// https://docs.github.com/graphql/reference/enums#fileviewedstate): kept beside the store, one book per store.
// A mark remembers the file's blob SHA at the time; a file whose blob changed since answers DISMISSED, as GitHub
// does for "changed since last viewed".
import type { PullFile } from './model.js';
import type { GitHubStore, PullIssue } from './store.js';

export type FileViewedState = 'VIEWED' | 'UNVIEWED' | 'DISMISSED';

class ViewedBook {
  /** `${pullId}:${viewerId}` → path → the file's blob SHA when it was marked viewed. */
  private readonly marks = new Map<string, Map<string, string>>();

  mark(pull: PullIssue, viewerId: number, file: PullFile): void {
    const key = bookKey(pull, viewerId);
    const marks = this.marks.get(key) ?? new Map<string, string>();
    marks.set(file.filename, file.sha);
    this.marks.set(key, marks);
  }

  unmark(pull: PullIssue, viewerId: number, path: string): void {
    this.marks.get(bookKey(pull, viewerId))?.delete(path);
  }

  stateOf(pull: PullIssue, viewerId: number, file: PullFile): FileViewedState {
    const sha = this.marks.get(bookKey(pull, viewerId))?.get(file.filename);
    if (sha === undefined) return 'UNVIEWED';
    return sha === file.sha ? 'VIEWED' : 'DISMISSED';
  }
}

function bookKey(pull: PullIssue, viewerId: number): string {
  return `${pull.pull.id}:${viewerId}`;
}

const books = new WeakMap<GitHubStore, ViewedBook>();

export function viewedOf(store: GitHubStore): ViewedBook {
  let book = books.get(store);
  if (!book) {
    book = new ViewedBook();
    books.set(store, book);
  }
  return book;
}
