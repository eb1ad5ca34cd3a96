// People, labels and state of issues and pull requests: requested reviewers (users and teams), collaborators,
// assignable users, repository labels and milestones, an issue's labels (add, set, remove) and assignees, and the
// milestone through the issue update. https://docs.github.com/en/rest/pulls/review-requests,
// https://docs.github.com/en/rest/collaborators/collaborators, https://docs.github.com/en/rest/issues/labels,
// https://docs.github.com/en/rest/issues/assignees, https://docs.github.com/en/rest/issues/milestones.
import { jsonBody, readablePull, readableRepo, requireUser, type GitHubContext, type RouteTable } from '../context.js';
import { basicError, json, listReply, notFound, paginate, validationFailed, type Reply } from '../http-conventions.js';
import {
  addAssignees,
  addLabels,
  canTriage,
  collaboratorsOf,
  isCollaborator,
  labelNamed,
  maxAssignees,
  removeAssignees,
  removeLabel,
  removeRequestedReviewers,
  requestReviewers,
  roleNames,
  setLabels,
  setMilestone,
} from '../issue-people.js';
import type { Issue, Label, Repo, Team } from '../store.js';

const docs = {
  reviewRequests: 'https://docs.github.com/rest/pulls/review-requests',
  collaborators: 'https://docs.github.com/rest/collaborators/collaborators#list-repository-collaborators',
  labels: 'https://docs.github.com/rest/issues/labels',
  assignees: 'https://docs.github.com/rest/issues/assignees',
  update: 'https://docs.github.com/rest/issues/issues#update-an-issue',
};

export function registerPeopleRoutes(routes: RouteTable): void {
  routes.on('GET', '/repos/:owner/:repo/pulls/:pull_number/requested_reviewers', listRequestedReviewers);
  routes.on('POST', '/repos/:owner/:repo/pulls/:pull_number/requested_reviewers', postRequestedReviewers);
  routes.on('DELETE', '/repos/:owner/:repo/pulls/:pull_number/requested_reviewers', deleteRequestedReviewers);
  routes.on('GET', '/repos/:owner/:repo/collaborators', listCollaborators);
  routes.on('GET', '/repos/:owner/:repo/teams', listRepoTeams);
  routes.on('GET', '/repos/:owner/:repo/assignees', listAssignable);
  routes.on('GET', '/repos/:owner/:repo/labels', listRepoLabels);
  routes.on('GET', '/repos/:owner/:repo/milestones', listMilestones);
  routes.on('PATCH', '/repos/:owner/:repo/issues/:issue_number', updateIssue);
  routes.on('GET', '/repos/:owner/:repo/issues/:issue_number/labels', listIssueLabels);
  routes.on('POST', '/repos/:owner/:repo/issues/:issue_number/labels', (context, params) =>
    writeIssueLabels(context, params, 'add'),
  );
  routes.on('PUT', '/repos/:owner/:repo/issues/:issue_number/labels', (context, params) =>
    writeIssueLabels(context, params, 'set'),
  );
  routes.on('DELETE', '/repos/:owner/:repo/issues/:issue_number/labels/:name', deleteIssueLabel);
  routes.on('POST', '/repos/:owner/:repo/issues/:issue_number/assignees', (context, params) =>
    writeAssignees(context, params, 'add'),
  );
  routes.on('DELETE', '/repos/:owner/:repo/issues/:issue_number/assignees', (context, params) =>
    writeAssignees(context, params, 'remove'),
  );
}

// ---- requested reviewers -----------------------------------------------------------------------------------------

function listRequestedReviewers(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const { pull } = found.issue;
  return json(200, {
    users: pull.requestedReviewerIds
      .flatMap((id) => context.store.accounts.get(id) ?? [])
      .map((user) => context.rep.user(user)),
    teams: pull.requestedTeamIds
      .flatMap((id) => context.store.teams.get(id) ?? [])
      .map((team) => context.rep.team(team)),
  });
}

