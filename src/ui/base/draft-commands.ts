// Comments written in a real editor, for every feature. A feature opens a draft (a Markdown file in DevDesk's
// storage, src/ui/base/drafts.ts) and registers a poster for its kind; "Post Comment" (editor title, Ctrl+Enter)
// hands the text to that poster and deletes the draft only once the service has accepted it. A failed post, a
// reload or a crash keeps the text; drafts not posted yet are offered again after start.
import * as vscode from 'vscode';
import type { Command } from './commands';
import type { Draft, DraftStore, DraftTarget } from './drafts';
import { failingOn, type FailureContext, type FailureHost } from './error-presenter';

export interface DraftPoster {
  /** Sends the comment (one request, never retried automatically) and returns the sentence for the status bar. */
  post(draft: Draft, body: string): Promise<string>;
  /** The host the draft goes to: a failed post names it, and "Sign in again" goes there. */
  host(draft: Draft): FailureHost | undefined;
}

/** The posters of every feature, by draft kind. */
export class DraftPosters {
  private readonly posters = new Map<string, DraftPoster>();

  add(kind: string, poster: DraftPoster): void {
    this.posters.set(kind, poster);
  }

  get(kind: string): DraftPoster | undefined {
    return this.posters.get(kind);
  }
}

/** Opens the target's draft (the one not posted yet, or a new one holding `initialText`) in an editor. */
export async function openDraft(drafts: DraftStore, target: DraftTarget, initialText?: string): Promise<void> {
  const draft = await drafts.open(target, initialText);
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(draft.file)), { preview: false });
  vscode.window.setStatusBarMessage(vscode.l10n.t('Write your comment in Markdown, then Post Comment (Ctrl+Enter). The draft is kept until it is posted.'), 10_000);
}

/** The draft a command opens for its target, and the text a new one starts from (an edited comment's body). */
export interface DraftOpening {
  readonly draft: DraftTarget;
  readonly text?: string;
}

/** Comment, Edit Comment, Edit Description…: finds the target (asks from the palette) and opens its draft. */
export class OpenDraftCommand<Target> implements Command {
  constructor(
    readonly id: string,
    private readonly drafts: DraftStore,
    private readonly resolve: (from: unknown) => Promise<Target | undefined>,
    private readonly opening: (target: Target) => DraftOpening,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.resolve(from);
    if (!target) return;
    const { draft, text } = this.opening(target);
    await openDraft(this.drafts, draft, text);
  }
}

async function closeEditorsOf(file: string): Promise<void> {
  const tabs = vscode.window.tabGroups.all.flatMap((group) => group.tabs).filter((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.fsPath === file);
  await vscode.window.tabGroups.close(tabs, true);
}

export class PostCommentCommand implements Command {
  readonly id = 'devdesk.postComment';

  constructor(
    private readonly drafts: DraftStore,
    private readonly posters: DraftPosters,
  ) {}

  async execute(uri?: vscode.Uri): Promise<void> {
    const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
    const draft = document && (await this.drafts.find(document.uri.fsPath));
    const poster = draft && this.posters.get(draft.kind);
    if (!document || !draft || !poster) {
      void vscode.window.showWarningMessage(vscode.l10n.t('This editor is not a DevDesk comment draft. Use Comment on an article or a pull request in the DevDesk views.'));
      return;
    }
    await document.save();
    const body = document.getText().trim();
    if (!body) {
      void vscode.window.showWarningMessage(vscode.l10n.t('The comment is empty: write something first.'));
      return;
    }
    const title = draft.commentId ? vscode.l10n.t('Updating your comment…') : vscode.l10n.t('Posting your comment on “{0}”…', draft.title);
    // The draft (and so its host) is known only here, not from the command's arguments: the failure carries it.
    const done = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, () => failingOn(poster.host(draft), () => poster.post(draft, body)));
    await this.drafts.remove(draft);
    await closeEditorsOf(draft.file);
    vscode.window.setStatusBarMessage(done, 5000);
  }

  /** The draft stays on disk whatever happened; Retry sends the same file again; its host comes with the failure. */
  failureContext(_error: unknown, uri?: vscode.Uri): FailureContext {
    const file = uri ?? vscode.window.activeTextEditor?.document.uri;
    return { retry: () => this.execute(file) };
  }
}

export class ResumeDraftsCommand implements Command {
  readonly id = 'devdesk.resumeDrafts';
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
    if (picked) await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(picked.draft.file)), { preview: false });
  }
}

/** Once after start: a draft left by a failed post, a reload or a crash is offered again. */
export async function offerPendingDrafts(drafts: DraftStore): Promise<void> {
  const pending = await drafts.list();
  if (pending.length === 0) return;
  const open = vscode.l10n.t('Open');
  const answer = await vscode.window.showInformationMessage(vscode.l10n.t('{0} comment draft(s) not posted yet.', pending.length), open);
  if (answer === open) await vscode.commands.executeCommand('devdesk.resumeDrafts');
}
