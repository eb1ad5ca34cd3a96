// *Commit Suggestion*: a review comment's suggestion committed to the pull request's head branch without a checkout,
// through the contents API against the blob the suggestion was written on (suggestion-plan.ts). When the head moved
// in that file since, GitHub answers 409 (StaleFileError): DevDesk says so, redraws, and offers the suggestion again
// on the new head where the lines it replaces still are, committing it there only if the user agrees.
import * as vscode from 'vscode';
import type { GitHubClient } from '../../accounts/index';
import { askInNotification } from '../../base/confirm';
import { loadCore } from '../../base/core';
import type { Phrase } from '../../base/text';
import { WriteCommand, type Refusal, type WriteOutcome } from '../../base/write-command';
import type { CommentTarget } from '../pull/pick-targets';
import {
  decodeText,
  headBranchOf,
  planSuggestion,
  replacedBy,
  suggestionMessage,
  type SuggestionPlan,
} from './suggestion-plan';
import { confirmedAsShown } from './suggestion-seen';

const encode = (text: string) => new TextEncoder().encode(text);

/** Why nothing was written, as the refusal the road shows. */
export function refuse(sentence: Phrase | string): Refusal {
  return { refused: typeof sentence === 'string' ? sentence : vscode.l10n.t(sentence.message, ...sentence.args) };
}

export const isPhrase = (value: unknown): value is Phrase =>
  typeof value === 'object' && value !== null && 'message' in value && 'args' in value;

export class CommitSuggestionCommand extends WriteCommand<CommentTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.commitSuggestion';

  protected async write(target: CommentTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const github = await client();
    const plan = await planSuggestion(github, target.repo, target.comment.id);
    if (isPhrase(plan)) return refuse(plan);
    const head = await headBranchOf(github, target.repo, target.number);
    if (isPhrase(head)) return refuse(head);
    // Only the suggestion the user was shown (target.comment: the thread's or the node's comment as drawn).
    if (!(await confirmedAsShown(plan, target.comment.body))) {
      this.road.afterChange();
      return { refused: vscode.l10n.t('Nothing was committed: the suggestion changed since you were shown it.') };
    }
    const text = loadCore().github.applySuggestion(plan.text, plan.start, plan.end, plan.suggested);
    if (text === undefined)
      return refuse(
        vscode.l10n.t(
          'Lines {0}–{1} are not in {2}: the suggestion cannot be applied.',
          plan.start,
          plan.end,
          plan.path,
        ),
      );
    try {
      await github.contents.put(head.repo, plan.path, {
        branch: head.branch,
        message: suggestionMessage([plan]),
        bytes: encode(text),
        sha: plan.blobSha,
      });
    } catch (error) {
      if (!(error instanceof loadCore().StaleFileError)) throw error;
      this.road.afterChange();
      return this.offerOnNewHead(github, target, plan);
    }
    return vscode.l10n.t('Suggestion committed to {0}.', head.branch);
  }

  /** After GitHub's 409: the suggestion on the head as it is now, if the lines it replaces are still there. */
  private async offerOnNewHead(
    github: GitHubClient,
    target: CommentTarget,
    plan: SuggestionPlan,
  ): Promise<WriteOutcome> {
    const head = await headBranchOf(github, target.repo, target.number);
    if (isPhrase(head)) return refuse(head);
    const current = await github.contents.get(target.repo, plan.path, { ref: head.sha });
    const currentText = decodeText(current.bytes);
    const { relocateSuggestion, applySuggestion } = loadCore().github;
    const start = relocateSuggestion(currentText, replacedBy(plan), plan.start);
    if (start === undefined) {
      return refuse(
        vscode.l10n.t(
          '{0} changed on {1} since this suggestion was written, so GitHub refused to commit it (409), and the ' +
            'lines it replaces are no longer there. Reply to the comment instead.',
          plan.path,
          head.branch,
        ),
      );
    }
    const end = start + plan.end - plan.start;
    const question = vscode.l10n.t(
      '{0} changed on {1} since this suggestion was written, so GitHub refused to commit it (409). Commit it on ' +
        'the new head, at lines {2}–{3}?',
      plan.path,
      head.branch,
      start,
      end,
    );
    if (!(await askInNotification(question, vscode.l10n.t('Commit on New Head'), vscode.l10n.t('Not Now'))))
      return undefined;
    const text = applySuggestion(currentText, start, end, plan.suggested)!;
    await github.contents.put(head.repo, plan.path, {
      branch: head.branch,
      message: suggestionMessage([plan]),
      bytes: encode(text),
      sha: current.sha,
    });
    return vscode.l10n.t('Suggestion committed to {0} on its new head.', head.branch);
  }
}
