// Ready for Review and Convert to Draft. REST has no route for the draft state: GraphQL's
// markPullRequestReadyForReview / convertPullRequestToDraft do it (core/github/pull-drafts.ts), addressed by the
// pull request's global id, read first from REST.
import * as vscode from 'vscode';
import { loadCore } from '../../base/core';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import type { GitHubClients } from '../pull/road';

export class SetDraftStateCommand extends WriteCommand<PullTarget, GitHubClients> {
  readonly id: 'devdesk.pulls.readyForReview' | 'devdesk.pulls.convertToDraft';

  constructor(
    road: WriteRoad<GitHubClients>,
    rule: TargetRule<PullTarget>,
    private readonly draft: boolean,
  ) {
    super(road, rule);
    this.id = draft ? 'devdesk.pulls.convertToDraft' : 'devdesk.pulls.readyForReview';
  }

  protected async write({ repo, pull }: PullTarget, clients: () => Promise<GitHubClients>): Promise<WriteOutcome> {
    const { rest, graphql } = await clients();
    const { node_id: nodeId } = await rest.pulls.get(repo, pull.number);
    await loadCore().github.setPullDraft(graphql, nodeId, this.draft);
    return this.draft
      ? vscode.l10n.t('#{0} is a draft now.', pull.number)
      : vscode.l10n.t('#{0} is ready for review.', pull.number);
  }
}
