// The Files node's children as the user chose to see them (`devdesk.pulls.fileLayout`): grouped by folder like
// GitHub's web page (`tree`), or one flat list in GitHub's order (`flat`). Pure.
import type { PullRequestFile, RepoRef } from '../../../core/github/types';
import { escapeMarkdown } from '../../base/markdown-text';
import { nodeId } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { Commits, PullTreeNode } from '../pull/data';
import { fileNode } from '../pull/nodes';
import type { TreeEntry } from './file-tree';

export type FileLayout = 'tree' | 'flat';

export interface FilesWhere {
  readonly filesNodeId: string;
  readonly hostId: string;
  readonly repo: RepoRef;
  readonly number: number;
  readonly commits: Commits;
}

/**
 * A changed file's node. Its id hangs off the Files node whatever the layout, so a checkbox or a redraw finds it;
 * in the tree its folder is drawn above it, so the description keeps only the line counts.
 */
export function layoutFileNode(where: FilesWhere, file: PullRequestFile, layout: FileLayout): PullTreeNode {
  const node = fileNode(where.filesNodeId, where.hostId, where.repo, where.number, where.commits, file);
  return layout === 'flat' ? node : { ...node, description: phrase('+{0} −{1}', file.additions, file.deletions) };
}

export function folderNode(where: FilesWhere, path: string, label: string): PullTreeNode {
  return {
    kind: 'item',
    id: nodeId(where.filesNodeId, `${path}/`),
    label,
    tooltip: escapeMarkdown(path),
    icon: { id: 'folder' },
    // Open like the web page's tree: the files are listed already, so opening a folder costs no request.
    expandable: 'expanded',
    data: {
      type: 'fileFolder',
      hostId: where.hostId,
      repo: where.repo,
      number: where.number,
      commits: where.commits,
      filesNodeId: where.filesNodeId,
      path,
    },
  };
}

/** Nodes for one level of the tree; `decorate` adds what another concern shows on a file (its viewed checkbox). */
export function treeLevelNodes(
  where: FilesWhere,
  entries: ReadonlyArray<TreeEntry<PullRequestFile>>,
  decorate: (node: PullTreeNode) => PullTreeNode,
): PullTreeNode[] {
  return entries.map((entry) =>
    entry.kind === 'folder'
      ? folderNode(where, entry.path, entry.label)
      : decorate(layoutFileNode(where, entry.file, 'tree')),
  );
}
