// Create Pull Request: the repository (the node it was run on, a reference, or a pick), the head (a branch of the
// repository, the clone's current branch first, or `user:branch` from a fork), the base (the default branch first), the
// title and description (from the last local commit when there is one) and draft or not; then one POST
// (https://docs.github.com/en/rest/pulls/pulls#create-a-pull-request), never retried. The new pull request opens.
import * as vscode from 'vscode';
import type { NewPullRequest } from '../../core/github/pulls';
import type { RepoRef } from '../../core/github/types';
import type { GitHubClient, Host } from '../accounts/index';
import { WriteCommand, type WriteOutcome } from '../base/write-command';
import { currentLocalBranch, type LocalBranch } from './pull/local-git';
import { gitHubWebHost } from '../base/core';
import type { RepositoryTarget } from './pull/pick-targets';

/** Branches offered at most (three pages): enough for a pick, bounded for repositories with thousands. */
const maxBranches = 300;

async function branchNames(client: GitHubClient, repo: RepoRef): Promise<string[]> {
  const names: string[] = [];
  for await (const branch of client.repositories.branches(repo, { limit: maxBranches })) names.push(branch.name);
  return names;
}

async function pickHead(
  branches: readonly string[],
  base: string,
  local: LocalBranch | undefined,
): Promise<string | undefined> {
  const fork = { label: vscode.l10n.t('$(repo-forked) A branch of a fork (user:branch)…'), value: '' };
  const items = [
    ...(local
      ? [
          {
            label: `$(git-branch) ${local.name}`,
            description: vscode.l10n.t('current branch of your clone'),
            value: local.name,
          },
        ]
      : []),
    ...branches
      .filter((name) => name !== base && name !== local?.name)
      .map((name) => ({ label: `$(git-branch) ${name}`, value: name })),
    fork,
  ];
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Create Pull Request: the branch with your changes (head)'),
  });
  if (picked !== fork) return picked?.value;
  return vscode.window.showInputBox({
    title: vscode.l10n.t('Head from a fork'),
    placeHolder: 'user:branch',
    validateInput: (value) =>
      /^[\w.-]+:[^\s:]+$/.test(value.trim()) ? undefined : vscode.l10n.t('Write it as user:branch.'),
  });
}

async function pickBase(branches: readonly string[], defaultBranch: string): Promise<string | undefined> {
  const ordered = [defaultBranch, ...branches.filter((name) => name !== defaultBranch)];
  const items = ordered.map((name) => ({
    label: `$(git-branch) ${name}`,
    description: name === defaultBranch ? vscode.l10n.t('default branch') : undefined,
    value: name,
  }));
  return (
    await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Create Pull Request: the branch to merge into (base)'),
    })
  )?.value;
}

async function askDraft(): Promise<boolean | undefined> {
  const ready = { label: vscode.l10n.t('Create Pull Request'), draft: false };
  const draft = {
    label: vscode.l10n.t('Create Draft Pull Request'),
    description: vscode.l10n.t('cannot be merged until marked ready'),
    draft: true,
  };
  return (await vscode.window.showQuickPick([ready, draft], { title: vscode.l10n.t('Ready for review?') }))?.draft;
}

/** Everything the prompts ask; a test or a script gives all of head, base and title to skip them. */
export type NewPullInput = NewPullRequest;

const complete = (input: Partial<NewPullInput>): input is NewPullInput =>
  typeof input.head === 'string' && typeof input.base === 'string' && typeof input.title === 'string';

/** From a node of the view (its repository) or the palette (a repository picked). Opens the new pull request. */
export class CreatePullCommand extends WriteCommand<RepositoryTarget, GitHubClient, NewPullInput> {
  readonly id = 'devdesk.pulls.create';

  protected async write(
    { host, repo }: RepositoryTarget,
    client: () => Promise<GitHubClient>,
    given: Partial<NewPullInput>,
  ): Promise<WriteOutcome> {
    const github = await client();
    const input = complete(given) ? given : await this.ask(host, github, repo);
    if (!input) return undefined;
    const { data } = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('Creating the pull request in {0}/{1}…', repo.owner, repo.repo),
      },
      () => github.pulls.create(repo, input),
    );
    await vscode.commands.executeCommand('devdesk.pulls.openDescription', host.id, repo.owner, repo.repo, data.number);
    return vscode.l10n.t('Created #{0}.', data.number);
  }

  private async ask(host: Host, client: GitHubClient, repo: RepoRef): Promise<NewPullRequest | undefined> {
    const [{ default_branch }, branches, local] = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Window,
        title: vscode.l10n.t('Reading the branches of {0}/{1}…', repo.owner, repo.repo),
      },
      () =>
        Promise.all([
          client.repositories.get(repo),
          branchNames(client, repo),
          currentLocalBranch(repo, gitHubWebHost(host.id)),
        ]),
    );
    const head = await pickHead(branches, default_branch, local);
    if (!head) return undefined;
    const base = await pickBase(branches, default_branch);
    if (!base) return undefined;
    const fromLocal = local?.name === head ? local : undefined;
    const title = await vscode.window.showInputBox({
      title: vscode.l10n.t('Title of the pull request'),
      value: fromLocal?.subject ?? head,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A pull request needs a title.')),
    });
    if (!title) return undefined;
    const draft = await askDraft();
    if (draft === undefined) return undefined;
    return { head, base, title: title.trim(), body: fromLocal?.body, draft };
  }
}
