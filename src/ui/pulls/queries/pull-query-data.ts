// What the nodes of the user's own lists stand for (`devdesk.github.queries`): a list, and a pull request it found
// (in any repository). Members of PullNodeData (../data.ts).
import type { IssueSearchItem } from '../../../core/github/search';
import type { RepoRef } from '../../../core/github/types';
import type { PullQuery } from './pull-query-settings';

export type PullQueryNodeData =
  | { readonly type: 'query'; readonly hostId: string; readonly query: PullQuery }
  | { readonly type: 'searchPull'; readonly hostId: string; readonly repo: RepoRef; readonly number: number; readonly item: IssueSearchItem };
