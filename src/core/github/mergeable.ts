// `mergeable: null` means GitHub is still computing the test merge in the background
// (https://docs.github.com/en/rest/pulls/pulls#get-a-pull-request). This re-fetches the pull request with
// backoff until `mergeable` is known, the pull request is closed or merged (no test merge then), or the bound is
// reached; cancellable through the signal.
import { RequestAbortedError } from '../http/index.js';
import type { PullRequests } from './pulls.js';
import { realSleep, type Sleep } from './sleep.js';
import type { PullRequest, RepoRef } from './types.js';

export interface MergeableWaitOptions {
  signal?: AbortSignal;
  /** Fetches in total, the first included. Default 6. */
  maxAttempts?: number;
  /** First wait in ms; doubles each time. Default 1000. */
  initialDelayMs?: number;
  /** Ceiling of one wait in ms. Default 8000. */
  maxDelayMs?: number;
  sleep?: Sleep;
}

export interface MergeableResult {
  pull: PullRequest;
  /** False when the bound was reached with `mergeable` still null. */
  settled: boolean;
  attempts: number;
}

export function isMergeabilitySettled(pull: PullRequest): boolean {
  return pull.mergeable !== null || pull.merged || pull.state === 'closed';
}

export async function waitForMergeable(
  pulls: PullRequests,
  repo: RepoRef,
  number: number,
  options: MergeableWaitOptions = {},
): Promise<MergeableResult> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 6);
  const sleep = options.sleep ?? realSleep;
  let delayMs = options.initialDelayMs ?? 1000;
  for (let attempt = 1; ; attempt++) {
    const pull = await pulls.get(repo, number, { signal: options.signal });
    if (isMergeabilitySettled(pull)) return { pull, settled: true, attempts: attempt };
    if (attempt >= maxAttempts) return { pull, settled: false, attempts: attempt };
    await sleep(delayMs, options.signal).catch((reason: unknown) => {
      throw new RequestAbortedError(
        { method: 'GET', path: `pull request #${number} (waiting for mergeable)`, service: 'github' },
        reason,
      );
    });
    delayMs = Math.min(delayMs * 2, options.maxDelayMs ?? 8000);
  }
}
