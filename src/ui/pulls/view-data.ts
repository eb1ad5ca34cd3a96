// What each node of the Pull Requests view stands for: a pull request's own nodes (pull/data.ts), and the members
// each concern of the view adds. Only the view itself (source.ts, index.ts) reads the whole union; a concern narrows
// the members it knows through pull/targets.ts (`nodeData`).
import type { HostGroupData } from '../base/tree/host-groups';
import type { ItemNode } from '../base/tree/nodes';
import type { ChecksNodeData } from './checks/check-data';
import type { CompareNodeData } from './compare/compare-data';
import type { PullNodeData } from './pull/data';
import type { PullQueryNodeData } from './queries/pull-query-data';
import type { ReviewNodeData } from './reviews/review-data';
import type { TeamNodeData } from './teams/github-team-data';

export type PullsViewData =
  PullNodeData | HostGroupData | TeamNodeData | PullQueryNodeData | ReviewNodeData | ChecksNodeData | CompareNodeData;

export type PullsViewNode = ItemNode<PullsViewData>;
