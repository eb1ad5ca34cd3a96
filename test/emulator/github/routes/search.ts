// Search: GET /search/issues (https://docs.github.com/en/rest/search/search#search-issues-and-pull-requests), the
// query read by ../issue-search.ts. Sorted by `sort` (created, updated, comments) and `order` (default desc), best
// match (here: newest first) without one; at most the first 1,000 results, as GitHub serves. Its rate limit is its
// own bucket (rest-service.ts).
import type { GitHubContext, RouteTable } from '../context.js';
import { parseSearchQuery, refusedQuery, searchIssues } from '../issue-search.js';
import { json, paginate, validationFailed, type Reply } from '../http-conventions.js';
import type { Issue } from '../store.js';

const docs = 'https://docs.github.com/v3/search';
const maxResults = 1000;

export function registerSearchRoutes(routes: RouteTable): void {
  routes.on('GET', '/search/issues', searchIssuesRoute);
}

function searchIssuesRoute(context: GitHubContext): Reply {
  const query = context.request.query;
  const q = query.get('q') ?? '';
  if (q.trim() === '') return validationFailed([{ resource: 'Search', field: 'q', code: 'missing' }], docs);
  const terms = parseSearchQuery(q);
  const refused = refusedQuery(context.store, context.viewer, terms, q);
  if (refused) return validationFailed([{ message: refused, resource: 'Search', field: 'q', code: 'invalid' }], docs);
  const sort = query.get('sort') ?? '';
  const descending = (query.get('order') ?? 'desc') !== 'asc';
  const key = (issue: Issue): number =>
    sort === 'updated'
      ? issue.updatedAt
      : sort === 'comments'
        ? context.store.commentsOf(issue).length
        : issue.createdAt;
  const found = searchIssues(context.store, context.viewer, terms).sort(
    (a, b) => (descending ? key(b) - key(a) : key(a) - key(b)) || b.id - a.id,
  );
  const perPage = Math.min(100, Number.parseInt(query.get('per_page') ?? '', 10) || 30);
  const page = Number.parseInt(query.get('page') ?? '', 10) || 1;
  if ((page - 1) * perPage >= maxResults && found.length > 0)
    return validationFailed([], docs, 'Only the first 1000 search results are available');
  const shown = paginate(context.request, found.slice(0, maxResults));
  const items = shown.items.map((issue) => searchItem(context, issue));
  return json(
    200,
    { total_count: found.length, incomplete_results: false, items, search_type: 'lexical' },
    shown.link ? { Link: shown.link } : {},
  );
}

/** `issue-search-result-item`: the issue's representation with a `score` (and no `body` when there is none). */
function searchItem(context: GitHubContext, issue: Issue): unknown {
  const { body, ...item } = context.rep.issue(issue) as Record<string, unknown>;
  return { ...item, ...(body === null || body === undefined ? {} : { body }), score: 1 };
}
