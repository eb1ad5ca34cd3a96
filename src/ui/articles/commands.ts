// Article commands (palette and context menus) that send nothing: open in the browser, copy the URL. Each is a
// small class; index.ts registers them.
import * as vscode from 'vscode';
import type { Command } from '../base/commands';
import { openServiceUrl } from '../base/open-service-url';
import { untrustedText } from '../base/untrusted-text';
import type { ArticleTargets } from './targets';

/** The article's URL: given as a string, or the article's a node or a reference names (else one of mine, asked). */
async function urlOf(targets: ArticleTargets, from: unknown): Promise<string | undefined> {
  if (typeof from === 'string') return from;
  return (await targets.article(from, 'mine'))?.item.url;
}

export class OpenInBrowserCommand implements Command {
  readonly id = 'devdesk.articles.openInBrowser';
  constructor(private readonly targets: ArticleTargets) {}

  async execute(from?: unknown): Promise<void> {
    const url = await urlOf(this.targets, from);
    if (url) await openServiceUrl(url);
  }
}

export class CopyUrlCommand implements Command {
  readonly id = 'devdesk.articles.copyUrl';
  constructor(private readonly targets: ArticleTargets) {}

  async execute(from?: unknown): Promise<void> {
    const url = await urlOf(this.targets, from);
    if (!url) return;
    await vscode.env.clipboard.writeText(url);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', untrustedText(url)), 3000);
  }
}
