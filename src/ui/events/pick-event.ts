// "Open on Web" from the palette: the user picks one of the events the Events view shows (the store's, read once
// if the view has not been opened yet) and its web page opens.
import * as vscode from 'vscode';
import type { GitHubEvent } from '../../core/github/types';
import { gitHubWebOrigin } from '../base/core';
import { untrustedText } from '../base/untrusted-text';
import { relativeTime } from '../base/relative-time';
import { eventText, eventWebUrl } from './describe';
import type { EventStore } from './store';

const said = ({ message, args }: { message: string; args: ReadonlyArray<string | number> }) => vscode.l10n.t(message, ...args);

/** The web page of the event the user picks, or undefined (signed out, no events, or the pick dismissed). */
export async function pickEventUrl(store: EventStore): Promise<string | undefined> {
  if (!store.host || store.list().length === 0) await store.pollNow();
  const host = store.host;
  if (!host) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Sign in to GitHub first: DevDesk: Sign In…'));
    return undefined;
  }
  const events = store.list();
  if (events.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No events yet. New ones appear here as they happen.'));
    return undefined;
  }
  const now = Date.now();
  const item = (event: GitHubEvent) => ({ label: untrustedText(said(eventText(event))), description: event.created_at ? relativeTime(event.created_at, now, vscode.env.language) : undefined, event });
  const picked = await vscode.window.showQuickPick(events.map(item), { title: vscode.l10n.t('Which event?'), matchOnDescription: true });
  return picked && eventWebUrl(picked.event, gitHubWebOrigin(host.id));
}
