// Which answers are redirects the client follows itself (dispatcher.ts says why not undici), and which of them it
// must not follow for a write.

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Statuses after which a client may (301, 302) or must (303) switch to GET: a write is not followed through them. */
const redirectsToGet = new Set([301, 302, 303]);
const readMethods = new Set(['GET', 'HEAD']);

/** Where a redirect answer points, resolved against the URL that was asked; undefined for any other answer. */
export function redirectTarget(status: number, location: string | undefined, from: URL): URL | undefined {
  return redirectStatuses.has(status) && location ? new URL(location, from) : undefined;
}

/**
 * True when following this redirect could turn a write into a read: RFC 9110 lets a client re-send a POST
 * answered 301/302 as a GET and requires it after 303, so a server cannot count on the write being repeated.
 */
export function isWriteTurnedRead(method: string, status: number): boolean {
  return !readMethods.has(method) && redirectsToGet.has(status);
}
