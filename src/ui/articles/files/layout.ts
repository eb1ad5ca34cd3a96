// Where the writer's article files are: under the article root (base/article-root.ts), in the Qiita CLI's layout
// (public/ for the public site, teams/<team-folder>/ per team host; see src/core/articles/node/file-workspace.ts).
// Which host a file belongs to follows from its folder.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../../accounts/index';
import {
  articleFolderOf,
  articleHostOf as articleHostOfUri,
  articleLocationOf,
  teamHostOfFolder,
} from '../../base/article-place';
import { loadCore } from '../../base/core';

export interface ArticleFilePlace {
  readonly root: string;
  /** The host's folder: public/ or teams/<team-folder>/. */
  readonly folder: string;
  readonly team: boolean;
  /** The configured host the folder belongs to (undefined: a team folder of a host no longer configured). */
  readonly host: Host | undefined;
}

/** The host whose articles a folder holds. */
export function hostFolder(root: string, host: Host): string {
  return loadCore().articleFolder(root, host.kind === 'team' ? host.id : undefined);
}

/**
 * Where a document sits in the layout, or undefined when it is not an article file (the rule: base/article-place.ts).
 */
export function placeOf(accounts: Accounts, uri: vscode.Uri): ArticleFilePlace | undefined {
  const location = articleLocationOf(uri);
  if (!location) return undefined;
  const { root } = location;
  const folder = articleFolderOf(location);
  if (location.kind === 'public') return { root, folder, team: false, host: accounts.hosts('articles')[0] };
  return { root, folder, team: true, host: teamHostOfFolder(location.teamFolder, accounts.hosts('team')) };
}

/**
 * The host an article document is written for, and whether it is a team's: a file in the layout (by its folder), or
 * one of my articles edited on the service (`devdesk-article-file:`, by its host). Undefined for any other document.
 */
export function articleHostOf(
  accounts: Accounts,
  uri: vscode.Uri,
): { readonly host: Host | undefined; readonly team: boolean } | undefined {
  return articleHostOfUri(uri, {
    publicHost: accounts.hosts('articles')[0],
    teamHosts: accounts.hosts('team'),
    host: (id) => accounts.host(id),
  });
}

/** Says that article files need an open folder, and offers to open one. */
export async function askForFolder(): Promise<void> {
  const open = vscode.l10n.t('Open Folder…');
  const answer = await vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Article files live in a folder (public/ as the Qiita CLI keeps them). Open the folder to keep your ' +
        'articles in, then run the command again.',
    ),
    open,
  );
  if (answer === open) await vscode.commands.executeCommand('workbench.action.files.openFolder');
}
