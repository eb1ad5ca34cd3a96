// The guard that proves every write walks the UI's write road (src/ui/base/write-road.ts). Off unless the extension
// runs under its own tests: then it calls `guardWrites(permit)` on each bundle that sends, and from there on every
// HttpClient of that bundle refuses a write (a method other than GET/HEAD, unless the request only reads: a GraphQL
// query, a Markdown rendering) made by a client that does not carry that permit. The road hands out clients with the
// permit (`client.withWritePermit(permit)`), so a write sent from anywhere else fails the test that made it. Passed
// explicitly, never through an async context: the browser build has none.
import { RequestError, type RequestInfo } from './errors.js';

/** What the road gives the clients it hands out; compared by identity. */
export type WritePermit = object;

/** A write the guard lets pass without a permit (a test-only allow-list: method, path, a GraphQL operation). */
export interface AllowedWrite {
  readonly method: string;
  readonly path: RegExp;
  /** The GraphQL operation's name, for a write to a GraphQL endpoint. */
  readonly operation?: string;
}

let guard: { permit: WritePermit; allowed: readonly AllowedWrite[] } | undefined;

/** Test mode only: from now on a write must carry `permit` (or match `allowed`); undefined turns the guard off. */
export function guardWrites(permit: WritePermit | undefined, allowed: readonly AllowedWrite[] = []): void {
  guard = permit ? { permit, allowed } : undefined;
}

/** A write sent by a client the write road did not hand out, while the guard is on (tests only). */
export class OffRoadWriteError extends RequestError {
  constructor(request: RequestInfo) {
    const what = `${request.method} ${request.path}`;
    super(`${what} was sent off the write road (a client the road did not hand out); not sent`, request, false);
  }
}

/** Throws OffRoadWriteError for a write without the permit while the guard is on. */
export function checkWrite(
  info: RequestInfo,
  request: { readOnly?: boolean; operationName?: string },
  permit: WritePermit | undefined,
): void {
  if (!guard || request.readOnly || info.method === 'GET' || info.method === 'HEAD') return;
  if (permit === guard.permit) return;
  const allowed = (write: AllowedWrite) =>
    write.method === info.method &&
    write.path.test(info.path) &&
    (write.operation === undefined || write.operation === request.operationName);
  if (guard.allowed.some(allowed)) return;
  throw new OffRoadWriteError(info);
}
