// Request Reviewers… and Remove Reviewer: review requests to users and teams on a pull request
// (https://docs.github.com/en/rest/pulls/review-requests). Users are picked from the repository's collaborators,
// teams from those with access to it (the only teams GitHub accepts a request for); both lists load every page.
import * as vscode from 'vscode';
import type { Reviewers } from '../../../core/github/requested-reviewers';
import type { GitHubClient } from '../../accounts/index';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type WriteOutcome } from '../../base/write-command';
import type { PullTarget } from '../pull/pick-targets';
import { pagesOf, pickGrowing, type PickItem } from './people-picks';

export interface ReviewersInput {
  /** Logins (else asked). */
  readonly users: readonly string[];
  /** Team slugs. */
  readonly teams: readonly string[];
}

type Reviewer = { kind: 'user'; login: string } | { kind: 'team'; slug: string };

const userItem = (login: string, description?: string): PickItem<Reviewer> => ({
  key: `user:${login}`,
  label: `$(person) ${untrustedText(login)}`,
  description,
  value: { kind: 'user', login },
});
const teamItem = (slug: string, name: string): PickItem<Reviewer> => ({
  key: `team:${slug}`,
  label: `$(organization) ${untrustedText(name)}`,
  description: untrustedText(slug),
  value: { kind: 'team', slug },
});

function reviewersOf(items: ReadonlyArray<PickItem<Reviewer>>): Reviewers {
  return {
    users: items.flatMap(({ value }) => (value.kind === 'user' ? [value.login] : [])),
    teams: items.flatMap(({ value }) => (value.kind === 'team' ? [value.slug] : [])),
  };
}

const given = (input: Partial<ReviewersInput>): Reviewers | undefined =>
  input.users || input.teams ? { users: input.users ?? [], teams: input.teams ?? [] } : undefined;
const isEmpty = (reviewers: Reviewers): boolean =>
  (reviewers.users?.length ?? 0) + (reviewers.teams?.length ?? 0) === 0;

export class RequestReviewersCommand extends WriteCommand<PullTarget, GitHubClient, ReviewersInput> {
  readonly id = 'devdesk.pulls.requestReviewers';

  protected async write(
    { repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<ReviewersInput>,
  ): Promise<WriteOutcome> {
    const github = await client();
    const reviewers = given(input) ?? (await this.ask(github, { repo, pull }));
    if (!reviewers || isEmpty(reviewers)) return undefined;
    await github.requestedReviewers.request(repo, pull.number, reviewers);
    return vscode.l10n.t('Review requested on #{0}.', pull.number);
  }

  /** Who is not asked yet: the repository's collaborators and teams with access, every page. */
  private async ask(
    github: GitHubClient,
    { repo, pull }: Pick<PullTarget, 'repo' | 'pull'>,
  ): Promise<Reviewers | undefined> {
    const requested = await github.requestedReviewers.list(repo, pull.number);
    const asked = new Set([
      ...requested.users.map((user) => `user:${user.login}`),
      ...requested.teams.map((team) => `team:${team.slug}`),
    ]);
    const notAsked = (item: PickItem<Reviewer>): PickItem<Reviewer> | undefined =>
      asked.has(item.key) ? undefined : item;
    const picked = await pickGrowing({
      title: vscode.l10n.t('Request reviews on #{0}', pull.number),
      placeholder: vscode.l10n.t('Type to filter people and teams'),
      many: true,
      sources: [
        pagesOf(github.collaborators.list(repo).pages(), (user) => notAsked(userItem(user.login, user.role_name))),
        pagesOf(github.collaborators.teams(repo).pages(), (team) => notAsked(teamItem(team.slug, team.name))),
      ],
    });
    return picked && reviewersOf(picked);
  }
}

export class RemoveReviewerCommand extends WriteCommand<PullTarget, GitHubClient, ReviewersInput> {
  readonly id = 'devdesk.pulls.removeReviewer';

  protected async write(
    { repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<ReviewersInput>,
  ): Promise<WriteOutcome> {
    const github = await client();
    const reviewers = given(input) ?? (await this.ask(github, { repo, pull }));
    if (!reviewers || isEmpty(reviewers)) return undefined;
    await github.requestedReviewers.remove(repo, pull.number, reviewers);
    return vscode.l10n.t('Review request removed from #{0}.', pull.number);
  }

  private async ask(
    github: GitHubClient,
    { repo, pull }: Pick<PullTarget, 'repo' | 'pull'>,
  ): Promise<Reviewers | undefined> {
    const requested = await github.requestedReviewers.list(repo, pull.number);
    const items = [
      ...requested.users.map((user) => userItem(user.login)),
      ...requested.teams.map((team) => teamItem(team.slug, team.name)),
    ];
    if (items.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('#{0} has no pending review request.', pull.number));
      return undefined;
    }
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Remove which review requests from #{0}?', pull.number),
      canPickMany: true,
      matchOnDescription: true,
    });
    return picked && reviewersOf(picked);
  }
}
