// The `query` of GET /api/v2/items: space-separated terms, all of which must match.
//   tag:NAME  user:ID  title:WORD  body:WORD  created:>=YYYY-MM[-DD] (also >, <, <=)  stocks:>N  (a leading `-`
//   negates a term); any other word must appear in the title or the body. Matching is case-insensitive.
import type { ItemRecord, Site } from './store.js';
import { jstMonthStart } from './time.js';

type Predicate = (item: ItemRecord, site: Site) => boolean;

const day = 24 * 60 * 60 * 1000;

/** The instant a `created:` bound refers to; `end` gives the end of the month or day named. */
export function dateBound(text: string, end: boolean): number | undefined {
  const found = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!found) return undefined;
  const year = Number(found[1]);
  const month = Number(found[2]);
  if (month < 1 || month > 12) return undefined;
  if (found[3] === undefined) return jstMonthStart(year, end ? month + 1 : month);
  const dayStart = jstMonthStart(year, month) + (Number(found[3]) - 1) * day;
  return end ? dayStart + day : dayStart;
}

/** `created:>=2024-01` style comparisons on an instant; undefined when the term is not one. */
export function createdComparison(value: string): ((ms: number) => boolean) | undefined {
  const found = /^(>=|<=|>|<)?(.+)$/.exec(value);
  const operator = found?.[1] ?? '';
  const text = found?.[2] ?? '';
  const start = dateBound(text, false);
  const end = dateBound(text, true);
  if (start === undefined || end === undefined) return undefined;
  switch (operator) {
    case '>=':
      return (ms) => ms >= start;
    case '>':
      return (ms) => ms >= end;
    case '<=':
      return (ms) => ms < end;
    case '<':
      return (ms) => ms < start;
    default:
      return (ms) => ms >= start && ms < end;
  }
}

function termPredicate(term: string): Predicate {
  const colon = term.indexOf(':');
  const key = colon > 0 ? term.slice(0, colon).toLowerCase() : '';
  const value = colon > 0 ? term.slice(colon + 1) : term;
  const needle = value.toLowerCase();
  switch (key) {
    case 'tag':
      return (item) => item.tags.some((tag) => tag.name.toLowerCase() === needle);
    case 'user':
      return (item) => item.userId.toLowerCase() === needle;
    case 'title':
      return (item) => item.title.toLowerCase().includes(needle);
    case 'body':
      return (item) => item.body.toLowerCase().includes(needle);
    case 'created': {
      const compare = createdComparison(value);
      return compare ? (item) => compare(item.createdAt) : () => false;
    }
    case 'stocks': {
      const found = /^>(\d+)$/.exec(value);
      const minimum = found ? Number(found[1]) : NaN;
      return (item, site) => (site.stocks.get(item.id)?.size ?? 0) > minimum;
    }
    default:
      return (item) =>
        item.title.toLowerCase().includes(term.toLowerCase()) || item.body.toLowerCase().includes(term.toLowerCase());
  }
}

export function parseItemQuery(query: string | null): Predicate {
  const terms = (query ?? '').split(/\s+/).filter((term) => term !== '');
  const predicates = terms.map((term) => {
    const negate = term.startsWith('-') && term.length > 1;
    const predicate = termPredicate(negate ? term.slice(1) : term);
    return negate ? (item: ItemRecord, site: Site) => !predicate(item, site) : predicate;
  });
  return (item, site) => predicates.every((predicate) => predicate(item, site));
}
