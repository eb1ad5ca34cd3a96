// The fields DevDesk reads of a commit's check runs and statuses, checked against GitHub's description
// (`check-run`, `simple-commit-status`, `combined-commit-status`).
import * as z from 'zod/mini';
import { describedBy, type Schemas } from './schema.js';

export const checkRunSchema = describedBy<Schemas['check-run']>()({
  id: z.number(),
  name: z.string(),
  head_sha: z.string(),
  status: z.enum(['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending']),
  conclusion: z.nullable(
    z.enum(['success', 'failure', 'neutral', 'cancelled', 'skipped', 'timed_out', 'action_required']),
  ),
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  html_url: z.nullable(z.string()),
  details_url: z.nullable(z.string()),
});

export const checkRunListSchema = z.looseObject({ total_count: z.number(), check_runs: z.array(checkRunSchema) });

export const commitStatusSchema = describedBy<Schemas['simple-commit-status']>()({
  id: z.number(),
  state: z.string(),
  context: z.string(),
  description: z.nullable(z.string()),
  target_url: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

export const combinedStatusSchema = describedBy<Schemas['combined-commit-status']>()({
  state: z.string(),
  sha: z.string(),
  total_count: z.number(),
  statuses: z.array(commitStatusSchema),
});

export type CheckRun = Schemas['check-run'];
export type CommitStatus = Schemas['simple-commit-status'];
