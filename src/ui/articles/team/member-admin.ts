// Team administration (admins): members (remove, after a modal question) and invitations (invite by email, revoke).
// The service refuses removing the owner or yourself; its own words are shown, not a guess about token scopes.
import * as vscode from 'vscode';
import type { ArticleClient, Host } from '../../accounts/index';
import { confirmModal } from '../../base/confirm';
import { describeError } from '../../base/errors';
import type { Command } from '../../base/commands';
import { WriteCommand, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { ArticleTargets, HostTarget, InvitationTarget, UserTarget } from '../targets';

type Road = WriteRoad<ArticleClient, Host>;

export class RemoveMemberCommand extends WriteCommand<UserTarget, ArticleClient> {
  readonly id = 'devdesk.team.removeMember';

  /** Says "Removed …", or shows the service's refusal. */
  protected async write({ host, userId }: UserTarget, client: () => Promise<ArticleClient>): Promise<WriteOutcome> {
    const question = vscode.l10n.t(
      'Remove @{0} from {1}? They lose access to the team’s articles.',
      userId,
      host.label,
    );
    if (!(await confirmModal(question, vscode.l10n.t('Remove')))) return undefined;
    try {
      await (await client()).removeTeamMember(userId);
    } catch (error) {
      const description = describeError(error);
      const said = description.params.serviceMessage;
      if (description.reason !== 'forbidden' || !said) throw error;
      return { refused: vscode.l10n.t('{0} (@{1} stays in {2}.)', said, userId, host.label) };
    }
    return vscode.l10n.t('Removed @{0} from {1}.', userId, host.label);
  }
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface InviteInput {
  /** Where the invitation goes (else asked). */
  readonly email: string;
}

export class InviteMemberCommand extends WriteCommand<HostTarget, ArticleClient, InviteInput> {
  readonly id = 'devdesk.team.invite';

  protected async write(
    { host }: HostTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<InviteInput>,
  ): Promise<WriteOutcome> {
    const email = (
      input.email ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Invite to {0}', host.label),
        prompt: vscode.l10n.t('The email address to send the invitation to'),
        placeHolder: 'name@example.com',
        ignoreFocusOut: true,
        validateInput: (value) =>
          emailPattern.test(value.trim()) ? undefined : vscode.l10n.t('Type an email address, e.g. name@example.com.'),
      }))
    )?.trim();
    if (!email) return undefined;
    await (await client()).createTeamInvitation(email);
    return vscode.l10n.t('Invited {0} to {1}.', email, host.label);
  }
}

/** Revoking can be undone by inviting again, so it asks nothing. */
export class RevokeInvitationCommand extends WriteCommand<InvitationTarget, ArticleClient> {
  readonly id = 'devdesk.team.revokeInvitation';

  protected async write({ email }: InvitationTarget, client: () => Promise<ArticleClient>): Promise<WriteOutcome> {
    await (await client()).deleteTeamInvitation(email);
    return vscode.l10n.t('Revoked the invitation of {0}.', email);
  }
}

/** The member commands, each with where its target comes from (the palette asks the team host, then whom). */
export function memberCommands(road: Road, targets: ArticleTargets): Command[] {
  return [
    new RemoveMemberCommand(road, {
      resolve: (from) => targets.member(from, (host) => vscode.l10n.t('Remove which member from {0}?', host.label)),
    }),
    new InviteMemberCommand(road, { resolve: (from) => targets.teamHost(from) }),
    new RevokeInvitationCommand(road, { resolve: (from) => targets.invitation(from) }),
  ];
}
