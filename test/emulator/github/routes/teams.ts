// Teams of an organization, addressed by `/orgs/:org/teams/:team_slug` or `/organizations/:org_id/team/:team_id`:
// list, get, create, update, delete, child teams, members, team repositories (list, check, add/update, remove).
import {
  jsonBody,
  readableRepo,
  requireUser,
  stringField,
  type GitHubContext,
  type RouteHandler,
  type RouteTable,
} from '../context.js';
import {
  basicError,
  empty,
  json,
  listReply,
  notFound,
  paginate,
  validationFailed,
  type FieldError,
  type Reply,
} from '../http-conventions.js';
import type { Account, Repo, RepoPermission, Team } from '../store.js';

const documentationUrl = 'https://docs.github.com/rest/teams/teams';
const permissions: readonly RepoPermission[] = ['pull', 'triage', 'push', 'maintain', 'admin'];

type TeamHandler = (context: GitHubContext, org: Account, team: Team, params: Record<string, string>) => Reply;

export function registerTeamRoutes(routes: RouteTable): void {
  routes.on('GET', '/orgs/:org/teams', listTeams);
  routes.on('POST', '/orgs/:org/teams', createTeam);
  const teamRoutes: Array<[method: string, tail: string, handler: TeamHandler]> = [
    ['GET', '', (context, _org, team) => json(200, context.rep.teamFull(team))],
    ['PATCH', '', updateTeam],
    ['DELETE', '', deleteTeam],
    ['GET', '/teams', listChildTeams],
    ['GET', '/members', listTeamMembers],
    ['GET', '/repos', listTeamRepos],
    ['GET', '/repos/:owner/:repo', checkTeamRepo],
    ['PUT', '/repos/:owner/:repo', putTeamRepo],
    ['DELETE', '/repos/:owner/:repo', removeTeamRepo],
  ];
  for (const [method, tail, handler] of teamRoutes) {
    routes.on(method, `/orgs/:org/teams/:team_slug${tail}`, withTeam(handler, bySlug));
    routes.on(method, `/organizations/:org_id/team/:team_id${tail}`, withTeam(handler, byId));
  }
}

function bySlug(
  context: GitHubContext,
  params: Record<string, string>,
): { org: Account; team: Team | undefined } | undefined {
  const org = context.store.account(params.org!);
  if (!org || org.type !== 'Organization') return undefined;
  return { org, team: context.store.teamBySlug(org, params.team_slug!) };
}

function byId(
  context: GitHubContext,
  params: Record<string, string>,
): { org: Account; team: Team | undefined } | undefined {
  const org = context.store.accounts.get(Number(params.org_id));
  if (!org || org.type !== 'Organization') return undefined;
  const team = context.store.teams.get(Number(params.team_id));
  return { org, team: team && team.orgId === org.id ? team : undefined };
}

/** Team operations need an authenticated member of the organization; secret teams are invisible to non-members. */
function withTeam(handler: TeamHandler, resolve: typeof bySlug): RouteHandler {
  return (context, params) => {
    const unauthenticated = requireUser(context);
    if (unauthenticated) return unauthenticated;
    const found = resolve(context, params);
    if (!found || !context.store.isOrgMember(found.org, context.viewer!.id)) return notFound();
    const { org, team } = found;
    if (!team || !context.store.visibleTeams(org, context.viewer!.id).includes(team)) return notFound();
    return handler(context, org, team, params);
  };
}

/** Organization owners and team maintainers manage a team. */
function mayManage(context: GitHubContext, org: Account, team: Team | undefined): Reply | undefined {
  const viewerId = context.viewer!.id;
  if (context.store.isOrgAdmin(org, viewerId)) return undefined;
  if (team && team.members.get(viewerId) === 'maintainer') return undefined;
  return basicError(
    403,
    'You must be an organization owner or team maintainer to perform this action.',
    documentationUrl,
  );
}

function listTeams(context: GitHubContext, params: Record<string, string>): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const org = context.store.account(params.org!);
  if (!org || org.type !== 'Organization') return notFound();
  if (!context.store.isOrgMember(org, context.viewer!.id))
    return basicError(403, 'You must be a member of this organization to list its teams.', documentationUrl);
  return listReply(
    paginate(context.request, context.store.visibleTeams(org, context.viewer!.id)),
    (team) => context.rep.team(team),
    (team) => team.updatedAt,
  );
}

interface TeamFields {
  name?: string;
  description?: string | null;
  privacy?: 'secret' | 'closed';
  permission?: RepoPermission;
  parentId?: number | null;
}

