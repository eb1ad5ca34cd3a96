// zod schemas of the article service's resources, after the v2 hyper-schema (test/emulator/reference), with
// nullability as the real service returns it: an item's `group`, `team_membership` and `page_views_count` are
// null on the public edition, `slide`/`stocks_count`/`organization_url_name` are newer fields the hyper-schema
// does not list (optional here). Objects are loose: fields the service adds later pass through.
// Written with zod/mini (functions instead of methods) so the bundle carries only what is used: see validate.ts.
import * as z from 'zod/mini';

const dateTime = z.iso.datetime({ offset: true });
const hex20 = z.string().check(z.regex(/^[0-9a-f]{20}$/, 'expected 20 hex digits'));
const hex40 = z.string().check(z.regex(/^[0-9a-f]{40}$/, 'expected 40 hex digits'));
/** A JSON number that must be whole (`z.number().int()` in zod's classic API). */
const integer = z.number().check(z.int());

export const userSchema = z.looseObject({
  description: z.nullable(z.string()),
  facebook_id: z.nullable(z.string()),
  followees_count: integer,
  followers_count: integer,
  github_login_name: z.nullable(z.string()),
  id: z.string(),
  items_count: integer,
  linkedin_id: z.nullable(z.string()),
  location: z.nullable(z.string()),
  name: z.nullable(z.string()),
  organization: z.nullable(z.string()),
  permanent_id: integer,
  profile_image_url: z.string(),
  team_only: z.boolean(),
  twitter_screen_name: z.nullable(z.string()),
  website_url: z.nullable(z.string()),
});
export type User = z.output<typeof userSchema>;

export const authenticatedUserSchema = z.extend(userSchema, {
  image_monthly_upload_limit: integer,
  image_monthly_upload_remaining: integer,
});
export type AuthenticatedUser = z.output<typeof authenticatedUserSchema>;

export const accessTokenSchema = z.looseObject({
  client_id: hex40,
  scopes: z.array(z.string()),
  token: hex40,
});
export type AccessToken = z.output<typeof accessTokenSchema>;

export const taggingSchema = z.looseObject({
  name: z.string(),
  versions: z.optional(z.array(z.string())),
});
export type Tagging = z.output<typeof taggingSchema>;

export const groupSchema = z.looseObject({
  created_at: dateTime,
  id: integer,
  description: z.string(),
  name: z.string(),
  private: z.boolean(),
  updated_at: dateTime,
  url_name: z.string(),
});
export type Group = z.output<typeof groupSchema>;

export const itemSchema = z.looseObject({
  rendered_body: z.string(),
  body: z.string(),
  coediting: z.boolean(),
  comments_count: integer,
  created_at: dateTime,
  group: z.nullable(groupSchema),
  id: hex20,
  likes_count: integer,
  private: z.boolean(),
  reactions_count: integer,
  stocks_count: z.optional(integer),
  tags: z.array(taggingSchema),
  title: z.string(),
  updated_at: dateTime,
  url: z.string(),
  user: userSchema,
  page_views_count: z.nullable(integer),
  team_membership: z.nullable(z.looseObject({ name: z.string() })),
  organization_url_name: z.optional(z.nullable(z.string())),
  slide: z.optional(z.boolean()),
});
export type Item = z.output<typeof itemSchema>;

export const commentSchema = z.looseObject({
  body: z.string(),
  created_at: dateTime,
  id: hex20,
  rendered_body: z.string(),
  updated_at: dateTime,
  user: userSchema,
});
export type Comment = z.output<typeof commentSchema>;

export const reactionSchema = z.looseObject({
  created_at: dateTime,
  image_url: z.nullable(z.string()),
  name: z.string(),
  user: userSchema,
});
export type Reaction = z.output<typeof reactionSchema>;

const reactionStatSchema = z.looseObject({
  created_at: dateTime,
  image_url: z.nullable(z.string()),
  name: z.string(),
  user_id: z.string(),
});

/** One entry of the item action statistics (`GET /api/v2/items/reactions`, team edition). */
export const itemActionSchema = z.looseObject({
  id: hex20,
  title: z.string(),
  url: z.string(),
  user_id: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
  page_views_count: integer,
  reactions: z.array(reactionStatSchema),
  comments: z.array(
    z.looseObject({
      created_at: dateTime,
      id: hex20,
      reactions: z.array(reactionStatSchema),
      updated_at: dateTime,
      user_id: z.string(),
    }),
  ),
});
export type ItemAction = z.output<typeof itemActionSchema>;

export const likeSchema = z.looseObject({
  created_at: dateTime,
  user: userSchema,
});
export type Like = z.output<typeof likeSchema>;

export const tagSchema = z.looseObject({
  followers_count: integer,
  icon_url: z.nullable(z.string()),
  id: z.string(),
  items_count: integer,
});
export type Tag = z.output<typeof tagSchema>;

export const teamSchema = z.looseObject({
  active: z.boolean(),
  id: z.string(),
  name: z.string(),
});
export type Team = z.output<typeof teamSchema>;

/** `email` and `last_accessed_at` are empty strings unless the caller is an admin or the owner of the team. */
export const teamMemberSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  last_accessed_at: z.union([z.literal(''), dateTime]),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const groupMemberSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type GroupMember = z.output<typeof groupMemberSchema>;

export const teamInvitationSchema = z.looseObject({
  email: z.string(),
  url: z.string(),
});
export type TeamInvitation = z.output<typeof teamInvitationSchema>;

export const expandedTemplateSchema = z.looseObject({
  expanded_body: z.string(),
  expanded_tags: z.array(taggingSchema),
  expanded_title: z.string(),
});
export type ExpandedTemplate = z.output<typeof expandedTemplateSchema>;

export const templateSchema = z.extend(expandedTemplateSchema, {
  body: z.string(),
  id: integer,
  name: z.string(),
  tags: z.array(taggingSchema),
  title: z.string(),
  coedit: z.optional(z.boolean()),
  group: z.optional(z.nullable(groupSchema)),
});
export type Template = z.output<typeof templateSchema>;

/** The JSON hyper-schema served at `/api/v2/schema`; only its outline is checked. */
export const apiSchemaSchema = z.looseObject({
  properties: z.record(z.string(), z.unknown()),
});
export type ApiSchema = z.output<typeof apiSchemaSchema>;
