// Review comments in the diff editor, through VS Code's Comments API: when a pull request's file opens (base or
// head side, ../pull/file-system.ts), its review threads appear on their lines (GitHub's `line` and `side`,
// https://docs.github.com/en/rest/pulls/comments; a multi-line one over all its lines, threads/thread-lines.ts); the
// user replies inline, starts a new review comment on any line the diff shows (../pull/hunks.ts), and edits
// (thread-edits.ts) or deletes their own comments in place. The writes are sent by the commands in
// review-comment-commands.ts, on the one road of write commands, through thread-requests.ts (one request each,
// never retried automatically); a failed one keeps the text in its box and the presenter says why. Outdated threads
// (their lines changed since) sit on the head side near the lines they were written on, collapsed, showing the hunk
// they were written on; each thread's resolved state comes from threads/thread-states.ts (one query per pull request).
import * as vscode from 'vscode';
import type { ReviewComment } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { Disposable } from '../../base/dispose';
import { fileAtCommitOf, type FileAtCommit } from '../pull/file-system';
import { reviewThreads } from '../pull/comment-nodes';
import { PullReviewComments } from './pull-review-comments';
import { pendingLabel, ThreadComment, type ReplyTarget, type ThreadInfo } from './thread-comment';
import { endEdit, refreshThread } from './thread-edits';
import { commentingRanges, placedThreads, type PlacedThread } from './thread-places';
import { presentThread } from './thread-presentation';
import type { ThreadStates } from './thread-states';
import { outdatedBody } from './thread-text';

export class ReviewThreads extends Disposable {
  private readonly controller = this.register(
    vscode.comments.createCommentController('devdesk.review', vscode.l10n.t('DevDesk review comments')),
  );
  private readonly infos = new WeakMap<vscode.CommentThread, ThreadInfo>();
  private readonly byDocument = new Map<string, vscode.CommentThread[]>();
  /** Each pull request's comments, read once for all its files' documents. */
  private readonly pullComments = new PullReviewComments();

  constructor(
    private readonly accounts: Accounts,
    private readonly states?: ThreadStates,
  ) {
    super();
    // Only lines the diff shows: GitHub refuses others with a 422.
    this.controller.commentingRangeProvider = { provideCommentingRanges: commentingRanges };
    this.register(vscode.workspace.onDidOpenTextDocument((document) => void this.show(document)));
    this.register(vscode.workspace.onDidCloseTextDocument((document) => this.clear(document.uri)));
    for (const document of vscode.workspace.textDocuments) void this.show(document);
  }

  /** The threads shown on a document (for tests, and for the reply command). */
  threadsOf(uri: vscode.Uri): readonly vscode.CommentThread[] {
    return this.byDocument.get(uri.toString()) ?? [];
  }

  async show(document: vscode.TextDocument): Promise<void> {
    const file = fileAtCommitOf(document.uri);
    const key = document.uri.toString();
    if (!file?.pull || this.byDocument.has(key)) return;
    const host = this.accounts.host(file.hostId);
    if (!host) return;
    // Claimed before the first await: a comment written while the threads load is attached to this list, and kept.
    this.byDocument.set(key, []);
    try {
      await this.load(document, file, file.pull, host, key);
    } catch (error) {
      if (this.byDocument.get(key)?.length === 0) this.byDocument.delete(key); // opened again, it loads again
      throw error;
    }
  }

  private async load(
    document: vscode.TextDocument,
    file: FileAtCommit,
    pull: NonNullable<FileAtCommit['pull']>,
    host: Host,
    key: string,
  ): Promise<void> {
    const client = await this.accounts.requireGitHubClient(host);
    const me = await this.accounts.login(host).catch(() => undefined);
    const { comments, pendingId } = await this.pullComments.read(
      { hostId: file.hostId, owner: file.owner, repo: file.repo, number: pull.number },
      client,
    );
    const ofFile = reviewThreads(comments).filter((thread) => thread[0]!.path === file.path);
    const attached = this.byDocument.get(key);
    if (!attached) return; // the document closed meanwhile
    const shown = new Set(
      attached.flatMap((thread) =>
        thread.comments.map((comment) => (comment instanceof ThreadComment ? Number(comment.comment.id) : NaN)),
      ),
    );
    const fresh = ({ comments }: PlacedThread) => !comments.some((comment) => shown.has(Number(comment.id)));
    const created = placedThreads(ofFile, pull, document.lineCount)
      .filter(fresh)
      .map((placed) => this.create(document.uri, file, placed, me, pendingId));
    this.byDocument.set(key, [...created, ...attached]);
    void this.present(host, file, created);
  }

  /** Each thread's resolved state, once the pull request's one query answers (a failure leaves them as drawn). */
  private async present(host: Host, file: FileAtCommit, threads: readonly vscode.CommentThread[]): Promise<void> {
    if (!this.states || !file.pull || threads.length === 0) return;
    const states = await this.states
      .of(host, { hostId: file.hostId, repo: { owner: file.owner, repo: file.repo }, number: file.pull.number })
      .catch(() => undefined);
    for (const thread of threads) {
      const info = this.infos.get(thread);
      const state = info?.rootId === undefined ? undefined : states?.get(info.rootId);
      presentThread(thread, { resolved: state?.isResolved, outdated: info?.outdated ?? false });
    }
  }

  /** What DevDesk knows of a thread it shows (for the thread commands). */
  infoOf(thread: vscode.CommentThread): ThreadInfo | undefined {
    return this.infos.get(thread);
  }

  /** A thread was resolved or unresolved: each place it is shown collapses or opens and says so. */
  markResolved(rootId: number, resolved: boolean): void {
    for (const threads of this.byDocument.values()) {
      for (const thread of threads) {
        const info = this.infos.get(thread);
        if (info?.rootId === rootId) presentThread(thread, { resolved, outdated: info.outdated ?? false });
      }
    }
  }

