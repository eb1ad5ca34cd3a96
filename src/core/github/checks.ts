// A commit's checks: its check runs (https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference)
// and the combined status of its commit statuses
// (https://docs.github.com/rest/commits/statuses#get-the-combined-status-for-a-specific-reference). Both are GETs
// through the HTTP layer's conditional cache: read again unchanged, each is a 304 that costs no rate limit. The
// service may ask for a slower pace with `X-Poll-Interval`
// (https://docs.github.com/rest/using-the-rest-api/best-practices-for-using-the-rest-api); `pollIntervalMs` carries it
// to whoever polls.
import type { HttpResponse } from '../http/index.js';
import type { GitHubApi } from './api.js';
import { checkRunListSchema, combinedStatusSchema, type CheckRun, type CommitStatus } from './check-schemas.js';
import { jsonAccept } from './media-types.js';
import type { CallOptions, RepoRef } from './types.js';

export type { CheckRun, CommitStatus } from './check-schemas.js';

/** What one look at a commit's checks gives. */
export interface CommitChecks {
  /** The newest run of each check, as GitHub lists them (at most 100). */
  readonly runs: readonly CheckRun[];
  /** The newest status of each context (at most 100). */
  readonly statuses: readonly CommitStatus[];
  /** Whether both answers were 304s: nothing changed since the last look. */
  readonly unchanged: boolean;
  /** The longest `X-Poll-Interval` either answer asked for, in ms; undefined when none did. */
  readonly pollIntervalMs: number | undefined;
}

export type ChecksState = 'passing' | 'failing' | 'pending';

export class Checks {
  constructor(private readonly api: GitHubApi) {}

  /** The check runs and statuses of a commit (`ref`: a SHA or a branch): two conditional requests. */
  async forCommit(repo: RepoRef, ref: string, options: CallOptions = {}): Promise<CommitChecks> {
    const ask = (tail: string) => ({
      path: this.api.repoPath(repo, `/commits/${encodeURIComponent(ref)}${tail}`),
      query: { per_page: 100 },
      accept: jsonAccept,
      signal: options.signal,
    });
    const [runs, status] = await Promise.all([
      this.api.exchange(checkRunListSchema, ask('/check-runs')),
      this.api.exchange(combinedStatusSchema, ask('/status')),
    ]);
    const intervals = [runs.response, status.response]
      .map(pollIntervalOf)
      .filter((ms): ms is number => ms !== undefined);
    return {
      runs: runs.data.check_runs,
      statuses: status.data.statuses,
      unchanged: runs.response.fromCache === true && status.response.fromCache === true,
      pollIntervalMs: intervals.length > 0 ? Math.max(...intervals) : undefined,
    };
  }
}

function pollIntervalOf(response: HttpResponse): number | undefined {
  const seconds = Number(response.headers['x-poll-interval']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const failedConclusions: ReadonlySet<string> = new Set(['failure', 'timed_out', 'cancelled', 'action_required']);
const failedStatuses: ReadonlySet<string> = new Set(['failure', 'error']);

/**
 * One state for a commit: failing if any check or status failed, pending while any runs, else passing; undefined when
 * it has none.
 */
export function checksState(
  runs: readonly Pick<CheckRun, 'status' | 'conclusion'>[],
  statuses: readonly Pick<CommitStatus, 'state'>[],
): ChecksState | undefined {
  if (runs.length === 0 && statuses.length === 0) return undefined;
  if (
    runs.some((run) => run.conclusion !== null && failedConclusions.has(run.conclusion)) ||
    statuses.some((status) => failedStatuses.has(status.state))
  )
    return 'failing';
  if (runs.some((run) => run.status !== 'completed') || statuses.some((status) => status.state === 'pending'))
    return 'pending';
  return 'passing';
}
