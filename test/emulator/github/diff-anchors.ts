// Whether a review comment's line lies in the pull request's diff, and GitHub's refusal when it does not. GitHub
// takes a comment on a line only where the file's diff at the comment's `commit_id` shows that line on that side: the
// pull request's changes from its base to "the SHA of the commit needing a comment" (`commit_id`, the same page), so a
// reviewer of one commit or a range sends its head and a line its diff shows there (an added or context line on
// RIGHT, a removed or context line on LEFT), and a multi-line comment's start line in the same hunk
// (https://docs.github.com/rest/pulls/comments#create-a-review-comment-for-a-pull-request: "The line of the blob in
// the pull request diff that the comment applies to"). Its answers, as recorded from api.github.com:
// - POST …/pulls/{n}/comments: 422 `Validation Failed` with one error per field, `pull_request_review_thread.line`
//   ("… must be part of the diff"), `….start_line` ("… must be part of the same hunk as the line.") and a missing
//   `….diff_hunk`;
// - POST …/pulls/{n}/reviews with such a `comments[]` entry: 422 `Unprocessable Entity` whose `errors` is one
//   sentence joining the same messages ("Pull request review thread line must be part of the diff and Pull request
//   review thread diff hunk can't be blank");
// - GraphQL addPullRequestReviewThread: no error; the payload's `thread` is null and no thread shows.
import { parseHunks, pullFilesAt } from './contents.js';
import type { FieldError } from './http-conventions.js';
import type { PullIssue } from './store.js';

export interface LineAnchor {
  path: string;
  line: number;
  side: 'LEFT' | 'RIGHT';
  startLine?: number | null;
  startSide?: 'LEFT' | 'RIGHT' | null;
}

/** The index of the hunk of `patch` showing `line` on `side`, or undefined when the diff does not show it. */
export function hunkOfLine(patch: string, line: number, side: 'LEFT' | 'RIGHT'): number | undefined {
  const hunks = parseHunks(patch);
  for (const [index, hunk] of hunks.entries()) {
    let [oldLine, newLine] = [hunk.oldStart, hunk.newStart];
    for (const text of hunk.lines) {
      const marker = text[0];
      if (marker !== '+' && side === 'LEFT' && oldLine === line) return index;
      if (marker !== '-' && side === 'RIGHT' && newLine === line) return index;
      if (marker !== '+') oldLine += 1;
      if (marker !== '-') newLine += 1;
    }
  }
  return undefined;
}

/** What is wrong with a line comment's anchor at a commit of the pull request: none, or GitHub's field errors. */
export function anchorProblems(
  issue: PullIssue,
  commitId: string,
  anchor: LineAnchor,
): { line: boolean; startLine: boolean } {
  // The diff at `commit_id`: from the pull request's base to that commit, not to today's head. A file that commit's
  // diff does not show takes no line comment there, whatever the head's diff shows.
  const file = pullFilesAt(issue, commitId).find((entry) => entry.filename === anchor.path);
  const hunk = file ? hunkOfLine(file.patch, anchor.line, anchor.side) : undefined;
  const startHunk =
    file && anchor.startLine ? hunkOfLine(file.patch, anchor.startLine, anchor.startSide ?? anchor.side) : hunk;
  return {
    line: hunk === undefined,
    startLine: anchor.startLine ? startHunk === undefined || startHunk !== hunk : false,
  };
}

/** GitHub's `errors` of POST …/pulls/{n}/comments for a line outside the diff. */
export function outsideDiffFieldErrors(problems: { line: boolean; startLine: boolean }): FieldError[] {
  const resource = 'PullRequestReviewComment';
  return [
    ...(problems.line
      ? [
          {
            resource,
            code: 'custom' as const,
            field: 'pull_request_review_thread.line',
            message: 'pull_request_review_thread.line must be part of the diff',
          },
        ]
      : []),
    ...(problems.startLine
      ? [
          {
            resource,
            code: 'custom' as const,
            field: 'pull_request_review_thread.start_line',
            message: 'pull_request_review_thread.start_line must be part of the same hunk as the line.',
          },
        ]
      : []),
    ...(problems.line
      ? [{ resource, code: 'missing_field' as const, field: 'pull_request_review_thread.diff_hunk' }]
      : []),
  ];
}

/** GitHub's one sentence in `errors` of POST …/pulls/{n}/reviews for a comment outside the diff. */
export function outsideDiffSentence(problems: { line: boolean; startLine: boolean }): string {
  const parts = [
    ...(problems.line ? ['Pull request review thread line must be part of the diff'] : []),
    ...(problems.startLine ? ['Pull request review thread start line must be part of the same hunk as the line.'] : []),
    ...(problems.line ? ["Pull request review thread diff hunk can't be blank"] : []),
  ];
  return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)!}`;
}