  /**
   * An empty thread on a line (or lines up to `endLine`), as VS Code makes one from the gutter's + (for tests and
   * Suggest a Change).
   */
  startThread(uri: vscode.Uri, line: number, endLine = line): vscode.CommentThread {
    return this.controller.createCommentThread(uri, new vscode.Range(line, 0, endLine, 0), []);
  }

  /**
   * Where a reply (or the first comment of a new thread) goes: the file at a commit of a pull request, and its host.
   */
  replyTarget(reply: vscode.CommentReply): ReplyTarget | undefined {
    const { thread, text } = reply;
    const info = this.infos.get(thread) ?? { file: fileAtCommitOf(thread.uri)! };
    const host = info.file && this.accounts.host(info.file.hostId);
    if (!info.file?.pull || !host || !text.trim()) return undefined;
    return { host, reply, file: info.file, pull: info.file.pull, rootId: info.rootId };
  }

  /** Shows a comment GitHub has just accepted in the thread it was written in (`pending`: in one's pending review). */
  attach({ reply: { thread }, file, pull, rootId }: ReplyTarget, data: ReviewComment, pending: boolean): void {
    this.pullComments.forget({ hostId: file.hostId, owner: file.owner, repo: file.repo, number: pull.number });
    const repo = { owner: file.owner, repo: file.repo };
    thread.comments = [
      ...thread.comments,
      new ThreadComment(data, data.user?.login, thread, file.hostId, repo, pull.number, pending),
    ];
    thread.canReply = true;
    thread.label ??= vscode.l10n.t('Review comment');
    this.infos.set(thread, { ...this.infos.get(thread), file, rootId: rootId ?? Number(data.id) });
    if (!this.byDocument.get(thread.uri.toString())?.includes(thread))
      this.byDocument.set(thread.uri.toString(), [...this.threadsOf(thread.uri), thread]);
  }

  /** GitHub has one's edit of a comment: it is shown, and the pull request's comments are read afresh next time. */
  edited(comment: ThreadComment, updated: ReviewComment): void {
    comment.comment = updated;
    this.pullComments.forget({
      hostId: comment.hostId,
      owner: comment.repo.owner,
      repo: comment.repo.repo,
      number: comment.number,
    });
    endEdit(comment);
  }

  /** One's pending review was submitted: its comments shown are no longer marked pending. */
  reviewSubmitted(): void {
    this.pullComments.clear();
    for (const threads of this.byDocument.values()) {
      for (const thread of threads) {
        const pending = thread.comments.filter(
          (each) => each instanceof ThreadComment && each.label === pendingLabel(),
        ) as ThreadComment[];
        for (const comment of pending) comment.label = undefined;
        if (pending.length > 0) refreshThread(thread);
      }
    }
  }

  /** Takes a deleted comment off the diff editor where it is shown; a thread left empty goes away. */
  forget(commentId: ReviewComment['id']): void {
    this.pullComments.clear();
    for (const threads of this.byDocument.values()) {
      for (const thread of threads) {
        const comment = thread.comments.find((each) => each instanceof ThreadComment && each.comment.id === commentId);
        if (comment) this.remove(comment as ThreadComment);
      }
    }
  }

  private remove(comment: ThreadComment): void {
    const thread = comment.thread;
    thread.comments = thread.comments.filter((each) => each !== comment);
    if (thread.comments.length === 0) {
      this.byDocument.set(
        thread.uri.toString(),
        this.threadsOf(thread.uri).filter((each) => each !== thread),
      );
      thread.dispose();
    }
  }

  private create(
    uri: vscode.Uri,
    file: FileAtCommit,
    { lines, comments, outdated }: PlacedThread,
    me: string | undefined,
    pendingId: number | undefined,
  ): vscode.CommentThread {
    const thread = this.controller.createCommentThread(uri, new vscode.Range(lines.start, 0, lines.end, 0), []);
    const repo = { owner: file.owner, repo: file.repo };
    const shown = comments.map(
      (comment) =>
        new ThreadComment(
          comment,
          me,
          thread,
          file.hostId,
          repo,
          file.pull!.number,
          pendingId !== undefined && Number(comment.pull_request_review_id) === pendingId,
        ),
    );
    if (outdated) {
      shown[0]!.hunk = comments[0]!.diff_hunk;
      shown[0]!.body = new vscode.MarkdownString(outdatedBody(shown[0]!.hunk, shown[0]!.comment.body));
      // Beside the author, in the widget and the Comments panel alike (a pending reply keeps its Pending).
      for (const comment of shown) comment.label ??= vscode.l10n.t('Outdated');
    }
    thread.comments = shown;
    thread.canReply = true;
    this.infos.set(thread, { file, rootId: Number(comments[0]!.id), outdated });
    presentThread(thread, { resolved: undefined, outdated });
    return thread;
  }

  private clear(uri: vscode.Uri): void {
    for (const thread of this.byDocument.get(uri.toString()) ?? []) thread.dispose();
    this.byDocument.delete(uri.toString());
    // The last document of a pull request closed: its comments are read afresh when one opens again.
    const file = fileAtCommitOf(uri);
    const samePull = (key: string) => {
      const other = fileAtCommitOf(vscode.Uri.parse(key));
      return (
        other?.hostId === file?.hostId &&
        other?.owner === file?.owner &&
        other?.repo === file?.repo &&
        other?.pull?.number === file?.pull?.number
      );
    };
    if (file?.pull && ![...this.byDocument.keys()].some(samePull))
      this.pullComments.forget({ hostId: file.hostId, owner: file.owner, repo: file.repo, number: file.pull.number });
  }
}
