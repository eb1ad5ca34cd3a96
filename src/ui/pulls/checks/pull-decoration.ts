// A pull request node with its review and check states: the checks' state as its icon (while it is open) and the
// review state and the count of unresolved review threads after its author, before its labels (a narrow sidebar cuts
// the end of a description). Pure (test/unit/ui/pulls-checks.test.ts).
import type { PullStates } from '../../../core/github/pull-states';
import type { PullTreeNode } from '../pull/data';
import { checkStateIcon } from './check-nodes';
import { reviewStateParts, type Me } from '../pull/review-state-text';
import { phrase, type Phrase } from '../../base/text';

/** How many of its review threads nobody has resolved yet. */
function unresolvedPart(count: number | undefined): Phrase[] {
  if (!count) return [];
  return [count === 1 ? phrase('1 unresolved thread') : phrase('{0} unresolved threads', count)];
}

export function decoratePullNode(node: PullTreeNode, states: PullStates | undefined, me: Me | undefined): PullTreeNode {
  if (!states || node.data.type !== 'pull') return node;
  const open = node.data.pull.state === 'open';
  const parts = [...(me ? reviewStateParts(states, me) : []), ...unresolvedPart(states.unresolvedThreads)];
  const checks = states.checks;
  if (parts.length === 0 && !checks) return node;
  return {
    ...node,
    ...(checks && open ? { icon: checkStateIcon(checks) } : {}),
    ...(parts.length > 0 ? { descriptionMore: [...parts, ...(node.descriptionMore ?? [])] } : {}),
  };
}
