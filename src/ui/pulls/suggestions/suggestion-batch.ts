// The suggestions gathered by *Add to Batch*, per pull request, until *Commit Batched Suggestions* writes them (one
// commit per file: GitHub's contents API writes one file per commit; the batch's files go one after the other). Kept
// for the window's session: the comments themselves stay on GitHub, so nothing is lost with the list.
import * as vscode from 'vscode';
import type { RepoRef, ReviewComment } from '../../../core/github/types';
import type { Command } from '../../base/commands';
import { loadCore } from '../../base/core';
import type { CommentTarget, PullTargets } from '../pull/pick-targets';

/** A pull request whose suggestions are batched, as a key. */
export interface BatchedPull {
  readonly hostId: string;
  readonly repo: RepoRef;
  readonly number: number;
}

const keyOf = ({ hostId, repo, number }: BatchedPull) => `${hostId} ${repo.owner}/${repo.repo}#${number}`;

export class SuggestionBatch {
  private readonly batches = new Map<
    string,
    { pull: BatchedPull; ids: Array<ReviewComment['id']>; shown: Map<ReviewComment['id'], string> }
  >();
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  /**
   * Adds a comment's suggestion with its body as the user was shown it (what the commit holds the comment to; added
   * again, the body shown last); false when it was already in the batch.
   */
  add(pull: BatchedPull, id: ReviewComment['id'], shownBody: string): boolean {
    const batch = this.batches.get(keyOf(pull)) ?? { pull, ids: [], shown: new Map<ReviewComment['id'], string>() };
    batch.shown.set(id, shownBody);
    if (batch.ids.includes(id)) return false;
    batch.ids.push(id);
    this.batches.set(keyOf(pull), batch);
    this.changed.fire();
    return true;
  }

  /** The comment ids batched for a pull request, in the order they were added. */
  of(pull: BatchedPull): ReadonlyArray<ReviewComment['id']> {
    return this.batches.get(keyOf(pull))?.ids ?? [];
  }

  /** The body of a batched comment as the user was shown it when it was added. */
  shownBody(pull: BatchedPull, id: ReviewComment['id']): string | undefined {
    return this.batches.get(keyOf(pull))?.shown.get(id);
  }

  /** Takes committed suggestions out of the batch. */
  remove(pull: BatchedPull, ids: ReadonlyArray<ReviewComment['id']>): void {
    const batch = this.batches.get(keyOf(pull));
    if (!batch) return;
    batch.ids = batch.ids.filter((id) => !ids.includes(id));
    for (const id of ids) batch.shown.delete(id);
    if (batch.ids.length === 0) this.batches.delete(keyOf(pull));
    this.changed.fire();
  }

  /** How many suggestions are batched, over every pull request. */
  get size(): number {
    return [...this.batches.values()].reduce((sum, batch) => sum + batch.ids.length, 0);
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** *Add to Batch* on a comment holding a suggestion: nothing is sent until the batch is committed. */
export class AddToBatchCommand implements Command {
  readonly id = 'devdesk.pulls.addSuggestionToBatch';
  constructor(
    private readonly batch: SuggestionBatch,
    private readonly targets: PullTargets,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const target: CommentTarget | undefined = await this.targets.comment(from, ['reviewComment']);
    if (!target) return;
    if (loadCore().github.suggestionsIn(target.comment.body).length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('This comment holds no suggestion to commit.'));
      return;
    }
    const pull = { hostId: target.host.id, repo: target.repo, number: target.number };
    const added = this.batch.add(pull, target.comment.id, target.comment.body);
    const count = this.batch.of(pull).length;
    vscode.window.setStatusBarMessage(
      added
        ? vscode.l10n.t('Suggestion added to the batch of #{0} ({1} batched).', target.number, count)
        : vscode.l10n.t('This suggestion is already in the batch of #{0}.', target.number),
      5000,
    );
  }
}
