// The click on the status bar's review count: the Pull Requests view opens at the *Review requested* group of the
// first repository with a pull request waiting for you, expanded and selected (`TreeView.reveal`, which walks up
// through `NodeTree.getParent`).
import * as vscode from 'vscode';
import type { Command } from '../../base/commands';
import type { NodeTree } from '../../base/tree/provider';
import type { PullNodeData } from '../data';
import { groupNodes, repoNode } from '../nodes';
import { showReviewRequestedCommandId, type ReviewWaitingStatus } from './waiting-status';

export class ShowReviewRequestedCommand implements Command {
  readonly id = showReviewRequestedCommandId;
  constructor(
    private readonly status: ReviewWaitingStatus,
    private readonly tree: NodeTree<PullNodeData>,
  ) {}

  async execute(): Promise<void> {
    const waiting = this.status.waiting;
    const first = waiting?.repositories[0];
    if (!waiting || !first) {
      await vscode.commands.executeCommand(`${this.tree.viewId}.focus`);
      return;
    }
    const repo = repoNode(waiting.hostId, first.repo);
    const group = groupNodes(repo.id, waiting.hostId, first.repo).find((node) => node.kind === 'item' && node.data.type === 'group' && node.data.group === 'reviewRequested');
    if (group) await this.tree.view.reveal(group, { select: true, focus: true, expand: true });
  }
}