/** Reads `reviewers` (logins) and `team_reviewers` (slugs); undefined when either is not a list of strings. */
function reviewerLists(body: Record<string, unknown>): { logins: string[]; slugs: string[] } | undefined {
  const logins = body.reviewers ?? [];
  const slugs = body.team_reviewers ?? [];
  const isList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  return isList(logins) && isList(slugs) ? { logins, slugs } : undefined;
}

function teamsOfRepoOwner(context: GitHubContext, repo: Repo, slugs: string[]): Array<Team | undefined> {
  const owner = context.store.ownerOf(repo);
  return slugs.map((slug) => (owner.type === 'Organization' ? context.store.teamBySlug(owner, slug) : undefined));
}

function postRequestedReviewers(context: GitHubContext, params: Record<string, string>): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const found = readablePull(context, params);
  if (!found) return notFound();
  const { repo, issue } = found;
  if (!canTriage(context.store, repo, context.viewer!.id))
    return basicError(403, 'Must have triage access to request reviews.', docs.reviewRequests);
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const lists = reviewerLists(parsed.value);
  if (!lists)
    return validationFailed([{ resource: 'PullRequest', field: 'reviewers', code: 'invalid' }], docs.reviewRequests);
  const users = lists.logins.map((login) => context.store.account(login));
  const teams = teamsOfRepoOwner(context, repo, lists.slugs);
  if (users.some((user) => user?.id === issue.userId)) {
    return validationFailed([], docs.reviewRequests, 'Review cannot be requested from pull request author.');
  }
  const strangers = users.some(
    (user) => !user || user.type !== 'User' || !isCollaborator(context.store, repo, user.id),
  );
  const teamsWithoutAccess = teams.some((team) => !team || !context.store.teamRepoPermission(team, repo.id));
  if (strangers || teamsWithoutAccess) {
    // GitHub's wording for a login or team slug that cannot review here.
    return validationFailed(
      [],
      docs.reviewRequests,
      `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${context.store.fullName(repo)} repository.`,
    );
  }
  requestReviewers(
    context.store,
    issue,
    users.map((user) => user!.id),
    teams.map((team) => team!.id),
    context.viewer!.id,
  );
  return json(201, context.rep.pullSimple(issue));
}

function deleteRequestedReviewers(context: GitHubContext, params: Record<string, string>): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const found = readablePull(context, params);
  if (!found) return notFound();
  const { repo, issue } = found;
  if (!canTriage(context.store, repo, context.viewer!.id))
    return basicError(403, 'Must have triage access to remove review requests.', docs.reviewRequests);
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  if (parsed.value.reviewers === undefined)
    return validationFailed(
      [{ resource: 'PullRequest', field: 'reviewers', code: 'missing_field' }],
      docs.reviewRequests,
    );
  const lists = reviewerLists(parsed.value);
  if (!lists)
    return validationFailed([{ resource: 'PullRequest', field: 'reviewers', code: 'invalid' }], docs.reviewRequests);
  const userIds = lists.logins.flatMap((login) => context.store.account(login)?.id ?? []);
  const teamIds = teamsOfRepoOwner(context, repo, lists.slugs).flatMap((team) => team?.id ?? []);
  removeRequestedReviewers(context.store, issue, userIds, teamIds);
  return json(200, context.rep.pullSimple(issue));
}

// ---- collaborators, assignable users, labels and milestones of a repository --------------------------------------

function listCollaborators(context: GitHubContext, params: Record<string, string>): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  // "The authenticated user must have push access to the repository to use this endpoint" (docs.collaborators).
  if (!context.store.canWrite(repo, context.viewer!.id))
    return basicError(403, 'Must have push access to view repository collaborators.', docs.collaborators);
  const page = paginate(context.request, collaboratorsOf(context.store, repo));
  return listReply(page, ({ user, permission }) => ({
    ...context.rep.user(user),
    permissions: permissionFlags(permission),
    role_name: roleNames[permission],
  }));
}

