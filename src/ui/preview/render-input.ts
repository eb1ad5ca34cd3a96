// What a preview asks its renderer for: the document's text, the renderer its place and the chosen setting pick
// (renderer-choice.ts), the article it is, and for GitHub the repository its references resolve in.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { articleHostOf } from '../base/article-place';
import { gitHubWebHost, parseRemoteUrl } from '../base/core';
import { hostsForDocument } from '../base/document-github-hosts';
import type { GitRemotes } from '../base/git-remotes';
import { markdownContextOf } from '../base/markdown-context';
import { savedArticleOf, savedArticleScheme } from '../base/schemes';
import { renderKey } from './fallback';
import * as posix from '../base/posix-path';
import { textDigest } from './node/text-digest';
import {
  gitHubContext,
  planRender,
  readFrontMatter,
  sourceBodyOf,
  type ArticleFacts,
  type RendererKind,
  type RendererSetting,
  type UnsentReason,
} from './renderer-choice';
import type { RenderInput } from './renderers';

/** A render input with its cache key: the same key, the same answer (scheduler.ts). */
export interface KeyedRenderInput extends RenderInput {
  key: string;
}

const rendererChoices: readonly RendererSetting[] = ['auto', 'qiita', 'gfm', 'markdown', 'local'];

export function isRendererChoice(value: string): value is RendererSetting {
  return rendererChoices.includes(value as RendererSetting);
}

/** The `devdesk.preview.renderer` setting ('auto' for anything it does not know). */
export function configuredRendererChoice(): RendererSetting {
  const value = vscode.workspace.getConfiguration('devdesk').get<string>('preview.renderer', 'auto');
  return isRendererChoice(value) ? value : 'auto';
}

/**
 * What a document's place is read from: the hosts signed in, and its folder's git remotes (kept, not read per
 * keystroke).
 */
export interface RenderPlaces {
  accounts: Accounts;
  gitRemotes: GitRemotes;
}

/**
 * Whether a settings change changes what a preview asks for: the renderer picked, the repository gfm resolves
 * references in, or the article root (which tells an article file's host, so its renderer). The hosts and their
 * sign-ins come through the accounts' own event.
 */
export function affectsRenderInput(event: vscode.ConfigurationChangeEvent): boolean {
  return ['devdesk.preview.renderer', 'devdesk.preview.githubContext', 'devdesk.articleFiles.root'].some((setting) =>
    event.affectsConfiguration(setting),
  );
}

export async function renderInputFor(
  document: vscode.TextDocument,
  choice: RendererSetting,
  places: RenderPlaces,
): Promise<KeyedRenderInput> {
  const text = document.getText();
  const folder = vscode.workspace.getWorkspaceFolder(document.uri);
  const workspacePath = folder ? posix.relative(folder.uri.path, document.uri.path) : undefined;
  // The front matter, read once: what the document is, and what of it Qiita is sent.
  const front = readFrontMatter(text);
  const plan = planRender(
    { scheme: document.uri.scheme, workspacePath, text, article: articleFactsOf(document.uri, places.accounts) },
    choice,
    front,
  );
  const { article, withheldFrom } = plan;
  let { renderer, unsent } = plan as { renderer: RendererKind; unsent?: UnsentReason };
  const place =
    renderer === 'gfm' || renderer === 'markdown'
      ? (markdownContextOf(document.uri) ?? (await gitHubPlaceOf(folder, places, renderer, choice)))
      : undefined;
  const github = place && 'foreignHost' in place ? undefined : place;
  if (place && 'foreignHost' in place)
    [renderer, unsent] = ['local', { kind: 'foreignClone', host: place.foreignHost }];
  const context = renderer === 'gfm' ? github?.repository : undefined;
  const where = [
    github?.hostId ?? '',
    context ?? '',
    document.uri.scheme === savedArticleScheme ? document.uri.toString() : '',
    article?.hostId ?? '',
    withheldFrom ?? '',
    JSON.stringify(unsent ?? null),
  ].join('\u0000');
  const source = sourceBodyOf(text, renderer, front);
  return {
    uri: document.uri,
    text,
    source,
    renderer,
    article,
    withheldFrom,
    unsent,
    choice,
    context,
    githubHostId: github?.hostId,
    key: renderKey(renderer, where, textDigest(text)),
  };
}

/**
 * The article a document is by its place (base/article-place.ts): a file in the article layout, an untitled one
 * given a path there (New Article from Template suggests its team's folder), one edited on the service, or a saved
 * article (by the host in its URI).
 */
function articleFactsOf(uri: vscode.Uri, accounts: Accounts): ArticleFacts | undefined {
  if (uri.scheme === savedArticleScheme) {
    const host = accounts.host(savedArticleOf(uri)?.hostId ?? '');
    return { team: host?.kind !== 'articles', hostId: host?.id };
  }
  const placed = uri.scheme === 'untitled' && uri.path.startsWith('/') ? uri.with({ scheme: 'file' }) : uri;
  const belonging = articleHostOf(placed, {
    publicHost: accounts.hosts('articles')[0],
    teamHosts: accounts.hosts('team'),
    host: (id) => accounts.host(id),
  });
  return belonging && { team: belonging.team, hostId: belonging.host?.id };
}

/**
 * The GitHub host a document renders on and, for gfm, its repository: the host of the folder's clone, else a
 * signed-in host (base/document-github-hosts.ts); the repository from the setting, else the clone's remote on that
 * host. A clone of a host DevDesk is not configured for (GitLab, another company's server) goes to no GitHub host
 * unless the user picks a GitHub renderer (`foreignHost`: the clone's host, for the preview's sentence). The remotes
 * come from the shared cache (base/git-remotes.ts), which reads `.git/config` again only once it changed.
 */
async function gitHubPlaceOf(
  folder: vscode.WorkspaceFolder | undefined,
  { accounts, gitRemotes }: RenderPlaces,
  renderer: 'gfm' | 'markdown',
  choice: RendererSetting,
): Promise<{ hostId: string; repository: string | undefined } | { foreignHost: string } | undefined> {
  const setting = vscode.workspace.getConfiguration('devdesk').get<string>('preview.githubContext', '');
  const remotes = folder ? await gitRemotes.of(folder.uri).catch(() => []) : [];
  const foreignHost =
    choice === 'auto'
      ? foreignCloneHost(
          remotes,
          accounts.hosts('github').map((host) => host.id),
        )
      : undefined;
  if (foreignHost !== undefined) return { foreignHost };
  const signedIn = (await accounts.signedIn('github')).map((host) => host.id);
  const [host] = hostsForDocument(accounts.hosts('github'), remotes, signedIn);
  if (!host) return undefined;
  return {
    hostId: host.id,
    repository: renderer === 'gfm' ? gitHubContext(setting, remotes, gitHubWebHost(host.id)) : undefined,
  };
}

/**
 * The host of the clone's first remote when no remote is on a configured GitHub host (undefined: not a clone, or ours).
 */
function foreignCloneHost(remotes: readonly string[], hostIds: readonly string[]): string | undefined {
  const cloneHosts = remotes.flatMap((remote) => parseRemoteUrl(remote)?.host ?? []);
  const configured = new Set(hostIds.map((id) => gitHubWebHost(id).replace(/:\d+$/, '').toLowerCase()));
  return cloneHosts.length > 0 && !cloneHosts.some((name) => configured.has(name)) ? cloneHosts[0] : undefined;
}
