// Pull request commands from the palette and the context menus: open (description, a file's patch, the web page),
// copy the link, comment (a draft in an editor, as for articles), react, close/reopen, and merge with the head SHA
// the user saw.
import * as vscode from 'vscode';
import type { ReactionContent } from '../../core/github/types';
import type { Accounts } from '../accounts/accounts';
import type { Command } from '../base/commands';
import { openDraft, type DraftPoster } from '../base/draft-commands';
import type { Draft, DraftStore } from '../base/drafts';
import type { FailureContext } from '../base/error-presenter';
import type { PullTreeNode } from './data';
import { pullDocumentUri } from './documents';

type PullNode = PullTreeNode & { data: { type: 'pull' } };
const isPull = (node: PullTreeNode | undefined): node is PullNode => node?.data.type === 'pull';

export class OpenDescriptionCommand implements Command {
  readonly id = 'devdesk.pulls.openDescription';
  async execute(hostId: string, owner: string, repo: string, number: number): Promise<void> {
    await vscode.commands.executeCommand('markdown.showPreview', pullDocumentUri({ hostId, owner, repo, number }));
  }
}

export class OpenPatchCommand implements Command {
  readonly id = 'devdesk.pulls.openPatch';
  async execute(hostId: string, owner: string, repo: string, number: number, file: string): Promise<void> {
    const document = await vscode.workspace.openTextDocument(pullDocumentUri({ hostId, owner, repo, number, file }));
    await vscode.languages.setTextDocumentLanguage(document, 'diff');
    await vscode.window.showTextDocument(document, { preview: true });
  }
}

export class OpenPullOnWebCommand implements Command {
  readonly id = 'devdesk.pulls.openOnWeb';
  async execute(node?: PullTreeNode): Promise<void> {
    if (isPull(node)) await vscode.env.openExternal(vscode.Uri.parse(node.data.pull.html_url));
  }
}

export class CopyPullLinkCommand implements Command {
  readonly id = 'devdesk.pulls.copyLink';
  async execute(node?: PullTreeNode): Promise<void> {
    if (!isPull(node)) return;
    await vscode.env.clipboard.writeText(node.data.pull.html_url);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', node.data.pull.html_url), 3000);
  }
}

/** `owner/repo#12`: what a pull request draft is about. */
export function pullSubject(owner: string, repo: string, number: number): string {
  return `${owner}/${repo}#${number}`;
}

export class CommentOnPullCommand implements Command {
  readonly id = 'devdesk.pulls.comment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: PullTreeNode): Promise<void> {
    if (!isPull(node)) return;
    const { repo, pull, hostId } = node.data;
    await openDraft(this.drafts, { kind: 'pull', hostId, subject: pullSubject(repo.owner, repo.repo, pull.number), title: `#${pull.number} ${pull.title}` });
  }
}

/** Sends pull request drafts as issue comments on the pull request. */
export function pullDraftPoster(accounts: Accounts, afterChange: () => void): DraftPoster {
  return {
    host: (draft) => accounts.host(draft.hostId),
    async post(draft: Draft, body: string): Promise<string> {
      const match = /^([^/]+)\/([^#]+)#(\d+)$/.exec(draft.subject);
      const host = accounts.host(draft.hostId);
      if (!match || !host) throw new Error(vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file));
      const client = await accounts.requireGitHubClient(host);
      await client.issueComments.create({ owner: match[1]!, repo: match[2]! }, Number(match[3]), body);
      afterChange();
      return vscode.l10n.t('Comment posted on “{0}”.', draft.title);
    },
  };
}

const reactions: ReactionContent[] = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];

export class ReactToPullCommand implements Command {
  readonly id = 'devdesk.pulls.react';
  constructor(private readonly accounts: Accounts) {}

  async execute(node?: PullTreeNode, content?: ReactionContent): Promise<void> {
    if (!isPull(node)) return;
    const host = this.accounts.host(node.data.hostId);
    const chosen = content ?? (await vscode.window.showQuickPick(reactions, { title: vscode.l10n.t('React to #{0}', node.data.pull.number) }));
    if (!host || !chosen) return;
    const client = await this.accounts.requireGitHubClient(host);
    const { created } = await client.reactions.add({ kind: 'issue', repo: node.data.repo, number: node.data.pull.number }, chosen as ReactionContent);
    vscode.window.setStatusBarMessage(created ? vscode.l10n.t('Reacted with {0}.', chosen) : vscode.l10n.t('You had already reacted with {0}.', chosen), 5000);
  }

  failureContext(_error: unknown, node?: PullTreeNode): FailureContext {
    return { host: node && this.accounts.host(node.data.hostId) };
  }
}

export class SetPullStateCommand implements Command {
  readonly id: string;
  constructor(
    private readonly state: 'open' | 'closed',
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {
    this.id = state === 'closed' ? 'devdesk.pulls.close' : 'devdesk.pulls.reopen';
  }

  async execute(node?: PullTreeNode): Promise<void> {
    if (!isPull(node)) return;
    const host = this.accounts.host(node.data.hostId);
    if (!host) return;
    await (await this.accounts.requireGitHubClient(host)).pulls.update(node.data.repo, node.data.pull.number, { state: this.state });
    vscode.window.setStatusBarMessage(this.state === 'closed' ? vscode.l10n.t('Closed #{0}.', node.data.pull.number) : vscode.l10n.t('Reopened #{0}.', node.data.pull.number), 5000);
    this.afterChange();
  }

  failureContext(_error: unknown, node?: PullTreeNode): FailureContext {
    return { host: node && this.accounts.host(node.data.hostId) };
  }
}
