// The sections of a host, and the nodes that are not articles: tags, searches, groups, months, a person's lists.
// Pure functions (test/unit/ui/articles-nodes.test.ts).
import type { Group, ItemAction } from '../../core/index';
import type { Host } from '../accounts/index';
import { escapeMarkdown } from '../base/markdown-text';
import { nodeId } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';
import type { ArticleTreeNode, SectionKind, TagSummary, UserListKind } from './data';

const sectionText: Record<SectionKind, { label: Phrase; icon: string }> = {
  myArticles: { label: phrase('My articles'), icon: 'notebook' },
  myStocks: { label: phrase('My stocks'), icon: 'bookmark' },
  followingTags: { label: phrase('Following tags'), icon: 'tag' },
  popularTags: { label: phrase('Tags'), icon: 'tag' },
  search: { label: phrase('Search'), icon: 'search' },
  teamArticles: { label: phrase('Team articles'), icon: 'organization' },
  groups: { label: phrase('Groups'), icon: 'people' },
  team: { label: phrase('Team'), icon: 'shield' },
  reactionsByMonth: { label: phrase('Reactions by month'), icon: 'graph' },
};

/** The sections each edition offers, in order. */
export function sectionsOf(kind: Host['kind']): SectionKind[] {
  return kind === 'team'
    ? ['teamArticles', 'myArticles', 'myStocks', 'groups', 'team', 'reactionsByMonth', 'search']
    : ['myArticles', 'myStocks', 'followingTags', 'popularTags', 'search'];
}

export function hostNode(host: Host): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId('host', host.id),
    label: host.label,
    icon: { id: host.kind === 'team' ? 'organization' : 'globe' },
    expandable: 'expanded',
    contextValue: `devdesk.articles.host;${host.kind}`,
    data: { type: 'host', hostId: host.id },
  };
}

export function sectionNodes(host: Host): ArticleTreeNode[] {
  return sectionsOf(host.kind).map((section) => ({
    kind: 'item',
    id: nodeId('host', host.id, section),
    label: sectionText[section].label,
    icon: { id: sectionText[section].icon },
    expandable: 'collapsed',
    contextValue: `devdesk.articles.section;${section}`,
    data: { type: 'section', hostId: host.id, section },
  }));
}

export function tagNode(parentId: string, hostId: string, tag: TagSummary, following?: boolean): ArticleTreeNode {
  const counts =
    tag.items_count !== undefined
      ? phrase('{0} articles · {1} followers', tag.items_count, tag.followers_count ?? 0)
      : undefined;
  return {
    kind: 'item',
    id: nodeId(parentId, 'tag', tag.id),
    label: tag.id,
    description: following ? phrase('following') : counts,
    icon: { id: 'tag' },
    contextValue: `devdesk.tag;${following === true ? 'following' : 'unknown'}`,
    expandable: 'collapsed',
    data: { type: 'tag', hostId, tag, following },
  };
}

export function searchNode(parentId: string, hostId: string, query: string): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, 'query', query),
    label: query,
    icon: { id: 'search' },
    contextValue: 'devdesk.search',
    expandable: 'collapsed',
    data: { type: 'search', hostId, query },
  };
}

export function groupNode(parentId: string, hostId: string, group: Group): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, 'group', group.url_name),
    label: group.name,
    description: group.private ? phrase('private') : undefined,
    tooltip: group.description ? escapeMarkdown(group.description) : undefined,
    icon: { id: group.private ? 'lock' : 'people' },
    contextValue: 'devdesk.group',
    expandable: 'collapsed',
    data: { type: 'group', hostId, group },
  };
}

/** The last `count` months before and including `today`'s, newest first, as `YYYY-MM`. */
export function recentMonths(today: Date, count = 6): string[] {
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export function monthNodes(parentId: string, hostId: string, today: Date): ArticleTreeNode[] {
  return recentMonths(today).map((month) => ({
    kind: 'item',
    id: nodeId(parentId, month),
    label: month,
    icon: { id: 'calendar' },
    expandable: 'collapsed',
    data: { type: 'month', hostId, month },
  }));
}

export function itemActionNode(parentId: string, hostId: string, action: ItemAction): ArticleTreeNode {
  const commentReactions = action.comments.reduce((sum, comment) => sum + comment.reactions.length, 0);
  return {
    kind: 'item',
    id: nodeId(parentId, action.id),
    label: action.title,
    description: phrase(
      '{0} views · {1} reactions · {2} comments',
      action.page_views_count,
      action.reactions.length + commentReactions,
      action.comments.length,
    ),
    icon: { id: 'graph-line' },
    open: { command: 'devdesk.articles.open', args: [{ hostId, itemId: action.id }], title: 'Open' },
    data: { type: 'itemAction', hostId, action },
  };
}

const userListText: Record<UserListKind, { label: Phrase; icon: string }> = {
  articles: { label: phrase('Articles'), icon: 'notebook' },
  stocks: { label: phrase('Stocks'), icon: 'bookmark' },
  followees: { label: phrase('Following'), icon: 'arrow-right' },
  followers: { label: phrase('Followers'), icon: 'arrow-left' },
  followingTags: { label: phrase('Following tags'), icon: 'tag' },
};

export function userListNodes(parentId: string, hostId: string, userId: string): ArticleTreeNode[] {
  const lists: UserListKind[] = ['articles', 'stocks', 'followees', 'followers', 'followingTags'];
  return lists.map((list) => ({
    kind: 'item',
    id: nodeId(parentId, list),
    label: userListText[list].label,
    icon: { id: userListText[list].icon },
    expandable: 'collapsed',
    data: { type: 'userList', hostId, userId, list },
  }));
}
