// A repository's issues, pull requests included (https://docs.github.com/en/rest/issues/issues#list-repository-issues),
// and the host's emoji (https://docs.github.com/en/rest/emojis/emojis#get-emojis): what a comment's `#123` and
// `:emoji:` completion read.
import { emoji } from '../../articles/emoji.js';
import { readableRepo, type GitHubContext, type RouteTable } from '../context.js';
import {
  json,
  listReply,
  notFound,
  paginate,
  validationFailed,
  type FieldError,
  type Reply,
} from '../http-conventions.js';
import type { IssueListOptions } from '../store.js';

const listDocs = 'https://docs.github.com/rest/issues/issues#list-repository-issues';

export function registerIssueRoutes(routes: RouteTable): void {
  routes.on('GET', '/repos/:owner/:repo/issues', listIssues);
  routes.on('GET', '/emojis', listEmojis);
}

function listIssues(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const query = context.request.query;
  const state = query.get('state') ?? 'open';
  const sort = query.get('sort') ?? 'created';
  const direction = query.get('direction') ?? 'desc';
  const invalid: FieldError[] = [];
  if (!['open', 'closed', 'all'].includes(state)) invalid.push({ resource: 'Issue', field: 'state', code: 'invalid' });
  if (!['created', 'updated', 'comments'].includes(sort))
    invalid.push({ resource: 'Issue', field: 'sort', code: 'invalid' });
  if (!['asc', 'desc'].includes(direction)) invalid.push({ resource: 'Issue', field: 'direction', code: 'invalid' });
  if (invalid.length > 0) return validationFailed(invalid, listDocs);
  const options: IssueListOptions = {
    state: state as IssueListOptions['state'],
    sort: sort as IssueListOptions['sort'],
    direction: direction as IssueListOptions['direction'],
  };
  const labels = query.get('labels');
  if (labels) options.labels = labels.split(',');
  return listReply(
    paginate(context.request, context.store.listIssues(repo, options)),
    (issue) => context.rep.issue(issue),
    (issue) => issue.updatedAt,
  );
}

/**
 * Name → image URL, as GitHub answers: a Unicode emoji's image is named by its code points
 * (`…/emoji/unicode/1f44d.png?v8`); a GitHub-only one (`octocat`) by its name.
 */
function listEmojis(context: GitHubContext): Reply {
  const base = `${context.store.webUrl}/images/icons/emoji`;
  const answer: Record<string, string> = {};
  for (const [name, code] of Object.entries(emoji)) answer[name] = `${base}/unicode/${code}.png?v8`;
  answer.octocat = `${base}/octocat.png?v8`;
  return json(200, answer);
}
