// The shape every article write from a context menu shares: find the node's host, get its client (signed out ->
// the presenter offers "Sign in again"), make one request (never retried automatically), say what was done in the
// status bar, and redraw the view. Subclasses say only what to ask and what to send.
import * as vscode from 'vscode';
import type { Accounts, ArticleClient, Host } from '../accounts/index';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import { untrustedText } from '../base/untrusted-text';
import type { ArticleTreeNode } from './data';

export interface WriteContext {
  readonly host: Host;
  /** The host's client; asked only once the user has confirmed what to send. */
  client(): Promise<ArticleClient>;
}

export abstract class ArticleWriteCommand implements Command {
  abstract readonly id: string;
  /** Offer "Retry" on failure: for writes that do the same thing when repeated (a like, a stock, a follow). */
  protected readonly offerRetry: boolean = false;

  constructor(
    protected readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(node?: ArticleTreeNode, ...args: unknown[]): Promise<void> {
    const host = node && this.accounts.host(node.data.hostId);
    if (!node || !host) return;
    const done = await this.write(node, { host, client: () => this.accounts.requireArticleClient(host) }, ...args);
    if (done === undefined) return;
    // The sentence quotes the service (an article's title, a tag): the status bar would render $(icon) in it.
    vscode.window.setStatusBarMessage(untrustedText(done), 5000);
    this.afterChange();
  }

  /** Asks what it needs, sends the write, and returns the sentence for the status bar (undefined: nothing sent). */
  protected abstract write(node: ArticleTreeNode, context: WriteContext, ...args: unknown[]): Promise<string | undefined>;

  failureContext(_error: unknown, node?: ArticleTreeNode, ...args: unknown[]): FailureContext {
    const host = node && this.accounts.host(node.data.hostId);
    return this.offerRetry ? { host, retry: () => this.execute(node, ...args) } : { host };
  }
}
