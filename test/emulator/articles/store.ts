// The emulator's state: users and their follows (shared by every host), and one `Site` per host (the public
// edition and each team) holding items, comments, tags, stocks, likes, reactions, groups and templates.
// Times are epoch milliseconds; the resources module turns records into the service's JSON.

export interface UserRecord {
  id: string;
  permanentId: number;
  name: string;
  description: string | null;
  facebookId: string | null;
  githubLoginName: string | null;
  linkedinId: string | null;
  location: string | null;
  organization: string | null;
  twitterScreenName: string | null;
  websiteUrl: string | null;
  /** Team-only users exist on team hosts only; the public host answers 404 for them. */
  teamOnly: boolean;
  createdAt: number;
  email: string;
}

export type TeamRole = 'owner' | 'admin' | 'member';

export interface TeamMember {
  userId: string;
  role: TeamRole;
  /** Display name inside the team. */
  name: string;
  description: string;
  email: string;
  lastAccessedAt: number;
}

export interface TeamRecord {
  id: string;
  name: string;
  active: boolean;
  createdAt: number;
  members: Map<string, TeamMember>;
}

export interface Tagging {
  name: string;
  versions: string[];
}

export interface ItemRecord {
  id: string;
  userId: string;
  title: string;
  body: string;
  tags: Tagging[];
  createdAt: number;
  updatedAt: number;
  /** Public edition: "limited sharing" items, reachable by id but never listed. */
  private: boolean;
  coediting: boolean;
  groupUrlName: string | null;
  slide: boolean;
  pageViews: number;
  organizationUrlName: string | null;
}

export interface CommentRecord {
  id: string;
  itemId: string;
  userId: string;
  body: string;
  createdAt: number;
  updatedAt: number;
}

export interface ReactionRecord {
  name: string;
  userId: string;
  createdAt: number;
}

export interface TagRecord {
  /** The tag's name as first written; lookups are case-insensitive. */
  id: string;
  createdAt: number;
  iconUrl: string | null;
}

export interface GroupRecord {
  id: number;
  urlName: string;
  name: string;
  description: string;
  private: boolean;
  createdAt: number;
  updatedAt: number;
  /** user id -> time joined */
  members: Map<string, number>;
}

export interface TemplateRecord {
  id: number;
  name: string;
  title: string;
  body: string;
  tags: Tagging[];
  coedit: boolean;
  groupUrlName: string | null;
}

export interface InvitationRecord {
  email: string;
  url: string;
  createdAt: number;
}

/** A relation "who -> when", e.g. the stockers of an item. */
export type Marks = Map<string, number>;

function marksOf<K>(map: Map<K, Marks>, key: K): Marks {
  let marks = map.get(key);
  if (!marks) map.set(key, (marks = new Map()));
  return marks;
}

export const tagKey = (name: string): string => name.toLowerCase();

export class Site {
  readonly items = new Map<string, ItemRecord>();
  readonly comments = new Map<string, CommentRecord>();
  readonly commentsByItem = new Map<string, string[]>();
  readonly tags = new Map<string, TagRecord>();
  /** tag key -> item id -> time tagged */
  readonly taggedItems = new Map<string, Marks>();
  /** tag key -> user id -> time followed */
  readonly tagFollowers = new Map<string, Marks>();
  /** item id -> user id -> time stocked */
  readonly stocks = new Map<string, Marks>();
  /** item id -> user id -> time liked (public edition only) */
  readonly likes = new Map<string, Marks>();
  readonly itemReactions = new Map<string, ReactionRecord[]>();
  readonly commentReactions = new Map<string, ReactionRecord[]>();
  readonly groups = new Map<string, GroupRecord>();
  readonly templates = new Map<number, TemplateRecord>();
  readonly invitations = new Map<string, InvitationRecord>();
  nextGroupId = 1;
  nextTemplateId = 1;

  constructor(
    readonly kind: 'public' | 'team',
    /** Absolute base URL of the host, e.g. `http://127.0.0.1:PORT/teams/alpha`. */
    readonly baseUrl: string,
    readonly team?: TeamRecord,
  ) {}

  isTeam(): this is Site & { team: TeamRecord } {
    return this.kind === 'team';
  }

