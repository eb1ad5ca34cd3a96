// Groups of a team: create, rename, delete (after a modal question), and their members (add, remove).
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import type { Group } from '../../../core/index';
import { confirmModal } from '../../base/confirm';
import type { ArticleTreeNode } from '../data';
import { given, pickMember, TeamAdminCommand, type TeamContext } from './team-host-target';

async function groupOf(node: ArticleTreeNode | undefined, { client }: TeamContext, urlNameArg: unknown, title: string): Promise<Group | undefined> {
  if (node?.data.type === 'group') return node.data.group;
  const urlName = given(urlNameArg);
  if (urlName) return client.getGroup(urlName);
  const groups = (await client.listGroups({ perPage: 100 })).items;
  const picked = await vscode.window.showQuickPick(groups.map((group) => ({ label: untrustedText(group.name), description: untrustedText(group.url_name), group })), { title });
  return picked?.group;
}

export class CreateGroupCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.createGroup';

  protected async act(_node: ArticleTreeNode | undefined, { host, client }: TeamContext, nameArg?: unknown, privateArg?: unknown): Promise<string | undefined> {
    const name = given(nameArg) ?? (await vscode.window.showInputBox({
      title: vscode.l10n.t('New group on {0}', host.label),
      prompt: vscode.l10n.t('The group’s name'),
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A group needs a name.')),
    }))?.trim();
    if (!name) return undefined;
    const visibility = typeof privateArg === 'boolean' ? privateArg : await this.askPrivate();
    if (visibility === undefined) return undefined;
    const group = await client.createGroup({ name, private: visibility });
    return vscode.l10n.t('Created the group {0} ({1}).', group.name, group.url_name);
  }

  private async askPrivate(): Promise<boolean | undefined> {
    const open = vscode.l10n.t('Open: every team member sees its articles');
    const closed = vscode.l10n.t('Private: only its members see its articles');
    const picked = await vscode.window.showQuickPick([open, closed], { title: vscode.l10n.t('Who sees the group’s articles?') });
    return picked === undefined ? undefined : picked === closed;
  }
}

export class RenameGroupCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.renameGroup';

  protected async act(node: ArticleTreeNode | undefined, context: TeamContext, urlNameArg?: unknown, nameArg?: unknown): Promise<string | undefined> {
    const group = await groupOf(node, context, urlNameArg, vscode.l10n.t('Rename which group?'));
    if (!group) return undefined;
    const name = given(nameArg) ?? (await vscode.window.showInputBox({
      title: vscode.l10n.t('Rename the group {0}', group.name),
      value: group.name,
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A group needs a name.')),
    }))?.trim();
    if (!name || name === group.name) return undefined;
    await context.client.updateGroup(group.url_name, { name });
    return vscode.l10n.t('Renamed the group {0} to {1}.', group.name, name);
  }
}

export class DeleteGroupCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.deleteGroup';

  protected async act(node: ArticleTreeNode | undefined, context: TeamContext, urlNameArg?: unknown): Promise<string | undefined> {
    const group = await groupOf(node, context, urlNameArg, vscode.l10n.t('Delete which group?'));
    if (!group) return undefined;
    const question = vscode.l10n.t('Delete the group {0} from {1}? This cannot be undone.', group.name, context.host.label);
    if (!(await confirmModal(question, vscode.l10n.t('Delete')))) return undefined;
    await context.client.deleteGroup(group.url_name);
    return vscode.l10n.t('Deleted the group {0}.', group.name);
  }
}

export class AddGroupMemberCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.addGroupMember';

  protected async act(node: ArticleTreeNode | undefined, context: TeamContext, urlNameArg?: unknown, userIdArg?: unknown): Promise<string | undefined> {
    const group = await groupOf(node, context, urlNameArg, vscode.l10n.t('Add a member to which group?'));
    if (!group) return undefined;
    const userId = given(userIdArg) ?? (await pickMember(context.client, vscode.l10n.t('Add whom to {0}?', group.name)));
    if (!userId) return undefined;
    await context.client.addGroupMembers(group.url_name, { user_id: userId });
    return vscode.l10n.t('Added @{0} to the group {1}.', userId, group.name);
  }
}

export class RemoveGroupMemberCommand extends TeamAdminCommand {
  readonly id = 'devdesk.team.removeGroupMember';

  protected async act(node: ArticleTreeNode | undefined, context: TeamContext, urlNameArg?: unknown, userIdArg?: unknown): Promise<string | undefined> {
    const fromNode = node?.data.type === 'user' && node.data.groupUrlName ? node.data : undefined;
    const urlName = fromNode?.groupUrlName ?? given(urlNameArg);
    const group = await groupOf(undefined, context, urlName, vscode.l10n.t('Remove a member from which group?'));
    if (!group) return undefined;
    const userId = fromNode?.userId ?? given(userIdArg) ?? (await this.pickGroupMember(context, group));
    if (!userId) return undefined;
    await context.client.removeGroupMembers(group.url_name, { user_id: userId });
    return vscode.l10n.t('Removed @{0} from the group {1}.', userId, group.name);
  }

  private async pickGroupMember({ client }: TeamContext, group: Group): Promise<string | undefined> {
    const members = (await client.listGroupMembers(group.url_name, { perPage: 100 })).items;
    const picked = await vscode.window.showQuickPick(members.map((member) => ({ label: untrustedText(`@${member.id}`), description: untrustedText(member.name), id: member.id })), {
      title: vscode.l10n.t('Remove whom from {0}?', group.name),
    });
    return picked?.id;
  }
}
