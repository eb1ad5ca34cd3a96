// Lookups and listing helpers shared by the route modules.
import { badRequest, forbidden, notFound } from '../errors.js';
import { paginate, readPage } from '../paging.js';
import { ok, type Reply, type RouteContext } from '../routing.js';
import type { CommentRecord, GroupRecord, ItemRecord, UserRecord } from '../store.js';
import { optionalDateTime, requiredString } from '../validate.js';

/** One page of `all` (already in the endpoint's order), mapped to JSON, with `Link` and `Total-Count`. */
export function listPage<T>(context: RouteContext, all: readonly T[], toJson: (entry: T) => unknown): Reply {
  const page = readPage(context.request.query);
  const { slice, headers } = paginate(all, page, context.request.url);
  return ok(slice.map(toJson), headers);
}

/** Items in a private group are visible to the group's members only. */
export function canSeeItem(context: RouteContext, item: ItemRecord): boolean {
  if (item.groupUrlName === null) return true;
  const group = context.site.groups.get(item.groupUrlName);
  if (!group || !group.private) return true;
  return context.viewer !== undefined && group.members.has(context.viewer.id);
}

/** Items that appear in lists: visible, and not "limited sharing" (private) ones. */
export function isListed(context: RouteContext, item: ItemRecord): boolean {
  return !item.private && canSeeItem(context, item);
}

export function findItem(context: RouteContext, id: string): ItemRecord {
  const item = context.site.items.get(id);
  if (!item || !canSeeItem(context, item)) throw notFound();
  return item;
}

export function findComment(context: RouteContext, id: string): CommentRecord {
  const comment = context.site.comments.get(id);
  if (!comment) throw notFound();
  findItem(context, comment.itemId);
  return comment;
}

/** A user as this host knows them: team hosts know their members, the public host everyone but team-only users. */
export function findUser(context: RouteContext, id: string): UserRecord {
  const user = context.world.users.get(id);
  if (!user || !hostKnowsUser(context, user)) throw notFound();
  return user;
}

export function hostKnowsUser(context: RouteContext, user: UserRecord): boolean {
  return context.site.team ? context.site.team.members.has(user.id) : !user.teamOnly;
}

export function findGroup(context: RouteContext, urlName: string): GroupRecord {
  const group = context.site.groups.get(urlName);
  if (!group || (group.private && !group.members.has(context.viewer?.id ?? ''))) throw notFound();
  return group;
}

export function isTeamAdmin(context: RouteContext): boolean {
  return context.member?.role === 'admin' || context.member?.role === 'owner';
}

export function requireTeamAdmin(context: RouteContext): void {
  if (!isTeamAdmin(context)) throw forbidden('Administrative privileges in the team are required');
}

/**
 * Who wrote an imported item or comment, and when: the team admin names a member (`user_id`) and may back-date it
 * (`created_at`, `updated_at`; updated defaults to created, created to now).
 */
export function importedAuthorship(context: RouteContext): { userId: string; createdAt: number; updatedAt: number } {
  requireTeamAdmin(context); // before the body is read: a non-admin gets 403 whatever it sent
  const body = context.json();
  const userId = requiredString(body, 'user_id');
  try {
    findUser(context, userId);
  } catch {
    throw badRequest(`user_id: ${JSON.stringify(userId)} is not a member of this team`);
  }
  const createdAt = optionalDateTime(body, 'created_at') ?? context.now().getTime();
  return { userId, createdAt, updatedAt: optionalDateTime(body, 'updated_at') ?? createdAt };
}

export const newestFirst = (a: { createdAt: number }, b: { createdAt: number }): number => b.createdAt - a.createdAt;

/** Listed items of the host, newest first. */
export function listedItems(context: RouteContext, filter: (item: ItemRecord) => boolean = () => true): ItemRecord[] {
  return [...context.site.items.values()].filter((item) => isListed(context, item) && filter(item)).sort(newestFirst);
}

/** Resolves ids in a "who/what -> when" relation to records, most recent first, skipping ids that vanished. */
export function byRecency<T>(marks: Map<string, number>, resolve: (id: string) => T | undefined): T[] {
  return [...marks]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => resolve(id))
    .filter((value): value is T => value !== undefined);
}
