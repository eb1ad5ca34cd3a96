// The Team section of a team host (administration): its members and pending invitations, as node data. Pure
// (test/unit/ui/team-nodes.test.ts). Email and last access are shown only when the service sends them (it sends
// empty strings to members who are not admins).
import type { TeamInvitation, TeamMember } from '../../../core/index';
import { escapeMarkdown, markdownCode } from '../../base/markdown-text';
import { nodeId } from '../../base/tree/nodes';
import { phrase, type Phrase } from '../../base/text';
import type { ArticleTreeNode, TeamListKind } from '../data';

const listText: Record<TeamListKind, { label: Phrase; icon: string }> = {
  members: { label: phrase('Members'), icon: 'person' },
  invitations: { label: phrase('Invitations'), icon: 'mail' },
};

export function teamListNodes(parentId: string, hostId: string): ArticleTreeNode[] {
  return (['members', 'invitations'] as const).map((list) => ({
    kind: 'item',
    id: nodeId(parentId, list),
    label: listText[list].label,
    icon: { id: listText[list].icon },
    expandable: 'collapsed',
    contextValue: `devdesk.teamList;${list}`,
    data: { type: 'teamList', hostId, list },
  }));
}

/** "Taro Yamada · taro@example.com · last access 2026-11-20", leaving out what the service did not send. */
export function memberDescription(member: TeamMember): string {
  const parts = [member.name, member.email, member.last_accessed_at ? member.last_accessed_at.slice(0, 10) : ''];
  return parts.filter((part) => part !== '').join(' · ');
}

export function memberNode(parentId: string, hostId: string, member: TeamMember, me?: string): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, member.id),
    label: `@${member.id}`,
    description: memberDescription(member),
    tooltip: escapeMarkdown([member.description, member.last_accessed_at].filter(Boolean).join('\n\n')) || undefined,
    icon: { id: 'account' },
    contextValue: member.id === me ? 'devdesk.member;me' : 'devdesk.member',
    data: { type: 'member', hostId, member },
  };
}

export function invitationNode(parentId: string, hostId: string, invitation: TeamInvitation): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, invitation.email),
    label: invitation.email,
    tooltip: markdownCode(invitation.url),
    icon: { id: 'mail' },
    contextValue: 'devdesk.invitation',
    data: { type: 'invitation', hostId, invitation },
  };
}

export const noInvitations: Phrase = phrase('No pending invitations.');
