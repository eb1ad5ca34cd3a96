// Changing a pull request and one's own comments on it: the title (an input box), the description and comments
// (a draft in a real editor, src/ui/base/draft-commands.ts, so the text survives a failed request or a reload),
// deleting a comment (after asking), and Update branch (GitHub merges the base into the head in the background,
// https://docs.github.com/en/rest/pulls/pulls#update-a-pull-request-branch). Each is one write, never retried.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { Command } from '../base/commands';
import { confirmModal } from '../base/confirm';
import { openDraft } from '../base/draft-commands';
import { firstLine } from '../base/markdown-text';
import type { DraftStore } from '../base/drafts';
import type { FailureContext } from '../base/error-presenter';
import { pullCommentId, pullSubject } from '../base/schemes';
import type { PullNodeData, PullTreeNode } from './data';

type Data<T extends PullNodeData['type']> = PullNodeData & { type: T };
const dataOf = <T extends PullNodeData['type']>(node: PullTreeNode | undefined, ...types: T[]): Data<T> | undefined =>
  node && (types as string[]).includes(node.data.type) ? (node.data as Data<T>) : undefined;


/** Commands that write for a node of the view: the failure names the node's host. */
abstract class PullWriteCommand implements Command {
  abstract readonly id: string;
  constructor(protected readonly accounts: Accounts) {}
  abstract execute(node?: PullTreeNode, ...rest: unknown[]): Promise<void>;

  failureContext(_error: unknown, node?: PullTreeNode): FailureContext {
    return { host: node && this.accounts.host(node.data.hostId) };
  }

  protected async client(hostId: string) {
    const host = this.accounts.host(hostId);
    return host ? this.accounts.requireGitHubClient(host) : undefined;
  }
}

/** Edit one's own comment (conversation or review) in a draft editor; Post Comment sends the edit. */
export class EditPullCommentCommand implements Command {
  readonly id = 'devdesk.pulls.editComment';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: PullTreeNode): Promise<void> {
    const data = dataOf(node, 'issueComment', 'reviewComment');
    if (!data) return;
    const commentId = pullCommentId({ kind: data.type, id: data.comment.id });
    const body = data.comment.body ?? '';
    await openDraft(this.drafts, { kind: 'pull', hostId: data.hostId, subject: pullSubject({ owner: data.repo.owner, repo: data.repo.repo, number: data.number }), title: firstLine(body), commentId }, body);
  }
}

export class DeletePullCommentCommand extends PullWriteCommand {
  readonly id = 'devdesk.pulls.deleteComment';
  constructor(accounts: Accounts, private readonly afterChange: () => void) {
    super(accounts);
  }

  async execute(node?: PullTreeNode): Promise<void> {
    const data = dataOf(node, 'issueComment', 'reviewComment');
    const client = data && (await this.client(data.hostId));
    if (!data || !client) return;
    if (!(await confirmModal(vscode.l10n.t('Delete your comment “{0}”?', firstLine(data.comment.body)), vscode.l10n.t('Delete')))) return;
    if (data.type === 'issueComment') await client.issueComments.delete(data.repo, data.comment.id);
    else await client.reviewComments.delete(data.repo, data.comment.id);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Deleted your comment.'), 5000);
    this.afterChange();
  }
}

export class EditPullTitleCommand extends PullWriteCommand {
  readonly id = 'devdesk.pulls.editTitle';
  constructor(accounts: Accounts, private readonly afterChange: () => void) {
    super(accounts);
  }

  /** Asks for the new title; a script may pass it. */
  async execute(node?: PullTreeNode, titleArg?: unknown): Promise<void> {
    const data = dataOf(node, 'pull');
    if (!data) return;
    const validateInput = (value: string) => (value.trim() ? undefined : vscode.l10n.t('A pull request needs a title.'));
    const title = typeof titleArg === 'string' ? titleArg : await vscode.window.showInputBox({ title: vscode.l10n.t('Title of #{0}', data.pull.number), value: data.pull.title, validateInput });
    const client = await this.client(data.hostId);
    if (!title?.trim() || title === data.pull.title || !client) return;
    await client.pulls.update(data.repo, data.pull.number, { title: title.trim() });
    vscode.window.setStatusBarMessage(vscode.l10n.t('Renamed #{0}.', data.pull.number), 5000);
    this.afterChange();
  }
}

/** The description in a draft editor, starting from the current one; Post Comment sends it. */
export class EditPullDescriptionCommand implements Command {
  readonly id = 'devdesk.pulls.editDescription';
  constructor(private readonly drafts: DraftStore) {}

  async execute(node?: PullTreeNode): Promise<void> {
    const data = dataOf(node, 'pull');
    if (!data) return;
    const target = { kind: 'pull', hostId: data.hostId, subject: pullSubject({ owner: data.repo.owner, repo: data.repo.repo, number: data.pull.number }), title: vscode.l10n.t('Description of #{0}', data.pull.number), commentId: 'body' };
    await openDraft(this.drafts, target, data.pull.body ?? '');
  }
}

/** Update branch with the head the user saw: a head that moved meanwhile is refused (422) instead of updated unseen. */
export class UpdatePullBranchCommand extends PullWriteCommand {
  readonly id = 'devdesk.pulls.updateBranch';
  constructor(accounts: Accounts, private readonly afterChange: () => void) {
    super(accounts);
  }

  async execute(node?: PullTreeNode): Promise<void> {
    const data = dataOf(node, 'pull');
    const client = data && (await this.client(data.hostId));
    if (!data || !client) return;
    const title = vscode.l10n.t('Updating the branch of #{0}…', data.pull.number);
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, () => client.pulls.updateBranch(data.repo, data.pull.number, { expectedHeadSha: data.pull.head.sha }));
    vscode.window.setStatusBarMessage(vscode.l10n.t('GitHub is updating the branch of #{0}.', data.pull.number), 5000);
    this.afterChange();
  }
}
