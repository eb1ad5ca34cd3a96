// What the Checks part of the Pull Requests view stands for: a pull request's Checks node (its head commit), and
// each check run or commit status under it.
import type { ChecksState } from '../../../core/github/checks';
import type { RepoRef } from '../../../core/github/types';
import type { ItemNode } from '../../base/tree/nodes';

/** One check run or commit status, as the Checks node lists it. */
export interface CheckEntry {
  readonly kind: 'run' | 'status';
  readonly id: number;
  readonly name: string;
  /** passing, failing, pending, or neutral (skipped, neutral: neither passed nor failed). */
  readonly state: ChecksState | 'neutral';
  /** GitHub's word for it: a conclusion (`success`, `failure`…), a status (`in_progress`) or a state (`pending`). */
  readonly outcome: string;
  readonly startedAt: string | undefined;
  readonly completedAt: string | undefined;
  /** Where its details are (a check run's details page, a status's target). */
  readonly url: string | undefined;
  readonly summary: string | undefined;
}

export type ChecksNodeData =
  | {
      readonly type: 'checks';
      readonly hostId: string;
      readonly repo: RepoRef;
      readonly number: number;
      readonly headSha: string;
      readonly pullNodeId: string;
    }
  | {
      readonly type: 'checkRun';
      readonly hostId: string;
      readonly repo: RepoRef;
      readonly number: number;
      readonly entry: CheckEntry;
    };

export type ChecksTreeNode = ItemNode<ChecksNodeData>;
