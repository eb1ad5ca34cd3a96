// What the nodes of the user's own lists stand for (`devdesk.github.queries`): a list, and a pull request it found
// (in any repository; a pull request's own node data, ../pull/data.ts). Members of the view's node data
// (../view-data.ts).
import type { SearchPullNodeData } from '../pull/data';
import type { PullQuery } from './pull-query-settings';

export type PullQueryNodeData =
  { readonly type: 'query'; readonly hostId: string; readonly query: PullQuery } | SearchPullNodeData;
