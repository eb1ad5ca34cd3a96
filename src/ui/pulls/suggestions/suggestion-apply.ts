// *Apply Suggestion*: with the pull request's branch checked out (../checkout/), a suggestion becomes an ordinary
// unsaved edit of the local file, which the user reviews, saves and commits with their own tools. Nothing is sent
// to GitHub. The lines are looked for where the comment says, else nearest to there (the branch may have moved on).
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { loadCore } from '../../base/core';
import { failingOn } from '../../base/error-presenter';
import type { PullTargets } from '../pull/pick-targets';
import { showRefusal } from '../../base/write-command';
import { refuse, isPhrase } from './suggestion-commit';
import { planSuggestion, replacedBy } from './suggestion-plan';

/** A file of a pull request, as the checkout's local head (checkout/checkout-local-head.ts) looks it up. */
export interface PullFileRef {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly path: string;
}

export class ApplySuggestionCommand implements Command {
  readonly id = 'devdesk.pulls.applySuggestion';
  constructor(
    private readonly accounts: Accounts,
    private readonly targets: PullTargets,
    private readonly localHead: (file: PullFileRef) => Promise<vscode.Uri | undefined>,
    /** Where the sentences of refusals are kept, oldest first (the integration tests read them). */
    private readonly refusals: string[],
  ) {}

  /** Shown like a write's refusal (nothing is sent here), and kept for the tests. */
  private refused(sentence: Parameters<typeof refuse>[0]): void {
    const refusal = refuse(sentence);
    showRefusal(refusal);
    this.refusals.push(refusal.refused);
  }

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.comment(from, ['reviewComment']);
    if (!target) return;
    const plan = await failingOn(target.host, async () =>
      planSuggestion(await this.accounts.requireGitHubClient(target.host), target.repo, target.comment.id),
    );
    if (isPhrase(plan)) return this.refused(plan);
    const local = await this.localHead({
      hostId: target.host.id,
      owner: target.repo.owner,
      repo: target.repo.repo,
      number: target.number,
      path: plan.path,
    });
    if (!local)
      return this.refused(
        vscode.l10n.t(
          '#{0} is not checked out here: check it out first, or use Commit Suggestion to commit without a checkout.',
          target.number,
        ),
      );
    const document = await vscode.workspace.openTextDocument(local);
    const start = loadCore().github.relocateSuggestion(document.getText(), replacedBy(plan), plan.start);
    if (start === undefined)
      return this.refused(vscode.l10n.t('The lines this suggestion replaces are no longer in {0}.', plan.path));
    const last = start - 1 + plan.end - plan.start;
    // An empty suggestion deletes the lines, their line ends with them.
    const range =
      plan.suggested.length === 0
        ? new vscode.Range(start - 1, 0, last + 1, 0)
        : new vscode.Range(start - 1, 0, last, document.lineAt(last).text.length);
    const edit = new vscode.WorkspaceEdit();
    edit.replace(local, range, plan.suggested.join(document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n'));
    await vscode.workspace.applyEdit(edit);
    await vscode.window.showTextDocument(document, { selection: new vscode.Range(range.start, range.start) });
  }
}
