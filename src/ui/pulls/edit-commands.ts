// Changing a pull request and one's own comments on it: the title (an input box), the description and comments
// (a draft in a real editor, src/ui/base/draft-commands.ts, so the text survives a failed request or a reload),
// deleting a comment (after asking), and Update branch (GitHub merges the base into the head in the background,
// https://docs.github.com/en/rest/pulls/pulls#update-a-pull-request-branch). Each write is one request, never
// retried, on the one road of write commands (src/ui/base/write-command.ts).
import * as vscode from 'vscode';
import type { GitHubClient } from '../accounts/index';
import type { Command } from '../base/commands';
import { confirmModal } from '../base/confirm';
import { openDraft } from '../base/draft-commands';
import { firstLine } from '../base/markdown-text';
import type { DraftStore } from '../base/drafts';
import { WriteCommand, type WriteOutcome } from '../base/write-command';
import { pullCommentId, pullSubject } from '../base/schemes';
import type { CommentTarget, PullTargets, PullTarget } from './pick-targets';

/** Edit one's own comment (conversation or review) in a draft editor; Post Comment sends the edit. */
export class EditPullCommentCommand implements Command {
  readonly id = 'devdesk.pulls.editComment';
  constructor(
    private readonly drafts: DraftStore,
    private readonly targets: PullTargets,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.comment(from, ['issueComment', 'reviewComment'], true);
    if (!target) return;
    const { host, repo, number, kind, comment } = target;
    const commentId = pullCommentId({ kind, id: comment.id });
    await openDraft(this.drafts, { kind: 'pull', hostId: host.id, subject: pullSubject({ owner: repo.owner, repo: repo.repo, number }), title: firstLine(comment.body), commentId }, comment.body);
  }
}

export class DeletePullCommentCommand extends WriteCommand<CommentTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.deleteComment';
  protected async write({ repo, kind, comment }: CommentTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    if (!(await confirmModal(vscode.l10n.t('Delete your comment “{0}”?', firstLine(comment.body)), vscode.l10n.t('Delete')))) return undefined;
    if (kind === 'issueComment') await (await client()).issueComments.delete(repo, comment.id);
    else await (await client()).reviewComments.delete(repo, comment.id);
    return vscode.l10n.t('Deleted your comment.');
  }
}

export interface TitleInput {
  /** The new title (else asked, prefilled with the current one). */
  readonly title: string;
}

export class EditPullTitleCommand extends WriteCommand<PullTarget, GitHubClient, TitleInput> {
  readonly id = 'devdesk.pulls.editTitle';
  protected async write({ repo, pull }: PullTarget, client: () => Promise<GitHubClient>, input: Partial<TitleInput>): Promise<WriteOutcome> {
    const validateInput = (value: string) => (value.trim() ? undefined : vscode.l10n.t('A pull request needs a title.'));
    const title = input.title ?? (await vscode.window.showInputBox({ title: vscode.l10n.t('Title of #{0}', pull.number), value: pull.title, validateInput }));
    if (!title?.trim() || title === pull.title) return undefined;
    await (await client()).pulls.update(repo, pull.number, { title: title.trim() });
    return vscode.l10n.t('Renamed #{0}.', pull.number);
  }
}

/** The description in a draft editor, starting from the current one; Post Comment sends it. */
export class EditPullDescriptionCommand implements Command {
  readonly id = 'devdesk.pulls.editDescription';
  constructor(
    private readonly drafts: DraftStore,
    private readonly targets: PullTargets,
  ) {}

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.pull(from);
    if (!target) return;
    const { host, repo, pull } = target;
    const draft = { kind: 'pull', hostId: host.id, subject: pullSubject({ owner: repo.owner, repo: repo.repo, number: pull.number }), title: vscode.l10n.t('Description of #{0}', pull.number), commentId: 'body' };
    await openDraft(this.drafts, draft, pull.body ?? '');
  }
}

/** Update branch with the head the user saw: a head that moved meanwhile is refused (422) instead of updated unseen. */
export class UpdatePullBranchCommand extends WriteCommand<PullTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.updateBranch';
  protected async write({ repo, pull }: PullTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const github = await client();
    const title = vscode.l10n.t('Updating the branch of #{0}…', pull.number);
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, () => github.pulls.updateBranch(repo, pull.number, { expectedHeadSha: pull.headSha }));
    return vscode.l10n.t('GitHub is updating the branch of #{0}.', pull.number);
  }
}
