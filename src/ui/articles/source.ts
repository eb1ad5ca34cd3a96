// What the Articles view shows under each node. Lists load when their node expands, a page at a time
// (paged-nodes.ts), and stay loaded until Refresh; the signed-in user's id is asked once per host.
import type { Accounts, Host } from '../accounts/index';
import { describeError } from '../base/errors';
import type { ListCache } from '../base/tree/lists';
import { nodeId, pagedChildren, type TreeNode } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase } from '../base/text';
import type { ArticleNodeData, ArticleTreeNode, SectionKind, UserListKind } from './data';
import { articleChildren, commentNodes, reactionNodes, userNode } from './nodes';
import { PagedNodes } from './paged-nodes';
import type { SavedSearches } from './saved-searches';
import {
  groupNode,
  hostNode,
  itemActionNode,
  monthNodes,
  searchNode,
  sectionNodes,
  tagNode,
  userListNodes,
} from './sections';
import { invitationNode, memberNode, noInvitations, teamListNodes } from './team/qiita-team-nodes';

/** A group's member: a person node that also knows its group (for "Remove from Group"). */
function groupMemberNode(
  parentId: string,
  hostId: string,
  groupUrlName: string,
  member: { id: string; name: string },
): Node {
  const node = userNode(nodeId(parentId, member.id), hostId, member.id, member.name || undefined);
  return {
    ...node,
    contextValue: `${node.contextValue};inGroup`,
    data: { type: 'user', hostId, userId: member.id, groupUrlName },
  };
}

type Node = TreeNode<ArticleNodeData>;

export class ArticlesSource implements TreeSource<ArticleNodeData> {
  private readonly pages: PagedNodes;

  constructor(
    private readonly accounts: Accounts,
    private readonly searches: SavedSearches,
    private readonly today: () => Date = () => new Date(),
    /** VS Code's display language (vscode.env.language), for how long ago a comment was written. */
    private readonly language = 'en',
  ) {
    this.pages = new PagedNodes(accounts);
  }

  async children(parent: ArticleTreeNode | undefined, lists: ListCache): Promise<Node[]> {
    if (!parent) return this.roots();
    const host = this.accounts.host(parent.data.hostId);
    if (!host) return [];
    const data = parent.data;
    const id = parent.id;
    switch (data.type) {
      case 'host':
        return sectionNodes(host);
      case 'section':
        return this.section(id, host, data.section, lists);
      case 'article':
        return articleChildren(id, { hostId: host.id, hostKind: host.kind }, data.item);
      case 'reactions':
        return this.reactions(id, host, data.itemId);
      case 'comments':
        return this.comments(id, host, data.itemId);
      case 'stockers':
        return this.pages.users(
          id,
          host,
          lists,
          (c, next, signal) => c.listItemStockers(data.itemId, { next, signal }),
          phrase('No stockers yet.'),
        );
      case 'user':
        return userListNodes(id, host.id, data.userId);
      case 'userList':
        return this.userList(id, host, data.userId, data.list, lists);
      case 'tag':
        return this.pages.articles(id, host, lists, (c, next, signal) => c.listTagItems(data.tag.id, { next, signal }));
      case 'search':
        return this.pages.articles(
          id,
          host,
          lists,
          (c, next, signal) => c.listItems({ query: data.query, next, signal }),
          phrase('No article matches this search.'),
        );
      case 'group':
        return this.pages.paged(
          id,
          host,
          lists,
          (c, next, signal) => c.listGroupMembers(data.group.url_name, { next, signal }),
          (member) => groupMemberNode(id, host.id, data.group.url_name, member),
          phrase('No members.'),
        );
      case 'teamList':
        return data.list === 'members' ? this.members(id, host, lists) : this.invitations(id, host);
      case 'month':
        return this.pages.paged(
          id,
          host,
          lists,
          (c, next, signal) => c.listItemActions({ createdFrom: data.month, createdTo: data.month, next, signal }),
          (action) => itemActionNode(id, host.id, action),
          phrase('No articles created this month.'),
        );
      case 'comment':
      case 'reaction':
      case 'itemAction':
      case 'member':
      case 'invitation':
        return [];
    }
  }

  /** Nothing while signed out, so the view's welcome text (sign in) shows. */
  private async roots(): Promise<Node[]> {
    const hosts = [...(await this.accounts.signedIn('articles')), ...(await this.accounts.signedIn('team'))];
    return hosts.map(hostNode);
  }