  // --- items and tags

  addItem(item: ItemRecord): void {
    this.items.set(item.id, item);
    this.tagItem(item, item.tags, item.createdAt);
  }

  replaceTags(item: ItemRecord, tags: Tagging[], at: number): void {
    for (const tagging of item.tags) this.taggedItems.get(tagKey(tagging.name))?.delete(item.id);
    item.tags = tags;
    this.tagItem(item, tags, at);
  }

  private tagItem(item: ItemRecord, tags: Tagging[], at: number): void {
    for (const tagging of tags) {
      const key = tagKey(tagging.name);
      if (!this.tags.has(key)) this.tags.set(key, { id: tagging.name, createdAt: at, iconUrl: null });
      marksOf(this.taggedItems, key).set(item.id, at);
    }
  }

  removeItem(item: ItemRecord): void {
    this.items.delete(item.id);
    for (const tagging of item.tags) this.taggedItems.get(tagKey(tagging.name))?.delete(item.id);
    for (const commentId of this.commentsByItem.get(item.id) ?? []) this.removeComment(commentId);
    this.commentsByItem.delete(item.id);
    this.stocks.delete(item.id);
    this.likes.delete(item.id);
    this.itemReactions.delete(item.id);
  }

  findTag(name: string): TagRecord | undefined {
    return this.tags.get(tagKey(name));
  }

  // --- comments

  addComment(comment: CommentRecord): void {
    this.comments.set(comment.id, comment);
    const list = this.commentsByItem.get(comment.itemId) ?? [];
    list.push(comment.id);
    this.commentsByItem.set(comment.itemId, list);
  }

  removeComment(id: string): void {
    const comment = this.comments.get(id);
    if (!comment) return;
    this.comments.delete(id);
    this.commentReactions.delete(id);
    const list = this.commentsByItem.get(comment.itemId);
    if (list) list.splice(list.indexOf(id), 1);
  }

  commentsOf(itemId: string): CommentRecord[] {
    return (this.commentsByItem.get(itemId) ?? []).map((id) => this.comments.get(id)!);
  }

  // --- toggles

  stockersOf(itemId: string): Marks {
    return marksOf(this.stocks, itemId);
  }

  likersOf(itemId: string): Marks {
    return marksOf(this.likes, itemId);
  }

  followersOfTag(name: string): Marks {
    return marksOf(this.tagFollowers, tagKey(name));
  }

  itemsOfTag(name: string): Marks {
    return marksOf(this.taggedItems, tagKey(name));
  }

  reactionsOfItem(itemId: string): ReactionRecord[] {
    let list = this.itemReactions.get(itemId);
    if (!list) this.itemReactions.set(itemId, (list = []));
    return list;
  }

  reactionsOfComment(commentId: string): ReactionRecord[] {
    let list = this.commentReactions.get(commentId);
    if (!list) this.commentReactions.set(commentId, (list = []));
    return list;
  }
}

/** Everything the emulator knows: users, follows, and the sites. */
export class World {
  readonly users = new Map<string, UserRecord>();
  /** follower id -> followee id -> time */
  readonly followees = new Map<string, Marks>();
  /** followee id -> follower id -> time */
  readonly followers = new Map<string, Marks>();
  readonly teams = new Map<string, { record: TeamRecord; site: Site }>();
  nextPermanentId = 1;

  constructor(readonly publicSite: Site) {}

  follow(followerId: string, followeeId: string, at: number): void {
    marksOf(this.followees, followerId).set(followeeId, at);
    marksOf(this.followers, followeeId).set(followerId, at);
  }

  unfollow(followerId: string, followeeId: string): void {
    this.followees.get(followerId)?.delete(followeeId);
    this.followers.get(followeeId)?.delete(followerId);
  }

  isFollowing(followerId: string, followeeId: string): boolean {
    return this.followees.get(followerId)?.has(followeeId) ?? false;
  }

  /** Public, non-private items of a user: the `items_count` the service reports. */
  publicItemsCount(userId: string): number {
    let count = 0;
    for (const item of this.publicSite.items.values()) if (item.userId === userId && !item.private) count += 1;
    return count;
  }
}
