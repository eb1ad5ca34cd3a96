// The children of the review nodes (review-data.ts): a pull request's reviews by reviewer (one request), a
// reviewer's reviews (already read), and a review's comments (one request when expanded).
import type { Accounts } from '../../accounts/index';
import type { TreeNode } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { PullNodeData } from '../pull/data';
import type { ReviewNodeData, ReviewTreeNode } from './review-data';
import { reviewCommentNodes, reviewerNodes, reviewNodes } from './review-nodes';

export class ReviewsSource {
  constructor(private readonly accounts: Accounts) {}

  async children(parent: ReviewTreeNode): Promise<Array<TreeNode<PullNodeData | ReviewNodeData>>> {
    const { hostId, repo, number, at } = parent.data;
    const host = this.accounts.host(hostId);
    if (!host) return [];
    switch (at.kind) {
      case 'reviews': {
        const client = await this.accounts.requireGitHubClient(host);
        const reviews = [];
        for await (const review of client.reviews.list(repo, number)) reviews.push(review);
        if (reviews.length === 0)
          return [{ kind: 'message', id: `${parent.id}#empty`, text: phrase('No reviews yet.') }];
        return reviewerNodes(parent.id, hostId, repo, number, reviews, at.headSha);
      }
      case 'reviewer':
        return reviewNodes(parent.id, hostId, repo, number, at.reviews);
      case 'review': {
        const client = await this.accounts.requireGitHubClient(host);
        const comments = [];
        for await (const comment of client.reviews.listComments(repo, number, at.shown.review.id))
          comments.push(comment);
        if (comments.length === 0)
          return [{ kind: 'message', id: `${parent.id}#empty`, text: phrase('No comments in this review.') }];
        return reviewCommentNodes(parent.id, hostId, repo, number, comments);
      }
      case 'comment':
        return [];
    }
  }
}
