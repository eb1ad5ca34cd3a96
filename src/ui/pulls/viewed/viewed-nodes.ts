// Pure rules of viewed files: a file node with its checkbox and "changed since viewed", the Files node's
// "12 of 40 viewed", and which file Next Unviewed File opens. States are GitHub's `viewerViewedState`
// (https://docs.github.com/graphql/reference/enums#fileviewedstate).
import type { FileViewedState } from '../../../core/github/viewed-files';
import { phrase, type Phrase } from '../../base/text';
import type { PullTreeNode } from '../pull/data';

/** A file of a pull request, as the viewed commands name it (a test or a script gives the same). */
export interface ViewedFileRef {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly path: string;
}

export const markViewedCommand = 'devdesk.pulls.markViewed';
export const unmarkViewedCommand = 'devdesk.pulls.unmarkViewed';

/** A file node with GitHub's state: ticked when VIEWED; DISMISSED (viewed, then changed) unticked and said so. */
export function withViewedState(
  node: PullTreeNode,
  ref: ViewedFileRef,
  state: FileViewedState | undefined,
): PullTreeNode {
  if (state === undefined) return node;
  const more =
    state === 'DISMISSED' ? [...(node.descriptionMore ?? []), phrase('changed since viewed')] : node.descriptionMore;
  return {
    ...node,
    ...(more ? { descriptionMore: more } : {}),
    checkbox: {
      checked: state === 'VIEWED',
      tooltip: state === 'VIEWED' ? phrase('Viewed: untick to mark as not viewed') : phrase('Tick to mark as viewed'),
      check: { command: markViewedCommand, args: [ref] },
      uncheck: { command: unmarkViewedCommand, args: [ref] },
    },
  };
}

/** What the Files node says of the files listed so far (../file-pages.ts `ListedSummary`). */
export interface ViewedSummary {
  readonly listed: number;
  readonly viewed: number;
  readonly total: number | undefined;
  readonly complete: boolean;
}

/**
 * "12 of 40 viewed" once every file is listed; while a large pull request is listed only in part, what is known:
 * "3 viewed in the first 100 of 3000" (the states of files not listed are not asked for). Nothing before a page.
 */
export function viewedCount(summary: ViewedSummary | undefined): Phrase | undefined {
  if (!summary || summary.total === undefined || summary.listed === 0) return undefined;
  if (summary.complete || summary.listed >= summary.total)
    return phrase('{0} of {1} viewed', summary.viewed, summary.total);
  return phrase('{0} viewed in the first {1} of {2}', summary.viewed, summary.listed, summary.total);
}

/** The Files node with its count after whatever it says already. */
export function withViewedCount(node: PullTreeNode, count: Phrase | undefined): PullTreeNode {
  return count ? { ...node, descriptionMore: [...(node.descriptionMore ?? []), count] } : node;
}

/**
 * The first file after `current`, in the Files list's order and wrapping round, that is not VIEWED (a DISMISSED
 * file changed since, so it is read again); undefined when every other file is viewed.
 */
export function nextUnviewed(
  paths: readonly string[],
  states: ReadonlyMap<string, FileViewedState>,
  current: string | undefined,
): string | undefined {
  const start = current === undefined ? -1 : paths.indexOf(current);
  for (let step = 1; step <= paths.length; step += 1) {
    const path = paths[(start + step + paths.length) % paths.length]!;
    if (path !== current && states.get(path) !== 'VIEWED') return path;
  }
  return undefined;
}

/**
 * The same over a list still loading page by page: the answer once the pages listed so far settle it (a file not
 * viewed after `current`), else `more` while pages remain; at the end, round to the start. A press thus reads only
 * the pages up to the next unviewed file.
 */
export function nextUnviewedListed(
  paths: readonly string[],
  states: ReadonlyMap<string, FileViewedState>,
  current: string | undefined,
  complete: boolean,
): { next: string | undefined } | 'more' {
  const at = current === undefined ? -1 : paths.indexOf(current);
  if (current !== undefined && at < 0) return complete ? { next: nextUnviewed(paths, states, undefined) } : 'more';
  const after = paths.slice(at + 1).find((path) => states.get(path) !== 'VIEWED');
  if (after !== undefined) return { next: after };
  return complete ? { next: nextUnviewed(paths, states, current) } : 'more';
}
