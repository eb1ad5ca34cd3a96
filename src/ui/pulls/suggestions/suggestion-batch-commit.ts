// *Commit Batched Suggestions*: the suggestions gathered by *Add to Batch* for a pull request, committed to its head
// branch without a checkout. GitHub's contents API writes one file per commit
// (https://docs.github.com/en/rest/repos/contents#create-or-update-file-contents), so the batch makes one commit per
// file, each against the blob its suggestions were written on: a file that moved since is GitHub's 409, said, and
// its suggestions stay in the batch while the other files' are committed.
import * as vscode from 'vscode';
import type { GitHubClient } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { untrustedText } from '../../base/untrusted-text';
import {
  showRefusal,
  WriteCommand,
  type TargetRule,
  type WriteOutcome,
  type WriteRoad,
} from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import type { BatchedPull, SuggestionBatch } from './suggestion-batch';
import { isPhrase, refuse } from './suggestion-commit';
import {
  headBranchOf,
  planSuggestion,
  suggestionMessage,
  type HeadBranch,
  type SuggestionPlan,
} from './suggestion-plan';
import { confirmedAsShown } from './suggestion-seen';

/** The file's text with every plan applied, bottom up so earlier lines keep their numbers; undefined on an overlap. */
export function applyAll(plans: readonly SuggestionPlan[]): string | undefined {
  const { applySuggestion } = loadCore().github;
  const ordered = [...plans].sort((a, b) => b.start - a.start);
  let text: string | undefined = ordered[0]?.text;
  let above = Number.POSITIVE_INFINITY;
  for (const plan of ordered) {
    if (text === undefined || plan.end >= above || plan.text !== ordered[0]!.text) return undefined;
    text = applySuggestion(text, plan.start, plan.end, plan.suggested);
    above = plan.start;
  }
  return text;
}

/** The plans grouped by file, in the order their files first came. */
function byFile(plans: readonly SuggestionPlan[]): SuggestionPlan[][] {
  const files = new Map<string, SuggestionPlan[]>();
  for (const plan of plans) files.set(plan.path, [...(files.get(plan.path) ?? []), plan]);
  return [...files.values()];
}

export class CommitBatchedSuggestionsCommand extends WriteCommand<PullTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.commitBatchedSuggestions';
  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<PullTarget>,
    private readonly batch: SuggestionBatch,
  ) {
    super(road, rule);
  }

  protected async write(target: PullTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const pull: BatchedPull = { hostId: target.host.id, repo: target.repo, number: target.pull.number };
    const ids = this.batch.of(pull);
    if (ids.length === 0)
      return refuse(
        vscode.l10n.t('No suggestions are batched for #{0}: use Add to Batch on a suggestion first.', pull.number),
      );
    const github = await client();
    const head = await headBranchOf(github, target.repo, pull.number);
    if (isPhrase(head)) return refuse(head);
    const plans: SuggestionPlan[] = [];
    const refused: string[] = [];
    for (const id of ids) {
      const plan = await planSuggestion(github, target.repo, id);
      if (isPhrase(plan)) this.batch.remove(pull, [id]);
      // Only what the user was shown when batching it, or agreed to once shown it as it reads now.
      else if (await confirmedAsShown(plan, this.batch.shownBody(pull, id) ?? '')) plans.push(plan);
      else {
        this.batch.remove(pull, [id]);
        refused.push(
          vscode.l10n.t(
            'The suggestion on {0} changed since it was batched: it was not committed and left the batch.',
            untrustedText(plan.path),
          ),
        );
      }
    }
    let committed = 0;
    for (const file of byFile(plans)) {
      const sentence = await this.commitFile(github, head, file);
      if (sentence) refused.push(sentence);
      else {
        committed += file.length;
        this.batch.remove(
          pull,
          file.map((plan) => plan.comment.id),
        );
      }
    }
    if (committed === 0) return { refused: refused.join(' ') };
    if (refused.length > 0) showRefusal({ refused: refused.join(' ') }); // some files committed: said beside them
    return vscode.l10n.t('{0} batched suggestions committed to {1}.', committed, head.branch);
  }

  /** One file's suggestions in one commit; the sentence saying why not, when GitHub or the lines refuse. */
  private async commitFile(
    github: GitHubClient,
    head: HeadBranch,
    plans: SuggestionPlan[],
  ): Promise<string | undefined> {
    const path = plans[0]!.path;
    const text = applyAll(plans);
    if (text === undefined)
      return vscode.l10n.t(
        'The suggestions on {0} overlap or were written on different versions of it: commit them one at a time.',
        path,
      );
    try {
      await github.contents.put(head.repo, path, {
        branch: head.branch,
        message: suggestionMessage(plans),
        bytes: new TextEncoder().encode(text),
        sha: plans[0]!.blobSha,
      });
      return undefined;
    } catch (error) {
      if (!(error instanceof loadCore().StaleFileError)) throw error;
      return vscode.l10n.t(
        '{0} changed on {1} since its suggestions were written, so GitHub refused to commit them (409); they stay ' +
          'in the batch.',
        path,
        head.branch,
      );
    }
  }
}
