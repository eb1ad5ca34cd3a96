// A review comment as VS Code's Comments API shows it in a pull request's diff editor, and what DevDesk keeps of
// the thread it sits in: where the thread lives (the file at a commit, its side) and the comment GitHub replies
// attach to. Also the two mappings every request about such a thread needs: the diff side to GitHub's `side`
// (`LEFT` is the base, `RIGHT` the head:
// https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request) and a thread's range to
// `line` / `start_line`.
import * as vscode from 'vscode';
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { Host } from '../../accounts/index';
import type { FileAtCommit } from '../pull/file-system';
import type { ShownReviewComment } from '../pull/pick-targets';
import { commentContext, shownBody } from './comment-view';

/** What DevDesk knows of a thread it shows: where it lives and the comment GitHub replies attach to. */
export interface ThreadInfo {
  readonly file: FileAtCommit;
  readonly rootId?: number;
  readonly outdated?: boolean;
}

/** A reply typed in a thread's box, and where it goes. */
export interface ReplyTarget {
  readonly host: Host;
  readonly reply: vscode.CommentReply;
  readonly file: FileAtCommit;
  readonly pull: NonNullable<FileAtCommit['pull']>;
  readonly rootId?: number;
}

/** GitHub's `side` of a diff side: the one place it is worked out, for reading threads and for writing them. */
export function reviewSide(pull: Pick<NonNullable<FileAtCommit['pull']>, 'side'>): 'LEFT' | 'RIGHT' {
  return pull.side === 'head' ? 'RIGHT' : 'LEFT';
}

/** The lines a new thread covers: `line`, and `start_line` too when it spans several (a suggestion over a range). */
export function linesOf(thread: vscode.CommentThread): { line: number; start_line?: number } {
  const first = (thread.range?.start.line ?? 0) + 1;
  const last = (thread.range?.end.line ?? first - 1) + 1;
  return last > first ? { start_line: first, line: last } : { line: first };
}

/** The label of a comment of one's pending review: only its author sees it until the review is submitted. */
export const pendingLabel = () => vscode.l10n.t('Pending');

/** A review comment as the Comments API shows it; it knows its thread and where it lives, for the commands. */
export class ThreadComment implements vscode.Comment, ShownReviewComment {
  mode = vscode.CommentMode.Preview;
  body: string | vscode.MarkdownString;
  readonly author: vscode.CommentAuthorInformation;
  readonly timestamp: Date;
  readonly contextValue: string;
  /** "Pending" on a comment of one's pending review. */
  label: string | undefined;
  /** The hunk an outdated thread was written on, shown above its first comment. */
  hunk: string | undefined;

  constructor(
    public comment: ReviewComment,
    me: string | undefined,
    readonly thread: vscode.CommentThread,
    readonly hostId: string,
    readonly repo: RepoRef,
    /** The pull request's number. */
    readonly number: number,
    pending = false,
  ) {
    this.label = pending ? pendingLabel() : undefined;
    this.body = new vscode.MarkdownString(shownBody(comment));
    this.hunk = undefined;
    this.author = { name: comment.user?.login ?? 'ghost' };
    this.timestamp = new Date(comment.created_at);
    this.contextValue = commentContext(comment, me);
  }
}

/** A comment of a diff editor's thread, if `from` is one (what pull/pick-targets.ts is handed to recognise them). */
export function shownCommentOf(from: unknown): ThreadComment | undefined {
  return from instanceof ThreadComment ? from : undefined;
}
