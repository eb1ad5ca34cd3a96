// What committing a suggestion writes: the review comment read again from GitHub (its body may have been edited), the
// file as it was at the commit the comment was written on (`original_commit_id`) with its blob SHA, and the lines
// the suggestion replaces there (`original_start_line`..`original_line`). The contents API then writes the file
// against that blob (https://docs.github.com/en/rest/repos/contents#create-or-update-file-contents), so a head that
// moved in that file is GitHub's 409, never an overwrite.
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { GitHubClient } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { phrase, type Phrase } from '../../base/text';
import { contentsPathRefusal } from './suggestion-paths';
import { coveredLines } from '../threads/comment-view';

/** A suggestion ready to apply to a file's text. */
export interface SuggestionPlan {
  readonly comment: ReviewComment;
  readonly path: string;
  /** The lines replaced (1-based, inclusive) in `text`, the file at the commit the comment was written on. */
  readonly start: number;
  readonly end: number;
  readonly suggested: readonly string[];
  readonly text: string;
  /** The blob SHA of `text`: what the write replaces. */
  readonly blobSha: string;
}

/**
 * The pull request's head: the branch a suggestion is committed to, in the repository that holds it (a fork, maybe).
 */
export interface HeadBranch {
  readonly repo: RepoRef;
  readonly branch: string;
  readonly sha: string;
}

/**
 * The head branch; the sentence saying why there is none when the repository it lived in is gone: GitHub sends
 * `head.repo: null` once the fork a pull request came from is deleted (its description says otherwise), and the
 * branch's name (a fork's `main`, say) is then no branch of the base repository to commit to.
 */
export async function headBranchOf(client: GitHubClient, repo: RepoRef, number: number): Promise<HeadBranch | Phrase> {
  const pull = await client.pulls.get(repo, number, { cache: false });
  const fullName = (pull.head.repo as { full_name?: string } | null | undefined)?.full_name;
  const [owner, name] = fullName?.split('/') ?? [];
  if (!owner || !name)
    return phrase(
      'The repository #{0} came from no longer exists, so there is no branch to commit its suggestion to.',
      number,
    );
  return { repo: { owner, repo: name }, branch: pull.head.ref, sha: pull.head.sha };
}

export function decodeText(bytes: Uint8Array | undefined): string {
  return new TextDecoder().decode(bytes);
}

/** The plan of a comment's first suggestion, or the sentence that says why there is none. */
export async function planSuggestion(
  client: GitHubClient,
  repo: RepoRef,
  commentId: ReviewComment['id'],
): Promise<SuggestionPlan | Phrase> {
  const comment = await client.reviewComments.get(repo, commentId);
  const [suggested] = loadCore().github.suggestionsIn(comment.body);
  const covered = coveredLines(comment);
  if (!suggested || !covered) return phrase('This comment holds no suggestion to commit.');
  if (comment.side === 'LEFT')
    return phrase('This suggestion is on the base side: only lines of the head can be changed.');
  const badPath = contentsPathRefusal(comment.path);
  if (badPath) return badPath;
  const file = await client.contents.get(repo, comment.path, { ref: comment.original_commit_id ?? comment.commit_id });
  if (!file.bytes) return phrase('{0} is too large to change through GitHub’s contents API.', comment.path);
  return { comment, path: comment.path, ...covered, suggested, text: decodeText(file.bytes), blobSha: file.sha };
}

/** The file's lines a plan replaces, as they read in its text. */
export function replacedBy(plan: SuggestionPlan): string[] {
  return plan.text.split(/\r?\n/).slice(plan.start - 1, plan.end);
}

/** The commit message GitHub's own "Commit suggestion" writes by default. */
export function suggestionMessage(plans: readonly SuggestionPlan[]): string {
  const authors = [
    ...new Set(plans.map((plan) => plan.comment.user?.login).filter((login): login is string => !!login)),
  ];
  const title = plans.length > 1 ? 'Apply suggestions from code review' : `Update ${plans[0]?.path ?? ''}`;
  return authors.length > 0
    ? `${title}\n\n${authors.map((login) => `Co-authored-by: ${login} <${login}@users.noreply.github.com>`).join('\n')}`
    : title;
}
