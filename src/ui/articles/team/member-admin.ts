// Team administration (admins): members (remove, after a modal question) and invitations (invite by email, revoke).
// The service refuses removing the owner or yourself; its own words are shown, not a guess about token scopes.
import * as vscode from 'vscode';
import { confirmModal } from '../../base/confirm';
import { describeError } from '../../base/errors';
import { untrustedText } from '../../base/untrusted-text';
import type { ArticleTreeNode } from '../data';
import { given, pickMember, TeamAdminCommand, type Refusal, type TeamContext } from './team-host-target';

export class RemoveMemberCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.removeMember';

  /** Returns the sentence shown: "Removed …", or the service's refusal. */
  protected async act(node: ArticleTreeNode | undefined, { host, client }: TeamContext, userIdArg?: unknown): Promise<string | Refusal | undefined> {
    const userId = node?.data.type === 'member' ? node.data.member.id : (given(userIdArg) ?? (await pickMember(client, vscode.l10n.t('Remove which member from {0}?', host.label))));
    if (!userId) return undefined;
    const question = vscode.l10n.t('Remove @{0} from {1}? They lose access to the team’s articles.', userId, host.label);
    if (!(await confirmModal(question, vscode.l10n.t('Remove')))) return undefined;
    try {
      await client.removeTeamMember(userId);
    } catch (error) {
      const description = describeError(error);
      const said = description.params.serviceMessage;
      if (description.reason !== 'forbidden' || !said) throw error;
      const refused = vscode.l10n.t('{0} (@{1} stays in {2}.)', untrustedText(said), untrustedText(userId), host.label);
      void vscode.window.showErrorMessage(refused);
      return { refused };
    }
    return vscode.l10n.t('Removed @{0} from {1}.', userId, host.label);
  }
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export class InviteMemberCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.invite';

  protected async act(_node: ArticleTreeNode | undefined, { host, client }: TeamContext, emailArg?: unknown): Promise<string | undefined> {
    const email = given(emailArg) ?? (await vscode.window.showInputBox({
      title: vscode.l10n.t('Invite to {0}', host.label),
      prompt: vscode.l10n.t('The email address to send the invitation to'),
      placeHolder: 'name@example.com',
      ignoreFocusOut: true,
      validateInput: (value) => (emailPattern.test(value.trim()) ? undefined : vscode.l10n.t('Type an email address, e.g. name@example.com.')),
    }))?.trim();
    if (!email) return undefined;
    await client.createTeamInvitation(email);
    return vscode.l10n.t('Invited {0} to {1}.', email, host.label);
  }
}

/** Revoking can be undone by inviting again, so it asks nothing. */
export class RevokeInvitationCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.revokeInvitation';

  protected async act(node: ArticleTreeNode | undefined, { host, client }: TeamContext, emailArg?: unknown): Promise<string | undefined> {
    const email = node?.data.type === 'invitation' ? node.data.invitation.email : (given(emailArg) ?? (await this.pickInvitation(client, host.label)));
    if (!email) return undefined;
    await client.deleteTeamInvitation(email);
    return vscode.l10n.t('Revoked the invitation of {0}.', email);
  }

  private async pickInvitation(client: TeamContext['client'], hostLabel: string): Promise<string | undefined> {
    const invitations = await client.listTeamInvitations();
    if (invitations.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no pending invitations.', hostLabel));
      return undefined;
    }
    // The label is shown (quick picks render $(icon)); the email itself is what is revoked.
    const items = invitations.map((invitation) => ({ label: untrustedText(invitation.email), email: invitation.email }));
    return (await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Revoke which invitation?') }))?.email;
  }
}
