// The GraphQL language worker's side: schemas built and language services answering inside a worker thread, so
// that building github.com's schema (a tenth of a second or more) and every completion run beside the extension
// host's thread, never on it. Started by worker-client.ts; one message at a time, in order.
import { isEnumType } from 'graphql';
import { loadBundledGitHubSchema } from '../node/bundled-schema.js';
import { readSchemaFiles } from '../node/schema-files.js';
import { createLanguageService } from './service.js';
import type {
  CodeCacheUse,
  LoadInfo,
  WorkerLanguageService,
  WorkerReply,
  WorkerRequest,
  WorkerSchemaInput,
} from './worker-protocol.js';

export interface ServeOptions {
  /** Called once, a moment after the first completion was answered (the bootstrap saves V8's code cache then). */
  onServed?: () => void;
  /** Whether the bundle was compiled from V8's code cache (worker-client.ts), for the log. */
  codeCache?: CodeCacheUse;
}

/** Answers the requests arriving on `port` until the worker ends. */
/**
 * The worker's end of its channel: Node's `parentPort` (worker_threads), or a browser worker's `self` behind the same
 * two calls.
 */
export interface WorkerPort {
  on(event: 'message', listener: (request: WorkerRequest) => void): unknown;
  postMessage(reply: WorkerReply): void;
}

export function serveLanguageWorker(port: WorkerPort, options: ServeOptions = {}): void {
  const services = new Map<number, WorkerLanguageService>();
  let onServed = options.onServed;
  const codeCache = options.codeCache ?? 'off';
  port.on('message', (request: WorkerRequest) => {
    void answer(services, request, codeCache).then((reply) => {
      port.postMessage(reply);
      if (onServed && request.type === 'call' && request.method === 'complete' && reply.ok) {
        setTimeout(onServed, 1000).unref(); // after the first burst of requests, not in its way
        onServed = undefined;
      }
    });
  });
}

async function answer(
  services: Map<number, WorkerLanguageService>,
  request: WorkerRequest,
  codeCache: CodeCacheUse,
): Promise<WorkerReply> {
  try {
    return { id: request.id, ok: true, value: await handle(services, request, codeCache) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, ok: false, error: { name, message } };
  }
}

async function handle(
  services: Map<number, WorkerLanguageService>,
  request: WorkerRequest,
  codeCache: CodeCacheUse,
): Promise<unknown> {
  switch (request.type) {
    case 'load': {
      const started = performance.now();
      services.set(request.schema, withEnumValues(await buildSchema(request.input)));
      const loaded: LoadInfo = { buildMs: performance.now() - started, codeCache };
      return loaded;
    }
    case 'drop':
      return services.delete(request.schema);
    case 'call': {
      const service = services.get(request.schema);
      if (!service) throw new Error(`The GraphQL worker has no schema #${request.schema}.`);
      return (service[request.method] as (...args: unknown[]) => unknown)(...request.args);
    }
  }
}

async function buildSchema(input: WorkerSchemaInput): Promise<ReturnType<typeof createLanguageService>> {
  switch (input.kind) {
    case 'bundled':
      return createLanguageService(loadBundledGitHubSchema(input.file));
    case 'introspection':
      return createLanguageService(input.introspection);
    case 'sdl':
      return createLanguageService(input.text);
    case 'schema-files': {
      const schema = await readSchemaFiles(input.pointers);
      if (!schema) throw new Error('The graphql-config file names no schema file.');
      return createLanguageService(schema);
    }
  }
}

function withEnumValues(service: ReturnType<typeof createLanguageService>): WorkerLanguageService {
  const enumValues = (typeName: string) => {
    const type = service.schema.getType(typeName);
    return isEnumType(type) ? type.getValues().map((value) => value.name) : undefined;
  };
  return Object.assign(service, { enumValues });
}
