// The Notifications view: registerNotifications(deps) creates its tree and the inbox of every signed-in GitHub host,
// polls while the view is visible (or always, with `devdesk.notifications.pollInBackground`), shows the unread
// count as the view's badge, and, when `devdesk.notifications.notifyReviewRequests` is on, says so when a new
// review request arrives.
import * as vscode from 'vscode';
import type { NotificationThread } from '../../core/github/notification-schemas';
import type { InboxState } from '../../core/github/inbox-state';
import type { Accounts, Host } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import { untrustedText } from '../base/untrusted-text';
import {
  LoadMoreNotificationsCommand,
  MarkAllReadCommand,
  MarkDoneCommand,
  MarkReadCommand,
  NotificationSettingCommand,
  OpenNotificationCommand,
  RefreshNotificationsCommand,
  ShowRepositoryCommand,
  UnsubscribeCommand,
  writeRoad,
} from './commands';
import { NotificationInboxes } from './inboxes';
import type { NotificationNodeData } from './nodes';
import { NotificationsSource } from './source';
import { scopeRule, threadRule } from './targets';

export const notificationsViewId = 'devdesk.notifications';

/** What the integration tests (and, later, other readers through DevDeskApi) read of the inbox. */
export interface NotificationsTesting {
  /** Whether a next poll is scheduled: while there is none, the view asks the service nothing. */
  pollScheduled(): boolean;
  /** A host's inbox as plain data (undefined before the view read it). */
  inbox(hostId: string): InboxState | undefined;
  /** The statuses of a host's latest polls (200: changed, 304: nothing new), newest last. */
  pollStatuses(hostId: string): readonly number[];
}

export function registerNotifications(
  deps: BaseDeps & { accounts: Accounts },
): DisposableStore & { testing: NotificationsTesting } {
  const disposables = new DisposableStore();
  const settings = () => vscode.workspace.getConfiguration('devdesk.notifications');
  const background = () => settings().get<boolean>('pollInBackground', false);
  const opener: { open?: OpenNotificationCommand } = {};
  const onReviewRequests = (host: Host, threads: NotificationThread[]) => {
    if (!settings().get<boolean>('notifyReviewRequests', false)) return;
    for (const thread of threads) {
      const openLabel = vscode.l10n.t('Open');
      void vscode.window
        .showInformationMessage(
          untrustedText(vscode.l10n.t('Review requested on {0}: {1}', host.label, thread.subject.title)),
          openLabel,
        )
        .then((chosen) =>
          chosen === openLabel ? opener.open?.execute({ hostId: host.id, threadId: thread.id }) : undefined,
        );
    }
  };
  const inboxes = disposables.add(new NotificationInboxes(deps.accounts, onReviewRequests));
  const tree: NodeTree<NotificationNodeData> = disposables.add(
    deps.trees.add(
      new NodeTree(
        notificationsViewId,
        new NotificationsSource(inboxes, vscode.env.language, () => tree.view.visible || background()),
      ),
    ),
  );
  // Set only when the count changes: each new badge redraws the view container's activity bar item.
  let badgeCount = 0;
  const showBadge = () => {
    const unread = inboxes.unread;
    if (unread === badgeCount) return;
    badgeCount = unread;
    tree.view.badge =
      unread > 0 ? { value: unread, tooltip: vscode.l10n.t('{0} unread notifications', unread) } : undefined;
  };
  disposables.add(
    inboxes.onDidChange(() => {
      showBadge();
      tree.refresh();
    }),
  );
  disposables.add(
    tree.view.onDidChangeVisibility(({ visible }) => {
      if (visible) void inboxes.start();
      else if (!background()) inboxes.stop();
    }),
  );
  disposables.add(deps.accounts.onDidChange(() => inboxes.reset()));
  disposables.add(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (
        event.affectsConfiguration('devdesk.notifications.includeRead') ||
        event.affectsConfiguration('devdesk.notifications.participatingOnly')
      )
        void inboxes.reread();
      else if (event.affectsConfiguration('devdesk.notifications.groupBy')) tree.refresh();
      else if (event.affectsConfiguration('devdesk.notifications.pollInBackground') && background())
        void inboxes.start();
    }),
  );
  const road = writeRoad(deps.accounts, inboxes);
  const threads = threadRule(deps.accounts, inboxes);
  const open = (opener.open = new OpenNotificationCommand(deps.accounts, inboxes, threads));
  deps.commands.add(
    open,
    new MarkReadCommand(road, threads),
    new MarkDoneCommand(road, threads),
    new UnsubscribeCommand(road, threads),
    new MarkAllReadCommand(road, scopeRule(deps.accounts, inboxes)),
    new ShowRepositoryCommand(threads),
    new RefreshNotificationsCommand(inboxes),
    new LoadMoreNotificationsCommand(inboxes),
    new NotificationSettingCommand('devdesk.notifications.groupByReason', 'groupBy', 'reason'),
    new NotificationSettingCommand('devdesk.notifications.groupByRepository', 'groupBy', 'repository'),
    new NotificationSettingCommand('devdesk.notifications.showParticipatingOnly', 'participatingOnly', true),
    new NotificationSettingCommand('devdesk.notifications.showAllReasons', 'participatingOnly', false),
    new NotificationSettingCommand('devdesk.notifications.includeRead', 'includeRead', true),
    new NotificationSettingCommand('devdesk.notifications.unreadOnly', 'includeRead', false),
  );
  if (background()) {
    void deps.accounts.signedIn('github').then((hosts) => {
      if (hosts.length > 0) void inboxes.start();
    });
  }
  return Object.assign(disposables, {
    testing: {
      pollScheduled: () => inboxes.pollScheduled,
      inbox: (hostId: string) => inboxes.of(hostId)?.state(),
      pollStatuses: (hostId: string) => [...(inboxes.of(hostId)?.pollStatuses ?? [])],
    },
  });
}
