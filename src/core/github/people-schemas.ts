// Boundary schemas of a repository's people, labels and milestones, and of the review requests of a pull request.
import * as z from 'zod/mini';
import { teamSchema } from './team-schemas.js';
import { describedBy, simpleUser, type Schemas } from './schema.js';

export const labelSchema = describedBy<Schemas['label']>()({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  description: z.nullable(z.string()),
});

export const milestoneSchema = describedBy<Schemas['milestone']>()({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  state: z.enum(['open', 'closed']),
  due_on: z.nullable(z.string()),
});

export const collaboratorSchema = describedBy<Schemas['collaborator']>()({
  login: z.string(),
  id: z.number(),
  type: z.string(),
  role_name: z.string(),
});

export const reviewRequestsSchema = describedBy<Schemas['pull-request-review-request']>()({
  users: z.array(simpleUser),
  teams: z.array(teamSchema),
});

/** What DevDesk reads of an issue after changing its labels, assignees or milestone. */
export const issuePeopleSchema = describedBy<Schemas['issue']>()({
  number: z.number(),
  labels: z.array(z.union([z.string(), z.looseObject({ name: z.optional(z.string()) })])),
  assignees: z.optional(z.array(simpleUser)),
  milestone: z.nullable(milestoneSchema),
});
