// A pull request file as its diff's base shows it: the head's text with the file's patch undone. GitHub's patch
// (https://docs.github.com/en/rest/pulls/pulls#list-pull-requests-files, `patch`) is the change from the merge base
// of the base branch and the head, as GitHub's own "Files changed" shows it; the pull request's `base.sha` is the
// base branch as it stood when the pull request was last updated, which may hold later commits of its own, so the
// file fetched there would show those commits as if the pull request undid them. Undone with jsdiff. Pure.
import { applyPatch, parsePatch, reversePatch } from 'diff';

/**
 * The base text, or undefined when the patch cannot give it: none (a binary file, or a patch GitHub left out as too
 * large), more than one file's patch, or hunks whose lines are not what the head has where they say.
 */
export function baseFromPatch(head: string, patch: string | null | undefined): string | undefined {
  if (!patch?.trim()) return undefined;
  let parsed;
  try {
    parsed = parsePatch(patch);
  } catch {
    return undefined;
  }
  if (parsed.length !== 1 || parsed[0]!.hunks.length === 0) return undefined;
  const base = applyPatch(head, reversePatch(parsed[0]!));
  return base === false ? undefined : base;
}