/** Validates the fields shared by create and update. */
function readTeamFields(
  context: GitHubContext,
  org: Account,
  body: Record<string, unknown>,
  errors: FieldError[],
): TeamFields {
  const fields: TeamFields = {};
  const name = stringField(body, 'name');
  const description = stringField(body, 'description');
  const privacy = stringField(body, 'privacy');
  const permission = stringField(body, 'permission');
  if (name.invalid) errors.push({ resource: 'Team', field: 'name', code: 'invalid' });
  else if (name.value !== undefined) fields.name = name.value;
  if (description.invalid) errors.push({ resource: 'Team', field: 'description', code: 'invalid' });
  else if ('description' in body) fields.description = description.value ?? null;
  if (privacy.invalid || (privacy.value !== undefined && privacy.value !== 'secret' && privacy.value !== 'closed'))
    errors.push({ resource: 'Team', field: 'privacy', code: 'invalid' });
  else if (privacy.value) fields.privacy = privacy.value as 'secret' | 'closed';
  if (permission.invalid || (permission.value !== undefined && !['pull', 'push', 'admin'].includes(permission.value)))
    errors.push({ resource: 'Team', field: 'permission', code: 'invalid' });
  else if (permission.value) fields.permission = permission.value as RepoPermission;
  if (body.parent_team_id !== undefined) {
    const parentId = body.parent_team_id;
    const parent = typeof parentId === 'number' ? context.store.teams.get(parentId) : undefined;
    if (parentId === null) fields.parentId = null;
    else if (!parent || parent.orgId !== org.id)
      errors.push({ resource: 'Team', field: 'parent_team_id', code: 'invalid' });
    else fields.parentId = parent.id;
  }
  return fields;
}

function createTeam(context: GitHubContext, params: Record<string, string>): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const org = context.store.account(params.org!);
  if (!org || org.type !== 'Organization') return notFound();
  if (!context.store.isOrgMember(org, context.viewer!.id))
    return basicError(403, 'You must be a member of this organization to create teams.', documentationUrl);
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.value;
  const errors: FieldError[] = [];
  const fields = readTeamFields(context, org, body, errors);
  if (!fields.name && !errors.some((error) => error.field === 'name'))
    errors.push({ resource: 'Team', field: 'name', code: 'missing_field' });
  const maintainers = stringList(body, 'maintainers', errors).map((login) => context.store.account(login));
  if (maintainers.some((user) => !user || user.type !== 'User'))
    errors.push({ resource: 'User', field: 'maintainers', code: 'missing' });
  const repos = stringList(body, 'repo_names', errors).map((fullName) =>
    context.store.repo(...(fullName.split('/', 2) as [string, string])),
  );
  // `missing`: the repository does not exist (or is hidden); `invalid`: it exists but another account owns it.
  if (repos.some((repo) => !repo || !context.store.canRead(repo, context.viewer!.id)))
    errors.push({ resource: 'Repository', field: 'repo_names', code: 'missing' });
  else if (repos.some((repo) => repo!.ownerId !== org.id))
    errors.push({ resource: 'Team', field: 'repo_names', code: 'invalid' });
  if (errors.length > 0) return validationFailed(errors, documentationUrl);
  if (context.store.teamBySlug(org, context.store.slugify(fields.name!))) {
    return validationFailed([{ resource: 'Team', field: 'name', code: 'already_exists' }], documentationUrl);
  }
  const parent =
    fields.parentId === undefined || fields.parentId === null ? undefined : context.store.teams.get(fields.parentId);
  if (parent && (fields.privacy === 'secret' || parent.privacy === 'secret')) {
    return validationFailed(
      [{ resource: 'Team', code: 'custom', field: 'privacy', message: 'A parent or child team cannot be secret.' }],
      documentationUrl,
    );
  }
  const team = context.store.createTeam(org, context.viewer!.id, {
    name: fields.name!,
    ...fields,
    maintainers: maintainers.map((user) => user!.id),
    repoIds: repos.map((repo) => repo!.id),
  });
  return json(201, context.rep.teamFull(team));
}

function stringList(body: Record<string, unknown>, name: string, errors: FieldError[]): string[] {
  const value = body[name];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    errors.push({ resource: 'Team', field: name, code: 'invalid' });
    return [];
  }
  return value as string[];
}

function updateTeam(context: GitHubContext, org: Account, team: Team): Reply {
  const denied = mayManage(context, org, team);
  if (denied) return denied;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const errors: FieldError[] = [];
  const fields = readTeamFields(context, org, parsed.value, errors);
  if (!fields.name && !errors.some((error) => error.field === 'name'))
    errors.push({ resource: 'Team', field: 'name', code: 'missing_field' });
  if (errors.length > 0) return validationFailed(errors, documentationUrl);
  const clash = context.store.teamBySlug(org, context.store.slugify(fields.name!));
  if (clash && clash.id !== team.id)
    return validationFailed([{ resource: 'Team', field: 'name', code: 'already_exists' }], documentationUrl);
  const privacy = fields.privacy ?? team.privacy;
  const parentId = fields.parentId !== undefined ? fields.parentId : team.parentId;
  const nested = parentId !== null || context.store.childTeams(team).length > 0;
  if (nested && privacy === 'secret')
    return validationFailed(
      [{ resource: 'Team', code: 'custom', field: 'privacy', message: 'A parent or child team cannot be secret.' }],
      documentationUrl,
    );
  if (parentId !== null && createsCycle(context, team, parentId))
    return validationFailed([{ resource: 'Team', field: 'parent_team_id', code: 'invalid' }], documentationUrl);
  context.store.updateTeam(team, fields as Parameters<GitHubContext['store']['updateTeam']>[1]);
  // GitHub's documentation shows 201 for this update (https://docs.github.com/en/rest/teams/teams#update-a-team;
  // its OpenAPI description allows 200 and 201).
  return json(201, context.rep.teamFull(team));
}

