// The children of a pull request's Checks node: its head commit's check runs and statuses (two conditional
// requests). A pending check plans the next look (checks-poller.ts); a state that changed since the list was drawn
// is kept and the pull request's list redrawn, so its icon follows.
import type { Accounts } from '../../accounts/index';
import { loadCore } from '../../base/core';
import type { TreeNode } from '../../base/tree/nodes';
import type { ChecksNodeData, ChecksTreeNode } from './check-data';
import { checkEntries, checkEntryNode, noChecks } from './check-nodes';
import { ChecksPoller } from './checks-poller';
import type { PullStatesBook } from './pull-states-book';

export class ChecksSource {
  constructor(
    private readonly accounts: Accounts,
    private readonly book: PullStatesBook,
    private readonly poller: ChecksPoller,
    /** Redraws the list a pull request node is in (its icon comes from the book). */
    private readonly redrawList: (pullNodeId: string) => void,
  ) {}

  async children(parent: ChecksTreeNode): Promise<Array<TreeNode<ChecksNodeData>>> {
    const data = parent.data;
    if (data.type !== 'checks') return [];
    const host = this.accounts.host(data.hostId);
    if (!host) return [];
    const client = await this.accounts.requireGitHubClient(host);
    const checks = await client.checks.forCommit(data.repo, data.headSha);
    const state = loadCore().github.checksState(checks.runs, checks.statuses);
    if (state === 'pending') this.poller.schedule(parent.id, ChecksPoller.delayMs(checks.pollIntervalMs));
    else this.poller.cancel(parent.id);
    const known = this.book.get(data.hostId, data.repo, data.number);
    if (known && known.checks !== state) {
      this.book.update(data.hostId, data.repo, data.number, { checks: state });
      this.redrawList(data.pullNodeId);
    }
    const now = Date.now();
    const entries = checkEntries(checks);
    if (entries.length === 0) return [{ kind: 'message', id: `${parent.id}#empty`, text: noChecks }];
    return entries.map((entry) => checkEntryNode(parent.id, data.hostId, data.repo, data.number, entry, now));
  }
}