/** The teams with access to the repository (https://docs.github.com/en/rest/repos/repos#list-repository-teams): those a review can be requested from. */
function listRepoTeams(context: GitHubContext, params: Record<string, string>): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const owner = context.store.ownerOf(repo);
  const teams =
    owner.type === 'Organization'
      ? context.store
          .visibleTeams(owner, context.viewer!.id)
          .filter((team) => context.store.teamRepoPermission(team, repo.id))
      : [];
  return listReply(paginate(context.request, teams), (team) => context.rep.team(team));
}

function permissionFlags(permission: keyof typeof roleNames): Record<string, boolean> {
  const order = ['pull', 'triage', 'push', 'maintain', 'admin'];
  const rank = order.indexOf(permission);
  return Object.fromEntries(order.map((name, index) => [name, index <= rank]));
}

function listAssignable(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const page = paginate(context.request, collaboratorsOf(context.store, repo));
  return listReply(page, ({ user }) => context.rep.user(user));
}

function listRepoLabels(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  return listReply(paginate(context.request, context.store.repoLabels(repo)), (label) => context.rep.label(label));
}

function listMilestones(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const state = context.request.query.get('state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(state))
    return validationFailed([{ resource: 'Milestone', field: 'state', code: 'invalid' }], docs.update);
  // Default order: due date ascending (https://docs.github.com/en/rest/issues/milestones#list-milestones).
  const milestones = [...context.store.milestones.values()]
    .filter((milestone) => milestone.repoId === repo.id && (state === 'all' || milestone.state === state))
    .sort((a, b) => (a.dueOn ?? Infinity) - (b.dueOn ?? Infinity) || a.number - b.number);
  return listReply(
    paginate(context.request, milestones),
    (milestone) => context.rep.milestone(milestone),
    (milestone) => milestone.updatedAt,
  );
}

// ---- an issue's labels, assignees and milestone ------------------------------------------------------------------

function readableIssue(
  context: GitHubContext,
  params: Record<string, string>,
): { repo: Repo; issue: Issue } | undefined {
  const repo = readableRepo(context, params);
  const number = Number(params.issue_number);
  const issue = repo && Number.isInteger(number) ? context.store.issue(repo, number) : undefined;
  return repo && issue ? { repo, issue } : undefined;
}

/** Writes need triage access; GitHub answers 403 for a reader of a public repository. */
function writableIssue(context: GitHubContext, params: Record<string, string>): { repo: Repo; issue: Issue } | Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const found = readableIssue(context, params);
  if (!found) return notFound();
  if (!canTriage(context.store, found.repo, context.viewer!.id))
    return basicError(403, 'Must have triage access to change this issue.', docs.labels);
  return found;
}

function isReply(value: object): value is Reply {
  return 'status' in value;
}

function listIssueLabels(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readableIssue(context, params);
  if (!found) return notFound();
  return listReply(paginate(context.request, context.store.labelsOf(found.issue)), (label) => context.rep.label(label));
}

/**
 * The label names of an add or set: `{ labels: [...] }`, a bare array, or `{ labels: [{ name }] }`
 * (https://docs.github.com/en/rest/issues/labels#add-labels-to-an-issue); undefined when malformed.
 */
function labelNames(body: unknown): string[] | undefined {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).labels
      : undefined;
  if (!Array.isArray(list)) return undefined;
  const names = list.map((item) =>
    typeof item === 'string'
      ? item
      : typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
        ? (item as { name: string }).name
        : undefined,
  );
  return names.every((name): name is string => name !== undefined && name.trim() !== '') ? names : undefined;
}

function writeIssueLabels(context: GitHubContext, params: Record<string, string>, mode: 'add' | 'set'): Reply {
  const found = writableIssue(context, params);
  if (isReply(found)) return found;
  const body = rawJson(context);
  if (body === invalidJson) return basicError(400, 'Problems parsing JSON');
  const names = labelNames(body);
  if (!names || (mode === 'add' && names.length === 0))
    return validationFailed([{ resource: 'Label', field: 'labels', code: 'invalid' }], docs.labels);
  const labels: Label[] = names.map((name) => labelNamed(context.store, found.repo, name));
  if (mode === 'add') addLabels(context.store, found.issue, labels);
  else setLabels(context.store, found.issue, labels);
  return json(
    200,
    context.store.labelsOf(found.issue).map((label) => context.rep.label(label)),
  );
}

