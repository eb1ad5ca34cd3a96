// The inbox of every signed-in GitHub host (base/host-stores.ts), the filters they read with, and the view's badge
// count; polling starts and stops for all of them together.
import * as vscode from 'vscode';
import type { NotificationThread } from '../../core/github/notification-schemas';
import type { Accounts, Host } from '../accounts/index';
import { HostStores } from '../base/host-stores';
import { NotificationInbox, type InboxFilters } from './inbox';

/** The view's settings (`devdesk.notifications.*`). */
export function inboxFilters(): InboxFilters {
  const settings = vscode.workspace.getConfiguration('devdesk.notifications');
  return {
    includeRead: settings.get<boolean>('includeRead', false),
    participatingOnly: settings.get<boolean>('participatingOnly', false),
  };
}

export class NotificationInboxes extends HostStores<Host, NotificationInbox> {
  private polling = false;

  constructor(accounts: Accounts, onReviewRequests: (host: Host, threads: NotificationThread[]) => void) {
    super(
      () => accounts.signedIn('github'),
      (host) => new NotificationInbox(accounts, host, inboxFilters, onReviewRequests),
    );
  }

  /** Unread threads of the pages read, over every host. */
  get unread(): number {
    return this.all().reduce((sum, inbox) => sum + inbox.state().unread, 0);
  }

  get pollScheduled(): boolean {
    return this.all().some((inbox) => inbox.pollScheduled);
  }

  async start(): Promise<void> {
    this.polling = true;
    const inboxes = await this.current();
    if (this.polling) await Promise.all(inboxes.map((inbox) => inbox.start()));
  }

  async readOnce(): Promise<void> {
    await Promise.all((await this.current()).map((inbox) => inbox.readOnce()));
  }

  stop(): void {
    this.polling = false;
    for (const inbox of this.all()) inbox.stop();
  }

  /** Polls every host now (after a write, or Refresh): an inbox that did not change costs nothing. */
  async pollNow(): Promise<void> {
    await Promise.all((await this.current()).map((inbox) => inbox.pollNow()));
  }

  /** Forgets what every host's inbox read (the filters changed) and reads again. */
  async reread(): Promise<void> {
    for (const inbox of this.all()) inbox.reset();
    await this.pollNow();
  }
}
