// The status bar's count of pull requests waiting for your review on the repositories of the Pull Requests view
// (`$(git-pull-request) 3`), hidden while signed out or when none waits. It is counted by GitHub's search, one
// request per 256-character query (waiting-queries.ts; usually one), when the view reloads, accounts change, and
// once a minute on its own, never faster than the search budget allows (30 requests a minute).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, GitHubClient, Host } from '../../accounts/index';
import { Disposable } from '../../base/dispose';
import type { Log } from '../../base/log';
import { untrustedText } from '../../base/untrusted-text';
import { nextCountAt, waitingByRepository, waitingQueries, type WaitingRepo } from './waiting-queries';

export const showReviewRequestedCommandId = 'devdesk.pulls.showReviewRequested';

/** What the item shows: GitHub's count and the repositories it found them in (items of the first page). */
export interface ReviewWaiting {
  readonly hostId: string;
  readonly total: number;
  readonly repositories: readonly WaitingRepo[];
}

const everyMinute = 60_000;

export class ReviewWaitingStatus extends Disposable {
  private readonly item = this.register(vscode.window.createStatusBarItem('devdesk.pulls.reviewWaiting', vscode.StatusBarAlignment.Left, 49));
  private shown: ReviewWaiting | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastStart: number | undefined;
  private lastRequests = 1;
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
    this.register({ dispose: () => { clearInterval(minutely); clearTimeout(this.timer); } });
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

  /** Counts again as soon as the search budget allows; asks made meanwhile are one count. */
  request(): void {
    if (this.isDisposed || this.timer) return;
    const delay = Math.max(0, nextCountAt(this.lastStart, this.lastRequests) - Date.now());
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
      this.show(await this.read());
    } catch (error) {
      // The last count stays shown; the view itself says what fails.
      this.log.warn(`Review count: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.counting = false;
      this.countsFinished += 1;
      if (this.askedWhileCounting) {
        this.askedWhileCounting = false;
        this.request();
      }
    }
  }

  /** The view's host (the first signed-in GitHub host) and its repositories, one search per query. */
  private async read(): Promise<ReviewWaiting | undefined> {
    const [host] = await this.accounts.signedIn('github');
    if (!host) return undefined;
    const repos = await this.repositories(host);
    const queries = waitingQueries(repos);
    if (queries.length === 0) return undefined;
    const client = await this.accounts.requireGitHubClient(host);
    this.lastStart = Date.now();
    this.lastRequests = queries.length;
    let total = 0;
    const items: Array<{ repository_url: string }> = [];
    for (const query of queries) {
      const page = await firstPage(client, query, this.lifetime);
      total += page.total;
      items.push(...page.items);
    }
    return { hostId: host.id, total, repositories: waitingByRepository(repos, items) };
  }

  private show(waiting: ReviewWaiting | undefined): void {
    this.shown = waiting && waiting.total > 0 ? waiting : undefined;
    if (!this.shown) return this.item.hide();
    this.item.text = `$(git-pull-request) ${this.shown.total}`;
    const names = this.shown.repositories.map((each) => vscode.l10n.t('{0} ({1})', untrustedText(`${each.repo.owner}/${each.repo.repo}`), each.count));
    this.item.tooltip = vscode.l10n.t('Pull requests waiting for your review: {0}', names.join(', '));
    this.item.show();
  }
}

/** The first page of a search (100 items, GitHub's most): its count is all we need, its items name repositories. */
async function firstPage(client: GitHubClient, query: string, signal: AbortSignal): Promise<{ total: number; items: Array<{ repository_url: string }> }> {
  for await (const page of client.search.issues(query, { perPage: 100, signal }).pages()) return { total: page.total ?? page.items.length, items: page.items };
  return { total: 0, items: [] };
}
