// Review comments in the diff editor, through VS Code's Comments API: when a pull request's file opens (base or
// head side, src/ui/pulls/file-system.ts), its review threads appear on their lines (GitHub's `line` and `side`,
// https://docs.github.com/en/rest/pulls/comments); the user replies inline, or starts a new review comment on any
// line of the head side. Posting is one request, never retried automatically; a failed post keeps the text in the
// reply box and the presenter says why.
import * as vscode from 'vscode';
import type { ReviewComment } from '../../core/github/types';
import type { Accounts } from '../accounts/accounts';
import type { Command } from '../base/commands';
import { Disposable } from '../base/dispose';
import { fileAtCommitOf, type FileAtCommit } from './file-system';
import { reviewThreads } from './nodes';

/** What DevDesk knows of a thread it shows: where it lives and the comment GitHub replies attach to. */
interface ThreadInfo {
  readonly file: FileAtCommit;
  readonly rootId?: number;
}

class ThreadComment implements vscode.Comment {
  readonly mode = vscode.CommentMode.Preview;
  readonly body: vscode.MarkdownString;
  readonly author: vscode.CommentAuthorInformation;
  readonly timestamp: Date;
  readonly contextValue: string;

  constructor(readonly comment: ReviewComment, me: string | undefined) {
    this.body = new vscode.MarkdownString(comment.body);
    this.author = { name: comment.user?.login ?? 'ghost' };
    this.timestamp = new Date(comment.created_at);
    this.contextValue = comment.user?.login === me ? 'mine' : 'theirs';
  }
}

export class ReviewThreads extends Disposable {
  private readonly controller = this.register(vscode.comments.createCommentController('devdesk.review', vscode.l10n.t('DevDesk review comments')));
  private readonly infos = new WeakMap<vscode.CommentThread, ThreadInfo>();
  private readonly byDocument = new Map<string, vscode.CommentThread[]>();

  constructor(private readonly accounts: Accounts) {
    super();
    // Any line of the head side may take a new comment; GitHub refuses lines outside the diff with a 422 that the
    // presenter explains.
    this.controller.commentingRangeProvider = {
      provideCommentingRanges: (document) => (fileAtCommitOf(document.uri)?.pull?.side === 'head' ? [new vscode.Range(0, 0, Math.max(0, document.lineCount - 1), 0)] : []),
    };
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
    if (!file?.pull || this.byDocument.has(document.uri.toString())) return;
    const host = this.accounts.host(file.hostId);
    if (!host) return;
    const client = await this.accounts.requireGitHubClient(host);
    const me = await this.accounts.login(host).catch(() => undefined);
    const comments: ReviewComment[] = [];
    for await (const comment of client.reviewComments.listForPull({ owner: file.owner, repo: file.repo }, file.pull.number)) comments.push(comment);
    const side = file.pull.side === 'head' ? 'RIGHT' : 'LEFT';
    const threads = reviewThreads(comments).filter((thread) => thread[0]!.path === file.path && (thread[0]!.side ?? 'RIGHT') === side && thread[0]!.line);
    this.clear(document.uri);
    this.byDocument.set(
      document.uri.toString(),
      threads.map((thread) => this.create(document.uri, file, thread[0]!.line! - 1, thread, me)),
    );
  }

  /** Posts a reply to a thread, or the first comment of a new thread on the head side. */
  async post(reply: vscode.CommentReply): Promise<void> {
    const { thread, text } = reply;
    const info = this.infos.get(thread) ?? { file: fileAtCommitOf(thread.uri)! };
    const host = info.file && this.accounts.host(info.file.hostId);
    if (!info.file?.pull || !host || !text.trim()) return;
    const client = await this.accounts.requireGitHubClient(host);
    const repo = { owner: info.file.owner, repo: info.file.repo };
    const { data } = info.rootId
      ? await client.reviewComments.reply(repo, info.file.pull.number, info.rootId, text)
      : await client.reviewComments.create(repo, info.file.pull.number, { body: text, commit_id: info.file.sha, path: info.file.path, line: (thread.range?.start.line ?? 0) + 1, side: 'RIGHT' });
    const me = data.user?.login;
    thread.comments = [...thread.comments, new ThreadComment(data, me)];
    this.infos.set(thread, { file: info.file, rootId: info.rootId ?? Number(data.id) });
    if (!this.byDocument.get(thread.uri.toString())?.includes(thread)) this.byDocument.set(thread.uri.toString(), [...this.threadsOf(thread.uri), thread]);
  }

  private create(uri: vscode.Uri, file: FileAtCommit, line: number, comments: readonly ReviewComment[], me: string | undefined): vscode.CommentThread {
    const thread = this.controller.createCommentThread(uri, new vscode.Range(line, 0, line, 0), comments.map((comment) => new ThreadComment(comment, me)));
    thread.canReply = true;
    thread.collapsibleState = vscode.CommentThreadCollapsibleState.Expanded;
    thread.label = vscode.l10n.t('Review comment');
    this.infos.set(thread, { file, rootId: Number(comments[0]!.id) });
    return thread;
  }

  private clear(uri: vscode.Uri): void {
    for (const thread of this.byDocument.get(uri.toString()) ?? []) thread.dispose();
    this.byDocument.delete(uri.toString());
  }
}

export class ReplyToThreadCommand implements Command {
  readonly id = 'devdesk.pulls.replyToThread';
  constructor(private readonly threads: ReviewThreads) {}

  execute(reply: vscode.CommentReply): Promise<void> {
    return this.threads.post(reply);
  }
}
