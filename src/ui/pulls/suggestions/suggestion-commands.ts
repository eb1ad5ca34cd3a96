// The suggested-changes commands of the Pull Requests feature, made in one place for its index.ts: writing one
// (Suggest a Change), committing one or a batch without a checkout, and applying one to a checked-out branch.
import type { Command } from '../../base/commands';
import { setContextKey } from '../../base/context-keys';
import type { ThreadKit } from '../threads/thread-kit';
import { AddToBatchCommand, SuggestionBatch } from './suggestion-batch';
import { CommitBatchedSuggestionsCommand } from './suggestion-batch-commit';
import { ApplySuggestionCommand } from './suggestion-apply';
import { CommitSuggestionCommand } from './suggestion-commit';
import { SuggestChangeCommand, type WrittenSuggestion } from './suggestion-write';

/** What Suggest a Change wrote and what Apply Suggestion refused, newest last (the integration tests read them). */
export interface SuggestionsSaid {
  readonly written: WrittenSuggestion[];
  readonly applyRefusals: string[];
}

/** What the suggestion commands are made of beyond the floors they stand on. */
export interface SuggestionKit extends ThreadKit {
  /** The suggestions batched in this session. */
  readonly batch: SuggestionBatch;
  readonly suggestions: SuggestionsSaid;
}

/** The session's batch of suggestions. */
export function suggestionBatch(): SuggestionBatch {
  const batch = new SuggestionBatch();
  // Commit Batched Suggestions shows in a thread's title only while something is batched.
  batch.onDidChange(() => void setContextKey('devdesk.pulls.suggestionsBatched', batch.size > 0));
  return batch;
}

/** The suggested-changes commands, for the feature's index.ts. */
export function suggestionCommands(kit: SuggestionKit): Command[] {
  const { targets, batch } = kit;
  const road = kit.roads.rest;
  return [
    new SuggestChangeCommand(kit.threads, kit.suggestions.written),
    new CommitSuggestionCommand(road, targets.commentRule(['reviewComment'])),
    new AddToBatchCommand(batch, targets),
    new CommitBatchedSuggestionsCommand(road, targets.pullRule(), batch),
    new ApplySuggestionCommand(kit.accounts, targets, kit.localHead, kit.suggestions.applyRefusals),
  ];
}
