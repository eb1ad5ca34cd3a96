// The browser twin of ../node/worker-client.ts (same exports). In a browser's web worker extension host the language
// service is served on the extension host's own worker: the same server (../worker-server.ts) behind a port whose
// messages are delivered as tasks, so a request never runs inside its caller's turn. The extension host is itself a
// worker beside the page, so building a schema there still leaves the editor's thread alone. (A nested
// `new Worker(...)` would need the worker script at a URL of the host's origin, which an extension's files are not
// in code-server's or vscode.dev's web worker host; issue 38 measures this.)
import type * as InNode from '../node/worker-client.js';
import { primeBundledGitHubSchema } from '../../browser/bundled-schema.js';
import { serveLanguageWorker, type WorkerPort } from '../worker-server.js';
import type { LoadInfo, WorkerReply, WorkerRequest } from '../worker-protocol.js';
import { LanguageWorkerError, remoteService, type UnsentRequest } from '../worker-calls.js';

export type { LanguageWorkerOptions } from '../node/worker-client.js';
export { LanguageWorkerError, type LanguageWorker, type RemoteLanguageService } from '../worker-calls.js';

/**
 * Starts the server on this worker; `bundleFile` and the code cache have no meaning here. github.com's schema, shipped
 * as dist/github-schema.gz, is read through `readBundleFile` when it is first loaded.
 */
export const startLanguageWorker: typeof InNode.startLanguageWorker = (_bundleFile, options = {}) => {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let serverListener: ((request: WorkerRequest) => void) | undefined;
  let stopped: Error | undefined;
  let nextId = 1;
  let nextSchema = 1;
  const port: WorkerPort = {
    on: (_event, listener) => (serverListener = listener),
    postMessage: (reply: WorkerReply) =>
      setTimeout(() => {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.ok) waiting?.resolve(reply.value);
        else waiting?.reject(new LanguageWorkerError(reply.error.name, reply.error.message));
      }),
  };
  serveLanguageWorker(port, { codeCache: 'off' });

  const send = <T>(request: UnsentRequest): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      setTimeout(() => serverListener?.({ ...request, id } as WorkerRequest));
    });
  };
  const serviceOf = (schema: number, loaded: LoadInfo) => remoteService(schema, loaded, send, () => !!stopped);
  return {
    async load(input) {
      if (input.kind === 'bundled') await primeBundledGitHubSchema(options.readBundleFile);
      const schema = nextSchema++;
      return serviceOf(schema, await send<LoadInfo>({ type: 'load', schema, input }));
    },
    onStopped: () => undefined, // it runs on this worker: it stops only with the extension host
    terminate() {
      stopped = new LanguageWorkerError('LanguageWorkerError', 'The GraphQL worker was terminated.');
      for (const { reject } of pending.values()) reject(stopped);
      pending.clear();
      return Promise.resolve();
    },
  };
};
