// The kit of the Pull Requests feature's commands (../pull/kit.ts) with the review threads added: the concerns above
// the threads floor ask for this one.
import type { PullKit } from '../pull/kit';
import type { ReviewThreads } from './review-threads';
import type { ThreadStates } from './thread-states';

export interface ThreadKit extends PullKit {
  /** The diff editors' comment threads. */
  readonly threads: ReviewThreads;
  /** Each pull request's threads' resolved and outdated states, read once. */
  readonly threadStates: ThreadStates;
}
