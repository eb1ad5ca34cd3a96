// Comment on File…: a review comment on a whole file rather than on lines, as github.com's "Comment on this file"
// makes one. Into one's pending review when there is one (GraphQL addPullRequestReviewThread with
// `subjectType: FILE`, https://docs.github.com/en/graphql/reference/input-objects#addpullrequestreviewthreadinput),
// else alone (REST with `subject_type: "file"` and the head commit as `commit_id`,
// https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request). From a file node of
// the view, a pull request file's diff editor (its title), or the palette (the open pull request files).
import * as vscode from 'vscode';
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import { fileAtCommitOf, fileAtCommitUri, type FileAtCommit } from '../pull/file-system';
import type { GitHubClients } from '../pull/road';
import { nodeData } from '../pull/targets';
import { commentOnFileCommandId } from './outside-diff';
import { pendingReviewOf } from './pending-comments';
import type { ReviewThreads } from './review-threads';

/** The file a comment on the whole file goes to: its path at the pull request's head commit. */
export interface FileCommentTarget {
  readonly host: Host;
  readonly repo: RepoRef;
  readonly number: number;
  readonly path: string;
  readonly headSha: string;
}

export interface FileCommentInput {
  /** The comment, sent without asking. */
  readonly body: string;
  /** The text the input box starts with (a refused line comment's draft). */
  readonly draft: string;
}

/** A pull request file's diff side as a target: the head side's file, or the base side's head twin. */
function fromUri(uri: vscode.Uri, accounts: Accounts): FileCommentTarget | undefined {
  const file = fileAtCommitOf(uri);
  const host = file && accounts.host(file.hostId);
  // The base side of chosen changes (a commit or a range) names their head commit instead of a head twin.
  const chosen = file?.pull?.chosen && { sha: file.pull.chosen, path: file.path };
  const head = file?.pull?.side === 'head' ? { sha: file.sha, path: file.path } : (file?.fromHead ?? chosen);
  if (!file?.pull || !host || !head) return undefined;
  return {
    host,
    repo: { owner: file.owner, repo: file.repo },
    number: file.pull.number,
    path: head.path,
    headSha: head.sha,
  };
}

/** A file node, a diff side's URI (the editor title), or (the palette) a pick among open pull request files. */
export function fileCommentRule(accounts: Accounts): TargetRule<FileCommentTarget> {
  return {
    async resolve(from) {
      const node = nodeData(from, 'file');
      if (node) {
        const host = accounts.host(node.hostId);
        const { repo, number, file, commits } = node;
        return host && { host, repo, number, path: file.filename, headSha: commits.head };
      }
      if (from instanceof vscode.Uri) return fromUri(from, accounts);
      // The palette: the head sides open in editors, the active editor's first.
      const active = vscode.window.activeTextEditor?.document.uri.toString();
      const open = vscode.workspace.textDocuments
        .slice()
        .sort((a, b) => Number(b.uri.toString() === active) - Number(a.uri.toString() === active))
        .map((document) => fileAtCommitOf(document.uri))
        .filter((file): file is FileAtCommit => file?.pull?.side === 'head');
      const items = open.map((file) => ({
        label: untrustedText(file.path),
        description: `${file.owner}/${file.repo}#${file.pull!.number}`,
        file,
      }));
      const picked = await vscode.window.showQuickPick(items, {
        title: vscode.l10n.t('Comment on which file? (the pull request files open in editors)'),
      });
      return picked && fromUri(fileAtCommitUri(picked.file), accounts);
    },
  };
}

/** Sends the comment: into one's pending review when there is one, else alone; answers it and whether it is pending. */
async function sendFileComment(
  { repo, number, path, headSha }: FileCommentTarget,
  body: string,
  { rest, graphql }: GitHubClients,
): Promise<{ comment: ReviewComment; pending: boolean }> {
  const pending = await pendingReviewOf(rest, repo, number);
  if (pending) {
    const id = await loadCore().github.addPendingFileComment(graphql, pending.node_id, { path, body });
    return { comment: await rest.reviewComments.get(repo, id), pending: true };
  }
  const { data } = await rest.reviewComments.create(repo, number, {
    body,
    commit_id: headSha,
    path,
    subject_type: 'file',
  });
  return { comment: data, pending: false };
}

export class CommentOnFileCommand extends WriteCommand<FileCommentTarget, GitHubClients, FileCommentInput> {
  readonly id = commentOnFileCommandId;
  constructor(
    road: WriteRoad<GitHubClients>,
    rule: TargetRule<FileCommentTarget>,
    private readonly threads: ReviewThreads,
  ) {
    super(road, rule);
  }

  protected async write(
    target: FileCommentTarget,
    clients: () => Promise<GitHubClients>,
    input: Partial<FileCommentInput>,
  ): Promise<WriteOutcome> {
    const body =
      input.body ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Comment on {0} (the whole file)', untrustedText(target.path)),
        value: input.draft,
        ignoreFocusOut: true,
      }));
    if (!body?.trim()) return undefined;
    const { comment, pending } = await sendFileComment(target, body, await clients());
    this.show(target, comment, pending);
    return pending
      ? vscode.l10n.t('Added your comment on {0} to your pending review of #{1}.', target.path, target.number)
      : vscode.l10n.t('Commented on {0}.', target.path);
  }

  /** Shows the new comment at the top of each open head side of the file (a side opened later reads it). */
  private show(target: FileCommentTarget, comment: ReviewComment, pending: boolean): void {
    for (const document of vscode.workspace.textDocuments) {
      const file = fileAtCommitOf(document.uri);
      const pull = file?.pull;
      if (
        !file ||
        pull?.side !== 'head' ||
        pull.number !== target.number ||
        file.path !== target.path ||
        file.owner !== target.repo.owner ||
        file.repo !== target.repo.repo ||
        file.hostId !== target.host.id
      )
        continue;
      const thread = this.threads.startThread(document.uri, 0);
      this.threads.attach({ host: target.host, reply: { thread, text: comment.body }, file, pull }, comment, pending);
    }
  }
}
