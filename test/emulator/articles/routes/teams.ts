// Team edition: teams, memberships, member removal and invitations.
import { badRequest, forbidden, notFound } from '../errors.js';
import { teamJson, teamMemberJson } from '../resources.js';
import { created, noContent, ok, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import { hexId } from '../random.js';
import type { TeamRecord } from '../store.js';
import { requiredString } from '../validate.js';
import { isTeamAdmin, listPage, requireTeamAdmin } from './common.js';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function teamOf(context: RouteContext): TeamRecord {
  return context.site.team!;
}

export function registerTeamRoutes(routes: RouteTable): void {
  routes.add('GET', '/api/v2/teams', 'team', (context) => {
    const viewerId = viewerOf(context).id;
    const teams = [...context.world.teams.values()]
      .map(({ record }) => record)
      .filter((team) => team.members.has(viewerId));
    return ok(teams.sort((a, b) => b.createdAt - a.createdAt).map(teamJson));
  });

  routes.add('GET', '/api/v2/team_memberships', 'team', (context) => {
    const reveal = isTeamAdmin(context);
    return listPage(context, [...teamOf(context).members.values()], (member) => teamMemberJson(member, reveal));
  });

  routes.add('DELETE', '/api/v2/remove_team_member/:user_id', 'team', (context) => {
    requireTeamAdmin(context);
    const team = teamOf(context);
    const member = team.members.get(context.params.user_id!);
    if (!member) throw notFound();
    if (member.userId === viewerOf(context).id) throw forbidden('You cannot remove yourself');
    if (member.role === 'owner') throw forbidden('The team owner cannot be removed');
    team.members.delete(member.userId);
    for (const group of context.site.groups.values()) group.members.delete(member.userId);
    return noContent();
  });

  routes.add('GET', '/api/v2/team_invitations', 'team', (context) => {
    requireTeamAdmin(context);
    const invitations = [...context.site.invitations.values()].sort((a, b) => b.createdAt - a.createdAt);
    return ok(invitations.map(({ email, url }) => ({ email, url })));
  });

  routes.add('POST', '/api/v2/team_invitations', 'team', (context) => {
    requireTeamAdmin(context);
    const email = requiredString(context.json(), 'email');
    if (!emailPattern.test(email)) throw badRequest('email must be an e-mail address');
    if (context.site.invitations.has(email)) throw badRequest(`${email} is already invited`);
    if ([...teamOf(context).members.values()].some((member) => member.email === email))
      throw badRequest(`${email} is already a member`);
    const url = `${context.site.baseUrl}/invitations/${hexId(32, context.app.seed, 'invitation', email)}`;
    context.site.invitations.set(email, { email, url, createdAt: context.now().getTime() });
    return created({ email, url });
  });

  routes.add('DELETE', '/api/v2/team_invitations/:email', 'team', (context) => {
    requireTeamAdmin(context);
    if (!context.site.invitations.delete(context.params.email!)) throw notFound();
    return noContent();
  });
}
