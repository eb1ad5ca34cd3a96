// What a review thread's state looks like in words, for the diff editor's comment threads and the view's nodes:
// resolved, outdated (its lines changed since: GitHub keeps it with `position` null and the hunk it was written on,
// https://docs.github.com/rest/pulls/comments). Pure
// (test/unit/ui/pulls-threads.test.ts).
import type { ReviewThreadState } from '../../../core/github/review-threads';
import type { ReviewComment } from '../../../core/github/types';
import { phrase, type Phrase } from '../../base/text';
import type { PullTreeNode } from '../pull/data';

/** A thread GitHub keeps only by the lines it was written on: REST gives it no `line` in today's diff. */
export function isOutdated(first: Pick<ReviewComment, 'line' | 'position' | 'subject_type'>): boolean {
  return (first.line ?? null) === null && (first.position ?? null) === null && !isOnFile(first);
}

/** A comment on the whole file (`subject_type: "file"`): it has no line, and is never outdated. */
export function isOnFile(first: Pick<ReviewComment, 'subject_type'>): boolean {
  return first.subject_type === 'file';
}

/** The hunk a comment was written on, as a Markdown `diff` block (a fence longer than any backtick run inside). */
export function hunkBlock(hunk: string): string {
  const longest = Math.max(0, ...[...hunk.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}diff\n${hunk}\n${fence}`;
}

/** The first comment of an outdated thread as shown: the hunk it was written on, then what was said. */
export function outdatedBody(hunk: string, body: string): string {
  return `${hunkBlock(hunk)}\n\n${body}`;
}

/** The label of a thread in the diff editor (its state first, then whose thread it is). */
export function threadLabel(state: { resolved: boolean; outdated: boolean }): Phrase {
  if (state.resolved && state.outdated) return phrase('Resolved · outdated');
  if (state.resolved) return phrase('Resolved');
  return state.outdated ? phrase('Outdated') : phrase('Review comment');
}

/** The `commentThread` context key of a thread: which of Resolve / Unresolve its title offers. */
export function threadContext(resolved: boolean | undefined): string | undefined {
  if (resolved === undefined) return undefined;
  return resolved ? 'resolved' : 'unresolved';
}

/** A thread node of the view with its state: Resolved / Outdated in its description, the hunk in its tooltip. */
export function decorateThreadNode(node: PullTreeNode, state: ReviewThreadState | undefined): PullTreeNode {
  if (node.data.type !== 'thread') return node;
  const first = node.data.comments[0]!;
  const outdated = state?.isOutdated ?? isOutdated(first);
  const marks = [...(state?.isResolved ? [phrase('resolved')] : []), ...(outdated ? [phrase('outdated')] : [])];
  const tooltip = outdated ? `${hunkBlock(first.diff_hunk)}\n\n${node.tooltip ?? ''}` : node.tooltip;
  const resolved = state ? `;${threadContext(state.isResolved)}` : '';
  return {
    ...node,
    ...(outdated ? { label: phrase('{0} (outdated, was line {1})', first.path, first.original_line ?? '?') } : {}),
    ...(marks.length > 0 ? { descriptionMore: marks } : {}),
    icon: state?.isResolved ? { id: 'pass', color: 'charts.green' } : node.icon,
    tooltip,
    contextValue: `devdesk.reviewThread${resolved}`,
  };
}
