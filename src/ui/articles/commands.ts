// Article commands (palette and context menus). Each is a small class; index.ts registers them.
import * as vscode from 'vscode';
import type { Command } from '../base/commands';
import { openServiceUrl } from '../base/open-service-url';
import { untrustedText } from '../base/untrusted-text';
import type { ArticleTreeNode } from './data';

function urlOf(target: string | ArticleTreeNode | undefined): string | undefined {
  if (typeof target === 'string') return target;
  return target?.data.type === 'article' ? target.data.item.url : undefined;
}

export class OpenInBrowserCommand implements Command {
  readonly id = 'devdesk.articles.openInBrowser';
  async execute(target?: string | ArticleTreeNode): Promise<void> {
    const url = urlOf(target);
    if (url) await openServiceUrl(url);
  }
}

export class CopyUrlCommand implements Command {
  readonly id = 'devdesk.articles.copyUrl';
  async execute(target?: string | ArticleTreeNode): Promise<void> {
    const url = urlOf(target);
    if (!url) return;
    await vscode.env.clipboard.writeText(url);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', untrustedText(url)), 3000);
  }
}
