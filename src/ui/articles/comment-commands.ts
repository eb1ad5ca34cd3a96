// Writing comments in a real editor. "Comment" opens the article's draft (a Markdown file in DevDesk's storage);
// "Post Comment" (editor title, Ctrl+Enter) sends it; the draft is deleted only once the service has accepted it,
// so a failed POST, a reload or a crash keeps the text, and drafts not posted yet are offered again at start.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/accounts';
import type { Command } from '../base/commands';
import type { FailureContext } from '../base/error-presenter';
import type { ArticleTreeNode } from './data';
import type { Draft, DraftStore } from '../base/drafts';
import { confirmDeletion } from './manage';
import { ArticleWriteCommand, type WriteContext } from './write-command';

async function openDraft(draft: Draft): Promise<void> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(draft.file));
  await vscode.window.showTextDocument(document, { preview: false });
}

async function closeEditorsOf(file: string): Promise<void> {
  const tabs = vscode.window.tabGroups.all.flatMap((group) => group.tabs).filter((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.fsPath === file);
  await vscode.window.tabGroups.close(tabs, true);
}

export class CommentCommand implements Command {
  readonly id = 'devdesk.articles.comment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: ArticleTreeNode): Promise<void> {
    const data = node?.data;
    if (data?.type !== 'article') return;
    await openDraft(await this.drafts.open({ hostId: data.hostId, subject: data.item.id, title: data.item.title }));
    vscode.window.setStatusBarMessage(vscode.l10n.t('Write your comment in Markdown, then Post Comment (Ctrl+Enter). The draft is kept until it is posted.'), 10_000);
  }
}

export class EditCommentCommand implements Command {
  readonly id = 'devdesk.articles.editComment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: ArticleTreeNode): Promise<void> {
    const data = node?.data;
    if (data?.type !== 'comment') return;
    const target = { hostId: data.hostId, subject: data.itemId, title: data.comment.body.split('\n')[0] ?? '', commentId: data.comment.id };
    await openDraft(await this.drafts.open(target, data.comment.body));
  }
}

export class PostCommentCommand implements Command {
  readonly id = 'devdesk.articles.postComment';

  constructor(
    private readonly accounts: Accounts,
    private readonly drafts: DraftStore,
    private readonly afterChange: () => void,
  ) {}

  async execute(uri?: vscode.Uri): Promise<void> {
    const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
    const draft = document && (await this.drafts.find(document.uri.fsPath));
    if (!document || !draft) {
      void vscode.window.showWarningMessage(vscode.l10n.t('This editor is not a DevDesk comment draft. Use Comment on an article in the Articles view.'));
      return;
    }
    await document.save();
    const body = document.getText().trim();
    if (!body) {
      void vscode.window.showWarningMessage(vscode.l10n.t('The comment is empty: write something first.'));
      return;
    }
    const host = this.accounts.host(draft.hostId);
    if (!host) throw new Error(vscode.l10n.t('{0} is not configured any more; the draft is kept in {1}.', draft.hostId, draft.file));
    const client = await this.accounts.requireArticleClient(host);
    const title = draft.commentId ? vscode.l10n.t('Updating your comment…') : vscode.l10n.t('Posting your comment on “{0}”…', draft.title);
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, () =>
      draft.commentId ? client.updateComment(draft.commentId, body) : client.createItemComment(draft.subject, body),
    );
    await this.drafts.remove(draft);
    await closeEditorsOf(draft.file);
    vscode.window.setStatusBarMessage(draft.commentId ? vscode.l10n.t('Comment updated.') : vscode.l10n.t('Comment posted on “{0}”.', draft.title), 5000);
    this.afterChange();
  }

  /** The draft stays on disk whatever happened; Retry sends the same file again. */
  failureContext(_error: unknown, uri?: vscode.Uri): FailureContext {
    const file = uri ?? vscode.window.activeTextEditor?.document.uri;
    return { retry: () => this.execute(file) };
  }
}

export class DeleteCommentCommand extends ArticleWriteCommand {
  readonly id = 'devdesk.articles.deleteComment';

  protected async write(node: ArticleTreeNode, context: WriteContext): Promise<string | undefined> {
    if (node.data.type !== 'comment') return undefined;
    const firstLine = node.data.comment.body.split('\n')[0] ?? '';
    if (!(await confirmDeletion(vscode.l10n.t('Delete your comment “{0}”?', firstLine)))) return undefined;
    await (await context.client()).deleteComment(node.data.comment.id);
    return vscode.l10n.t('Deleted your comment.');
  }
}

export class ResumeDraftsCommand implements Command {
  readonly id = 'devdesk.articles.resumeDrafts';
  constructor(private readonly drafts: DraftStore) {}

  async execute(): Promise<void> {
    const drafts = await this.drafts.list();
    if (drafts.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No comment drafts are waiting.'));
      return;
    }
    const picked = await vscode.window.showQuickPick(
      drafts.map((draft) => ({ label: draft.title, description: draft.commentId ? vscode.l10n.t('edit') : vscode.l10n.t('new comment'), detail: draft.hostId, draft })),
      { title: vscode.l10n.t('Comment drafts not posted yet') },
    );
    if (picked) await openDraft(picked.draft);
  }
}

/** Once after start: a draft left by a failed post, a reload or a crash is offered again. */
export async function offerPendingDrafts(drafts: DraftStore): Promise<void> {
  const pending = await drafts.list();
  if (pending.length === 0) return;
  const open = vscode.l10n.t('Open');
  const answer = await vscode.window.showInformationMessage(vscode.l10n.t('{0} comment draft(s) not posted yet.', pending.length), open);
  if (answer === open) await vscode.commands.executeCommand('devdesk.articles.resumeDrafts');
}
