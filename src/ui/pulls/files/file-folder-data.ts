// A folder of a pull request's Files node in the tree layout: which Files list it is drawn from, and its path.
import type { RepoRef } from '../../../core/github/types';
import type { Commits } from '../pull/data';

export interface FileFolderNodeData {
  readonly type: 'fileFolder';
  readonly hostId: string;
  readonly repo: RepoRef;
  readonly number: number;
  readonly commits: Commits;
  /** The Files node (and the key of its paged list) the folder belongs to. */
  readonly filesNodeId: string;
  readonly path: string;
}
