// Which GitHub host a document belongs to: the host its folder's clone was cloned from (the first of the folder's
// remotes, `origin` first, on a configured host), then the signed-in hosts, then the others, each group in the
// settings' order. With github.com and an Enterprise Server both configured, a document in a clone of an Enterprise
// repository goes to the Enterprise host: a GraphQL document runs there, and its Markdown is rendered there (never
// sent to github.com). Pure.
import { gitHubWebHost, parseRemoteUrl } from './core';

/**
 * The GitHub hosts in the order a document picks from (a GraphQL document without an `# endpoint:` comment, a
 * Markdown document's preview): its own host first.
 */
/** A host as the accounts know it: its kind and id (the REST base for GitHub). */
interface KnownHost {
  readonly kind: string;
  readonly id: string;
}

export function hostsForDocument<H extends KnownHost>(
  hosts: readonly H[],
  remotes: readonly string[],
  signedIn: readonly string[],
): H[] {
  const github = hosts.filter((host) => host.kind === 'github');
  const remoteHosts = remotes.flatMap((remote) => parseRemoteUrl(remote)?.host ?? []);
  const webHost = (host: H) => gitHubWebHost(host.id).replace(/:\d+$/, '').toLowerCase();
  const own = remoteHosts
    .map((name) => github.find((host) => webHost(host) === name))
    .find((host) => host !== undefined);
  const rank = (host: H) => (host === own ? 0 : signedIn.includes(host.id) ? 1 : 2);
  return [...github].sort((a, b) => rank(a) - rank(b));
}
