// The one place the GraphQL emulation touches the GitHub store (test/emulator/github/store.ts, owned by the REST
// emulation). Types are re-exported from here, and the few things the store does not offer are adapted here.
import type { Account, GitHubStore, Issue, PullIssue, Repo } from '../github/store.js';

export type {
  Review,
  Account,
  Commit,
  GitHubStore,
  Issue,
  IssueComment,
  Label,
  MergeMethod,
  Milestone,
  PullIssue,
  Reaction,
  ReactionContent,
  ReactionSubject,
  Repo,
  ResolvedNode,
  ReviewComment,
} from '../github/store.js';
export { isPull } from '../github/store.js';

/** Avatar URL of an account, on the emulator's own web host so clients never reach the real GitHub. */
export function avatarUrl(store: GitHubStore, account: Account, size?: number | null): string {
  return `${store.webUrl}/avatars/u/${account.id}?v=4${size ? `&s=${size}` : ''}`;
}

/** The repository of an issue or pull request (always present in a consistent store). */
export function repoOf(store: GitHubStore, issue: Issue): Repo {
  const repo = store.repoById(issue.repoId);
  if (!repo) throw new Error(`emulator: issue ${issue.id} points at missing repository ${issue.repoId}`);
  return repo;
}

/** Lines added and removed by a pull request, and the files it touches. */
export function diffStats(issue: PullIssue): { additions: number; deletions: number; changedFiles: number } {
  let additions = 0;
  let deletions = 0;
  for (const file of issue.pull.files) {
    additions += file.additions;
    deletions += file.deletions;
  }
  return { additions, deletions, changedFiles: issue.pull.files.length };
}
