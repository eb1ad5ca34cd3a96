// How a review comment holding a suggestion reads in a thread: the change it makes (the lines it replaces and the
// new lines, as a ```diff block) instead of the raw ```suggestion fence, as GitHub's own page shows it; and the
// context value that offers Commit Suggestion, Add to Batch and Apply Suggestion on it (package.json menus).
import type { ReviewComment } from '../../../core/github/types';
import { loadCore } from '../../base/core';

/** The head lines a comment covers, 1-based and inclusive, on the commit it was written on. */
export function coveredLines(comment: ReviewComment): { start: number; end: number } | undefined {
  return loadCore().github.coveredLines(comment);
}

/** Whether the comment's body holds a suggestion block. */
export function holdsSuggestion(comment: ReviewComment): boolean {
  return loadCore().github.suggestionsIn(comment.body).length > 0;
}

/** The comment's body as a thread shows it: each suggestion as the change it makes. */
export function shownBody(comment: ReviewComment): string {
  return loadCore().github.commentAsChange(comment);
}

/** The comment's context value: whose it is (`mine`, `theirs`), and ` suggestion` when it holds one. */
export function commentContext(comment: ReviewComment, me: string | undefined): string {
  const whose = comment.user?.login === me ? 'mine' : 'theirs';
  return holdsSuggestion(comment) ? `${whose} suggestion` : whose;
}
