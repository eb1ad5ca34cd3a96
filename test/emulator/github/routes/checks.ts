// The head commit's checks: check runs (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`,
// https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference) and the combined status
// (`GET /repos/{owner}/{repo}/commits/{ref}/status`,
// https://docs.github.com/rest/commits/statuses#get-the-combined-status-for-a-specific-reference). Reads only;
// ETag and 304 come from the REST pipeline like every other GET.
import { checksOf, combinedState, resolveCommitRef, type CheckRun, type CommitStatus } from '../check-store.js';
import { readableRepo, type GitHubContext } from '../context.js';
import { basicError, json, notFound, paginate, validationFailed, type Reply } from '../http-conventions.js';
import { iso, isPull, type PullIssue, type Repo } from '../store.js';
import type { RouteTable } from '../context.js';

/** The GitHub Actions app, which runs the seeded checks (https://docs.github.com/rest/apps/apps#get-an-app). */
const actionsApp = { id: 15368, slug: 'github-actions', name: 'GitHub Actions', ownerId: 9919, ownerLogin: 'github' };

export function registerCheckRoutes(routes: RouteTable): void {
  routes.on('GET', '/repos/:owner/:repo/commits/:ref/check-runs', listCheckRuns);
  routes.on('GET', '/repos/:owner/:repo/commits/:ref/status', combinedStatus);
}

function commitOf(context: GitHubContext, params: Record<string, string>): { repo: Repo; sha: string } | Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const sha = resolveCommitRef(context.store, repo, params.ref!);
  // GitHub answers an unknown ref with 422 "No commit found for SHA: …".
  if (!sha)
    return basicError(
      422,
      `No commit found for SHA: ${params.ref!}`,
      'https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference',
    );
  return { repo, sha };
}

function listCheckRuns(context: GitHubContext, params: Record<string, string>): Reply {
  const found = commitOf(context, params);
  if ('status' in found) return found;
  const query = context.request.query;
  const filter = query.get('filter') ?? 'latest';
  const status = query.get('status');
  if (!['latest', 'all'].includes(filter))
    return validationFailed([{ resource: 'CheckRun', field: 'filter', code: 'invalid' }]);
  if (status !== null && !['queued', 'in_progress', 'completed'].includes(status))
    return validationFailed([{ resource: 'CheckRun', field: 'status', code: 'invalid' }]);
  let runs = checksOf(context.store).runsFor(found.repo, found.sha);
  // `latest`: the most recent run of each name (a re-run replaces the earlier one).
  if (filter === 'latest')
    runs = runs.filter((run) => !runs.some((other) => other.name === run.name && other.id > run.id));
  const name = query.get('check_name');
  runs = runs.filter((run) => (name === null || run.name === name) && (status === null || run.status === status));
  const page = paginate(context.request, runs);
  const newest = Math.max(0, ...page.items.map((run) => run.completedAt ?? run.startedAt));
  return {
    ...json(
      200,
      { total_count: runs.length, check_runs: page.items.map((run) => checkRunJson(context, found.repo, run)) },
      page.link ? { Link: page.link } : {},
    ),
    ...(page.items.length > 0 ? { lastModified: newest } : {}),
  };
}

function combinedStatus(context: GitHubContext, params: Record<string, string>): Reply {
  const found = commitOf(context, params);
  if ('status' in found) return found;
  const { repo, sha } = found;
  const latest = checksOf(context.store).latestStatuses(repo, sha);
  const page = paginate(context.request, latest);
  const path = `${context.store.apiUrl}/repos/${context.store.fullName(repo)}`;
  return json(
    200,
    {
      state: combinedState(latest),
      statuses: page.items.map((status) => statusJson(context, repo, status)),
      sha,
      total_count: latest.length,
      repository: context.rep.repository(repo),
      commit_url: `${path}/commits/${sha}`,
      url: `${path}/commits/${sha}/status`,
    },
    page.link ? { Link: page.link } : {},
  );
}

