// What a notification command acts on, from whatever reached it: a node of the view, a typed reference
// (`{ hostId, threadId }`, `{ hostId, repo? }`) from a test or a script, or nothing, from the palette, which asks for
// the host and then the thread (or the repository).
import * as vscode from 'vscode';
import type { InboxEntry } from '../../core/github/inbox-state';
import type { RepoRef } from '../../core/github/types';
import { pickHost, type Accounts, type Host } from '../accounts/index';
import { failingOn } from '../base/error-presenter';
import { itemData } from '../base/tree/nodes';
import { untrustedText } from '../base/untrusted-text';
import type { TargetRule } from '../base/write-command';
import type { NotificationInboxes } from './inboxes';
import type { NotificationNodeData, ThreadRef } from './nodes';

export interface ThreadTarget {
  readonly host: Host;
  readonly entry: InboxEntry;
}

/** Mark all read: every thread of the host, or one repository's. */
export interface ScopeTarget {
  readonly host: Host;
  readonly repo?: RepoRef;
}

/** A reference to the threads of a host, or of one repository there (`owner/name`). */
export interface ScopeRef {
  readonly hostId: string;
  readonly repo?: string;
}

function hostIdOf(from: unknown): string | undefined {
  const data = itemData<NotificationNodeData>(from);
  if (data) return data.hostId;
  const ref = from as { hostId?: unknown } | null | undefined;
  return typeof ref?.hostId === 'string' ? ref.hostId : undefined;
}

async function hostOf(accounts: Accounts, from: unknown): Promise<Host | undefined> {
  const signedIn = await accounts.signedIn('github');
  if (signedIn.length === 0) {
    await vscode.commands.executeCommand('devdesk.signIn');
    return undefined;
  }
  const hostId = hostIdOf(from);
  return hostId
    ? signedIn.find((each) => each.id === hostId)
    : pickHost(signedIn, vscode.l10n.t('Whose notifications (which GitHub host)?'));
}

export async function threadTarget(
  accounts: Accounts,
  inboxes: NotificationInboxes,
  from: unknown,
): Promise<ThreadTarget | undefined> {
  const data = itemData<NotificationNodeData>(from);
  const host = await hostOf(accounts, from);
  if (!host) return undefined;
  if (data?.type === 'thread') return { host, entry: data.entry };
  const threadId = (from as Partial<ThreadRef> | undefined)?.threadId;
  return failingOn(host, async () => {
    await inboxes.current();
    const inbox = inboxes.of(host.id);
    await inbox?.readOnce();
    const entries = inbox?.state().entries ?? [];
    if (typeof threadId === 'string') {
      const known = entries.find((entry) => entry.thread.id === threadId);
      if (known) return { host, entry: known };
      const thread = await (await accounts.requireGitHubClient(host)).notifications.thread(threadId);
      return thread && { host, entry: { thread } };
    }
    const picked = await vscode.window.showQuickPick(
      (await pickableEntries(accounts, host, entries)).map((entry) => ({
        label: untrustedText(entry.thread.subject.title),
        description: untrustedText(`${entry.thread.repository.owner}/${entry.thread.repository.name}`),
        detail: entry.thread.unread ? undefined : vscode.l10n.t('read'),
        entry,
      })),
      { placeHolder: vscode.l10n.t('Which notification?'), ignoreFocusOut: true },
    );
    return picked && { host, entry: picked.entry };
  });
}

/**
 * What the palette offers: the threads the view shows, then the read ones of GitHub's first page when the view hides
 * them (a read thread can still be marked done or unsubscribed from; marking it read again changes nothing).
 */
async function pickableEntries(accounts: Accounts, host: Host, shown: readonly InboxEntry[]): Promise<InboxEntry[]> {
  if (shown.some((entry) => !entry.thread.unread)) return [...shown];
  const page = await (await accounts.requireGitHubClient(host)).notifications.list({ all: true });
  const known = new Set(shown.map((entry) => entry.thread.id));
  const read = page.threads.filter((thread) => !thread.unread && !known.has(thread.id));
  return [...shown, ...read.map((thread) => ({ thread }))];
}

export async function scopeTarget(
  accounts: Accounts,
  inboxes: NotificationInboxes,
  from: unknown,
): Promise<ScopeTarget | undefined> {
  const host = await hostOf(accounts, from);
  if (!host) return undefined;
  const data = itemData<NotificationNodeData>(from);
  if (data?.type === 'hostGroup') return { host };
  if (data?.type === 'group' && data.by === 'repository') return { host, repo: repoOf(data.key) };
  if (data?.type === 'group' || data?.type === 'thread' || data?.type === 'more') return { host };
  const ref = from as Partial<ScopeRef> | undefined;
  if (typeof ref?.hostId === 'string')
    return typeof ref.repo === 'string' ? { host, repo: repoOf(ref.repo) } : { host };
  await inboxes.current();
  const repos = [
    ...new Set(
      (inboxes.of(host.id)?.state().entries ?? []).map(
        (entry) => `${entry.thread.repository.owner}/${entry.thread.repository.name}`,
      ),
    ),
  ];
  const picked = await vscode.window.showQuickPick(
    [
      { label: vscode.l10n.t('All repositories'), repo: undefined as string | undefined },
      ...repos.map((repo) => ({ label: untrustedText(repo), repo })),
    ],
    { placeHolder: vscode.l10n.t('Mark which notifications read?'), ignoreFocusOut: true },
  );
  if (!picked) return undefined;
  return picked.repo ? { host, repo: repoOf(picked.repo) } : { host };
}

function repoOf(name: string): RepoRef {
  const [owner = '', repo = ''] = name.split('/');
  return { owner, repo };
}

export const threadRule = (accounts: Accounts, inboxes: NotificationInboxes): TargetRule<ThreadTarget> => ({
  resolve: (from) => threadTarget(accounts, inboxes, from),
  named: (from) => {
    const data = itemData<NotificationNodeData>(from);
    return data?.type === 'thread' ? { hostId: data.hostId, threadId: data.entry.thread.id } : undefined;
  },
});

export const scopeRule = (accounts: Accounts, inboxes: NotificationInboxes): TargetRule<ScopeTarget> => ({
  resolve: (from) => scopeTarget(accounts, inboxes, from),
});
