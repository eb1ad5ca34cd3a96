// A pull request's review threads as tree nodes, each decorated with its resolved and outdated state: the Review
// comments node lists them all, a file in Files its outdated ones (outdated-threads.ts). REST gives the comments
// (https://docs.github.com/rest/pulls/comments); only GraphQL says which thread is resolved or outdated
// (thread-states.ts, one query per pull request).
import type { ReviewThreadState } from '../../../core/github/review-threads';
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { GitHubClient, Host } from '../../accounts/index';
import type { PullTreeNode } from '../pull/data';
import { reviewThreads, threadNode } from '../pull/comment-nodes';
import { decorateThreadNode } from './thread-text';

type KnownStates = ReadonlyMap<number, ReviewThreadState> | undefined;
type Thread = readonly ReviewComment[];

/**
 * The pull request's threads under `parentId` that `keep` takes (all by default). The states are asked only once
 * there are review comments.
 */
export async function reviewThreadNodes(
  parentId: string,
  host: Host,
  pull: { readonly repo: RepoRef; readonly number: number },
  client: GitHubClient,
  states: () => Promise<KnownStates>,
  keep: (thread: Thread, state: ReviewThreadState | undefined) => boolean = () => true,
): Promise<PullTreeNode[]> {
  const comments: ReviewComment[] = [];
  for await (const comment of client.reviewComments.listForPull(pull.repo, pull.number, { perPage: 100 }))
    comments.push(comment);
  if (comments.length === 0) return [];
  const known = await states();
  const stateOf = (thread: Thread) => known?.get(Number(thread[0]!.id));
  return reviewThreads(comments)
    .filter((thread) => keep(thread, stateOf(thread)))
    .map((thread) =>
      decorateThreadNode(threadNode(parentId, host.id, pull.repo, pull.number, thread), stateOf(thread)),
    );
}
