// The status bar's count of pull requests waiting for your review on the repositories of the Pull Requests view
// (`$(git-pull-request) 3`), summed over every signed-in GitHub host, hidden while signed out or when none waits. Each
// host is counted by its own search, one request per 256-character query (waiting-queries.ts; usually one), when the
// view reloads, accounts change, and once a minute on its own, never faster than any host's search budget allows
// (30 requests a minute each, waiting-hosts.ts).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, GitHubClient, Host } from '../../accounts/index';
import { Disposable } from '../../base/dispose';
import type { Log } from '../../base/log';
import { untrustedText } from '../../base/untrusted-text';
import {
  nextCountOnHosts,
  sumWaiting,
  type HostCount,
  type HostWaiting,
  type ReviewWaiting,
  type SearchSpent,
} from './waiting-hosts';
import { waitingByRepository, waitingQueries } from './waiting-queries';

export type { ReviewWaiting } from './waiting-hosts';

export const showReviewRequestedCommandId = 'devdesk.pulls.showReviewRequested';

const everyMinute = 60_000;

export class ReviewWaitingStatus extends Disposable {
  private readonly item = this.register(
    vscode.window.createStatusBarItem('devdesk.pulls.reviewWaiting', vscode.StatusBarAlignment.Left, 49),
  );
  private shown: ReviewWaiting | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Each signed-in host's last count: when it started and how many searches it sent. */
  private readonly spent = new Map<string, SearchSpent>();
  private counting = false;
  private askedWhileCounting = false;
  private countsFinished = 0;

  constructor(
    private readonly accounts: Accounts,
    private readonly repositories: (host: Host) => Promise<RepoRef[]>,
    private readonly log: Log,
  ) {
    super();
    this.item.name = vscode.l10n.t('DevDesk: Pull Requests Waiting for Your Review');
    this.item.command = showReviewRequestedCommandId;
    const minutely = setInterval(() => this.request(), everyMinute);
    this.register({
      dispose: () => {
        clearInterval(minutely);
        clearTimeout(this.timer);
      },
    });
    this.request();
  }

  /** Counts finished (answered, failed or with nothing to ask). */
  get finished(): number {
    return this.countsFinished;
  }

  /** What the item shows now (undefined: hidden). */
  get waiting(): ReviewWaiting | undefined {
    return this.shown;
  }

  /** The item's tooltip as shown (the integration tests read it). */
  get tooltip(): string | undefined {
    return this.shown && typeof this.item.tooltip === 'string' ? this.item.tooltip : undefined;
  }

  /** Counts again as soon as every host's search budget allows; asks made meanwhile are one count. */
  request(): void {
    if (this.isDisposed || this.timer) return;
    const delay = Math.max(0, nextCountOnHosts(this.spent.values()) - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.count();
    }, delay);
  }

  private async count(): Promise<void> {
    if (this.counting) {
      this.askedWhileCounting = true;
      return;
    }
    this.counting = true;
    try {
      this.show(sumWaiting(await this.read(), this.shown));
    } catch (error) {
      // The last count stays shown; the view itself says what fails.
      this.log.warn(`Review count: ${describe(error)}`);
    } finally {
      this.counting = false;
      this.countsFinished += 1;
      if (this.askedWhileCounting) {
        this.askedWhileCounting = false;
        this.request();
      }
    }
  }

  /** Every signed-in GitHub host, each counted on its own (one failing leaves the others' counts standing). */
  private async read(): Promise<HostCount[]> {
    const hosts = await this.accounts.signedIn('github');
    for (const id of this.spent.keys()) if (!hosts.some((host) => host.id === id)) this.spent.delete(id);
    return Promise.all(
      hosts.map(async (host): Promise<HostCount> => {
        try {
          return { host, counted: await this.readHost(host) };
        } catch (error) {
          this.log.warn(`Review count on ${host.id}: ${describe(error)}`);
          return { host, counted: 'failed' };
        }
      }),
    );
  }

  /** One host's repositories in the view, one search per query. */
  private async readHost(host: Host): Promise<HostWaiting> {
    const repos = await this.repositories(host);
    const queries = waitingQueries(repos);
    const waiting: HostWaiting = { hostId: host.id, label: host.label, total: 0, repositories: [] };
    if (queries.length === 0) return waiting;
    const client = await this.accounts.requireGitHubClient(host);
    this.spent.set(host.id, { startedAt: Date.now(), requests: queries.length });
    let total = 0;
    const items: Array<{ repository_url: string }> = [];
    for (const query of queries) {
      const page = await firstPage(client, query, this.lifetime);
      total += page.total;
      items.push(...page.items);
    }
    return { ...waiting, total, repositories: waitingByRepository(repos, items) };
  }

  private show(waiting: ReviewWaiting | undefined): void {
    this.shown = waiting;
    if (!waiting) return this.item.hide();
    this.item.text = `$(git-pull-request) ${waiting.total}`;
    this.item.tooltip = [vscode.l10n.t('Pull requests waiting for your review:'), ...waiting.hosts.map(hostLine)].join(
      '\n',
    );
    this.item.show();
  }
}

/** "GitHub Enterprise (ghe.example.com): 3 (acme/api: 2, acme/web: 1)": a host's count and where it found them. */
function hostLine(host: HostWaiting): string {
  const names = host.repositories.map((each) =>
    vscode.l10n.t('{0}: {1}', untrustedText(`${each.repo.owner}/${each.repo.repo}`), each.count),
  );
  return names.length > 0
    ? vscode.l10n.t('{0}: {1} ({2})', host.label, host.total, names.join(', '))
    : vscode.l10n.t('{0}: {1}', host.label, host.total);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The first page of a search (100 items, GitHub's most): its count is all we need, its items name repositories. */
async function firstPage(
  client: GitHubClient,
  query: string,
  signal: AbortSignal,
): Promise<{ total: number; items: Array<{ repository_url: string }> }> {
  for await (const page of client.search.issues(query, { perPage: 100, signal }).pages())
    return { total: page.total ?? page.items.length, items: page.items };
  return { total: 0, items: [] };
}