const invalidJson = Symbol('invalid JSON');

/** The body as JSON of any shape (labels accept a bare array, which jsonBody refuses). */
function rawJson(context: GitHubContext): unknown {
  const text = context.request.body.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

function deleteIssueLabel(context: GitHubContext, params: Record<string, string>): Reply {
  const found = writableIssue(context, params);
  if (isReply(found)) return found;
  const label = context.store.labelByName(found.repo, params.name ?? '');
  if (!label || !removeLabel(context.store, found.issue, label))
    return basicError(404, 'Label does not exist', docs.labels);
  return json(
    200,
    context.store.labelsOf(found.issue).map((remaining) => context.rep.label(remaining)),
  );
}

function writeAssignees(context: GitHubContext, params: Record<string, string>, mode: 'add' | 'remove'): Reply {
  const found = writableIssue(context, params);
  if (isReply(found)) return found;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const logins = parsed.value.assignees;
  if (mode === 'remove' && logins === undefined)
    return validationFailed([{ resource: 'Issue', field: 'assignees', code: 'missing_field' }], docs.assignees);
  if (logins !== undefined && (!Array.isArray(logins) || logins.some((login) => typeof login !== 'string'))) {
    return validationFailed([{ resource: 'Issue', field: 'assignees', code: 'invalid' }], docs.assignees);
  }
  // "Only users with push access can add assignees to an issue. Assignees are silently ignored otherwise."
  const ids = ((logins as string[] | undefined) ?? []).flatMap((login) => context.store.account(login)?.id ?? []);
  if (mode === 'add')
    addAssignees(
      context.store,
      found.issue,
      ids.filter((id) => isCollaborator(context.store, found.repo, id)),
    );
  else removeAssignees(context.store, found.issue, ids);
  return json(mode === 'add' ? 201 : 200, context.rep.issue(found.issue));
}

/**
 * The issue update, for what DevDesk changes through it: the milestone (a number, or null to clear it) and the
 * assignees (the whole list; a login that cannot be assigned is refused with 422).
 */
function updateIssue(context: GitHubContext, params: Record<string, string>): Reply {
  const found = writableIssue(context, params);
  if (isReply(found)) return found;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  if ('milestone' in parsed.value) {
    const wanted = parsed.value.milestone;
    if (wanted === null) setMilestone(context.store, found.issue, null);
    else {
      const milestone = [...context.store.milestones.values()].find(
        (candidate) => candidate.repoId === found.repo.id && candidate.number === Number(wanted),
      );
      if (!milestone)
        return validationFailed(
          [
            {
              resource: 'Issue',
              field: 'milestone',
              code: 'invalid',
              value: typeof wanted === 'number' || typeof wanted === 'string' ? wanted : null,
            },
          ],
          docs.update,
        );
      setMilestone(context.store, found.issue, milestone.id);
    }
  }
  if ('assignees' in parsed.value) {
    const logins = parsed.value.assignees;
    if (!Array.isArray(logins) || logins.some((login) => typeof login !== 'string'))
      return validationFailed([{ resource: 'Issue', field: 'assignees', code: 'invalid' }], docs.update);
    const users = (logins as string[]).map((login) => ({ login, user: context.store.account(login) }));
    const refused = users.find(({ user }) => !user || !isCollaborator(context.store, found.repo, user.id));
    if (refused)
      return validationFailed(
        [{ resource: 'Issue', field: 'assignees', code: 'invalid', value: refused.login }],
        docs.update,
      );
    if (users.length > maxAssignees)
      return validationFailed([{ resource: 'Issue', field: 'assignees', code: 'too_large' }], docs.update);
    removeAssignees(context.store, found.issue, [...found.issue.assigneeIds]);
    addAssignees(
      context.store,
      found.issue,
      users.map(({ user }) => user!.id),
    );
  }
  return json(200, context.rep.issue(found.issue));
}
