// The comments of a pull request in the Pull Requests view, as plain data (nodes.ts is the rest of the view): review
// comments grouped into threads, a thread's node, a review comment's and a conversation comment's. No `vscode` here.
import type { IssueComment, RepoRef, ReviewComment } from '../../../core/github/types';
import { escapeMarkdown, firstLine } from '../../base/markdown-text';
import { nodeId } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { PullTreeNode } from './data';

/** Review comments grouped into threads (a reply points at its thread's first comment), oldest thread first. */
export function reviewThreads(comments: readonly ReviewComment[]): ReviewComment[][] {
  const threads = new Map<string, ReviewComment[]>();
  for (const comment of [...comments].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const root = String(comment.in_reply_to_id ?? comment.id);
    threads.set(root, [...(threads.get(root) ?? []), comment]);
  }
  return [...threads.values()];
}

export function threadNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  thread: readonly ReviewComment[],
): PullTreeNode {
  const first = thread[0]!;
  // A comment over several lines (a suggestion over 10–14) names them all, as GitHub's diff marks them.
  const lines =
    first.start_line && first.line && first.start_line !== first.line
      ? `${first.start_line}–${first.line}`
      : first.line;
  return {
    kind: 'item',
    id: nodeId(parentId, String(first.id)),
    label: `${first.path}${lines ? `:${lines}` : ''}`,
    description:
      thread.length === 1
        ? phrase('1 comment · @{0}', first.user?.login ?? 'ghost')
        : phrase('{0} comments · @{1}', thread.length, first.user?.login ?? 'ghost'),
    tooltip: escapeMarkdown(first.body),
    icon: { id: 'comment-discussion' },
    contextValue: 'devdesk.reviewThread',
    expandable: 'collapsed',
    data: { type: 'thread', hostId, repo, number, comments: thread },
  };
}

export function reviewCommentNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  comment: ReviewComment,
  me: string | undefined,
): PullTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, String(comment.id)),
    label: firstLine(comment.body),
    description: `@${comment.user?.login ?? 'ghost'}`,
    tooltip: escapeMarkdown(comment.body),
    icon: { id: 'comment' },
    contextValue: comment.user?.login === me ? 'devdesk.reviewComment;mine' : 'devdesk.reviewComment',
    data: { type: 'reviewComment', hostId, repo, number, comment },
  };
}

/** A comment of the pull request's conversation (an issue comment); the user's own can be edited and deleted. */
export function issueCommentNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  comment: IssueComment,
  me: string | undefined,
): PullTreeNode {
  const author = comment.user?.login ?? 'ghost';
  return {
    kind: 'item',
    id: nodeId(parentId, String(comment.id)),
    label: firstLine(comment.body),
    description: `@${author}`,
    tooltip: escapeMarkdown(comment.body ?? ''),
    icon: { id: 'comment' },
    contextValue: author === me ? 'devdesk.issueComment;mine' : 'devdesk.issueComment',
    data: { type: 'issueComment', hostId, repo, number, comment },
  };
}
