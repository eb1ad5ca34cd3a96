// Boundary schemas of the conversation: review comments, issue comments, reactions.
import * as z from 'zod/mini';
import { describedBy, simpleUser, type Schemas } from './schema.js';

export const reviewCommentSchema = describedBy<Schemas['pull-request-review-comment']>()({
  id: z.number(),
  body: z.string(),
  path: z.string(),
  commit_id: z.string(),
  diff_hunk: z.string(),
  in_reply_to_id: z.optional(z.number()),
  user: z.nullable(simpleUser),
  html_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const issueCommentSchema = describedBy<Schemas['issue-comment']>()({
  id: z.number(),
  body: z.optional(z.string()),
  user: z.nullable(simpleUser),
  html_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const reactionContents = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] as const;

export const reactionSchema = describedBy<Schemas['reaction']>()({
  id: z.number(),
  content: z.enum(reactionContents),
  user: z.nullable(simpleUser),
  created_at: z.string(),
});
