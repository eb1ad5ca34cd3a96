// Check runs and commit statuses of commits (https://docs.github.com/rest/checks/runs,
// https://docs.github.com/rest/commits/statuses): kept beside the store, one book per store, so the store itself
// does not grow. A check run goes queued → in_progress → completed with a conclusion; a commit status is a list
// per context whose newest entry counts. The combined state is GitHub's rule (`combinedState` below).
import type { GitHubStore, Repo } from './store.js';

export type CheckStatus = 'queued' | 'in_progress' | 'completed';
export const checkConclusions = [
  'success',
  'failure',
  'neutral',
  'cancelled',
  'skipped',
  'timed_out',
  'action_required',
] as const;
export type CheckConclusion = (typeof checkConclusions)[number];
export type CommitState = 'error' | 'failure' | 'pending' | 'success';

export interface CheckRun {
  id: number;
  repoId: number;
  headSha: string;
  name: string;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  startedAt: number;
  completedAt: number | null;
  /** The check suite the run belongs to (one per commit and app here). */
  suiteId: number;
  title: string | null;
  summary: string | null;
}

export interface CommitStatus {
  id: number;
  repoId: number;
  sha: string;
  state: CommitState;
  context: string;
  description: string | null;
  targetUrl: string | null;
  creatorId: number;
  createdAt: number;
  updatedAt: number;
}

export interface NewCheckRun {
  name: string;
  status: CheckStatus;
  conclusion?: CheckConclusion;
  startedAt: number;
  /** Milliseconds the run took (completed runs). */
  durationMs?: number;
  title?: string;
  summary?: string;
}

export class CheckBook {
  readonly runs = new Map<number, CheckRun>();
  readonly statuses = new Map<number, CommitStatus>();
  private readonly suites = new Map<string, number>();

  constructor(private readonly store: GitHubStore) {}

  /** A commit's check runs, oldest first. */
  runsFor(repo: Repo, sha: string): CheckRun[] {
    return [...this.runs.values()]
      .filter((run) => run.repoId === repo.id && run.headSha === sha)
      .sort((a, b) => a.id - b.id);
  }

  /** A commit's statuses, newest first (as `GET /commits/{ref}/statuses` lists them). */
  statusesFor(repo: Repo, sha: string): CommitStatus[] {
    return [...this.statuses.values()]
      .filter((status) => status.repoId === repo.id && status.sha === sha)
      .sort((a, b) => b.id - a.id);
  }

  /** The newest status of each context, what the combined status lists. */
  latestStatuses(repo: Repo, sha: string): CommitStatus[] {
    const seen = new Map<string, CommitStatus>();
    for (const status of this.statusesFor(repo, sha)) if (!seen.has(status.context)) seen.set(status.context, status);
    return [...seen.values()];
  }

  addRun(repo: Repo, sha: string, input: NewCheckRun): CheckRun {
    const suiteKey = `${repo.id}:${sha}`;
    const suiteId = this.suites.get(suiteKey) ?? this.store.nextId('checkSuite', 11_000_000_000);
    this.suites.set(suiteKey, suiteId);
    const completed = input.status === 'completed';
    const run: CheckRun = {
      id: this.store.nextId('checkRun', 30_000_000_000),
      repoId: repo.id,
      headSha: sha,
      name: input.name,
      status: input.status,
      conclusion: completed ? (input.conclusion ?? 'success') : null,
      startedAt: input.startedAt,
      completedAt: completed ? input.startedAt + (input.durationMs ?? 60_000) : null,
      suiteId,
      title: input.title ?? null,
      summary: input.summary ?? null,
    };
    this.runs.set(run.id, run);
    return run;
  }

