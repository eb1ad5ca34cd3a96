// The teams the authenticated user belongs to, across organizations
// (https://docs.github.com/rest/teams/teams#list-teams-for-the-authenticated-user), as `org/slug` names: a review
// requested from one of them is a review requested from the user.
import type { GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { teamFullSchema } from './team-schemas.js';
import type { CallOptions } from './types.js';

/** `org/slug` of each team the user is in (at most 1,000: 10 pages of 100). */
export async function myTeamNames(api: GitHubApi, options: CallOptions = {}): Promise<string[]> {
  const names: string[] = [];
  const teams = api.http.paginate(
    teamFullSchema,
    { path: '/user/teams', query: { per_page: 100 }, accept: jsonAccept, signal: options.signal },
    { limit: 1000 },
  );
  for await (const team of teams) names.push(`${team.organization.login}/${team.slug}`.toLowerCase());
  return names;
}