function createsCycle(context: GitHubContext, team: Team, parentId: number): boolean {
  for (
    let current = context.store.teams.get(parentId);
    current;
    current = current.parentId === null ? undefined : context.store.teams.get(current.parentId)
  ) {
    if (current.id === team.id) return true;
  }
  return false;
}

function deleteTeam(context: GitHubContext, org: Account, team: Team): Reply {
  const denied = mayManage(context, org, team);
  if (denied) return denied;
  context.store.deleteTeam(team);
  return empty(204);
}

function listChildTeams(context: GitHubContext, _org: Account, team: Team): Reply {
  return listReply(
    paginate(context.request, context.store.childTeams(team)),
    (child) => context.rep.team(child),
    (child) => child.updatedAt,
  );
}

/**
 * Members with their role, those of child teams included ("Team members will include the members of child teams",
 * https://docs.github.com/en/rest/teams/members#list-team-members); `role` filters: member, maintainer, all.
 */
function listTeamMembers(context: GitHubContext, _org: Account, team: Team): Reply {
  const role = context.request.query.get('role') ?? 'all';
  if (!['member', 'maintainer', 'all'].includes(role))
    return validationFailed([{ resource: 'Team', field: 'role', code: 'invalid' }], documentationUrl);
  const roles = new Map<number, 'member' | 'maintainer'>();
  const gather = (current: Team): void => {
    for (const [userId, memberRole] of current.members)
      if (!roles.has(userId) || memberRole === 'maintainer') roles.set(userId, memberRole);
    for (const child of context.store.childTeams(current)) gather(child);
  };
  gather(team);
  const members = [...roles]
    .filter(([, memberRole]) => role === 'all' || memberRole === role)
    .flatMap(([userId]) => context.store.accounts.get(userId) ?? [])
    .sort((a, b) => a.id - b.id);
  return listReply(
    paginate(context.request, members),
    (member) => context.rep.user(member),
    (member) => member.updatedAt,
  );
}

function teamRepos(context: GitHubContext, team: Team): Repo[] {
  return [...team.repos.keys()]
    .map((id) => context.store.repoById(id))
    .filter((repo): repo is Repo => repo !== undefined && context.store.canRead(repo, context.viewer?.id));
}

function listTeamRepos(context: GitHubContext, _org: Account, team: Team): Reply {
  return listReply(
    paginate(context.request, teamRepos(context, team)),
    (repo) => context.rep.repository(repo),
    (repo) => repo.updatedAt,
  );
}

function checkTeamRepo(context: GitHubContext, _org: Account, team: Team, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  const permission = repo ? context.store.teamRepoPermission(team, repo.id) : null;
  if (!repo || !permission) return notFound();
  if (context.media.param === 'repository') return json(200, context.rep.teamRepository(repo, permission));
  return empty(204);
}

function putTeamRepo(context: GitHubContext, org: Account, team: Team, params: Record<string, string>): Reply {
  const denied = mayManage(context, org, team);
  if (denied) return denied;
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const permission = stringField(parsed.value, 'permission');
  if (
    permission.invalid ||
    (permission.value !== undefined && !permissions.includes(permission.value as RepoPermission))
  ) {
    return validationFailed([{ resource: 'Team', field: 'permission', code: 'invalid' }], documentationUrl);
  }
  const directForkOfOrgRepo = repo.fork && context.store.repo(org.login, repo.name) !== undefined;
  if (repo.ownerId !== org.id && !directForkOfOrgRepo) {
    return validationFailed(
      [
        {
          resource: 'Team',
          field: 'repository',
          code: 'custom',
          message: 'The repository must be owned by the organization or be a direct fork of one of its repositories.',
        },
      ],
      documentationUrl,
    );
  }
  context.store.setTeamRepo(team, repo.id, (permission.value as RepoPermission | undefined) ?? team.permission);
  return empty(204);
}

function removeTeamRepo(context: GitHubContext, org: Account, team: Team, params: Record<string, string>): Reply {
  const denied = mayManage(context, org, team);
  if (denied) return denied;
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  context.store.removeTeamRepo(team, repo.id);
  return empty(204);
}
