// The inbox's actions. Mark read, mark done, mark all read and unsubscribe are writes (the write road); Open opens a
// pull request in DevDesk (the Pull Requests feature's own command) and anything else on the web, then marks the
// thread read as GitHub's web does, on the road too; Show Repository asks the Pull Requests feature to reveal it.
import * as vscode from 'vscode';
import type { Accounts, GitHubClient, Host } from '../accounts/index';
import type { Command } from '../base/commands';
import { openServiceUrl } from '../base/open-service-url';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../base/write-command';
import { walkWriteRoad } from '../base/write-road';
import type { NotificationInboxes } from './inboxes';
import type { ScopeTarget, ThreadTarget } from './targets';
import { threadWebUrl } from './words';

export class MarkReadCommand extends WriteCommand<ThreadTarget, GitHubClient> {
  readonly id = 'devdesk.notifications.markRead';
  protected override readonly offerRetry = true;
  protected async write({ entry }: ThreadTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    await (await client()).notifications.markRead(entry.thread.id);
    return vscode.l10n.t('Marked "{0}" read.', entry.thread.subject.title);
  }
}

export class MarkDoneCommand extends WriteCommand<ThreadTarget, GitHubClient> {
  readonly id = 'devdesk.notifications.markDone';
  protected override readonly offerRetry = true;
  protected async write({ entry }: ThreadTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    await (await client()).notifications.markDone(entry.thread.id);
    return vscode.l10n.t('Marked "{0}" done.', entry.thread.subject.title);
  }
}

export class UnsubscribeCommand extends WriteCommand<ThreadTarget, GitHubClient> {
  readonly id = 'devdesk.notifications.unsubscribe';
  protected override readonly offerRetry = true;
  protected async write({ entry }: ThreadTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    await (await client()).notifications.setSubscription(entry.thread.id, true);
    return vscode.l10n.t('Unsubscribed from "{0}": no more notifications of it.', entry.thread.subject.title);
  }
}

export class MarkAllReadCommand extends WriteCommand<ScopeTarget, GitHubClient> {
  readonly id = 'devdesk.notifications.markAllRead';
  protected async write({ host, repo }: ScopeTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const done = await (await client()).notifications.markAllRead(repo ? { repo } : {});
    const where = repo ? `${repo.owner}/${repo.repo}` : host.label;
    return done === 'background'
      ? vscode.l10n.t('GitHub is marking the notifications of {0} read in the background.', where)
      : vscode.l10n.t('Marked the notifications of {0} read.', where);
  }
}

/** From a node's `open` ({ hostId, threadId }), a reference, or the palette (asked). */
export class OpenNotificationCommand implements Command {
  readonly id = 'devdesk.notifications.open';
  constructor(
    private readonly accounts: Accounts,
    private readonly inboxes: NotificationInboxes,
    private readonly rule: TargetRule<ThreadTarget>,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.rule.resolve(from);
    if (!target) return;
    const { host, entry } = target;
    const { thread } = entry;
    if (thread.subject.type === 'PullRequest' && thread.subject.number !== undefined)
      await vscode.commands.executeCommand(
        'devdesk.pulls.openDescription',
        host.id,
        thread.repository.owner,
        thread.repository.name,
        thread.subject.number,
      );
    else await openServiceUrl(threadWebUrl(thread));
    if (!thread.unread) return;
    await walkWriteRoad({
      target: `notification-read:${host.id}:${thread.id}`,
      host,
      client: () => this.accounts.requireGitHubClient(host),
      write: async (client) => {
        await (await client()).notifications.markRead(thread.id);
        return { result: undefined };
      },
    });
    await this.inboxes.pollNow();
  }
}

/**
 * The thread's repository in the Pull Requests view, from a thread node, a reference or the palette (asked): the
 * Pull Requests feature's own command, by id, reveals it there or says that the view does not list it. True when shown.
 */
export class ShowRepositoryCommand implements Command {
  readonly id = 'devdesk.notifications.showRepository';
  constructor(private readonly rule: TargetRule<ThreadTarget>) {}

  async execute(from?: unknown): Promise<boolean> {
    const target = await this.rule.resolve(from);
    if (!target) return false;
    const { owner, name } = target.entry.thread.repository;
    return (
      (await vscode.commands.executeCommand<boolean | undefined>(
        'devdesk.pulls.revealRepository',
        target.host.id,
        owner,
        name,
      )) === true
    );
  }
}

export class RefreshNotificationsCommand implements Command {
  readonly id = 'devdesk.notifications.refresh';
  constructor(private readonly inboxes: NotificationInboxes) {}
  execute(): Promise<void> {
    return this.inboxes.pollNow();
  }
}

export class LoadMoreNotificationsCommand implements Command {
  readonly id = 'devdesk.notifications.loadMore';
  constructor(private readonly inboxes: NotificationInboxes) {}
  async execute(from?: unknown): Promise<void> {
    const hostId = (from as { hostId?: unknown } | undefined)?.hostId;
    if (typeof hostId === 'string') await this.inboxes.of(hostId)?.loadMore();
  }
}

/** A setting of the view flipped from its title bar: group by, participating only, include read. */
export class NotificationSettingCommand implements Command {
  constructor(
    readonly id: string,
    private readonly key: 'groupBy' | 'participatingOnly' | 'includeRead',
    private readonly value: string | boolean,
  ) {}
  async execute(): Promise<void> {
    await vscode.workspace
      .getConfiguration('devdesk.notifications')
      .update(this.key, this.value, vscode.ConfigurationTarget.Global);
  }
}

export function writeRoad(accounts: Accounts, inboxes: NotificationInboxes): WriteRoad<GitHubClient, Host> {
  return {
    client: (host) => accounts.requireGitHubClient(host),
    afterChange: () => void inboxes.pollNow(),
  };
}
