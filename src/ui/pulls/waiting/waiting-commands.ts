// The click on the status bar's review count: the Pull Requests view opens at the *Review requested* group of every
// repository with a pull request waiting for you, on each host, expanded; the first is selected (`TreeView.reveal`,
// which walks up through `NodeTree.getParent`, and so through the host's node when the view has one per host).
import * as vscode from 'vscode';
import type { Command } from '../../base/commands';
import type { PullTreeNode } from '../pull/data';
import { groupNodes, repoNode } from '../pull/nodes';
import type { ReviewWaiting } from './waiting-hosts';
import { showReviewRequestedCommandId, type ReviewWaitingStatus } from './waiting-status';

/** What the command needs of the Pull Requests view (its NodeTree): its id, and revealing a group in it. */
interface GroupsView {
  readonly viewId: string;
  readonly view: Pick<vscode.TreeView<PullTreeNode>, 'reveal'>;
}

export class ShowReviewRequestedCommand implements Command {
  readonly id = showReviewRequestedCommandId;
  constructor(
    private readonly status: ReviewWaitingStatus,
    private readonly tree: GroupsView,
  ) {}

  async execute(): Promise<void> {
    const [first, ...others] = reviewRequestedGroups(this.status.waiting);
    if (!first) {
      await vscode.commands.executeCommand(`${this.tree.viewId}.focus`);
      return;
    }
    // The first opens the view (a reveal in a view not drawn yet finds only what it draws on the way); the others
    // open after it, and the view comes back to the first, selected.
    const toFirst = { select: true, focus: true, expand: true };
    await this.tree.view.reveal(first, toFirst);
    if (others.length === 0) return;
    for (const group of others) await this.tree.view.reveal(group, { select: false, focus: false, expand: true });
    await this.tree.view.reveal(first, toFirst);
  }
}

/** The *Review requested* group of each repository with something waiting, host by host in the settings' order. */
function reviewRequestedGroups(waiting: ReviewWaiting | undefined): PullTreeNode[] {
  return (waiting?.hosts ?? []).flatMap((host) =>
    host.repositories.flatMap(({ repo }) =>
      groupNodes(repoNode(host.hostId, repo).id, host.hostId, repo).filter(
        (node) => node.kind === 'item' && node.data.type === 'group' && node.data.group === 'reviewRequested',
      ),
    ),
  );
}

/** What the waiting count's commands are made of: the status bar's count and the view it opens. */
export interface WaitingKit {
  readonly waiting: ReviewWaitingStatus;
  readonly tree: GroupsView;
}

/** The waiting count's commands, for the feature's index.ts. */
export function waitingCommands(kit: WaitingKit): Command[] {
  return [new ShowReviewRequestedCommand(kit.waiting, kit.tree)];
}
