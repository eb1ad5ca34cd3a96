// zod schemas of the article service's resources, after the v2 hyper-schema (test/emulator/reference), with
// nullability as the real service returns it: an item's `group`, `team_membership` and `page_views_count` are
// null on the public edition, `slide`/`stocks_count`/`organization_url_name` are newer fields the hyper-schema
// does not list (optional here). Objects are loose: fields the service adds later pass through.
import { z } from 'zod';

const dateTime = z.iso.datetime({ offset: true });
const hex20 = z.string().regex(/^[0-9a-f]{20}$/, 'expected 20 hex digits');
const hex40 = z.string().regex(/^[0-9a-f]{40}$/, 'expected 40 hex digits');

export const userSchema = z.looseObject({
  description: z.string().nullable(),
  facebook_id: z.string().nullable(),
  followees_count: z.number().int(),
  followers_count: z.number().int(),
  github_login_name: z.string().nullable(),
  id: z.string(),
  items_count: z.number().int(),
  linkedin_id: z.string().nullable(),
  location: z.string().nullable(),
  name: z.string().nullable(),
  organization: z.string().nullable(),
  permanent_id: z.number().int(),
  profile_image_url: z.string(),
  team_only: z.boolean(),
  twitter_screen_name: z.string().nullable(),
  website_url: z.string().nullable(),
});
export type User = z.output<typeof userSchema>;

export const authenticatedUserSchema = userSchema.extend({
  image_monthly_upload_limit: z.number().int(),
  image_monthly_upload_remaining: z.number().int(),
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
  versions: z.array(z.string()).optional(),
});
export type Tagging = z.output<typeof taggingSchema>;

export const groupSchema = z.looseObject({
  created_at: dateTime,
  id: z.number().int(),
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
  comments_count: z.number().int(),
  created_at: dateTime,
  group: groupSchema.nullable(),
  id: hex20,
  likes_count: z.number().int(),
  private: z.boolean(),
  reactions_count: z.number().int(),
  stocks_count: z.number().int().optional(),
  tags: z.array(taggingSchema),
  title: z.string(),
  updated_at: dateTime,
  url: z.string(),
  user: userSchema,
  page_views_count: z.number().int().nullable(),
  team_membership: z.looseObject({ name: z.string() }).nullable(),
  organization_url_name: z.string().nullable().optional(),
  slide: z.boolean().optional(),
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
  image_url: z.string().nullable(),
  name: z.string(),
  user: userSchema,
});
export type Reaction = z.output<typeof reactionSchema>;

const reactionStatSchema = z.looseObject({
  created_at: dateTime,
  image_url: z.string().nullable(),
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
  page_views_count: z.number().int(),
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
  followers_count: z.number().int(),
  icon_url: z.string().nullable(),
  id: z.string(),
  items_count: z.number().int(),
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

export const templateSchema = expandedTemplateSchema.extend({
  body: z.string(),
  id: z.number().int(),
  name: z.string(),
  tags: z.array(taggingSchema),
  title: z.string(),
  coedit: z.boolean().optional(),
  group: groupSchema.nullable().optional(),
});
export type Template = z.output<typeof templateSchema>;

/** The JSON hyper-schema served at `/api/v2/schema`; only its outline is checked. */
export const apiSchemaSchema = z.looseObject({
  properties: z.record(z.string(), z.unknown()),
});
export type ApiSchema = z.output<typeof apiSchemaSchema>;