  private async section(id: string, host: Host, section: SectionKind, lists: ListCache): Promise<Node[]> {
    switch (section) {
      case 'myArticles':
        return this.pages.articles(
          id,
          host,
          lists,
          (c, next, signal) => c.listAuthenticatedUserItems({ next, signal }),
          phrase('No articles yet.'),
          section,
        );
      case 'myStocks': {
        const me = await this.accounts.login(host);
        return this.pages.articles(
          id,
          host,
          lists,
          (c, next, signal) => c.listUserStocks(me, { next, signal }),
          phrase('No stocks yet.'),
          section,
        );
      }
      case 'followingTags': {
        const me = await this.accounts.login(host);
        return this.pages.paged(
          id,
          host,
          lists,
          (c, next, signal) => c.listUserFollowingTags(me, { next, signal }),
          (tag) => tagNode(id, host.id, tag, true),
          phrase('You follow no tags yet.'),
        );
      }
      case 'popularTags':
        return this.pages.paged(
          id,
          host,
          lists,
          (c, next, signal) => c.listTags({ sort: 'count', next, signal }),
          (tag) => tagNode(id, host.id, tag),
          phrase('No tags.'),
        );
      case 'teamArticles':
        return this.pages.articles(
          id,
          host,
          lists,
          (c, next, signal) => c.listItems({ next, signal }),
          phrase('No articles yet.'),
          section,
        );
      case 'groups':
        return this.pages.paged(
          id,
          host,
          lists,
          (c, next, signal) => c.listGroups({ next, signal }),
          (group) => groupNode(id, host.id, group),
          phrase('No groups.'),
        );
      case 'team':
        return teamListNodes(id, host.id);
      case 'reactionsByMonth':
        return this.months(id, host);
      case 'search':
        return this.searches.queries(host.id).map((query) => searchNode(id, host.id, query));
    }
  }

  /** Six months back from the newest article's month (one cheap request), so a quiet team still sees its data. */
  private async months(id: string, host: Host): Promise<Node[]> {
    const client = await this.accounts.requireArticleClient(host);
    const newest = (await client.listItemActions({ perPage: 1 })).items[0];
    if (!newest) return [{ kind: 'message', id: `${id}#empty`, text: phrase('No articles yet.') }];
    const newestMonth = new Date(`${newest.created_at.slice(0, 7)}-01T00:00:00Z`);
    return monthNodes(id, host.id, newestMonth < this.today() ? newestMonth : this.today());
  }

  /** The team's members; the user's own node is marked (the service refuses removing yourself). */
  private async members(id: string, host: Host, lists: ListCache): Promise<Node[]> {
    const list = this.pages.list(id, host, lists, (c, next, signal) => c.listTeamMemberships({ next, signal }));
    const [me] = await Promise.all([this.accounts.login(host).catch(() => undefined), list.ensureFirstPage()]);
    return pagedChildren(
      list,
      { parentId: id, listKey: id, host, empty: phrase('No members.') },
      (member) => memberNode(id, host.id, member, me),
      describeError,
    );
  }

  /** Pending invitations (admins only: a member sees the service's refusal as an error node). */
  private async invitations(id: string, host: Host): Promise<Node[]> {
    const invitations = await (await this.accounts.requireArticleClient(host)).listTeamInvitations();
    if (invitations.length === 0) return [{ kind: 'message', id: `${id}#empty`, text: noInvitations }];
    return invitations.map((invitation) => invitationNode(id, host.id, invitation));
  }

  private async userList(
    id: string,
    host: Host,
    userId: string,
    list: UserListKind,
    lists: ListCache,
  ): Promise<Node[]> {
    switch (list) {
      case 'articles':
        return this.pages.articles(id, host, lists, (c, next, signal) => c.listUserItems(userId, { next, signal }));
      case 'stocks':
        return this.pages.articles(id, host, lists, (c, next, signal) => c.listUserStocks(userId, { next, signal }));
      case 'followees':
        return this.pages.users(
          id,
          host,
          lists,
          (c, next, signal) => c.listUserFollowees(userId, { next, signal }),
          phrase('Follows nobody yet.'),
        );
      case 'followers':
        return this.pages.users(
          id,
          host,
          lists,
          (c, next, signal) => c.listUserFollowers(userId, { next, signal }),
          phrase('No followers yet.'),
        );
      case 'followingTags':
        return this.pages.paged(
          id,
          host,
          lists,
          (c, next, signal) => c.listUserFollowingTags(userId, { next, signal }),
          (tag) => tagNode(id, host.id, tag),
          phrase('Follows no tags yet.'),
        );
    }
  }

  private async comments(id: string, host: Host, itemId: string): Promise<Node[]> {
    const client = await this.accounts.requireArticleClient(host);
    const [comments, me] = await Promise.all([client.listItemComments(itemId), this.accounts.login(host)]);
    if (comments.length === 0) return [{ kind: 'message', id: `${id}#empty`, text: phrase('No comments yet.') }];
    return commentNodes(id, { hostId: host.id, hostKind: host.kind, me }, itemId, comments, {
      now: this.today().getTime(),
      language: this.language,
    });
  }

  private async reactions(id: string, host: Host, itemId: string): Promise<Node[]> {
    const client = await this.accounts.requireArticleClient(host);
    const [reactions, me] = await Promise.all([client.listItemReactions(itemId), this.accounts.login(host)]);
    if (reactions.length === 0) return [{ kind: 'message', id: `${id}#empty`, text: phrase('No reactions yet.') }];
    return reactionNodes(id, host.id, itemId, reactions, me);
  }
}
