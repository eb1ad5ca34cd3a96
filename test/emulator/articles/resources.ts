// Records -> the service's JSON resources (field names as on the wire).
import { emojiImageUrl } from './emoji.js';
import { expandTags, expandText } from './expand.js';
import { renderMarkdown } from './render.js';
import type {
  CommentRecord,
  GroupRecord,
  ItemRecord,
  ReactionRecord,
  Site,
  TagRecord,
  Tagging,
  TeamMember,
  TeamRecord,
  TemplateRecord,
  UserRecord,
  World,
} from './store.js';
import { isoJst } from './time.js';

/** What a serializer needs to know: where it answers and for whom. */
export interface View {
  world: World;
  site: Site;
  viewer: UserRecord | undefined;
  now: () => Date;
}

/** Monthly image upload quota reported on the authenticated user, in bytes. */
export const imageUploadLimit = 100 * 1024 * 1024;

export function userJson(world: World, user: UserRecord): Record<string, unknown> {
  return {
    description: user.description,
    facebook_id: user.facebookId,
    followees_count: world.followees.get(user.id)?.size ?? 0,
    followers_count: world.followers.get(user.id)?.size ?? 0,
    github_login_name: user.githubLoginName,
    id: user.id,
    items_count: world.publicItemsCount(user.id),
    linkedin_id: user.linkedinId,
    location: user.location,
    name: user.name,
    organization: user.organization,
    permanent_id: user.permanentId,
    profile_image_url: `${world.publicSite.baseUrl}/assets/avatars/${encodeURIComponent(user.id)}.svg`,
    team_only: user.teamOnly,
    twitter_screen_name: user.twitterScreenName,
    website_url: user.websiteUrl,
  };
}

export function authenticatedUserJson(world: World, user: UserRecord): Record<string, unknown> {
  return {
    ...userJson(world, user),
    image_monthly_upload_limit: imageUploadLimit,
    image_monthly_upload_remaining: imageUploadLimit - 1_048_576,
  };
}

export function taggingJson(tags: readonly Tagging[]): Tagging[] {
  return tags.map((tag) => ({ name: tag.name, versions: [...tag.versions] }));
}

export function groupJson(group: GroupRecord): Record<string, unknown> {
  return {
    created_at: isoJst(group.createdAt),
    description: group.description,
    id: group.id,
    name: group.name,
    private: group.private,
    updated_at: isoJst(group.updatedAt),
    url_name: group.urlName,
  };
}

export function itemUrl(site: Site, item: ItemRecord): string {
  return `${site.baseUrl}/${encodeURIComponent(item.userId)}/items/${item.id}`;
}

export function itemJson(view: View, item: ItemRecord): Record<string, unknown> {
  const { site, world } = view;
  const group = item.groupUrlName === null ? undefined : site.groups.get(item.groupUrlName);
  const membership = site.team?.members.get(item.userId);
  const isOwner = view.viewer?.id === item.userId;
  return {
    rendered_body: renderMarkdown(item.body),
    body: item.body,
    coediting: item.coediting,
    comments_count: site.commentsByItem.get(item.id)?.length ?? 0,
    created_at: isoJst(item.createdAt),
    group: group ? groupJson(group) : null,
    id: item.id,
    likes_count: site.kind === 'public' ? (site.likes.get(item.id)?.size ?? 0) : 0,
    private: item.private,
    reactions_count: site.itemReactions.get(item.id)?.length ?? 0,
    stocks_count: site.stocks.get(item.id)?.size ?? 0,
    tags: taggingJson(item.tags),
    title: item.title,
    updated_at: isoJst(item.updatedAt),
    url: itemUrl(site, item),
    user: userJson(world, world.users.get(item.userId)!),
    // The service shows view counts to the author only.
    page_views_count: isOwner ? item.pageViews : null,
    team_membership: membership ? { name: membership.name } : null,
    organization_url_name: item.organizationUrlName,
    slide: item.slide,
  };
}

