// Comparing two commits (https://docs.github.com/rest/commits/commits#compare-two-commits): `GET
// /repos/{owner}/{repo}/compare/{base}...{head}` answers the commits `head` has and `base` lacks and the files changed
// from their merge base to `head`, with patches. DevDesk asks it for the changes since a review (the review's
// `commit_id` to the head) and for a range of a pull request's commits. Asked without paging, GitHub lists up to 250
// commits and up to 300 files; that is all DevDesk shows, and `truncated` says when there could be more.
import * as z from 'zod/mini';
import type { GitHubApi } from './api.js';
import { commitSchema, fileSchema } from './pull-schemas.js';
import { describedBy, type Schemas } from './schema.js';
import type { CallOptions, PullRequestCommit, PullRequestFile, RepoRef } from './types.js';

/** What GitHub documents it answers without paging: at most this many files, and this many commits. */
export const maxComparedFiles = 300;
export const maxComparedCommits = 250;

export const comparisonSchema = describedBy<Schemas['commit-comparison']>()({
  status: z.enum(['diverged', 'ahead', 'behind', 'identical']),
  ahead_by: z.number(),
  behind_by: z.number(),
  total_commits: z.number(),
  commits: z.array(commitSchema),
  files: z.optional(z.array(fileSchema)),
  merge_base_commit: describedBy<Schemas['commit']>()({ sha: z.string() }),
});

export interface Comparison {
  readonly status: 'diverged' | 'ahead' | 'behind' | 'identical';
  readonly aheadBy: number;
  readonly behindBy: number;
  /** The commits `head` has and `base` lacks, oldest first. */
  readonly commits: readonly PullRequestCommit[];
  /** The files changed from the merge base to `head`. */
  readonly files: readonly PullRequestFile[];
  readonly mergeBaseSha: string;
  /** GitHub may have left files or commits out (it lists at most 300 files and 250 commits). */
  readonly truncated: boolean;
}

/** `base...head` for the URL: each ref escaped, a branch name's slashes kept. */
export function baseheadPath(base: string, head: string): string {
  const escape = (ref: string) => ref.split('/').map(encodeURIComponent).join('/');
  return `/compare/${escape(base)}...${escape(head)}`;
}

export class Compare {
  constructor(private readonly api: GitHubApi) {}

  /** `base...head`: each a commit SHA or a branch of `repo`. An unknown ref, or unrelated commits, is a 404. */
  async commits(repo: RepoRef, base: string, head: string, options: CallOptions = {}): Promise<Comparison> {
    const answer = await this.api.http.json(comparisonSchema, {
      path: this.api.repoPath(repo, baseheadPath(base, head)),
      signal: options.signal,
    });
    const files = answer.files ?? [];
    return {
      status: answer.status,
      aheadBy: answer.ahead_by,
      behindBy: answer.behind_by,
      commits: answer.commits,
      files,
      mergeBaseSha: answer.merge_base_commit.sha,
      truncated: files.length >= maxComparedFiles || answer.total_commits > answer.commits.length,
    };
  }
}
