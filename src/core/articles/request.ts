// Small helpers the endpoint functions share: options, list requests, path segments, toggle checks.
import type * as z from 'zod/mini';
import type { HttpClient, HttpRequest, Page } from '../http/index.js';
import type { ZodSchema } from '../http/validate.js';

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's default timeout for this call. */
  timeoutMs?: number;
}

export interface ListOptions extends CallOptions {
  /** 1..100; default 1 (ignored with `next`). */
  page?: number;
  /** 1..100; default 20 (ignored with `next`). */
  perPage?: number;
  /** A page's `next` URL, followed verbatim. */
  next?: string;
}

/** A path segment taken from user data, escaped; `.` and `..` too, so an id can never climb the path. */
export function segment(value: string | number): string {
  const text = String(value);
  return text === '.' || text === '..' ? text.replace(/\./g, '%2E') : encodeURIComponent(text);
}

export function call(options: CallOptions | undefined): Pick<HttpRequest, 'signal' | 'timeoutMs'> {
  return { signal: options?.signal, timeoutMs: options?.timeoutMs };
}

/** The request for one page of a list; `extra` holds the list's own query parameters (`query`, `sort`…). */
export function listRequest(
  path: string,
  options: ListOptions = {},
  extra: Record<string, string | undefined> = {},
): HttpRequest {
  if (options.next) return { url: options.next, ...call(options) };
  return { path, query: { page: options.page, per_page: options.perPage, ...extra }, ...call(options) };
}

export function getPage<Item extends ZodSchema>(
  http: HttpClient,
  schema: Item,
  path: string,
  options?: ListOptions,
  extra?: Record<string, string | undefined>,
): Promise<Page<z.output<Item>>> {
  return http.page(schema, listRequest(path, options, extra));
}

/** A toggle's check (`GET …/following`, `…/like`, `…/stock`): any 2xx means yes, 404 means no. */
export async function check(http: HttpClient, path: string, options?: CallOptions): Promise<boolean> {
  const response = await http.request({ path, ...call(options), cache: false, okStatuses: [404] });
  return response.status !== 404;
}