  addStatus(
    repo: Repo,
    sha: string,
    input: {
      state: CommitState;
      context: string;
      description?: string;
      targetUrl?: string;
      creatorId: number;
      at: number;
    },
  ): CommitStatus {
    const status: CommitStatus = {
      id: this.store.nextId('commitStatus', 40_000_000_000),
      repoId: repo.id,
      sha,
      state: input.state,
      context: input.context,
      description: input.description ?? null,
      targetUrl: input.targetUrl ?? null,
      creatorId: input.creatorId,
      createdAt: input.at,
      updatedAt: input.at,
    };
    this.statuses.set(status.id, status);
    return status;
  }

  /** Finishes a run that is not completed yet (tests: a pending check turning green or red); false when there is none. */
  complete(id: number, conclusion: CheckConclusion): CheckRun | undefined {
    const run = this.runs.get(id);
    if (!run || run.status === 'completed') return undefined;
    run.status = 'completed';
    run.conclusion = conclusion;
    run.completedAt = this.store.now();
    return run;
  }
}

/**
 * The combined state of a commit's statuses: `failure` if any context says error or failure, `pending` if there are
 * none or one is pending, else `success` (https://docs.github.com/rest/commits/statuses#get-the-combined-status-for-a-specific-reference).
 */
export function combinedState(statuses: readonly CommitStatus[]): 'failure' | 'pending' | 'success' {
  if (statuses.some((status) => status.state === 'error' || status.state === 'failure')) return 'failure';
  if (statuses.length === 0 || statuses.some((status) => status.state === 'pending')) return 'pending';
  return 'success';
}

const books = new WeakMap<GitHubStore, CheckBook>();

/** The check book of a store (made on first use). */
export function checksOf(store: GitHubStore): CheckBook {
  let book = books.get(store);
  if (!book) {
    book = new CheckBook(store);
    books.set(store, book);
  }
  return book;
}

/** The SHA a `{ref}` names in a repository: a branch's head, or a commit SHA the repository knows. */
export function resolveCommitRef(store: GitHubStore, repo: Repo, ref: string): string | undefined {
  const branch = repo.branches.get(ref.replace(/^(refs\/)?heads\//, ''));
  if (branch) return branch;
  if (!/^[0-9a-f]{7,40}$/i.test(ref)) return undefined;
  const sha = ref.toLowerCase();
  for (const issue of store.issuesOfRepo(repo)) {
    const pull = issue.pull;
    if (!pull) continue;
    if (pull.head.sha.startsWith(sha)) return pull.head.sha;
    const commit = pull.commits.find((each) => each.sha.startsWith(sha));
    if (commit) return commit.sha;
  }
  for (const head of repo.branches.values()) if (head.startsWith(sha)) return head;
  return undefined;
}

/** A check run's one-word state as GraphQL counts it (`CheckRunState`): its conclusion once completed, else its status. */
export function checkRunState(run: CheckRun): string {
  return (run.status === 'completed' ? (run.conclusion ?? 'success') : run.status).toUpperCase();
}

const failedConclusions: ReadonlySet<string> = new Set(['failure', 'timed_out', 'cancelled', 'action_required']);

/**
 * The rollup of a commit's check runs and statuses (GraphQL `StatusCheckRollup.state`): FAILURE when a run failed
 * or a status says failure, ERROR when a status says error, PENDING while anything runs, else SUCCESS; undefined
 * when the commit has neither (GitHub answers a null rollup).
 */
export function rollupState(
  runs: readonly CheckRun[],
  statuses: readonly CommitStatus[],
): 'FAILURE' | 'ERROR' | 'PENDING' | 'SUCCESS' | undefined {
  if (runs.length === 0 && statuses.length === 0) return undefined;
  if (
    runs.some((run) => run.conclusion !== null && failedConclusions.has(run.conclusion)) ||
    statuses.some((status) => status.state === 'failure')
  )
    return 'FAILURE';
  if (statuses.some((status) => status.state === 'error')) return 'ERROR';
  if (runs.some((run) => run.status !== 'completed') || statuses.some((status) => status.state === 'pending'))
    return 'PENDING';
  return 'SUCCESS';
}
