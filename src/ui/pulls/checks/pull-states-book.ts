// The review and check states of the pull requests the view lists: each page of a list is followed by one GraphQL
// query for that page's states (core/github/pull-states.ts), never a request per pull request. The user's teams
// are read once per host (a request to a team one is in is a request to one). A failed states query leaves the
// page as it was: the list itself must not fail because a decoration could not be fetched.
import type { PullStates } from '../../../core/github/pull-states';
import type { PullRequestSummary, RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { loadCore } from '../../base/core';
import type { PageWalk } from '../../base/paging';
import type { Me } from '../pull/review-state-text';

export class PullStatesBook {
  private readonly states = new Map<string, PullStates>();
  private readonly logins = new Map<string, string>();
  private readonly teams = new Map<string, Promise<string[]>>();
  private readonly knownTeams = new Map<string, string[]>();

  constructor(private readonly accounts: Accounts) {}

  get(hostId: string, repo: RepoRef, number: number): PullStates | undefined {
    return this.states.get(key(hostId, repo, number));
  }

  /** Keeps a state learnt elsewhere (the Checks node saw a pending check finish). */
  update(hostId: string, repo: RepoRef, number: number, change: Partial<PullStates>): void {
    const known = this.get(hostId, repo, number);
    if (known) this.states.set(key(hostId, repo, number), { ...known, ...change });
  }

  /** The user as the states query saw them, with their teams (read with the first page); undefined before. */
  meNow(hostId: string): Me | undefined {
    const login = this.logins.get(hostId);
    return login ? { login, teams: this.knownTeams.get(hostId) ?? [] } : undefined;
  }

  /** `org/slug` of the user's teams, asked once per host; a failure gives none (and is asked again next time). */
  myTeams(host: Host): Promise<string[]> {
    let teams = this.teams.get(host.id);
    if (!teams) {
      teams = this.accounts.requireGitHubClient(host).then((client) => client.myTeamNames());
      void teams.then(
        (names) => this.knownTeams.set(host.id, names),
        () => undefined,
      );
      teams.catch(() => this.teams.delete(host.id));
      this.teams.set(host.id, teams);
    }
    return teams.catch(() => []);
  }

  /** The same walk, each page's states fetched (one query) before the page is handed on. */
  withStates(
    host: Host,
    repo: RepoRef,
    walk: PageWalk<PullRequestSummary>,
    signal: AbortSignal,
  ): PageWalk<PullRequestSummary> {
    const fetchFor = (pulls: readonly PullRequestSummary[]) =>
      this.fetch(
        host,
        repo,
        pulls.map((pull) => pull.number),
        signal,
      );
    return {
      async *pages() {
        for await (const page of walk.pages()) {
          await fetchFor(page.items);
          yield page;
        }
      },
    };
  }

  /** Forgets everything (Refresh, a change of account). */
  clear(): void {
    this.states.clear();
    this.logins.clear();
    this.teams.clear();
    this.knownTeams.clear();
  }

  private async fetch(host: Host, repo: RepoRef, numbers: number[], signal: AbortSignal): Promise<void> {
    if (numbers.length === 0) return;
    try {
      const graphql = await this.accounts.requireGraphQLClient(host);
      const [page] = await Promise.all([
        loadCore().github.fetchPullStates(graphql, repo, numbers, { signal }),
        this.myTeams(host),
      ]);
      this.logins.set(host.id, page.viewerLogin);
      for (const [number, states] of page.states) this.states.set(key(host.id, repo, number), states);
    } catch {
      // The list shows without states; Refresh asks again.
    }
  }
}

function key(hostId: string, repo: RepoRef, number: number): string {
  return `${hostId} ${repo.owner}/${repo.repo}#${number}`.toLowerCase();
}
