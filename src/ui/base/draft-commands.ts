// Comments written in a real editor, for every feature. A feature opens a draft (a Markdown file in DevDesk's
// storage, src/ui/base/drafts.ts) and registers a poster for its kind; "Post Comment" (editor title, Ctrl+Enter, or
// the palette, which asks which draft) walks the one road of write commands (write-command.ts): it hands the text to
// that poster and deletes the draft only once the service has accepted it. A failed post, a reload or a crash keeps
// the text; drafts not posted yet are offered again after start.
import * as vscode from 'vscode';
import type { Command } from './commands';
import type { Draft, DraftStore, DraftTarget } from './drafts';
import type { FailureContext, FailureHost } from './error-presenter';
import { untrustedText } from './untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from './write-command';

export interface DraftPoster {
  /** Sends the comment (one request, never retried automatically) and returns the sentence for the status bar. */
  post(draft: Draft, body: string): Promise<string>;
  /** The host the draft goes to: a failed post names it, and "Sign in again" goes there. */
  host(draft: Draft): FailureHost | undefined;
  /** This poster sending through clients with the write road's permit (write-road.ts); without it, its own. */
  withWritePermit?(permit: object): DraftPoster;
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

  /** The posters as the write road hands them to Post Comment: each with the road's permit, where it takes one. */
  withWritePermit(permit: object): DraftPosters {
    const permitted = new DraftPosters();
    for (const [kind, poster] of this.posters) permitted.add(kind, poster.withWritePermit?.(permit) ?? poster);
    return permitted;
  }
}

/** Opens the target's draft (the one not posted yet, or a new one holding `initialText`) in an editor. */
export async function openDraft(drafts: DraftStore, target: DraftTarget, initialText?: string): Promise<void> {
  const draft = await drafts.open(target, initialText);
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(draft.file)), {
    preview: false,
  });
  vscode.window.setStatusBarMessage(
    vscode.l10n.t(
      'Write your comment in Markdown, then Post Comment (Ctrl+Enter). The draft is kept until it is posted.',
    ),
    10_000,
  );
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
  const tabs = vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.fsPath === file);
  await vscode.window.tabGroups.close(tabs, true);
}

/** A draft to post: its editor's document, and the host it goes to (a failed post names it). */
export interface DraftPostTarget {
  readonly host: FailureHost | undefined;
  readonly draft: Draft;
  readonly document: vscode.TextDocument;
}

/** The draft's file a run names: the URI given, else the active editor's (the palette pressed in a draft). */
function draftUri(from: unknown): vscode.Uri | undefined {
  return from instanceof vscode.Uri ? from : vscode.window.activeTextEditor?.document.uri;
}

/**
 * Post Comment's target: the draft the URI names, or the one in the active editor; from the palette elsewhere, the
 * draft the user picks among those not posted yet.
 */
export function draftPostRule(drafts: DraftStore, posters: DraftPosters): TargetRule<DraftPostTarget> {
  const target = async (draft: Draft): Promise<DraftPostTarget | undefined> => {
    const poster = posters.get(draft.kind);
    if (!poster) return notADraft();
    return {
      host: poster.host(draft),
      draft,
      document: await vscode.workspace.openTextDocument(vscode.Uri.file(draft.file)),
    };
  };
  return {
    named: (from) => draftUri(from),
    async resolve(from) {
      const uri = draftUri(from);
      const draft = uri && (await drafts.find(uri.fsPath));
      if (draft) return target(draft);
      if (from !== undefined || (await drafts.list()).length === 0) return notADraft();
      const picked = await pickDraft(drafts, vscode.l10n.t('Post which comment draft?'));
      return picked && target(picked);
    },
  };
}

function notADraft(): undefined {
  void vscode.window.showWarningMessage(
    vscode.l10n.t(
      'This editor is not a DevDesk comment draft. Use Comment on an article or a pull request in the DevDesk views.',
    ),
  );
  return undefined;
}

/** The drafts not posted yet, to choose one; undefined when there is none or the user cancels. */
async function pickDraft(drafts: DraftStore, title: string): Promise<Draft | undefined> {
  const waiting = await drafts.list();
  if (waiting.length === 0) return undefined;
  const picked = await vscode.window.showQuickPick(
    waiting.map((draft) => ({
      label: untrustedText(draft.title),
      description: draft.commentId ? vscode.l10n.t('edit') : vscode.l10n.t('new comment'),
      detail: draft.hostId,
      draft,
    })),
    { title },
  );
  return picked?.draft;
}

/**
 * Post Comment (editor title, Ctrl+Enter, the palette): hands the draft's text to its feature's poster, and deletes
 * the draft only once the service has it. A failed post keeps the draft; Retry (offered, never automatic) sends the
 * same file again.
 */
export class PostCommentCommand extends WriteCommand<DraftPostTarget, DraftPosters> {
  readonly id = 'devdesk.postComment';

  constructor(
    road: WriteRoad<DraftPosters, FailureHost | undefined>,
    rule: TargetRule<DraftPostTarget>,
    private readonly drafts: DraftStore,
  ) {
    super(road, rule);
  }

  protected async write(
    { draft, document }: DraftPostTarget,
    client: () => Promise<DraftPosters>,
  ): Promise<WriteOutcome> {
    await document.save();
    const body = document.getText().trim();
    if (!body) {
      void vscode.window.showWarningMessage(vscode.l10n.t('The comment is empty: write something first.'));
      return undefined;
    }
    const poster = (await client()).get(draft.kind)!; // the rule found it
    const title = draft.commentId
      ? vscode.l10n.t('Updating your comment…')
      : vscode.l10n.t('Posting your comment on “{0}”…', draft.title);
    const done = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, () =>
      poster.post(draft, body),
    );
    await this.drafts.remove(draft);
    await closeEditorsOf(draft.file);
    return done;
  }

  /** The draft stays on disk whatever happened: Retry (the user's choice) sends the same file again. */
  override failureContext(_error: unknown, from?: unknown, input?: unknown): FailureContext {
    const file = draftUri(from);
    return { retry: () => this.execute(file, input) };
  }
}

export class ResumeDraftsCommand implements Command {
  readonly id = 'devdesk.resumeDrafts';
  constructor(private readonly drafts: DraftStore) {}

  async execute(): Promise<void> {
    if ((await this.drafts.list()).length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No comment drafts are waiting.'));
      return;
    }
    const picked = await pickDraft(this.drafts, vscode.l10n.t('Comment drafts not posted yet'));
    if (picked)
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(picked.file)), {
        preview: false,
      });
  }
}

/** Once after start: a draft left by a failed post, a reload or a crash is offered again. */
export async function offerPendingDrafts(drafts: DraftStore): Promise<void> {
  const pending = await drafts.list();
  if (pending.length === 0) return;
  const open = vscode.l10n.t('Open');
  const answer = await vscode.window.showInformationMessage(
    vscode.l10n.t('{0} comment draft(s) not posted yet.', pending.length),
    open,
  );
  if (answer === open) await vscode.commands.executeCommand('devdesk.resumeDrafts');
}
