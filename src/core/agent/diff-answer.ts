// A diff as a tool answers it: each file's patch (GitHub's unified diff of that file) within one budget of
// characters, so an answer stays under maxAnswerChars whatever the pull request; a patch that does not fit is cut,
// saying how much was left out, and the files after the budget is spent are listed without their patches.
import { clip } from './answers.js';

/** The characters of patch text one answer carries (the rest of the answer is the files' names and counts). */
export const patchBudget = 16_000;

export interface DiffFile {
  readonly filename: string;
  readonly status: string;
  readonly additions: number;
  readonly deletions: number;
  readonly previous_filename?: string;
  readonly patch?: string;
}

export interface AnsweredFile {
  readonly path: string;
  readonly status: string;
  readonly additions: number;
  readonly deletions: number;
  readonly previousPath?: string;
  /** The patch, cut to fit; null when GitHub gives none (a binary or very large file); absent past the budget. */
  readonly patch?: string | null;
}

/** The files with their patches, first come first served, within `budget` characters of patch text. */
export function boundedPatches(files: readonly DiffFile[], budget = patchBudget): AnsweredFile[] {
  let left = budget;
  return files.map((file) => {
    const head = {
      path: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
    };
    if (file.patch === undefined) return { ...head, patch: null };
    if (left <= 200) return head;
    const patch = clip(file.patch, left);
    left -= Math.min(file.patch.length, left);
    return { ...head, patch };
  });
}
