// Paging over `Link` headers. The next page is always the server's own `rel="next"` URL, used verbatim: the
// layer never computes page numbers, so it works with cursors (GitHub) and page numbers (article service) alike.
import * as z from 'zod/mini';
import type { RequestInfo } from './errors.js';
import type { HttpResponse } from './response.js';
import { validate, type ZodSchema } from './validate.js';

/** The fields of a request that paging reads or replaces; the rest of the caller's request passes through. */
export interface PageRequest {
  method?: string;
  url?: string;
  path?: string;
  query?: object;
  secrets?: string[];
}

/**
 * What paging needs from a client: send a request, and name it when the body does not validate. HttpClient
 * satisfies it. Declared here, not imported from client.ts, so that client.ts (which pages) and paging do not
 * import each other.
 */
export interface PageSource<Request extends PageRequest> {
  request(request: Request): Promise<HttpResponse>;
  describe(method: string, url: URL, secrets?: readonly (string | undefined)[]): RequestInfo;
}

export interface Page<Item> {
  items: Item[];
  /** `Total-Count`, when the service sends it. */
  total?: number;
  /** URL of the following page (pass it back as `{ url: next }`); absent on the last page. */
  next?: string;
  last?: string;
  first?: string;
  prev?: string;
}

export interface PaginateOptions {
  /** Stop after this many items (no page beyond the one holding the last wanted item is requested). */
  limit?: number;
}

export interface PageIterator<Item> extends AsyncIterable<Item> {
  /** `Total-Count` of the list, once the first page has arrived (undefined if the service does not send it). */
  readonly total: number | undefined;
  /** Pages requested so far. */
  readonly pagesFetched: number;
  /** Yields whole pages instead of items (the limit still applies to items). */
  pages(): AsyncIterable<Page<Item>>;
}

export async function fetchPage<Item extends ZodSchema, Request extends PageRequest>(
  client: PageSource<Request>,
  itemSchema: Item,
  request: Request,
): Promise<Page<z.output<Item>>> {
  const method = request.method ?? 'GET';
  const response = await client.request({ ...request, method });
  const info = () => client.describe(method, new URL(response.url), request.secrets);
  const items = validate(arrayOf(itemSchema), response.json(), info, response.status);
  const page: Page<z.output<Item>> = { items };
  if (response.totalCount !== undefined) page.total = response.totalCount;
  for (const rel of ['next', 'last', 'first', 'prev'] as const) {
    const link = response.links[rel];
    if (link) page[rel] = link;
  }
  return page;
}

/** `z.array(itemSchema)`, built once per item schema (building it costs more than parsing a small page with it). */
const arraySchemas = new WeakMap<ZodSchema, z.ZodMiniArray>();
function arrayOf<Item extends ZodSchema>(itemSchema: Item): z.ZodMiniArray<Item> {
  let schema = arraySchemas.get(itemSchema);
  if (!schema) arraySchemas.set(itemSchema, (schema = z.array(itemSchema)));
  return schema as z.ZodMiniArray<Item>;
}

export function paginate<Item extends ZodSchema, Request extends PageRequest>(
  client: PageSource<Request>,
  itemSchema: Item,
  request: Request,
  options: PaginateOptions = {},
): PageIterator<z.output<Item>> {
  return walkPages(
    (next) =>
      fetchPage(client, itemSchema, next ? { ...request, url: next, path: undefined, query: undefined } : request),
    options,
  );
}

/**
 * Walks any paged list given a function that fetches the first page (`next` undefined) or the page at a `next`
 * URL. Service clients use it to turn their typed list functions into async iterables.
 */
export function walkPages<Item>(
  fetch: (next: string | undefined) => Promise<Page<Item>>,
  options: PaginateOptions = {},
): PageIterator<Item> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let total: number | undefined;
  let pagesFetched = 0;

  async function* pages(): AsyncGenerator<Page<Item>> {
    let next: string | undefined;
    let delivered = 0;
    if (limit <= 0) return;
    do {
      const page = await fetch(next);
      pagesFetched += 1;
      total ??= page.total;
      const items = page.items.slice(0, limit - delivered);
      delivered += items.length;
      yield { ...page, items };
      // An empty page ends the walk even if a (buggy) server still links onward.
      next = page.items.length > 0 ? page.next : undefined;
    } while (next && delivered < limit);
  }

  return {
    get total() {
      return total;
    },
    get pagesFetched() {
      return pagesFetched;
    },
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page.items;
    },
  };
}
