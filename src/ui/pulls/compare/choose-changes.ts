// *Choose Changes to Review…*: which changes a pull request's Files node, its diff editors and their threads show, as
// github.com's commit picker offers them (all changes, since your last review, one commit, a range); and *Show All
// Changes*, the way back. The choice is the view's (compare-source.ts keeps it per pull request); nothing is written.
import * as vscode from 'vscode';
import type { PullRequestCommit } from '../../../core/github/types';
import type { Accounts, GitHubClient } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { failingOn } from '../../base/error-presenter';
import { statusMessages } from '../../base/status-message';
import type { Phrase } from '../../base/text';
import { untrustedText } from '../../base/untrusted-text';
import { inputOf } from '../../base/write-command';
import type { ChosenChanges } from '../pull/data';
import type { PullTargets } from '../pull/pick-targets';
import { changesItems, filesLabel, rangeChanges, sinceReviewChanges, type ChangesChoice } from './chosen-changes';
import { reviewedCommit } from './compare-nodes';
import { pickCommit, pullPlace, type PullPlace } from './compare-picks';
import type { CompareSource } from './compare-source';

const said = (text: Phrase | string) => (typeof text === 'string' ? text : vscode.l10n.t(text.message, ...text.args));

/** What the picker needs of a pull request: its commits, oldest first, its base and head, and your reviewed commit. */
async function pullCommits(client: GitHubClient, accounts: Accounts, place: PullPlace) {
  const commits: PullRequestCommit[] = [];
  const listing = (async () => {
    for await (const commit of client.pulls.listCommits(place.repo, place.number, { perPage: 100 }))
      commits.push(commit);
  })();
  const reviewing = (async () => {
    const me = await accounts.login(place.host);
    const reviews = [];
    for await (const review of client.reviews.list(place.repo, place.number)) reviews.push(review);
    return reviewedCommit(reviews, me);
  })();
  const [pull, , reviewed] = await Promise.all([client.pulls.get(place.repo, place.number), listing, reviewing]);
  return { commits, base: pull.base.sha, head: pull.head.sha, reviewed };
}

export class ChooseChangesCommand implements Command {
  readonly id = 'devdesk.pulls.chooseChanges';
  constructor(
    private readonly accounts: Accounts,
    private readonly targets: PullTargets,
    private readonly source: CompareSource,
    private readonly redraw: () => void,
  ) {}

  /** From a pull request, its Files node, a reference or the palette; answers the changes now shown (none: all). */
  async execute(from?: unknown, given?: unknown): Promise<ChosenChanges | undefined> {
    const place = await pullPlace(this.targets, from);
    if (!place) return undefined;
    return failingOn(place.host, async () => {
      const client = await this.accounts.requireGitHubClient(place.host);
      const pull = await pullCommits(client, this.accounts, place);
      const input = inputOf<ChangesChoice>(given);
      const choice = input.choice ? (input as ChangesChoice) : await this.ask(pull);
      if (!choice) return this.source.chosen(place.host.id, place.repo, place.number);
      const chosen = await this.changesOf(choice, pull);
      if (choice.choice !== 'all' && !chosen) return this.source.chosen(place.host.id, place.repo, place.number);
      this.source.choose(place.host.id, place.repo, place.number, chosen);
      this.redraw();
      statusMessages.say(vscode.l10n.t('#{0}: {1}', place.number, said(filesLabel(chosen))));
      return chosen;
    });
  }

  private async ask(pull: Awaited<ReturnType<typeof pullCommits>>): Promise<ChangesChoice | undefined> {
    const rows = changesItems(pull.commits, pull.reviewed, pull.head, Date.now(), vscode.env.language);
    const items = rows.map((row) => ({
      label: untrustedText(said(row.label)),
      ...(row.description ? { description: untrustedText(said(row.description)) } : {}),
      ...(row.detail ? { detail: untrustedText(said(row.detail)) } : {}),
      pick: row.pick,
    }));
    const title = vscode.l10n.t('Choose Changes to Review');
    return (await vscode.window.showQuickPick(items, { title, matchOnDescription: true, matchOnDetail: true }))?.pick;
  }

  private async changesOf(
    choice: ChangesChoice,
    { commits, base, head, reviewed }: Awaited<ReturnType<typeof pullCommits>>,
  ): Promise<ChosenChanges | undefined> {
    switch (choice.choice) {
      case 'all':
        return undefined;
      case 'sinceReview':
        return reviewed ? sinceReviewChanges(reviewed, head, base) : undefined;
      case 'commit':
        return rangeChanges(commits, choice.sha, choice.sha, base);
      case 'range': {
        const first = choice.first ?? (await pickCommit(commits, vscode.l10n.t('First commit of the range')));
        if (!first) return undefined;
        const after = commits.slice(commits.findIndex((commit) => commit.sha === first));
        const last = choice.last ?? (await pickCommit(after, vscode.l10n.t('Last commit of the range')));
        return last ? rangeChanges(commits, first, last, base) : undefined;
      }
    }
  }
}

/** *Show All Changes*: the Files node lists the whole pull request again. */
export class ShowAllChangesCommand implements Command {
  readonly id = 'devdesk.pulls.showAllChanges';
  constructor(
    private readonly targets: PullTargets,
    private readonly source: CompareSource,
    private readonly redraw: () => void,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const place = await pullPlace(this.targets, from);
    if (!place) return;
    this.source.choose(place.host.id, place.repo, place.number, undefined);
    this.redraw();
  }
}
