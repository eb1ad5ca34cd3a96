// The API root, the rate-limit status (free), the authenticated user, the repository itself and its branches.
import { readableRepo, requireUser, type GitHubContext, type RouteTable } from '../context.js';
import { json, listReply, notFound, paginate, type RateState, type Reply } from '../http-conventions.js';

export function registerMetaRoutes(routes: RouteTable, rateState: (context: GitHubContext) => RateState): void {
  routes.on('GET', '/', root);
  routes.on('GET', '/rate_limit', (context) => rateLimit(context, rateState(context)));
  routes.on(
    'GET',
    '/user',
    (context) =>
      requireUser(context) ?? {
        status: 200,
        body: context.rep.privateUser(context.viewer!),
        lastModified: context.viewer!.updatedAt,
      },
  );
  routes.on('GET', '/repos/:owner/:repo', (context, params) => {
    const repo = readableRepo(context, params);
    return repo ? { status: 200, body: context.rep.fullRepository(repo), lastModified: repo.updatedAt } : notFound();
  });
  routes.on('GET', '/repos/:owner/:repo/branches', listBranches);
}

/** GET /repos/{owner}/{repo}/branches: name order, as GitHub lists them (https://docs.github.com/en/rest/branches/branches#list-branches). */
function listBranches(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const api = context.store.apiUrl;
  const branches = [...repo.branches.entries()].sort(([a], [b]) => a.localeCompare(b));
  const page = paginate(context.request, branches);
  return listReply(page, ([name, sha]) => ({
    name,
    commit: { sha, url: `${api}/repos/${params.owner}/${params.repo}/commits/${sha}` },
    protected: name === repo.defaultBranch,
  }));
}

function root(context: GitHubContext): Reply {
  const api = context.store.apiUrl;
  const web = context.store.webUrl;
  return json(200, {
    current_user_url: `${api}/user`,
    current_user_authorizations_html_url: `${web}/settings/connections/applications{/client_id}`,
    authorizations_url: `${api}/authorizations`,
    code_search_url: `${api}/search/code?q={query}{&page,per_page,sort,order}`,
    commit_search_url: `${api}/search/commits?q={query}{&page,per_page,sort,order}`,
    emails_url: `${api}/user/emails`,
    emojis_url: `${api}/emojis`,
    events_url: `${api}/events`,
    feeds_url: `${api}/feeds`,
    followers_url: `${api}/user/followers`,
    following_url: `${api}/user/following{/target}`,
    gists_url: `${api}/gists{/gist_id}`,
    hub_url: `${api}/hub`,
    issue_search_url: `${api}/search/issues?q={query}{&page,per_page,sort,order}`,
    issues_url: `${api}/issues`,
    keys_url: `${api}/user/keys`,
    label_search_url: `${api}/search/labels?q={query}&repository_id={repository_id}{&page,per_page}`,
    notifications_url: `${api}/notifications`,
    organization_url: `${api}/orgs/{org}`,
    organization_repositories_url: `${api}/orgs/{org}/repos{?type,page,per_page,sort}`,
    organization_teams_url: `${api}/orgs/{org}/teams`,
    public_gists_url: `${api}/gists/public`,
    rate_limit_url: `${api}/rate_limit`,
    repository_url: `${api}/repos/{owner}/{repo}`,
    repository_search_url: `${api}/search/repositories?q={query}{&page,per_page,sort,order}`,
    current_user_repositories_url: `${api}/user/repos{?type,page,per_page,sort}`,
    starred_url: `${api}/user/starred{/owner}{/repo}`,
    starred_gists_url: `${api}/gists/starred`,
    topic_search_url: `${api}/search/topics?q={query}{&page,per_page}`,
    user_url: `${api}/users/{user}`,
    user_organizations_url: `${api}/user/orgs`,
    user_repositories_url: `${api}/users/{user}/repos{?type,page,per_page,sort}`,
    user_search_url: `${api}/search/users?q={query}{&page,per_page,sort,order}`,
  });
}

function rateLimit(context: GitHubContext, core: RateState): Reply {
  const reset = core.reset;
  const bucket = (limit: number, used = 0) => ({ limit, used, remaining: limit - used, reset });
  const authenticated = context.viewer !== undefined;
  const coreJson = { limit: core.limit, used: core.used, remaining: Math.max(0, core.limit - core.used), reset };
  return json(200, {
    resources: {
      core: coreJson,
      search: bucket(authenticated ? 30 : 10),
      graphql: bucket(authenticated ? 5000 : 0),
      integration_manifest: bucket(5000),
      source_import: bucket(100),
      code_scanning_upload: bucket(1000),
      actions_runner_registration: bucket(10000),
      scim: bucket(15000),
      dependency_snapshots: bucket(100),
      code_search: bucket(10),
    },
    rate: coreJson,
  });
}
