// What an Articles command may act on, as typed references that a tree node, a test or a script all carry
// (`{ hostId, itemId }` for an article, `{ hostId, groupUrlName }` for a group…), and the pure rule that reads them
// from whatever reached the command. Pure (test/unit/ui/articles-targets.test.ts); targets.ts resolves them (fetches
// what a reference only names, asks from the palette what nothing names).
import type { Comment, Group, Item } from '../../core/index';
import { itemData } from '../base/tree/nodes';
import type { ArticleNodeData } from './data';

export interface HostRef {
  readonly hostId: string;
}
export interface ArticleRef extends HostRef {
  readonly itemId: string;
}
export interface CommentRef extends ArticleRef {
  readonly commentId: string;
}
/** One of the user's reactions on an article (by its emoji name). */
export interface ReactionRef extends ArticleRef {
  readonly reaction: string;
}
/** A person: someone to follow, a team member, a group's member. */
export interface UserRef extends HostRef {
  readonly userId: string;
}
export interface TagRef extends HostRef {
  readonly tagId: string;
}
export interface SearchRef extends HostRef {
  readonly query: string;
}
export interface GroupRef extends HostRef {
  readonly groupUrlName: string;
}
export interface GroupMemberRef extends GroupRef, UserRef {}
export interface InvitationRef extends HostRef {
  readonly email: string;
}

/** Every field a reference may carry, and what a node already holds (so nothing is fetched again). */
export interface Named {
  readonly hostId?: string;
  readonly itemId?: string;
  readonly commentId?: string;
  readonly reaction?: string;
  readonly userId?: string;
  readonly tagId?: string;
  readonly query?: string;
  readonly groupUrlName?: string;
  readonly email?: string;
  readonly item?: Item;
  readonly comment?: Comment;
  readonly group?: Group;
}

const refFields = [
  'hostId',
  'itemId',
  'commentId',
  'reaction',
  'userId',
  'tagId',
  'query',
  'groupUrlName',
  'email',
] as const;

/** What an Articles view node stands for, as the fields of a reference. */
function namedByNode(data: ArticleNodeData): Named {
  const { hostId } = data;
  switch (data.type) {
    case 'article':
      return { hostId, itemId: data.item.id, item: data.item };
    case 'comment':
      return { hostId, itemId: data.itemId, commentId: data.comment.id, comment: data.comment };
    case 'reaction':
      return { hostId, itemId: data.itemId, reaction: data.reaction.name };
    case 'comments':
    case 'stockers':
    case 'reactions':
      return { hostId, itemId: data.itemId };
    case 'user':
      return { hostId, userId: data.userId, groupUrlName: data.groupUrlName };
    case 'member':
      return { hostId, userId: data.member.id };
    case 'tag':
      return { hostId, tagId: data.tag.id };
    case 'search':
      return { hostId, query: data.query };
    case 'group':
      return { hostId, groupUrlName: data.group.url_name, group: data.group };
    case 'invitation':
      return { hostId, email: data.invitation.email };
    default:
      return { hostId };
  }
}

/**
 * What `from` names: a node of the Articles view (by what its data holds), a typed reference (its non-empty string
 * fields), or nothing (the palette, or VS Code's selected nodes, an array): then the command asks.
 */
export function named(from: unknown): Named {
  if (typeof from !== 'object' || from === null || Array.isArray(from)) return {};
  const data = itemData<ArticleNodeData>(from);
  if (data) return namedByNode(data);
  const ref = from as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of refFields) {
    const value = ref[field];
    if (typeof value === 'string' && value.trim() !== '') fields[field] = value.trim();
  }
  return fields;
}
