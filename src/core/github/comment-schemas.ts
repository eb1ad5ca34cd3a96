// Boundary schemas of the conversation: review comments, issue comments, reactions.
import { z } from 'zod';
import { describedBy, simpleUser, type Schemas } from './schema.js';

export const reviewCommentSchema = describedBy<Schemas['pull-request-review-comment']>()({
  id: z.number(),
  body: z.string(),
  path: z.string(),
  commit_id: z.string(),
  diff_hunk: z.string(),
  in_reply_to_id: z.number().optional(),
  user: simpleUser.nullable(),
  html_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const issueCommentSchema = describedBy<Schemas['issue-comment']>()({
  id: z.number(),
  body: z.string().optional(),
  user: simpleUser.nullable(),
  html_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const reactionContents = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] as const;

export const reactionSchema = describedBy<Schemas['reaction']>()({
  id: z.number(),
  content: z.enum(reactionContents),
  user: simpleUser.nullable(),
  created_at: z.string(),
});
