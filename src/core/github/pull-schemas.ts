// The boundary schemas of pull requests and their parts: the fields the Pull Requests view reads.
import * as z from 'zod/mini';
import { describedBy, simpleUser, type Schemas } from './schema.js';

type Pull = Schemas['pull-request'];
type PullSummary = Schemas['pull-request-simple'];

const branch = describedBy<Pull['head']>()({ label: z.string(), ref: z.string(), sha: z.string() });
const summaryBranch = describedBy<PullSummary['head']>()({ label: z.string(), ref: z.string(), sha: z.string() });
const label = describedBy<PullSummary['labels'][number]>()({ name: z.string(), color: z.string() });

export const pullSummarySchema = describedBy<PullSummary>()({
  id: z.number(),
  number: z.number(),
  state: z.string(),
  title: z.string(),
  body: z.nullable(z.string()),
  user: z.nullable(simpleUser),
  html_url: z.string(),
  locked: z.boolean(),
  draft: z.optional(z.boolean()),
  labels: z.array(label),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.nullable(z.string()),
  merged_at: z.nullable(z.string()),
  head: summaryBranch,
  base: summaryBranch,
});

export const pullSchema = describedBy<Pull>()({
  id: z.number(),
  number: z.number(),
  state: z.enum(['open', 'closed']),
  title: z.string(),
  body: z.nullable(z.string()),
  user: simpleUser,
  html_url: z.string(),
  locked: z.boolean(),
  draft: z.optional(z.boolean()),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.nullable(z.string()),
  merged_at: z.nullable(z.string()),
  merge_commit_sha: z.nullable(z.string()),
  head: branch,
  base: branch,
  merged: z.boolean(),
  mergeable: z.nullable(z.boolean()),
  mergeable_state: z.string(),
  maintainer_can_modify: z.boolean(),
  comments: z.number(),
  review_comments: z.number(),
  commits: z.number(),
  additions: z.number(),
  deletions: z.number(),
  changed_files: z.number(),
});

type Commit = Schemas['commit'];
export const commitSchema = describedBy<Commit>()({
  sha: z.string(),
  html_url: z.string(),
  commit: describedBy<Commit['commit']>()({ message: z.string() }),
});

export const fileSchema = describedBy<Schemas['diff-entry']>()({
  filename: z.string(),
  status: z.enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
  additions: z.number(),
  deletions: z.number(),
  changes: z.number(),
  patch: z.optional(z.string()),
});

export const mergeResultSchema = describedBy<Schemas['pull-request-merge-result']>()({
  sha: z.string(),
  merged: z.boolean(),
  message: z.string(),
});

export const updateBranchResultSchema = z.object({ message: z.string(), url: z.string() });
