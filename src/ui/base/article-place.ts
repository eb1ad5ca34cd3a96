// Which Qiita host an article document is written for. One rule for every feature that sends an article somewhere
// (the Articles feature publishes by it, the preview renders by it), so an article never reaches a host it is not
// written for:
//
// - a file under the article root (base/article-root.ts) in the layout of src/core/articles/node/file-workspace.ts:
//   public/ holds the public site's articles, teams/<team-folder>/ one team host's (the folder is the host's address);
// - an article of mine edited on the service (`devdesk-article-file:/<title>.md?host=<host id>&id=<item id>`, served
//   by src/ui/articles/files/server-files.ts) names its host in its URI.
import * as vscode from 'vscode';
import { articleRoot } from './article-root';
import { loadCore } from './core';
import { joinPath } from './file-paths';
import { pathOfUri } from './node/workspace-disk';
import { articleFileScheme } from './schemes';

export { articleFileScheme };

export interface ArticleFileRef {
  readonly hostId: string;
  readonly itemId: string;
}

/** The host and item of a `devdesk-article-file:` document, else undefined. */
export function articleRefOf(uri: vscode.Uri): ArticleFileRef | undefined {
  const query = new URLSearchParams(uri.query);
  const hostId = query.get('host');
  const itemId = query.get('id');
  return uri.scheme === articleFileScheme && hostId && itemId && /^[0-9a-f]+$/i.test(itemId)
    ? { hostId, itemId }
    : undefined;
}

export type ArticleLocation =
  | { readonly root: string; readonly kind: 'public' }
  | { readonly root: string; readonly kind: 'team'; readonly teamFolder: string };

/** Where a file sits in the layout under the article root, or undefined when it is not an article file. */
export function articleLocationOf(uri: vscode.Uri): ArticleLocation | undefined {
  const root = articleRoot();
  const path = pathOfUri(uri);
  if (!root || path === undefined) return undefined;
  const located = loadCore().locateArticleFile(root, path);
  if (!located) return undefined;
  return located.kind === 'public' ? { root, kind: 'public' } : { root, kind: 'team', teamFolder: located.teamFolder };
}

/** The folder of a location's host: public/ or teams/<team-folder>/ under the root. */
export function articleFolderOf(location: ArticleLocation): string {
  const core = loadCore();
  return location.kind === 'public'
    ? core.articleFolder(location.root)
    : joinPath(location.root, core.teamsFolderName, location.teamFolder);
}

/** The team host whose folder is `teamFolder` (undefined: the folder of a host that is not configured). */
export function teamHostOfFolder<H extends { readonly id: string }>(
  teamFolder: string,
  teamHosts: readonly H[],
): H | undefined {
  const core = loadCore();
  return teamHosts.find((candidate) => core.teamFolderName(candidate.id) === teamFolder);
}

/** The configured hosts, as the caller knows them (base knows no Accounts). */
export interface ArticleHosts<H extends { readonly id: string; readonly kind: string }> {
  readonly publicHost: H | undefined;
  readonly teamHosts: readonly H[];
  host(id: string): H | undefined;
}

/** An article document's host (undefined: a team folder of a host no longer configured) and whether it is a team's. */
export interface ArticleBelonging<H> {
  readonly host: H | undefined;
  readonly team: boolean;
}

/** The host an article document is written for; undefined for a document that is no article by where it is. */
export function articleHostOf<H extends { readonly id: string; readonly kind: string }>(
  uri: vscode.Uri,
  hosts: ArticleHosts<H>,
): ArticleBelonging<H> | undefined {
  const onService = articleRefOf(uri);
  if (onService) {
    const host = hosts.host(onService.hostId);
    return host && { host, team: host.kind === 'team' };
  }
  const location = articleLocationOf(uri);
  if (!location) return undefined;
  return location.kind === 'public'
    ? { host: hosts.publicHost, team: false }
    : { host: teamHostOfFolder(location.teamFolder, hosts.teamHosts), team: true };
}
