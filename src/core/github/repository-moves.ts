// Renamed and transferred repositories. GitHub answers a read for the old name with a 301 to the new address
// (usually `/repositories/:id/…`) and asks clients to use it from then on
// (https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#follow-redirects);
// a write gets a 307 to the same address instead. The HTTP layer follows both and reports them; this remembers a
// 301 per repository, so later calls for the old name (writes included) go straight to the new address instead
// of paying a redirect each time. 302 and 307 are followed but not kept. (A write answered 301 or 302 is not
// followed at all: the HTTP layer fails it with RedirectedWriteError.)
import type { RedirectHop } from '../http/response.js';
import type { RepoRef } from './types.js';

const repoPrefix = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/;

export class RepositoryMoves {
  private readonly moves = new Map<string, string>();

  /** @param baseUrl the API base, e.g. `https://api.github.com` or `https://HOST/api/v3`. */
  constructor(private readonly baseUrl: URL) {}

  /** The path (below the API base) of a repository: `/repos/:owner/:repo` or where a 301 said it moved. */
  pathOf(ref: RepoRef, tail = ''): string {
    const moved = this.moves.get(keyOf(ref.owner, ref.repo));
    return `${moved ?? `/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`}${tail}`;
  }

  /** The remembered new path of a repository, if any. */
  movedTo(ref: RepoRef): string | undefined {
    return this.moves.get(keyOf(ref.owner, ref.repo));
  }

  /** Learns from one followed redirect: a 301 of `/repos/:owner/:repo/<tail>` to `<new prefix>/<tail>`. */
  learn(hop: RedirectHop): void {
    if (hop.status !== 301) return;
    const from = this.relative(new URL(hop.from));
    const to = this.relative(new URL(hop.to));
    const match = from === undefined || to === undefined ? null : repoPrefix.exec(from);
    if (!match || to === undefined) return;
    const tail = match[3] ?? '';
    if (!to.endsWith(tail)) return;
    const prefix = to.slice(0, to.length - tail.length);
    if (prefix && prefix !== `/repos/${match[1]}/${match[2]}`)
      this.moves.set(keyOf(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)), prefix);
  }

  /** The path below the API base, or undefined when the URL lies elsewhere (never remembered). */
  private relative(url: URL): string | undefined {
    if (url.origin !== this.baseUrl.origin) return undefined;
    const base = this.baseUrl.pathname.replace(/\/+$/, '');
    if (base && !url.pathname.startsWith(`${base}/`)) return undefined;
    return url.pathname.slice(base.length);
  }
}

function keyOf(owner: string, repo: string): string {
  return `${owner}/${repo}`.toLowerCase();
}
