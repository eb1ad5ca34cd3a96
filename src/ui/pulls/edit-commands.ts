// Changing a pull request and one's own comments on it: the title (an input box); a new comment, the description
// and one's comments (a draft in a real editor, src/ui/base/draft-commands.ts, so the text survives a failed request
// or a reload); deleting a comment (after asking); and Update branch (GitHub merges the base into the head in the
// background, https://docs.github.com/en/rest/pulls/pulls#update-a-pull-request-branch). Each write is one request,
// never retried, on the one road of write commands (src/ui/base/write-command.ts).
import * as vscode from 'vscode';
import type { RepoRef } from '../../core/github/types';
import type { GitHubClient } from '../accounts/index';
import type { Command } from '../base/commands';
import { confirmDeletion } from '../base/confirm';
import { OpenDraftCommand } from '../base/draft-commands';
import { firstLine } from '../base/markdown-text';
import type { DraftStore } from '../base/drafts';
import { WriteCommand, type WriteOutcome } from '../base/write-command';
import { pullCommentId, pullSubject } from '../base/schemes';
import type { CommentTarget, PullTargets, PullTarget } from './pull/pick-targets';

/**
 * The drafts of a pull request, in a real editor; Post Comment sends them: a new comment, the edit of one's own
 * comment (conversation or review), and the description (starting from the current one).
 */
export function pullDraftCommands(drafts: DraftStore, targets: PullTargets): Command[] {
  const subjectOf = ({ repo, number }: { repo: RepoRef; number: number }) =>
    pullSubject({ owner: repo.owner, repo: repo.repo, number });
  return [
    new OpenDraftCommand(
      'devdesk.pulls.comment',
      drafts,
      (from) => targets.pull(from),
      ({ host, repo, pull }) => ({
        draft: {
          kind: 'pull',
          hostId: host.id,
          subject: subjectOf({ repo, number: pull.number }),
          title: `#${pull.number} ${pull.title}`,
        },
      }),
    ),
    new OpenDraftCommand(
      'devdesk.pulls.editComment',
      drafts,
      (from) => targets.comment(from, ['issueComment', 'reviewComment'], true),
      ({ host, repo, number, kind, comment }) => ({
        draft: {
          kind: 'pull',
          hostId: host.id,
          subject: subjectOf({ repo, number }),
          title: firstLine(comment.body),
          commentId: pullCommentId({ kind, id: comment.id }),
        },
        text: comment.body,
      }),
    ),
    new OpenDraftCommand(
      'devdesk.pulls.editDescription',
      drafts,
      (from) => targets.pull(from),
      ({ host, repo, pull }) => ({
        draft: {
          kind: 'pull',
          hostId: host.id,
          subject: subjectOf({ repo, number: pull.number }),
          title: vscode.l10n.t('Description of #{0}', pull.number),
          commentId: 'body',
        },
        text: pull.body ?? '',
      }),
    ),
  ];
}

export class DeletePullCommentCommand extends WriteCommand<CommentTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.deleteComment';
  protected async write(
    { repo, kind, comment }: CommentTarget,
    client: () => Promise<GitHubClient>,
  ): Promise<WriteOutcome> {
    if (!(await confirmDeletion(vscode.l10n.t('Delete your comment “{0}”?', firstLine(comment.body)))))
      return undefined;
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
  protected async write(
    { repo, pull }: PullTarget,
    client: () => Promise<GitHubClient>,
    input: Partial<TitleInput>,
  ): Promise<WriteOutcome> {
    const validateInput = (value: string) =>
      value.trim() ? undefined : vscode.l10n.t('A pull request needs a title.');
    const title =
      input.title ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Title of #{0}', pull.number),
        value: pull.title,
        validateInput,
      }));
    if (!title?.trim() || title === pull.title) return undefined;
    await (await client()).pulls.update(repo, pull.number, { title: title.trim() });
    return vscode.l10n.t('Renamed #{0}.', pull.number);
  }
}

/** Update branch with the head the user saw: a head that moved meanwhile is refused (422) instead of updated unseen. */
export class UpdatePullBranchCommand extends WriteCommand<PullTarget, GitHubClient> {
  readonly id = 'devdesk.pulls.updateBranch';
  protected async write({ repo, pull }: PullTarget, client: () => Promise<GitHubClient>): Promise<WriteOutcome> {
    const github = await client();
    const title = vscode.l10n.t('Updating the branch of #{0}…', pull.number);
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title }, () =>
      github.pulls.updateBranch(repo, pull.number, { expectedHeadSha: pull.headSha }),
    );
    return vscode.l10n.t('GitHub is updating the branch of #{0}.', pull.number);
  }
}
