// Which endpoint a GraphQL document runs against, and which account's token may go with it. The default is the
// configured GitHub host's own GraphQL endpoint; a `# endpoint:` comment overrides it. A token goes only to the
// host it was issued for: an endpoint that is no configured GitHub host's GraphQL endpoint gets none. And a schema is
// fetched without asking only from github.com or a configured GitHub host: a document or graphql-config file can name
// any URL (an intranet address, in a repository someone else wrote), so another endpoint is introspected only once
// the user has agreed to it (consent.ts asks and remembers the yes).
import type { Host } from '../accounts/index';
import { gitHubGraphQLEndpoint } from '../base/github-endpoints';

/** github.com's endpoint, used when no GitHub host is configured. */
export const gitHubDotComGraphQL = 'https://api.github.com/graphql';

/** The endpoint written the same way whatever its spelling: lower-case origin, no trailing slash, no query. */
export function normalizeEndpoint(endpoint: string): string | undefined {
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** The GitHub host whose GraphQL endpoint this is, if any: the only host whose token may be sent there. */
export function hostOfEndpoint<H extends Pick<Host, 'kind' | 'id'>>(
  endpoint: string,
  hosts: readonly H[],
): H | undefined {
  const wanted = normalizeEndpoint(endpoint);
  return hosts.find((host) => host.kind === 'github' && normalizeEndpoint(gitHubGraphQLEndpoint(host.id)) === wanted);
}

/** The endpoint a document uses: its `# endpoint:` comment, else the first GitHub host's, else github.com's. */
export function documentEndpoint(written: string | undefined, hosts: readonly Pick<Host, 'kind' | 'id'>[]): string {
  const fromComment = written === undefined ? undefined : normalizeEndpoint(written);
  if (fromComment) return fromComment;
  const github = hosts.find((host) => host.kind === 'github');
  return github ? (normalizeEndpoint(gitHubGraphQLEndpoint(github.id)) ?? gitHubDotComGraphQL) : gitHubDotComGraphQL;
}

/**
 * Whether fetching this endpoint's schema needs the user's yes first: every endpoint but github.com's and a configured
 * GitHub host's own, unless the user already agreed to it (`agreed`: endpoints as normalizeEndpoint writes them).
 */
export function introspectionNeedsConsent(
  endpoint: string,
  hosts: readonly Pick<Host, 'kind' | 'id'>[],
  agreed: readonly string[],
): boolean {
  const normalized = normalizeEndpoint(endpoint);
  if (!normalized) return true;
  if (normalized === gitHubDotComGraphQL || hostOfEndpoint(normalized, hosts)) return false;
  return !agreed.includes(normalized);
}
