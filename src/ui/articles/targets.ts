// What an Articles command acts on, from whatever reached it: a node of the Articles view, a typed reference
// (target-refs.ts: `{ hostId, itemId }`, `{ hostId, groupUrlName }`…) from a test or a script, or nothing, from
// the palette, which asks: the host first (among the signed-in hosts the command works on), then the thing
// (target-picks.ts). What a node already holds is used as it is; what a reference only names is fetched.
import * as vscode from 'vscode';
import type { Comment, Group, Item } from '../../core/index';
import { pickHost, type Accounts, type ArticleClient, type Host, type HostKind } from '../accounts/index';
import { failingOn } from '../base/error-presenter';
import type { SavedSearches } from './saved-searches';
import { named } from './target-refs';
import {
  askUserId,
  pickArticle,
  pickComment,
  pickFollowee,
  pickGroup,
  pickGroupMember,
  pickInvitation,
  pickMember,
  pickMyReaction,
  pickSearch,
  pickTag,
  type ArticleList,
} from './target-picks';

export type {
  ArticleRef,
  CommentRef,
  GroupMemberRef,
  GroupRef,
  HostRef,
  InvitationRef,
  ReactionRef,
  SearchRef,
  TagRef,
  UserRef,
} from './target-refs';

export interface HostTarget {
  readonly host: Host;
}
export interface ArticleTarget extends HostTarget {
  readonly item: Item;
}
export interface CommentTarget extends HostTarget {
  readonly itemId: string;
  readonly comment: Comment;
}
export interface ReactionTarget extends HostTarget {
  readonly itemId: string;
  readonly reaction: string;
}
export interface UserTarget extends HostTarget {
  readonly userId: string;
}
export interface TagTarget extends HostTarget {
  readonly tagId: string;
}
export interface SearchTarget extends HostTarget {
  readonly query: string;
}
export interface GroupTarget extends HostTarget {
  readonly group: Group;
}
export interface GroupMemberTarget extends GroupTarget {
  readonly userId: string;
}
export interface InvitationTarget extends HostTarget {
  readonly email: string;
}

/** Public Qiita and Qiita Team hosts. */
export const anyArticleHost: readonly HostKind[] = ['articles', 'team'];

export class ArticleTargets {
  constructor(
    private readonly accounts: Accounts,
    private readonly searches: SavedSearches,
  ) {}

  /** The host `from` names (if it is of `kinds`), or one the user picks among the signed-in ones; none: sign in. */
  async host(from: unknown, kinds: readonly HostKind[] = anyArticleHost, question?: string): Promise<Host | undefined> {
    const { hostId } = named(from);
    if (hostId) {
      const host = this.accounts.host(hostId);
      return host && kinds.includes(host.kind) ? host : undefined;
    }
    const signedIn = (await Promise.all(kinds.map((kind) => this.accounts.signedIn(kind)))).flat();
    if (signedIn.length === 0) {
      await vscode.commands.executeCommand('devdesk.signIn');
      return undefined;
    }
    return pickHost(
      signedIn,
      question ??
        (kinds.length === 1 && kinds[0] === 'team' ? vscode.l10n.t('Which team?') : vscode.l10n.t('On which host?')),
    );
  }

  /** A Qiita Team host: to invite to, to make a group on, to import an article to. */
  async teamHost(from: unknown): Promise<HostTarget | undefined> {
    const host = await this.host(from, ['team']);
    return host && { host };
  }

  async article(from: unknown, list: ArticleList, kinds?: readonly HostKind[]): Promise<ArticleTarget | undefined> {
    const host = await this.host(from, kinds);
    if (!host) return undefined;
    const { item, itemId } = named(from);
    if (item) return { host, item };
    const found = await this.withClient(host, (client) =>
      itemId ? client.getItem(itemId) : pickArticle(client, host, list, () => this.accounts.login(host)),
    );
    return found && { host, item: found };
  }

  /** A comment of an article; `mine`: only the user's own (to edit or delete them). */
  async comment(from: unknown, mine: boolean, kinds?: readonly HostKind[]): Promise<CommentTarget | undefined> {
    const host = await this.host(from, kinds);
    if (!host) return undefined;
    const { comment, commentId, itemId } = named(from);
    if (comment && itemId) return { host, itemId, comment };
    return this.withClient(host, async (client) => {
      if (commentId && itemId) return { host, itemId, comment: await client.getComment(commentId) };
      const article = itemId ?? (await pickArticle(client, host, 'newest', () => this.accounts.login(host)))?.id;
      const picked =
        article && (await pickComment(client, article, mine ? await this.accounts.login(host) : undefined));
      return article && picked ? { host, itemId: article, comment: picked } : undefined;
    });
  }

