// Read-only documents of a pull request under the `devdesk-pull:` scheme: its description (Markdown: a header of
// state, mergeability, branches and counts, then the body, shown in DevDesk's preview as GitHub renders it, with the
// pull request's repository as the context of `#123` and `@mentions`) and a file's patch (as a diff). Both are read
// again when the view refreshes after a change.
import * as vscode from 'vscode';
import type { Accounts, GitHubClient } from '../accounts/index';
import { Disposable } from '../base/dispose';
import { registerDocumentActions, type DocumentAction } from '../base/document-actions';
import { registerMarkdownContext } from '../base/markdown-context';
import {
  pullDocumentOf,
  pullScheme,
  pullDocumentUri as pullDocumentParts,
  type PullDocumentRef,
} from '../base/schemes';
import { peopleDocumentActions } from './people/people-commands';
import { reviewSummary } from './reviews/review-nodes';
import { localize } from '../base/tree/tree-item';
import type { PullRequest, RepoRef, Review } from '../../core/github/types';
import type { PullRef } from './pull/targets';

export { pullScheme };

export function pullDocumentUri(target: PullDocumentRef): vscode.Uri {
  return vscode.Uri.from(pullDocumentParts(target));
}

export class PullDocuments extends Disposable implements vscode.TextDocumentContentProvider {
  private readonly changes = this.register(new vscode.EventEmitter<vscode.Uri>());
  /** The pull request each open description was last read as: its buttons act on what the user sees. */
  private readonly shown = new Map<string, PullRequest>();
  readonly onDidChange = this.changes.event;

  constructor(private readonly accounts: Accounts) {
    super();
    this.register(vscode.workspace.registerTextDocumentContentProvider(pullScheme, this));
    this.register(
      registerMarkdownContext(pullScheme, (uri) => {
        const target = pullDocumentOf(uri);
        return target.owner && target.repo
          ? { repository: `${target.owner}/${target.repo}`, hostId: target.hostId }
          : undefined;
      }),
    );
    this.register(registerDocumentActions(pullScheme, (uri) => this.actionsOf(uri)));
    this.register(vscode.workspace.onDidCloseTextDocument((document) => this.shown.delete(document.uri.toString())));
  }

  /** The description's buttons, as the view's context menu offers them for the pull request's state. */
  private actionsOf(uri: vscode.Uri): DocumentAction[] {
    const pull = this.shown.get(uri.toString());
    if (!pull) return [];
    const { hostId, owner, repo } = pullDocumentOf(uri);
    // The pull request as the page shows it, with the head the user saw: Merge and Update Branch send that head.
    const ref: PullRef = { hostId, owner, repo, number: pull.number, headSha: pull.head.sha };
    const open = pull.state === 'open';
    const offered: Array<[string, string, boolean]> = [
      ['devdesk.pulls.merge', vscode.l10n.t('Merge…'), open && !pull.draft],
      ['devdesk.pulls.updateBranch', vscode.l10n.t('Update Branch'), open],
      ['devdesk.pulls.comment', vscode.l10n.t('Comment…'), true],
      ['devdesk.pulls.submitReview', vscode.l10n.t('Submit Review…'), open],
      ['devdesk.pulls.react', vscode.l10n.t('React…'), true],
      ['devdesk.pulls.editTitle', vscode.l10n.t('Edit Title…'), !pull.merged],
      ['devdesk.pulls.editDescription', vscode.l10n.t('Edit Description'), !pull.merged],
      ['devdesk.pulls.close', vscode.l10n.t('Close'), open],
      ['devdesk.pulls.reopen', vscode.l10n.t('Reopen'), pull.state === 'closed' && !pull.merged],
      ...peopleDocumentActions(pull),
      ['devdesk.pulls.openOnWeb', vscode.l10n.t('Open on GitHub'), true],
    ];
    return offered
      .filter(([, , shown]) => shown)
      .map(([command, label]) => ({ id: command, label, run: () => vscode.commands.executeCommand(command, ref) }));
  }

  /** Reads every open pull request document again (after a change made from DevDesk). */
  refreshOpen(): void {
    for (const document of vscode.workspace.textDocuments)
      if (document.uri.scheme === pullScheme) this.changes.fire(document.uri);
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const target = pullDocumentOf(uri);
    const host = this.accounts.host(target.hostId);
    if (!host)
      return vscode.l10n.t('This pull request belongs to {0}, which is not configured any more.', target.hostId);
    const client = await this.accounts.requireGitHubClient(host);
    const repo = { owner: target.owner, repo: target.repo };
    if (target.file) {
      for await (const file of client.pulls.listFiles(repo, target.number)) {
        if (file.filename === target.file)
          return file.patch ?? vscode.l10n.t('GitHub shows no patch for {0} (binary or too large).', target.file);
      }
      return vscode.l10n.t('{0} is not among the changed files any more.', target.file);
    }
    const pull = await client.pulls.get(repo, target.number);
    this.shown.set(uri.toString(), pull);
    const state = pull.merged ? vscode.l10n.t('merged') : pull.state;
    const mergeable =
      pull.merged || pull.state !== 'open'
        ? ''
        : ` · ${vscode.l10n.t('mergeable: {0}', pull.mergeable_state ?? vscode.l10n.t('being computed'))}`;
    const counts = vscode.l10n.t(
      'Commits: {0} · Files changed: {1} · +{2} −{3} · Comments: {4}',
      pull.commits,
      pull.changed_files,
      pull.additions,
      pull.deletions,
      pull.comments + pull.review_comments,
    );
    const reviews = await reviewsLine(client, repo, pull.number, pull.head.sha);
    const draft = pull.draft ? ` · ${vscode.l10n.t('draft')}` : '';
    const branches = `\`${pull.head.label}\` → \`${pull.base.ref}\``;
    const header =
      `# ${pull.title} (#${pull.number})\n\n` +
      `**${state}**${draft}${mergeable} · @${pull.user.login} · ${branches}\n\n` +
      `${counts}\n\n${reviews}---\n\n`;
    return header + (pull.body ?? '');
  }
}

/** "Reviews: @alice approved · @bob changes requested", each reviewer's latest verdict, or nothing when none. */
async function reviewsLine(client: GitHubClient, repo: RepoRef, number: number, headSha: string): Promise<string> {
  const reviews: Review[] = [];
  for await (const review of client.reviews.list(repo, number)) reviews.push(review);
  const summary = reviewSummary(reviews, headSha).map(({ login, state }) => `@${login} ${localize(state)}`);
  return summary.length > 0 ? `${vscode.l10n.t('Reviews: {0}', summary.join(' · '))}\n\n` : '';
}
