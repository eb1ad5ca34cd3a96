// `devdesk.github.queries`: the user's own lists in the Pull Requests view, each `{ label, query }` in GitHub's
// search syntax (https://docs.github.com/en/search-github/searching-on-github/searching-issues-and-pull-requests).
// Pure (test/unit/ui/pulls-queries.test.ts): what a hand-edited settings.json holds is checked here, and a
// broken entry is named instead of silently dropped.
import { phrase, type Phrase } from '../../base/text';

export interface PullQuery {
  readonly label: string;
  /** The search as written, with `is:pr` added when it names neither `is:pr` nor `is:issue`. */
  readonly query: string;
}

export interface ReadQueries {
  readonly queries: readonly PullQuery[];
  /** One sentence per entry left out, naming it by its position (1-based). */
  readonly problems: readonly Phrase[];
}

/**
 * GitHub's search syntax accepts at most 256 characters in a query
 * (https://docs.github.com/en/rest/search/search#limitations-on-query-length).
 */
export const maxQueryLength = 256;

/**
 * The query sent: the lists are of pull requests, so `is:pr` is added unless the query already says `is:pr`,
 * `type:pr` or asks for issues (then it is the user's choice, and the list shows what GitHub answers).
 */
export function pullSearchQuery(query: string): string {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  return /(^|\s)-?(is|type):(pr|pull-request|issue)(\s|$)/i.test(trimmed) ? trimmed : `is:pr ${trimmed}`;
}

export function readQueries(raw: unknown): ReadQueries {
  if (!Array.isArray(raw))
    return {
      queries: [],
      problems:
        raw === undefined || raw === null
          ? []
          : [phrase('devdesk.github.queries must be a list of { "label", "query" } entries.')],
    };
  const queries: PullQuery[] = [];
  const problems: Phrase[] = [];
  const labels = new Set<string>();
  for (const [index, entry] of raw.entries()) {
    const problem = problemOf(entry, index + 1, labels);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const { label, query } = entry as { label: string; query: string };
    labels.add(label.trim().toLowerCase());
    queries.push({ label: label.trim(), query: pullSearchQuery(query) });
  }
  return { queries, problems };
}

/** Why an entry is left out (`position` is 1-based), or undefined when it is shown. */
function problemOf(entry: unknown, position: number, labels: ReadonlySet<string>): Phrase | undefined {
  const { label, query } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
    label?: unknown;
    query?: unknown;
  };
  if (typeof label !== 'string' || label.trim() === '')
    return phrase('Query {0} of devdesk.github.queries has no label.', position);
  if (typeof query !== 'string' || query.trim() === '')
    return phrase('Query “{0}” of devdesk.github.queries has no search.', label);
  if (labels.has(label.trim().toLowerCase()))
    return phrase('Query “{0}” of devdesk.github.queries is there twice; the first one is shown.', label);
  if (pullSearchQuery(query).length > maxQueryLength)
    return phrase(
      'Query “{0}” of devdesk.github.queries is longer than GitHub searches ({1} characters).',
      label,
      maxQueryLength,
    );
  return undefined;
}
