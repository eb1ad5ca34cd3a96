// What both hosts' clients of the GraphQL language worker share (node/worker-client.ts runs the server on a worker
// thread, browser/worker-client.ts on the web worker extension host's own worker): the services' shape, the error a
// call gets, and the language service whose methods are requests to the worker.
import type {
  LoadInfo,
  RemoteMethod,
  WorkerLanguageService,
  WorkerRequest,
  WorkerSchemaInput,
} from './worker-protocol.js';

/** A request before it gets its id. */
export type UnsentRequest = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** A method of the worker's service, as the host calls it: the same arguments, the answer as a promise. */
type Promised<Method> = Method extends (...args: infer Args) => infer Answer
  ? (...args: Args) => Promise<Answer>
  : never;

/**
 * A language service whose schema lives in the worker: createLanguageService's methods (and enumValues), as promises.
 */
export type RemoteLanguageService = { [Name in RemoteMethod]: Promised<WorkerLanguageService[Name]> } & {
  /** How the load went in the worker (for the log). */
  readonly loaded: LoadInfo;
  /** Frees the schema in the worker; later calls reject. */
  dispose(): void;
};

export interface LanguageWorker {
  /** Builds a schema in the worker; resolves when it can answer, rejects with the reason it could not be built. */
  load(input: WorkerSchemaInput): Promise<RemoteLanguageService>;
  /** Called once if the worker stops on its own (a crash): every service it held is gone. */
  onStopped(listener: (error: Error) => void): void;
  terminate(): Promise<void>;
}

/** The error a call gets when the worker answered with one: the worker's name and message. */
export class LanguageWorkerError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name === 'Error' ? 'LanguageWorkerError' : name;
  }
}

/**
 * The service over schema `schema` in the worker: each method one request through `send`; after `dispose()` (or once
 * the worker stopped, `isStopped`) nothing more is sent for it.
 */
export function remoteService(
  schema: number,
  loaded: LoadInfo,
  send: <T>(request: UnsentRequest) => Promise<T>,
  isStopped: () => boolean,
): RemoteLanguageService {
  let disposed = false;
  const call = <T>(method: RemoteMethod, ...args: unknown[]): Promise<T> =>
    disposed
      ? Promise.reject(new LanguageWorkerError('LanguageWorkerError', 'This GraphQL schema was released.'))
      : send<T>({ type: 'call', schema, method, args });
  return {
    complete: (text, position) => call('complete', text, position),
    diagnose: (text) => call('diagnose', text),
    hover: (text, position) => call('hover', text, position),
    definition: (text, position) => call('definition', text, position),
    schemaText: () => call('schemaText'),
    outline: (text) => call('outline', text),
    operations: (text) => call('operations', text),
    enumValues: (typeName) => call('enumValues', typeName),
    loaded,
    dispose() {
      if (disposed || isStopped()) return;
      disposed = true;
      void send({ type: 'drop', schema }).catch(() => undefined);
    },
  };
}
