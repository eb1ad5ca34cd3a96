// Ready for Review and Convert to Draft. REST has no route for the draft state: GraphQL's
// markPullRequestReadyForReview / convertPullRequestToDraft do it (core/github/pull-drafts.ts), addressed by the
// pull request's global id, read first from REST.
import * as vscode from 'vscode';
import type { Accounts, GitHubClient } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';

export class SetDraftStateCommand extends WriteCommand<PullTarget, GitHubClient> {
  readonly id: 'devdesk.pulls.readyForReview' | 'devdesk.pulls.convertToDraft';

  constructor(
    road: WriteRoad<GitHubClient>,
    rule: TargetRule<PullTarget>,
    private readonly draft: boolean,
    private readonly accounts: Accounts,
  ) {
    super(road, rule);
    this.id = draft ? 'devdesk.pulls.convertToDraft' : 'devdesk.pulls.readyForReview';
  }

  protected async write({ host, repo, pull }: PullTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const { node_id: nodeId } = await (await client()).pulls.get(repo, pull.number);
    const graphql = await this.accounts.requireGraphQLClient(host);
    await loadCore().github.setPullDraft(graphql, nodeId, this.draft);
    return this.draft ? vscode.l10n.t('#{0} is a draft now.', pull.number) : vscode.l10n.t('#{0} is ready for review.', pull.number);
  }
}
