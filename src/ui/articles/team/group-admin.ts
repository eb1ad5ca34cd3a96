// Groups of a team: create, rename, delete (after a modal question), and their members (add, remove).
import * as vscode from 'vscode';
import type { ArticleClient, Host } from '../../accounts/index';
import { confirmDeletion } from '../../base/confirm';
import type { Command } from '../../base/commands';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { ArticleTargets, GroupMemberTarget, GroupTarget, HostTarget } from '../targets';

type Road = WriteRoad<ArticleClient, Host>;

export interface NewGroupInput {
  /** The group's name (else asked). */
  readonly name: string;
  /** Only its members see its articles (else asked). */
  readonly private: boolean;
}

export class CreateGroupCommand extends WriteCommand<HostTarget, ArticleClient, NewGroupInput> {
  readonly id = 'devdesk.team.createGroup';

  protected async write(
    { host }: HostTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<NewGroupInput>,
  ): Promise<WriteOutcome> {
    const name = (
      input.name ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('New group on {0}', host.label),
        prompt: vscode.l10n.t('The group’s name'),
        ignoreFocusOut: true,
        validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A group needs a name.')),
      }))
    )?.trim();
    if (!name) return undefined;
    const visibility = typeof input.private === 'boolean' ? input.private : await askPrivate();
    if (visibility === undefined) return undefined;
    const group = await (await client()).createGroup({ name, private: visibility });
    return vscode.l10n.t('Created the group {0} ({1}).', group.name, group.url_name);
  }
}

async function askPrivate(): Promise<boolean | undefined> {
  const open = vscode.l10n.t('Open: every team member sees its articles');
  const closed = vscode.l10n.t('Private: only its members see its articles');
  const picked = await vscode.window.showQuickPick([open, closed], {
    title: vscode.l10n.t('Who sees the group’s articles?'),
  });
  return picked === undefined ? undefined : picked === closed;
}

export interface RenameGroupInput {
  /** The group's new name (else asked). */
  readonly name: string;
}

export class RenameGroupCommand extends WriteCommand<GroupTarget, ArticleClient, RenameGroupInput> {
  readonly id = 'devdesk.team.renameGroup';

  protected async write(
    { group }: GroupTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<RenameGroupInput>,
  ): Promise<WriteOutcome> {
    const name = (
      input.name ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Rename the group {0}', group.name),
        value: group.name,
        ignoreFocusOut: true,
        validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A group needs a name.')),
      }))
    )?.trim();
    if (!name || name === group.name) return undefined;
    await (await client()).updateGroup(group.url_name, { name });
    return vscode.l10n.t('Renamed the group {0} to {1}.', group.name, name);
  }
}

export class DeleteGroupCommand extends WriteCommand<GroupTarget, ArticleClient> {
  readonly id = 'devdesk.team.deleteGroup';

  protected async write({ host, group }: GroupTarget, client: () => Promise<ArticleClient>): Promise<WriteOutcome> {
    const question = vscode.l10n.t('Delete the group {0} from {1}? This cannot be undone.', group.name, host.label);
    if (!(await confirmDeletion(question))) return undefined;
    await (await client()).deleteGroup(group.url_name);
    return vscode.l10n.t('Deleted the group {0}.', group.name);
  }
}

export interface GroupMemberInput {
  /** The team member to add (else asked). */
  readonly userId: string;
}

export class AddGroupMemberCommand extends WriteCommand<GroupTarget, ArticleClient, GroupMemberInput> {
  readonly id = 'devdesk.team.addGroupMember';

  constructor(
    road: Road,
    rule: TargetRule<GroupTarget>,
    private readonly targets: ArticleTargets,
  ) {
    super(road, rule);
  }

  protected async write(
    { host, group }: GroupTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<GroupMemberInput>,
  ): Promise<WriteOutcome> {
    const userId = input.userId ?? (await this.targets.memberOf(host, vscode.l10n.t('Add whom to {0}?', group.name)));
    if (!userId) return undefined;
    await (await client()).addGroupMembers(group.url_name, { user_id: userId });
    return vscode.l10n.t('Added @{0} to the group {1}.', userId, group.name);
  }
}

/** From a person under a group (it names both), a `{ hostId, groupUrlName, userId }`, or the palette. */
export class RemoveGroupMemberCommand extends WriteCommand<GroupMemberTarget, ArticleClient> {
  readonly id = 'devdesk.team.removeGroupMember';

  protected async write(
    { group, userId }: GroupMemberTarget,
    client: () => Promise<ArticleClient>,
  ): Promise<WriteOutcome> {
    await (await client()).removeGroupMembers(group.url_name, { user_id: userId });
    return vscode.l10n.t('Removed @{0} from the group {1}.', userId, group.name);
  }
}

/** The group commands, each with where its target comes from (the palette asks the team host, then the group). */
export function groupCommands(road: Road, targets: ArticleTargets): Command[] {
  return [
    new CreateGroupCommand(road, { resolve: (from) => targets.teamHost(from) }),
    new RenameGroupCommand(road, { resolve: (from) => targets.group(from, vscode.l10n.t('Rename which group?')) }),
    new DeleteGroupCommand(road, { resolve: (from) => targets.group(from, vscode.l10n.t('Delete which group?')) }),
    new AddGroupMemberCommand(
      road,
      { resolve: (from) => targets.group(from, vscode.l10n.t('Add a member to which group?')) },
      targets,
    ),
    new RemoveGroupMemberCommand(road, {
      resolve: (from) => targets.groupMember(from, vscode.l10n.t('Remove a member from which group?')),
    }),
  ];
}
