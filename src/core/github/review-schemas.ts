// Boundary schemas of pull request reviews (https://docs.github.com/rest/pulls/reviews).
import * as z from 'zod/mini';
import { describedBy, simpleUser, type Schemas } from './schema.js';

export const reviewSchema = describedBy<Schemas['pull-request-review']>()({
  id: z.number(),
  node_id: z.string(),
  user: z.nullable(simpleUser),
  body: z.string(),
  state: z.string(),
  html_url: z.string(),
  submitted_at: z.optional(z.string()),
  commit_id: z.nullable(z.string()),
});

/** A review's comments (`review-comment`: the fields DevDesk shows). */
export const reviewOwnCommentSchema = describedBy<Schemas['review-comment']>()({
  id: z.number(),
  body: z.string(),
  path: z.string(),
  user: z.nullable(simpleUser),
  created_at: z.string(),
});

/** What addPullRequestReviewThread answers, as far as DevDesk reads it. */
export const addedThreadSchema = z.object({
  addPullRequestReviewThread: z.object({
    thread: z.nullable(z.object({ comments: z.object({ nodes: z.array(z.object({ fullDatabaseId: z.string() })) }) })),
  }),
});
