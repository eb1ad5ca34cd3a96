// What the comparison commands ask when no node says it: the pull request (its Commits node, its node or a reference
// give it; else the palette asks), the first and last commit of a range among its commits, and a file of the range.
import * as vscode from 'vscode';
import type { PullRequestCommit, PullRequestFile, RepoRef } from '../../../core/github/types';
import type { GitHubClient, Host } from '../../accounts/index';
import { firstLine } from '../../base/markdown-text';
import { untrustedText } from '../../base/untrusted-text';
import type { PullTargets } from '../pull/pick-targets';
import { nodeData, pullRefOf } from '../pull/targets';
import type { PickedRange } from './compare-data';
import { commitRange } from './compare-nodes';

const short = (sha: string) => sha.slice(0, 7);

export interface PullPlace {
  readonly host: Host;
  readonly repo: RepoRef;
  readonly number: number;
}

/** What a test or a script gives instead of the two commit prompts. */
export interface RangeInput {
  readonly first: string;
  readonly last: string;
}

/** The pull request from its Commits node, its node or a reference; else asked (host, repository, pull request). */
export async function pullPlace(targets: PullTargets, from: unknown): Promise<PullPlace | undefined> {
  const part = nodeData(from, 'part');
  const ref = part
    ? { hostId: part.hostId, owner: part.repo.owner, repo: part.repo.repo, number: part.number }
    : pullRefOf(from);
  if (ref) {
    const where = await targets.repository(ref);
    return where && { ...where, number: ref.number };
  }
  const target = await targets.pull(undefined);
  return target && { host: target.host, repo: target.repo, number: target.pull.number };
}

/** The range from the first to the last commit, given or picked among the pull request's commits. */
export async function pickRange(
  client: GitHubClient,
  place: PullPlace,
  input: Partial<RangeInput>,
): Promise<PickedRange | undefined> {
  const commits: PullRequestCommit[] = [];
  const listing = (async () => {
    for await (const commit of client.pulls.listCommits(place.repo, place.number, { perPage: 100 }))
      commits.push(commit);
  })();
  const [pull] = await Promise.all([client.pulls.get(place.repo, place.number), listing]);
  const first = input.first ?? (await pickCommit(commits, vscode.l10n.t('First commit of the range')));
  if (!first) return undefined;
  const last =
    input.last ??
    (await pickCommit(
      commits.slice(commits.findIndex((commit) => commit.sha === first)),
      vscode.l10n.t('Last commit of the range'),
    ));
  if (!last) return undefined;
  const range = commitRange(commits, first, last, pull.base.sha);
  if (!range)
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        '#{0} has no such range: the last commit must be one of its commits, at or after the first.',
        place.number,
      ),
    );
  return range;
}

export async function pickCommit(commits: readonly PullRequestCommit[], title: string): Promise<string | undefined> {
  const items = commits.map((commit) => ({
    label: untrustedText(firstLine(commit.commit.message)),
    description: short(commit.sha),
    sha: commit.sha,
  }));
  return (await vscode.window.showQuickPick(items, { title, matchOnDescription: true }))?.sha;
}

/** One of the files a comparison lists; says so when there is none. */
export async function pickComparedFile(
  files: readonly PullRequestFile[],
  range: PickedRange,
): Promise<PullRequestFile | undefined> {
  if (files.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('No file changed between {0} and {1}.', short(range.base), short(range.head)),
    );
    return undefined;
  }
  const items = files.map((file) => ({
    label: untrustedText(file.filename),
    description: `+${file.additions} −${file.deletions}`,
    file,
  }));
  return (await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Which file?'), matchOnDescription: true }))
    ?.file;
}
