// Small request/response helpers shared by the emulated services. No framework: node:http only.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as a service sees it: the path is relative to the service's base (e.g. `/api/v2/items`). */
export interface ServiceRequest {
  readonly method: string;
  /** Path below the service base, always starting with `/`, without the query string. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
  /** Absolute base URL of the service, e.g. `http://127.0.0.1:PORT/qiita`. */
  readonly baseUrl: string;
  /** Absolute URL of this request. */
  readonly url: URL;
  readonly raw: IncomingMessage;
}

export type Handler = (
  request: ServiceRequest,
  response: ServerResponse,
  params: Record<string, string>,
) => void | Promise<void>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

/** Compiles `/items/:item_id` into a regular expression (one segment per `:param`, optional trailing slash). */
export function compilePathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** Routes `METHOD /path/:param` patterns; `:param` matches one path segment. */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    this.routes.push({ method, ...compilePathPattern(path), handler });
    return this;
  }

  /** Finds the route for a request; `allowed` lists the methods the path supports when none matched the method. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1]!)));
      return { handler: route.handler, params };
    }
    return { allowed };
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | number> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendEmpty(
  response: ServerResponse,
  status: number,
  headers: Record<string, string | number> = {},
): void {
  response.writeHead(status, headers);
  response.end();
}

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
  headers: Record<string, string | number> = {},
): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Builds an RFC 8288 `Link` header from rel -> URL pairs, in the order given. */
export function linkHeader(links: Array<[rel: string, url: string]>): string {
  return links.map(([rel, url]) => `<${url}>; rel="${rel}"`).join(', ');
}
