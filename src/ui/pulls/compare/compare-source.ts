// The children of the comparison nodes (compare-data.ts): *Changes Since Your Review* asks the pull request's
// reviews (one request) for the viewer's latest reviewed commit, then compares it with the head; a picked range
// compares its two ends; both through GitHub's compare API (core/github/compare.ts), once per expansion.
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { describeError } from '../../base/errors';
import type { TreeNode } from '../../base/tree/nodes';
import type { ChosenChanges, PullTreeNode } from '../pull/data';
import { chosenFileNodes, filesLabel } from './chosen-changes';
import type { CommitRange, CompareNodeData, CompareTreeNode } from './compare-data';
import {
  comparedFileNodes,
  divergedNote,
  goneNote,
  offersChangesSince,
  reviewedCommit,
  sinceReviewMessage,
  sinceReviewNode,
} from './compare-nodes';

type Node = TreeNode<CompareNodeData>;

/** Who reviewed a pull request as far as the view knows (its page's states), and who the viewer is. */
export type KnownReviewers = (
  hostId: string,
  repo: RepoRef,
  number: number,
) => { reviewers?: ReadonlyArray<{ login: string }>; me?: string };

const pullKey = (hostId: string, repo: RepoRef, number: number) => `${hostId} ${repo.owner}/${repo.repo}#${number}`;

export class CompareSource {
  /** The changes each pull request's reviewer chose (a commit, a range, since their review); absent: all changes. */
  private readonly chosenBy = new Map<string, ChosenChanges>();

  constructor(
    private readonly accounts: Accounts,
    private readonly known: KnownReviewers,
  ) {}

  /** The comparison nodes under a pull request's node. */
  nodesUnder(
    pullNodeId: string,
    hostId: string,
    repo: RepoRef,
    pull: { number: number; head: { sha: string } },
  ): CompareTreeNode[] {
    const { reviewers, me } = this.known(hostId, repo, pull.number);
    return offersChangesSince(reviewers, me) ? [sinceReviewNode(pullNodeId, hostId, repo, pull)] : [];
  }

  /** The changes a pull request's Files node shows: undefined for all of them. */
  chosen(hostId: string, repo: RepoRef, number: number): ChosenChanges | undefined {
    return this.chosenBy.get(pullKey(hostId, repo, number));
  }

  /** Keeps the reviewer's choice (undefined: all changes again); the caller redraws the view. */
  choose(hostId: string, repo: RepoRef, number: number, chosen: ChosenChanges | undefined): void {
    if (chosen) this.chosenBy.set(pullKey(hostId, repo, number), chosen);
    else this.chosenBy.delete(pullKey(hostId, repo, number));
  }

  /** The Files node as the reviewer chose it (choose-changes.ts): its label says which changes it lists. */
  withChosen(parts: PullTreeNode[]): PullTreeNode[] {
    return parts.map((part) => {
      if (part.data.type !== 'part' || part.data.part !== 'files') return part;
      const chosen = this.chosen(part.data.hostId, part.data.repo, part.data.number);
      if (!chosen) return part;
      const tooltip = `\`${chosen.base}\` … \`${chosen.head}\``;
      const contextValue = 'devdesk.pullPart;files;chosen';
      return { ...part, label: filesLabel(chosen), tooltip, contextValue, data: { ...part.data, chosen } };
    });
  }

  /** The Files node's children while it shows chosen changes: the files compare lists between their two ends. */
  async chosenFiles(filesNodeId: string, host: Host, repo: RepoRef, number: number, chosen: ChosenChanges) {
    const client = await this.accounts.requireGitHubClient(host);
    try {
      const comparison = await client.compare.commits(repo, chosen.base, chosen.head);
      return chosenFileNodes(filesNodeId, host.id, repo, number, chosen, comparison);
    } catch (error) {
      // A commit GitHub no longer has (a force push, then garbage collection) is a 404.
      if (describeError(error).reason === 'notFound') return [goneNote(filesNodeId, chosen.base)];
      throw error;
    }
  }

  async children(parent: CompareTreeNode): Promise<Node[]> {
    const { hostId, repo, number, at } = parent.data;
    const host = this.accounts.host(hostId);
    if (!host) return [];
    switch (at.kind) {
      case 'sinceReview':
        return this.sinceReview(parent.id, host, repo, number, at.headSha);
      case 'range':
        return this.compared(parent.id, host, repo, number, at.range);
      case 'file':
        return [];
    }
  }

  private async sinceReview(id: string, host: Host, repo: RepoRef, number: number, headSha: string): Promise<Node[]> {
    const client = await this.accounts.requireGitHubClient(host);
    const me = await this.accounts.login(host);
    const reviews = [];
    for await (const review of client.reviews.list(repo, number)) reviews.push(review);
    const reviewed = reviewedCommit(reviews, me);
    const message = sinceReviewMessage(id, reviewed, headSha);
    if (message || reviewed === undefined) return message ? [message] : [];
    return this.compared(id, host, repo, number, { base: reviewed, head: headSha });
  }

  private async compared(id: string, host: Host, repo: RepoRef, number: number, range: CommitRange): Promise<Node[]> {
    const client = await this.accounts.requireGitHubClient(host);
    try {
      const comparison = await client.compare.commits(repo, range.base, range.head);
      const files = comparedFileNodes(id, host.id, repo, number, range, comparison);
      return comparison.status === 'diverged' ? [divergedNote(id), ...files] : files;
    } catch (error) {
      // A commit GitHub no longer has (a force push, then garbage collection) is a 404.
      if (describeError(error).reason === 'notFound') return [goneNote(id, range.base)];
      throw error;
    }
  }
}
