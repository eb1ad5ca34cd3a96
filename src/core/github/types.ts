// The response types of the endpoints in scope, named after GitHub's description (@octokit/openapi-types).
import type { operations } from '@octokit/openapi-types';
import type { Schemas } from './schema.js';

export type SimpleUser = Schemas['simple-user'];
export type PullRequestSummary = Schemas['pull-request-simple'];
export type PullRequest = Schemas['pull-request'];
export type PullRequestCommit = Schemas['commit'];
export type PullRequestFile = Schemas['diff-entry'];
export type MergeResult = Schemas['pull-request-merge-result'];
export type UpdateBranchResult = operations['pulls/update-branch']['responses'][202]['content']['application/json'];
export type ReviewComment = Schemas['pull-request-review-comment'];
export type IssueComment = Schemas['issue-comment'];
export type Review = Schemas['pull-request-review'];
/** A comment as a review's own list gives it (`review-comment`). */
export type ReviewOwnComment = Schemas['review-comment'];
export type Reaction = Schemas['reaction'];
export type ReactionContent = Reaction['content'];
export type GitHubEvent = Schemas['event'];
export type Team = Schemas['team'];
export type TeamFull = Schemas['team-full'];
export type TeamRepository = Schemas['team-repository'];
export type MinimalRepository = Schemas['minimal-repository'];
export type Label = Schemas['label'];
export type Milestone = Schemas['milestone'];
export type Collaborator = Schemas['collaborator'];
export type ReviewRequests = Schemas['pull-request-review-request'];
/** An issue (or a pull request's issue) as answered after its labels, assignees or milestone changed. */
export type IssuePeople = Schemas['issue'];

/** GitHub describes many ids as `number | bigint` (64-bit); JSON delivers numbers, both are accepted here. */
export type Id = number | bigint;

/** A repository addressed by owner and name. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** What every call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** List calls: page size (server default 30, at most 100) and a cap on the items yielded. */
export interface ListOptions extends CallOptions {
  perPage?: number;
  limit?: number;
}

/** A created resource with the `Location` the server answered. */
export interface Created<T> {
  data: T;
  location: string | undefined;
}
