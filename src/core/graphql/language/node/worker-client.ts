// The extension host's side of the GraphQL language worker (worker-server.ts): starts the worker thread on first
// use and gives language services whose methods are the same as createLanguageService's, answered asynchronously.
// A schema is built in the worker and never copied back; `dispose()` frees it there.
import { Worker } from 'node:worker_threads';
import type { LoadInfo, WorkerReply } from '../worker-protocol.js';
import { LanguageWorkerError, remoteService, type LanguageWorker, type UnsentRequest } from '../worker-calls.js';

export { LanguageWorkerError, type LanguageWorker, type RemoteLanguageService } from '../worker-calls.js';

/**
 * The worker's first lines: load the bundle and serve. With a code-cache file, the bundle is compiled through
 * node:vm with V8's cached code from an earlier start (what VS Code does for its own bundles), which also holds the
 * functions compiled while serving. Measured on the 693 KB dist/graphql.js it cut the worker's start to its first
 * completion from about 190 to 130 ms; on dist/graphql-worker.js, a third of that, the gain is smaller (`npm run
 * bench` prints the worker's start with and without it). The worker writes the cache once it has
 * served (serveLanguageWorker's `onServed`); V8 refuses a cache made for other source or another V8 by itself.
 */
const workerBootstrap = `
const { parentPort, workerData } = require('node:worker_threads');
const { bundleFile, codeCacheFile } = workerData;
let bundle;
let saveCodeCache;
if (codeCacheFile) {
  const fs = require('node:fs');
  const vm = require('node:vm');
  let cachedData;
  try { cachedData = fs.readFileSync(codeCacheFile); } catch {}
  const source = require('node:module').wrap(fs.readFileSync(bundleFile, 'utf8'));
  const script = new vm.Script(source, { filename: bundleFile, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, bundleFile, require('node:path').dirname(bundleFile));
  bundle = module.exports;
  if (!cachedData || script.cachedDataRejected) {
    saveCodeCache = () => {
      try {
        fs.mkdirSync(require('node:path').dirname(codeCacheFile), { recursive: true });
        fs.writeFileSync(codeCacheFile + '.partial', script.createCachedData());
        fs.renameSync(codeCacheFile + '.partial', codeCacheFile);
      } catch {}
    };
  }
} else {
  bundle = require(bundleFile);
}
const codeCache = !codeCacheFile ? 'off' : saveCodeCache ? 'made' : 'used';
bundle.serveLanguageWorker(parentPort, { onServed: saveCodeCache, codeCache });
`;

export interface LanguageWorkerOptions {
  /** Where V8's compiled code of the bundle is kept between starts (the extension's global storage); none: no cache. */
  codeCacheFile?: string;
  /** The worker's Node options (tests running sources pass a loader). */
  execArgv?: string[];
  /** Reads a file the build writes in dist/: the browser's twin reads the shipped schema through it; Node's not. */
  readBundleFile?: (name: string) => Promise<Uint8Array>;
}

/** Starts a worker that loads `bundleFile` (dist/graphql.js, which exports serveLanguageWorker) and serves it. */
export function startLanguageWorker(bundleFile: string, options: LanguageWorkerOptions = {}): LanguageWorker {
  const workerData = { bundleFile, codeCacheFile: options.codeCacheFile };
  const worker = new Worker(workerBootstrap, { eval: true, workerData, execArgv: options.execArgv });
  // Referenced only while an answer is awaited: an idle worker never keeps a plain Node process alive.
  worker.unref();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const stoppedListeners: Array<(error: Error) => void> = [];
  let stopped: Error | undefined;
  let nextId = 1;
  let nextSchema = 1;

  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    for (const listener of stoppedListeners) listener(error);
  };
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new LanguageWorkerError(reply.error.name, reply.error.message));
  });
  worker.on('error', (error) =>
    stop(new LanguageWorkerError('LanguageWorkerError', `The GraphQL worker failed: ${error.message}`)),
  );
  worker.on('exit', (code) =>
    stop(new LanguageWorkerError('LanguageWorkerError', `The GraphQL worker stopped (exit code ${code}).`)),
  );

  const send = <T>(request: UnsentRequest): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const serviceOf = (schema: number, loaded: LoadInfo) => remoteService(schema, loaded, send, () => !!stopped);

  return {
    async load(input) {
      const schema = nextSchema++;
      return serviceOf(schema, await send<LoadInfo>({ type: 'load', schema, input }));
    },
    onStopped: (listener) => void stoppedListeners.push(listener),
    async terminate() {
      stop(new LanguageWorkerError('LanguageWorkerError', 'The GraphQL worker was terminated.'));
      await worker.terminate();
    },
  };
}
