// What the user saw is what is committed. A suggestion's comment is read again from GitHub just before the commit
// (suggestion-plan.ts), and its author may have edited it since the user was shown it (in a thread, the view, or
// when it was batched). When the suggestion read now is not the one shown, nothing is committed unasked: the user
// is told, shown the suggestion as it reads now, and asked again; what they then agree to is exactly what is written
// (the plan read before the question, never a third reading).
import * as vscode from 'vscode';
import { confirmModal } from '../../base/confirm';
import { loadCore } from '../../base/core';
import type { SuggestionPlan } from './suggestion-plan';

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** Whether the plan commits the suggestion of `shownBody` (the comment's body as the user was shown it). */
export function asShown(plan: SuggestionPlan, shownBody: string): boolean {
  const [shown] = loadCore().github.suggestionsIn(shownBody);
  return shown !== undefined && sameLines(shown, plan.suggested);
}

/** The suggestion's new lines as a dialog shows them (text as written: a modal renders no Markdown). */
function linesShown(plan: SuggestionPlan): string {
  return plan.suggested.length === 0
    ? vscode.l10n.t('(no lines: the suggestion now deletes lines {0}–{1})', plan.start, plan.end)
    : plan.suggested.join('\n');
}

/**
 * True when the plan may be committed: its suggestion is the one shown, or the user, shown it as it reads now,
 * agreed to commit it (a modal question: the commit waits for the answer).
 */
export async function confirmedAsShown(plan: SuggestionPlan, shownBody: string): Promise<boolean> {
  if (asShown(plan, shownBody)) return true;
  const author = plan.comment.user?.login ?? 'ghost';
  const changed = vscode.l10n.t(
    'The suggestion of @{0} on {1} (lines {2}–{3}) changed since you were shown it. It now reads:',
    author,
    plan.path,
    plan.start,
    plan.end,
  );
  const question = `${changed}\n\n${linesShown(plan)}\n\n${vscode.l10n.t('Commit the suggestion as it reads now?')}`;
  return confirmModal(question, vscode.l10n.t('Commit as It Reads Now'));
}
