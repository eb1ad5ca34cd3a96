// GitHub's search syntax for issues and pull requests, as `GET /search/issues?q=` reads it
// (https://docs.github.com/en/search-github/searching-on-github/searching-issues-and-pull-requests and
// https://docs.github.com/en/search-github/getting-started-with-searching-on-github/understanding-the-search-syntax):
// space-separated terms, `qualifier:value` pairs (a value in double quotes may hold spaces), `-qualifier:value`
// excludes, every part must hold (AND) except repeated `repo:` qualifiers, which GitHub ORs (any of those
// repositories), and words left over match the title or body. A query longer than 256 characters is refused
// (https://docs.github.com/en/rest/search/search#limitations-on-query-length). The qualifiers DevDesk's
// lists use are here: is/type (pr, issue, open, closed, merged, unmerged, draft), state, author, assignee,
// review-requested (the person or a team they are on), user-review-requested (the person only),
// team-review-requested, repo, org, user, label, and `@me` for the viewer.
import type { Account, GitHubStore, Issue, Repo } from './store.js';

export interface SearchTerm {
  /** Lower case; undefined for a plain word. */
  readonly qualifier?: string;
  readonly value: string;
  readonly negated: boolean;
}

/** The terms of a query; a quoted value keeps its spaces (`label:"needs review"`). */
export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of query.matchAll(/(-?)(?:([\w-]+):)?(?:"([^"]*)"|(\S+))/g)) {
    const [, minus, qualifier, quoted, bare] = match;
    const value = quoted ?? bare ?? '';
    if (!qualifier && value === '') continue;
    terms.push({ qualifier: qualifier?.toLowerCase(), value, negated: minus === '-' });
  }
  return terms;
}

const qualifiers = new Set([
  'is',
  'type',
  'state',
  'author',
  'assignee',
  'review-requested',
  'user-review-requested',
  'team-review-requested',
  'repo',
  'org',
  'user',
  'label',
  'in',
  'sort',
]);
const userQualifiers = new Set(['author', 'assignee', 'review-requested', 'user-review-requested', 'user', 'org']);

export const maxQueryLength = 256;

/** Why GitHub refuses a query (its 422 sentences), or undefined when every name in it exists and is visible. */
export function refusedQuery(
  store: GitHubStore,
  viewer: Account | undefined,
  terms: readonly SearchTerm[],
  query = '',
): string | undefined {
  if (query.length > maxQueryLength) return `The search is longer than ${maxQueryLength} characters.`;
  for (const term of terms) {
    if (!term.qualifier || !qualifiers.has(term.qualifier)) continue;
    if (userQualifiers.has(term.qualifier)) {
      if (term.value === '@me' && !viewer) return 'Must be authenticated to use @me in a search.';
      if (term.value !== '@me' && !store.account(term.value))
        return 'The listed users cannot be searched either because the users do not exist or you do not have permission to view the users.';
    }
    if (term.qualifier === 'repo') {
      const [owner = '', name = ''] = term.value.split('/');
      const repo = store.repo(owner, name);
      if (!repo || !store.canRead(repo, viewer?.id))
        return 'The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.';
    }
  }
  return undefined;
}

function login(value: string, viewer: Account | undefined): string {
  return (value === '@me' ? (viewer?.login ?? '') : value).toLowerCase();
}

/** Whether one qualifier holds for an issue (before negation); an unknown qualifier holds (GitHub ignores it). */
function holds(store: GitHubStore, viewer: Account | undefined, issue: Issue, repo: Repo, term: SearchTerm): boolean {
  const value = term.value.toLowerCase();
  const loginOf = (id: number | null) => (id === null ? undefined : store.accounts.get(id)?.login.toLowerCase());
  const owner = store.ownerOf(repo).login.toLowerCase();
  const pull = issue.pull;
  const teamsWith = (userId: number | undefined) =>
    (pull?.requestedTeamIds ?? [])
      .map((id) => store.teams.get(id))
      .filter((team) => team !== undefined && userId !== undefined && team.members.has(userId));
  const asked = (who: string) => (pull?.requestedReviewerIds ?? []).some((id) => loginOf(id) === who);
  switch (term.qualifier) {
    case 'is':
    case 'type':
    case 'state':
      switch (value) {
        case 'pr':
        case 'pull-request':
          return pull !== undefined;
        case 'issue':
          return pull === undefined;
        case 'open':
        case 'closed':
          return issue.state === value;
        case 'merged':
          return pull?.merged === true;
        case 'unmerged':
          return pull !== undefined && !pull.merged && issue.state === 'closed';
        case 'draft':
          return pull?.draft === true;
        default:
          return true;
      }
    case 'author':
      return loginOf(issue.userId) === login(term.value, viewer);
    case 'assignee':
      return issue.assigneeIds.some((id) => loginOf(id) === login(term.value, viewer));
    case 'user-review-requested':
      return asked(login(term.value, viewer));
    case 'review-requested': {
      const who = store.account(login(term.value, viewer));
      return asked(login(term.value, viewer)) || teamsWith(who?.id).length > 0;
    }
    case 'team-review-requested': {
      const [org = '', slug = ''] = value.split('/');
      return (pull?.requestedTeamIds ?? []).some((id) => {
        const team = store.teams.get(id);
        return (
          team !== undefined &&
          team.slug.toLowerCase() === slug &&
          store.accounts.get(team.orgId)?.login.toLowerCase() === org
        );
      });
    }
    case 'repo':
      return store.fullName(repo).toLowerCase() === value;
    case 'org':
    case 'user':
      return owner === login(term.value, viewer);
    case 'label':
      // A comma-separated value is "any of these" (https://docs.github.com/en/search-github/searching-on-github/searching-issues-and-pull-requests#search-by-label).
      return value.split(',').some((name) => store.labelsOf(issue).some((label) => label.name.toLowerCase() === name));
    case undefined:
      return `${issue.title}\n${issue.body ?? ''}`.toLowerCase().includes(value);
    default:
      return true;
  }
}

/** Every issue and pull request the viewer may read that all terms hold for. */
export function searchIssues(store: GitHubStore, viewer: Account | undefined, terms: readonly SearchTerm[]): Issue[] {
  const found: Issue[] = [];
  const anyRepo = terms.filter((term) => term.qualifier === 'repo' && !term.negated);
  const every = terms.filter((term) => !anyRepo.includes(term));
  for (const repo of store.repos.values()) {
    if (!store.canRead(repo, viewer?.id)) continue;
    const inRepo = (issue: Issue) =>
      anyRepo.length === 0 || anyRepo.some((term) => holds(store, viewer, issue, repo, term));
    for (const issue of store.issuesOfRepo(repo)) {
      if (inRepo(issue) && every.every((term) => holds(store, viewer, issue, repo, term) !== term.negated))
        found.push(issue);
    }
  }
  return found;
}
