// Teams found for you: after signing in to one team host, `GET /api/v2/teams` there lists every team the user
// belongs to; the ones not configured yet are offered as new hosts. Pure (tested under node:test).
import { baseUrlKey } from '../base/core';

export interface TeamFact {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

export interface FoundTeam {
  readonly id: string;
  readonly name: string;
  /** The team's API base URL, as `devdesk.qiita.teams` takes it. */
  readonly url: string;
}

/** A team id usable as a host name label or a path segment. */
const teamIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * The base URL of the team `teamId`, derived from the host of a team the user is signed in to, the way the service
 * names its team hosts: `https://<team id>.qiita.com` on Qiita Team; a sibling `…/teams/<team id>` below the same
 * origin where teams are path-mounted (the emulator). Undefined when the host follows neither pattern (a custom
 * domain) or the id could not be a host name.
 */
export function teamHostUrl(signedInHostId: string, teamId: string): string | undefined {
  if (!teamIdPattern.test(teamId)) return undefined;
  const url = new URL(signedInHostId);
  const mounted = /^(.*\/teams\/)[^/]+\/?$/.exec(url.pathname);
  if (mounted) return `${url.origin}${mounted[1]}${teamId}`;
  if (/^[^.]+\.qiita\.com$/i.test(url.hostname))
    return `${url.protocol}//${teamId.toLowerCase()}.qiita.com${url.port ? `:${url.port}` : ''}`;
  return undefined;
}

/** The active teams of the list that are neither the signed-in one nor configured already, with their URLs. */
export function teamsToOffer(
  signedInHostId: string,
  configured: readonly string[],
  teams: readonly TeamFact[],
): FoundTeam[] {
  const known = new Set([signedInHostId, ...configured].map((url) => key(url)));
  const found: FoundTeam[] = [];
  for (const team of teams) {
    const url = team.active ? teamHostUrl(signedInHostId, team.id) : undefined;
    if (!url || known.has(key(url))) continue;
    known.add(key(url));
    found.push({ id: team.id, name: team.name, url });
  }
  return found;
}

function key(url: string): string {
  try {
    return baseUrlKey(url);
  } catch {
    return url;
  }
}