function checkRunJson(context: GitHubContext, repo: Repo, run: CheckRun): Record<string, unknown> {
  const { store } = context;
  const fullName = store.fullName(repo);
  const htmlUrl = `${store.webUrl}/${fullName}/runs/${run.id}`;
  const pulls = store
    .issuesOfRepo(repo)
    .filter(
      (issue): issue is PullIssue => isPull(issue) && issue.state === 'open' && issue.pull.head.sha === run.headSha,
    );
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: Buffer.from(`CheckRun:${run.id}`).toString('base64'),
    external_id: '',
    url: `${store.apiUrl}/repos/${fullName}/check-runs/${run.id}`,
    html_url: htmlUrl,
    details_url: htmlUrl,
    status: run.status,
    conclusion: run.conclusion,
    started_at: iso(run.startedAt),
    completed_at: run.completedAt === null ? null : iso(run.completedAt),
    output: {
      title: run.title,
      summary: run.summary,
      text: null,
      annotations_count: 0,
      annotations_url: `${store.apiUrl}/repos/${fullName}/check-runs/${run.id}/annotations`,
    },
    name: run.name,
    check_suite: { id: run.suiteId },
    app: appJson(context),
    pull_requests: pulls.map((pull) => context.rep.pullMinimal(pull)),
  };
}

function appJson(context: GitHubContext): Record<string, unknown> {
  const { store } = context;
  const ownerApi = `${store.apiUrl}/users/${actionsApp.ownerLogin}`;
  const created = iso(Date.UTC(2018, 6, 30, 16, 30, 10));
  return {
    id: actionsApp.id,
    slug: actionsApp.slug,
    node_id: Buffer.from(`App:${actionsApp.id}`).toString('base64'),
    owner: {
      login: actionsApp.ownerLogin,
      id: actionsApp.ownerId,
      node_id: Buffer.from(`Organization:${actionsApp.ownerId}`).toString('base64'),
      avatar_url: `${store.webUrl}/avatars/u/${actionsApp.ownerId}?v=4`,
      gravatar_id: '',
      url: ownerApi,
      html_url: `${store.webUrl}/${actionsApp.ownerLogin}`,
      followers_url: `${ownerApi}/followers`,
      following_url: `${ownerApi}/following{/other_user}`,
      gists_url: `${ownerApi}/gists{/gist_id}`,
      starred_url: `${ownerApi}/starred{/owner}{/repo}`,
      subscriptions_url: `${ownerApi}/subscriptions`,
      organizations_url: `${ownerApi}/orgs`,
      repos_url: `${ownerApi}/repos`,
      events_url: `${ownerApi}/events{/privacy}`,
      received_events_url: `${ownerApi}/received_events`,
      type: 'Organization',
      user_view_type: 'public',
      site_admin: false,
    },
    name: actionsApp.name,
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: `${store.webUrl}/apps/${actionsApp.slug}`,
    created_at: created,
    updated_at: created,
    permissions: {
      actions: 'write',
      checks: 'write',
      contents: 'write',
      metadata: 'read',
      pull_requests: 'write',
      statuses: 'write',
    },
    events: ['check_run', 'check_suite', 'pull_request', 'push', 'status', 'workflow_dispatch'],
  };
}

function statusJson(context: GitHubContext, repo: Repo, status: CommitStatus): Record<string, unknown> {
  const { store } = context;
  const creator = store.accounts.get(status.creatorId);
  return {
    url: `${store.apiUrl}/repos/${store.fullName(repo)}/statuses/${status.sha}`,
    avatar_url: creator ? `${store.webUrl}/avatars/u/${creator.id}?v=4` : null,
    id: status.id,
    node_id: Buffer.from(`StatusContext:${status.id}`).toString('base64'),
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: iso(status.createdAt),
    updated_at: iso(status.updatedAt),
  };
}
