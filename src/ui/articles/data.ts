// What each node of the Articles view stands for. Every node carries its host, so commands know where to act.
import type { Comment, Group, Item, ItemAction, Reaction, Tag, TeamInvitation, TeamMember } from '../../core/index';
import type { ItemNode } from '../base/tree/nodes';

export type SectionKind =
  | 'myArticles'
  | 'myStocks'
  | 'followingTags'
  | 'popularTags'
  | 'search'
  | 'teamArticles'
  | 'groups'
  | 'team'
  | 'reactionsByMonth';

/** What a person node expands to. */
export type UserListKind = 'articles' | 'stocks' | 'followees' | 'followers' | 'followingTags';

/** The lists under a team host's Team section (administration). */
export type TeamListKind = 'members' | 'invitations';

/** A tag as the views know it: from a Tag resource, or only by name (an article's tagging). */
export type TagSummary = Pick<Tag, 'id'> & Partial<Pick<Tag, 'followers_count' | 'items_count'>>;

export type ArticleNodeData =
  | { readonly type: 'host'; readonly hostId: string }
  | { readonly type: 'section'; readonly hostId: string; readonly section: SectionKind }
  | { readonly type: 'article'; readonly hostId: string; readonly item: Item }
  | { readonly type: 'comments'; readonly hostId: string; readonly itemId: string }
  | { readonly type: 'comment'; readonly hostId: string; readonly itemId: string; readonly comment: Comment }
  | { readonly type: 'stockers'; readonly hostId: string; readonly itemId: string }
  | { readonly type: 'reactions'; readonly hostId: string; readonly itemId: string }
  | { readonly type: 'reaction'; readonly hostId: string; readonly itemId: string; readonly reaction: Reaction }
  | {
      readonly type: 'user';
      readonly hostId: string;
      readonly userId: string;
      readonly following?: boolean;
      readonly groupUrlName?: string;
    }
  | { readonly type: 'userList'; readonly hostId: string; readonly userId: string; readonly list: UserListKind }
  | { readonly type: 'tag'; readonly hostId: string; readonly tag: TagSummary; readonly following?: boolean }
  | { readonly type: 'search'; readonly hostId: string; readonly query: string }
  | { readonly type: 'group'; readonly hostId: string; readonly group: Group }
  | { readonly type: 'month'; readonly hostId: string; readonly month: string }
  | { readonly type: 'itemAction'; readonly hostId: string; readonly action: ItemAction }
  | { readonly type: 'teamList'; readonly hostId: string; readonly list: TeamListKind }
  | { readonly type: 'member'; readonly hostId: string; readonly member: TeamMember }
  | { readonly type: 'invitation'; readonly hostId: string; readonly invitation: TeamInvitation };

export type ArticleTreeNode = ItemNode<ArticleNodeData>;
