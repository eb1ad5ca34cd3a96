// Outdated review threads under their file in the Files list. GitHub keeps a thread whose lines changed since with
// the file it was written on (`isOutdated` and `path`,
// https://docs.github.com/graphql/reference/objects#pullrequestreviewthread), so a file node whose path has some opens
// onto them and counts them beside its name. Pure (test/unit/ui/pulls-outdated-files.test.ts).
import type { ReviewThreadState } from '../../../core/github/review-threads';
import { phrase } from '../../base/text';
import type { PullTreeNode } from '../pull/data';

/** The ids of the outdated threads' first comments, by the path they were written on. */
export function outdatedByPath(states: Iterable<ReviewThreadState>): Map<string, number[]> {
  const byPath = new Map<string, number[]>();
  for (const state of states) {
    if (state.isOutdated) byPath.set(state.path, [...(byPath.get(state.path) ?? []), state.rootCommentId]);
  }
  return byPath;
}

/** The ids of the threads on a whole file (GitHub's `subjectType: FILE`), by path. */
export function fileThreadsByPath(states: Iterable<ReviewThreadState>): Map<string, number[]> {
  const byPath = new Map<string, number[]>();
  for (const state of states) {
    if (state.onFile) byPath.set(state.path, [...(byPath.get(state.path) ?? []), state.rootCommentId]);
  }
  return byPath;
}

/** A file node with `count` threads on the whole file: it opens onto them, and says how many. */
export function withFileThreads(node: PullTreeNode, count: number): PullTreeNode {
  if (count === 0 || node.data.type !== 'file') return node;
  const said = count === 1 ? phrase('1 comment on the file') : phrase('{0} comments on the file', count);
  return { ...node, expandable: 'collapsed', descriptionMore: [...(node.descriptionMore ?? []), said] };
}

/** A file node with `count` outdated threads: it opens onto them, and says how many after what it says already. */
export function withOutdatedThreads(node: PullTreeNode, count: number): PullTreeNode {
  if (count === 0 || node.data.type !== 'file') return node;
  const said = count === 1 ? phrase('1 outdated thread') : phrase('{0} outdated threads', count);
  return { ...node, expandable: 'collapsed', descriptionMore: [...(node.descriptionMore ?? []), said] };
}
