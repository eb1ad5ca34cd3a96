// What a piece of DevDesk that needs Node (a local disk, a worker thread, a sibling bundle on disk) throws when it is
// reached in a browser's web worker (vscode.dev, github.dev): the `browser/` twins of `node/` modules throw it, and
// the UI explains it in one sentence (ui/base/errors.ts, reason `notInBrowser`). Dependency-free, so both hosts'
// bundles and the UI's main bundle can carry it.

export class NotInBrowserError extends Error {
  override readonly name = 'NotInBrowserError';
  /** What could not be done, in a few English words ("reading files on this computer"). */
  readonly what: string;

  constructor(what: string) {
    super(`${what} needs desktop VS Code; it is not available in the browser`);
    this.what = what;
  }
}

/** Throws NotInBrowserError: the body of a `browser/` twin's function that needs Node. */
export function notInBrowser(what: string): never {
  throw new NotInBrowserError(what);
}

/** A rejected promise with NotInBrowserError: the body of a `browser/` twin's asynchronous function. */
export function rejectInBrowser(what: string): Promise<never> {
  return Promise.reject(new NotInBrowserError(what));
}