export function commentJson(world: World, comment: CommentRecord): Record<string, unknown> {
  return {
    body: comment.body,
    created_at: isoJst(comment.createdAt),
    id: comment.id,
    rendered_body: renderMarkdown(comment.body),
    updated_at: isoJst(comment.updatedAt),
    user: userJson(world, world.users.get(comment.userId)!),
  };
}

export function tagJson(site: Site, tag: TagRecord): Record<string, unknown> {
  let itemsCount = 0;
  for (const itemId of site.itemsOfTag(tag.id).keys()) {
    const item = site.items.get(itemId);
    if (item && !item.private) itemsCount += 1;
  }
  return {
    followers_count: site.followersOfTag(tag.id).size,
    icon_url: tag.iconUrl,
    id: tag.id,
    items_count: itemsCount,
  };
}

export function reactionJson(world: World, reaction: ReactionRecord): Record<string, unknown> {
  return {
    created_at: isoJst(reaction.createdAt),
    image_url: emojiImageUrl(world.publicSite.baseUrl, reaction.name),
    name: reaction.name,
    user: userJson(world, world.users.get(reaction.userId)!),
  };
}

export function likeJson(world: World, userId: string, at: number): Record<string, unknown> {
  return { created_at: isoJst(at), user: userJson(world, world.users.get(userId)!) };
}

export function expandedTemplateJson(
  title: string,
  body: string,
  tags: readonly Tagging[],
  date: Date,
): Record<string, unknown> {
  return {
    expanded_body: expandText(body, date),
    expanded_tags: expandTags(tags, date),
    expanded_title: expandText(title, date),
  };
}

export function templateJson(view: View, template: TemplateRecord): Record<string, unknown> {
  const group = template.groupUrlName === null ? undefined : view.site.groups.get(template.groupUrlName);
  return {
    body: template.body,
    coedit: template.coedit,
    ...expandedTemplateJson(template.title, template.body, template.tags, view.now()),
    group: group ? groupJson(group) : null,
    id: template.id,
    name: template.name,
    tags: taggingJson(template.tags),
    title: template.title,
  };
}

export function teamJson(team: TeamRecord): Record<string, unknown> {
  return { active: team.active, id: team.id, name: team.name };
}

/** `email` and `last_accessed_at` are empty strings unless the caller is an admin or the owner of the team. */
export function teamMemberJson(member: TeamMember, revealPrivate: boolean): Record<string, unknown> {
  return {
    description: member.description,
    email: revealPrivate ? member.email : '',
    id: member.userId,
    last_accessed_at: revealPrivate ? isoJst(member.lastAccessedAt) : '',
    name: member.name,
  };
}

export function groupMemberJson(member: TeamMember, revealPrivate: boolean): Record<string, unknown> {
  return { email: revealPrivate ? member.email : '', id: member.userId, name: member.name };
}

function reactionStat(world: World, reaction: ReactionRecord): Record<string, unknown> {
  return {
    created_at: isoJst(reaction.createdAt),
    image_url: emojiImageUrl(world.publicSite.baseUrl, reaction.name),
    name: reaction.name,
    user_id: reaction.userId,
  };
}

/** One entry of the item action statistics (`GET /api/v2/items/reactions`). */
export function actionOnItemJson(view: View, item: ItemRecord): Record<string, unknown> {
  const { site, world } = view;
  return {
    comments: site.commentsOf(item.id).map((comment) => ({
      created_at: isoJst(comment.createdAt),
      id: comment.id,
      reactions: (site.commentReactions.get(comment.id) ?? []).map((reaction) => reactionStat(world, reaction)),
      updated_at: isoJst(comment.updatedAt),
      user_id: comment.userId,
    })),
    created_at: isoJst(item.createdAt),
    id: item.id,
    page_views_count: item.pageViews,
    reactions: (site.itemReactions.get(item.id) ?? []).map((reaction) => reactionStat(world, reaction)),
    title: item.title,
    updated_at: isoJst(item.updatedAt),
    url: itemUrl(site, item),
    user_id: item.userId,
  };
}
