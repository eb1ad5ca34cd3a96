// The teams of the authenticated user across organizations (`GET /user/teams`,
// https://docs.github.com/rest/teams/teams#list-teams-for-the-authenticated-user): a review request to one of them
// is a request to the user. A member of a child team belongs to its parents too ("Team members will include the
// members of child teams", https://docs.github.com/rest/teams/members#list-team-members).
import { requireUser, type GitHubContext, type RouteTable } from '../context.js';
import { listReply, paginate, type Reply } from '../http-conventions.js';

export function registerUserTeamRoutes(routes: RouteTable): void {
  routes.on('GET', '/user/teams', listUserTeams);
}

function listUserTeams(context: GitHubContext): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const viewerId = context.viewer!.id;
  const teams = [...context.store.teams.values()]
    .filter((team) => context.store.isTeamMember(team, viewerId))
    .sort((a, b) => a.id - b.id);
  return listReply(
    paginate(context.request, teams),
    (team) => context.rep.teamFull(team),
    (team) => team.updatedAt,
  );
}
