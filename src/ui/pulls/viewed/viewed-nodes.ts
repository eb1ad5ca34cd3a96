// Pure rules of viewed files: a file node with its checkbox and "changed since viewed", the Files node's
// "12 of 40 viewed", and which file Next Unviewed File opens. States are GitHub's `viewerViewedState`
// (https://docs.github.com/graphql/reference/enums#fileviewedstate).
import type { FileViewedState } from '../../../core/github/viewed-files';
import { phrase } from '../../base/text';
import type { PullTreeNode } from '../data';

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
export function withViewedState(node: PullTreeNode, ref: ViewedFileRef, state: FileViewedState | undefined): PullTreeNode {
  if (state === undefined) return node;
  const more = state === 'DISMISSED' ? [...(node.descriptionMore ?? []), phrase('changed since viewed')] : node.descriptionMore;
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

/** The Files node with "12 of 40 viewed" after whatever it says already. */
export function withViewedCount(node: PullTreeNode, states: ReadonlyMap<string, FileViewedState>): PullTreeNode {
  const viewed = [...states.values()].filter((state) => state === 'VIEWED').length;
  return { ...node, descriptionMore: [...(node.descriptionMore ?? []), phrase('{0} of {1} viewed', viewed, states.size)] };
}

/**
 * The first file after `current`, in the Files list's order and wrapping round, that is not VIEWED (a DISMISSED
 * file changed since, so it is read again); undefined when every other file is viewed.
 */
export function nextUnviewed(paths: readonly string[], states: ReadonlyMap<string, FileViewedState>, current: string | undefined): string | undefined {
  const start = current === undefined ? -1 : paths.indexOf(current);
  for (let step = 1; step <= paths.length; step += 1) {
    const path = paths[(start + step + paths.length) % paths.length]!;
    if (path !== current && states.get(path) !== 'VIEWED') return path;
  }
  return undefined;
}
