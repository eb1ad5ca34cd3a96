// The requests of review comments written in a pull request's diff editor, in one place: a reply or a new thread
// (REST), a comment or a reply added to one's pending review (Start Review, Add to Review: REST starts the review,
// GraphQL adds to it), an edit and a delete. Each is sent by a write command on the road
// (review-comment-commands.ts, thread-commands.ts, ../reviews/review-commands.ts) with the clients the road hands
// out; what the diff editor shows afterwards is review-threads.ts.
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { commentCommit } from '../pull/comment-anchor';
import type { GitHubClients } from '../pull/road';
import { addToPendingReview, pendingReviewOf } from './pending-comments';
import { linesOf, reviewSide, type ReplyTarget, type ThreadComment } from './thread-comment';
import { editedText } from './thread-edits';

const repoOf = ({ file }: ReplyTarget): RepoRef => ({ owner: file.owner, repo: file.repo });

/** A reply to a thread, or the first comment of a new thread on the lines the user chose (either side). */
export async function sendReply(target: ReplyTarget, client: GitHubClient): Promise<ReviewComment> {
  const {
    reply: { thread, text },
    file,
    pull,
    rootId,
  } = target;
  const repo = repoOf(target);
  const { data } = rootId
    ? await client.reviewComments.reply(repo, pull.number, rootId, text)
    : await client.reviewComments.create(repo, pull.number, {
        body: text,
        commit_id: commentCommit(file),
        path: file.path,
        ...linesOf(thread),
        side: reviewSide(pull),
      });
  return data;
}

/** Start Review: the comment joins one's pending review, started by it when there is none. */
export async function sendToPendingReview(target: ReplyTarget, clients: GitHubClients): Promise<ReviewComment> {
  const { file, pull, reply } = target;
  const comment = { path: file.path, ...linesOf(reply.thread), side: reviewSide(pull), body: reply.text };
  // A review started on chosen changes is anchored at their head; GraphQL's later threads join the review's commit.
  return addToPendingReview(clients, repoOf(target), pull.number, comment, pull.chosen);
}

/** Add to Review: a reply to the thread (GraphQL id `threadId`) joins one's pending review, started if need be. */
export async function sendReplyToPendingReview(
  target: ReplyTarget,
  threadId: string,
  clients: GitHubClients,
): Promise<ReviewComment> {
  const repo = repoOf(target);
  const { number } = target.pull;
  // A pending review with no comment yet is what GitHub's own "Start a review" makes; the reply is its first.
  const pending =
    (await pendingReviewOf(clients.rest, repo, number)) ?? (await clients.rest.reviews.create(repo, number, {}));
  const id = await loadCore().github.addPendingThreadReply(
    clients.graphql,
    pending.node_id,
    threadId,
    target.reply.text,
  );
  return clients.rest.reviewComments.get(repo, id);
}

/** Save on one's own comment being edited: answers GitHub's comment as it is now. */
export function sendEdit(comment: ThreadComment, client: GitHubClient): Promise<ReviewComment> {
  return client.reviewComments.update(comment.repo, comment.comment.id, editedText(comment));
}

/** Delete one's own review comment. */
export async function sendDelete(repo: RepoRef, id: ReviewComment['id'], client: GitHubClient): Promise<void> {
  await client.reviewComments.delete(repo, id);
}
