// "Open on Web" from the palette: the user picks one of the events the Events view shows (each signed-in GitHub
// host's, read once if the view has not been opened yet) and its web page opens.
import * as vscode from 'vscode';
import type { GitHubEvent } from '../../core/github/types';
import { gitHubWebOrigin } from '../base/core';
import { untrustedText } from '../base/untrusted-text';
import { relativeTime } from '../base/relative-time';
import { eventText, eventWebUrl } from './describe';
import type { EventStores } from './host-stores';
import type { EventStore } from './store';

const said = ({ message, args }: { message: string; args: ReadonlyArray<string | number> }) =>
  vscode.l10n.t(message, ...args);

/** The web page of the event the user picks, or undefined (signed out, no events, or the pick dismissed). */
export async function pickEventUrl(stores: EventStores): Promise<string | undefined> {
  let current = await stores.current();
  if (current.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to GitHub first: DevDesk: Sign In…'));
    return undefined;
  }
  if (current.every((store) => store.list().length === 0)) {
    await stores.pollNow();
    current = await stores.current();
  }
  const now = Date.now();
  // With several GitHub hosts, each item says which one it happened on.
  const item = (store: EventStore, event: GitHubEvent) => ({
    label: untrustedText(said(eventText(event))),
    description: event.created_at ? relativeTime(event.created_at, now, vscode.env.language) : undefined,
    detail: current.length > 1 ? store.host.label : undefined,
    url: eventWebUrl(event, gitHubWebOrigin(store.host.id)),
  });
  const items = current.flatMap((store) => store.list().map((event) => item(store, event)));
  if (items.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No events yet. New ones appear here as they happen.'));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Which event?'),
    matchOnDescription: true,
  });
  return picked?.url;
}
