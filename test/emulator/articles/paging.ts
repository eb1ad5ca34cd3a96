// `page` / `per_page` as the service takes them (digit strings, 1..100, defaults 1 and 20) and the `Link` +
// `Total-Count` headers of paginated answers.
import { linkHeader } from '../http.js';
import { badRequest } from './errors.js';

export interface Page {
  page: number;
  perPage: number;
}

const limits = { page: { max: 100, fallback: 1 }, per_page: { max: 100, fallback: 20 } } as const;

function readParameter(query: URLSearchParams, name: keyof typeof limits): number {
  const text = query.get(name);
  const { max, fallback } = limits[name];
  if (text === null) return fallback;
  const value = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= max))
    throw badRequest(`${name} must be an integer from 1 to ${max} (digits only), got ${JSON.stringify(text)}`);
  return value;
}

export function readPage(query: URLSearchParams): Page {
  return { page: readParameter(query, 'page'), perPage: readParameter(query, 'per_page') };
}

export interface PagedResult<T> {
  slice: T[];
  headers: Record<string, string>;
}

/** Cuts one page out of `all` and builds the headers; links keep every other query parameter of `requestUrl`. */
export function paginate<T>(all: readonly T[], page: Page, requestUrl: URL): PagedResult<T> {
  const last = Math.max(1, Math.ceil(all.length / page.perPage));
  const urlOf = (number: number): string => {
    const url = new URL(requestUrl.href);
    url.searchParams.set('page', String(number));
    return url.href;
  };
  const links: Array<[string, string]> = [['first', urlOf(1)]];
  if (page.page > 1) links.push(['prev', urlOf(Math.min(page.page - 1, last))]);
  if (page.page < last) links.push(['next', urlOf(page.page + 1)]);
  links.push(['last', urlOf(last)]);
  const start = (page.page - 1) * page.perPage;
  return {
    slice: all.slice(start, start + page.perPage),
    headers: { Link: linkHeader(links), 'Total-Count': String(all.length) },
  };
}
