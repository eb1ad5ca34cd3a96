// The suggested-changes commands of the Pull Requests feature, made in one place for its index.ts: writing one
// (Suggest a Change), committing one or a batch without a checkout, and applying one to a checked-out branch.
import type * as vscode from 'vscode';
import type { Accounts, GitHubClient } from '../../accounts/index';
import { setContextKey } from '../../base/context-keys';
import type { WriteRoad } from '../../base/write-command';
import type { PullTargets } from '../pull/pick-targets';
import type { ReviewThreads } from '../threads/review-threads';
import { AddToBatchCommand, SuggestionBatch } from './suggestion-batch';
import { CommitBatchedSuggestionsCommand } from './suggestion-batch-commit';
import { ApplySuggestionCommand, type PullFileRef } from './suggestion-apply';
import { CommitSuggestionCommand } from './suggestion-commit';
import { SuggestChangeCommand } from './suggestion-write';

export interface SuggestionParts {
  readonly batch: SuggestionBatch;
  readonly suggest: SuggestChangeCommand;
  readonly apply: ApplySuggestionCommand;
  readonly commands: ReadonlyArray<
    | AddToBatchCommand
    | CommitBatchedSuggestionsCommand
    | CommitSuggestionCommand
    | SuggestChangeCommand
    | ApplySuggestionCommand
  >;
}

export function suggestionParts(
  road: WriteRoad<GitHubClient>,
  targets: PullTargets,
  threads: ReviewThreads,
  accounts: Accounts,
  localHead: (file: PullFileRef) => Promise<vscode.Uri | undefined>,
): SuggestionParts {
  const batch = new SuggestionBatch();
  // Commit Batched Suggestions shows in a thread's title only while something is batched.
  batch.onDidChange(() => void setContextKey('devdesk.pulls.suggestionsBatched', batch.size > 0));
  const suggest = new SuggestChangeCommand(threads);
  const apply = new ApplySuggestionCommand(accounts, targets, localHead);
  const commands = [
    suggest,
    new CommitSuggestionCommand(road, targets.commentRule(['reviewComment'])),
    new AddToBatchCommand(batch, targets),
    new CommitBatchedSuggestionsCommand(road, targets.pullRule(), batch),
    apply,
  ];
  return { batch, suggest, apply, commands };
}
