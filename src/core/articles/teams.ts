// Team edition: teams, team memberships, member removal and team invitations.
import * as z from 'zod/mini';
import type { HttpClient, Page } from '../http/index.js';
import { call, getPage, segment, type CallOptions, type ListOptions } from './request.js';
import {
  teamInvitationSchema,
  teamMemberSchema,
  teamSchema,
  type Team,
  type TeamInvitation,
  type TeamMember,
} from './schemas.js';

/** `GET /api/v2/teams`: the teams the user belongs to, newest first (not paged) */
export function listTeams(http: HttpClient, options?: CallOptions): Promise<Team[]> {
  return http.json(z.array(teamSchema), { path: '/api/v2/teams', ...call(options) });
}

/** `GET /api/v2/team_memberships` */
export function listTeamMemberships(http: HttpClient, options?: ListOptions): Promise<Page<TeamMember>> {
  return getPage(http, teamMemberSchema, '/api/v2/team_memberships', options);
}

/** `DELETE /api/v2/remove_team_member/:user_id` (admins; neither the caller nor the owner can be removed) */
export function removeTeamMember(http: HttpClient, userId: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: `/api/v2/remove_team_member/${segment(userId)}`, ...call(options) });
}

/** `GET /api/v2/team_invitations` (admins; not paged) */
export function listTeamInvitations(http: HttpClient, options?: CallOptions): Promise<TeamInvitation[]> {
  return http.json(z.array(teamInvitationSchema), { path: '/api/v2/team_invitations', ...call(options) });
}

/** `POST /api/v2/team_invitations` (admins) */
export function createTeamInvitation(http: HttpClient, email: string, options?: CallOptions): Promise<TeamInvitation> {
  return http.json(teamInvitationSchema, {
    method: 'POST',
    path: '/api/v2/team_invitations',
    json: { email },
    ...call(options),
  });
}

/** `DELETE /api/v2/team_invitations/:email` (admins) */
export function deleteTeamInvitation(http: HttpClient, email: string, options?: CallOptions): Promise<void> {
  return http.send({ method: 'DELETE', path: `/api/v2/team_invitations/${segment(email)}`, ...call(options) });
}
