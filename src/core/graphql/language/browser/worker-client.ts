// The browser twin of ../node/worker-client.ts (same exports): the GraphQL language worker is a Node worker thread.
// A web worker of its own for the browser is later work of issue 38; until then starting one fails with
// NotInBrowserError.
import type * as InNode from '../node/worker-client.js';
import { notInBrowser } from '../../../not-in-browser.js';

export type { LanguageWorker, LanguageWorkerOptions, RemoteLanguageService } from '../node/worker-client.js';

export class LanguageWorkerError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name === 'Error' ? 'LanguageWorkerError' : name;
  }
}

export const startLanguageWorker: typeof InNode.startLanguageWorker = () => notInBrowser("GraphQL's language worker");