  /** One of the user's reactions on an article. */
  async reaction(from: unknown): Promise<ReactionTarget | undefined> {
    const host = await this.host(from, ['team']);
    if (!host) return undefined;
    const { reaction, itemId } = named(from);
    if (reaction && itemId) return { host, itemId, reaction };
    return this.withClient(host, async (client) => {
      const me = () => this.accounts.login(host);
      const article = itemId ?? (await pickArticle(client, host, 'newest', me))?.id;
      const picked = article && (await pickMyReaction(client, article, await me()));
      return article && picked ? { host, itemId: article, reaction: picked } : undefined;
    });
  }

  /** A person: to unfollow (`following`: among the people the user follows), or to follow (typed). */
  async user(from: unknown, following: boolean): Promise<UserTarget | undefined> {
    const host = await this.host(from);
    if (!host) return undefined;
    const { userId } = named(from);
    if (userId) return { host, userId };
    const picked = following
      ? await this.withClient(host, async (client) => pickFollowee(client, await this.accounts.login(host)))
      : await askUserId(vscode.l10n.t('Follow whom on {0}?', host.label));
    return picked ? { host, userId: picked } : undefined;
  }

  /** A tag: to unfollow (`following`: among the tags the user follows), or to follow (among the most used). */
  async tag(from: unknown, following: boolean): Promise<TagTarget | undefined> {
    // The palette offers public Qiita's hosts (their Tags sections); a node or a reference names its own host.
    const host = await this.host(from, named(from).hostId ? anyArticleHost : ['articles']);
    if (!host) return undefined;
    const { tagId } = named(from);
    const picked =
      tagId ??
      (await this.withClient(host, async (client) =>
        pickTag(client, following ? await this.accounts.login(host) : undefined),
      ));
    return picked ? { host, tagId: picked } : undefined;
  }

  /** One of the searches shown under Search. */
  async search(from: unknown): Promise<SearchTarget | undefined> {
    const host = await this.host(from);
    if (!host) return undefined;
    const query = named(from).query ?? (await pickSearch(this.searches.queries(host.id), host));
    return query ? { host, query } : undefined;
  }

  async group(from: unknown, question: string): Promise<GroupTarget | undefined> {
    const host = await this.host(from, ['team']);
    if (!host) return undefined;
    const { group, groupUrlName } = named(from);
    if (group) return { host, group };
    const found = await this.withClient(host, (client) =>
      groupUrlName ? client.getGroup(groupUrlName) : pickGroup(client, question),
    );
    return found && { host, group: found };
  }

  /** A member of a group (a person node under a group names both). */
  async groupMember(from: unknown, question: string): Promise<GroupMemberTarget | undefined> {
    const target = await this.group(from, question);
    if (!target) return undefined;
    const picked =
      named(from).userId ??
      (await this.withClient(target.host, (client) =>
        pickGroupMember(client, target.group, vscode.l10n.t('Remove whom from {0}?', target.group.name)),
      ));
    return picked ? { ...target, userId: picked } : undefined;
  }

  /** A member of the team. */
  async member(from: unknown, question: (host: Host) => string): Promise<UserTarget | undefined> {
    const host = await this.host(from, ['team']);
    if (!host) return undefined;
    const picked = named(from).userId ?? (await this.withClient(host, (client) => pickMember(client, question(host))));
    return picked ? { host, userId: picked } : undefined;
  }

  async invitation(from: unknown): Promise<InvitationTarget | undefined> {
    const host = await this.host(from, ['team']);
    if (!host) return undefined;
    const picked = named(from).email ?? (await this.withClient(host, (client) => pickInvitation(client, host)));
    return picked ? { host, email: picked } : undefined;
  }

  /** A team member to act as (the member a comment or an article is imported from). */
  memberOf(host: Host, question: string): Promise<string | undefined> {
    return this.withClient(host, (client) => pickMember(client, question));
  }

  /** A look-up on the host: its failure names the host (so *Sign in again* goes there). */
  private withClient<T>(host: Host, work: (client: ArticleClient) => Promise<T>): Promise<T> {
    return failingOn(host, async () => work(await this.accounts.requireArticleClient(host)));
  }
}
