// The GitHub REST v3 client (document 2): pull requests, review comments, issue comments and reactions, Markdown,
// events (with a poller), teams. Build one with createGitHubClient({ baseUrl, token?, userAgent? }).
export { createGitHubClient, gitHubApiUrl, type GitHubClient, type GitHubClientOptions } from './client.js';
export { PullRequests, pullListDefaults, maxPullFiles, type PullListOptions, type PullState, type PullSort, type SortDirection, type MergeMethod, type MergeOptions, type NewPullRequest, type PullRequestChanges } from './pulls.js';
export { waitForMergeable, isMergeabilitySettled, type MergeableResult, type MergeableWaitOptions } from './mergeable.js';
export { ReviewComments, type NewReviewComment, type ReviewCommentListOptions } from './review-comments.js';
export { IssueComments, type IssueCommentListOptions } from './issue-comments.js';
export { Reactions, type ReactionSubject, type AddedReaction } from './reactions.js';
export { reactionContents } from './comment-schemas.js';
export { Markdown, markdownLimitBytes, type RenderOptions, type RenderedMarkdown } from './markdown.js';
export { Events, eventFeedPath, maxEventPages, maxEvents, type EventFeed } from './events.js';
export { EventPoller, pollEvents, type EventPollOptions, type PollCycle } from './events-poller.js';
export { Teams, teamPath, type TeamRef, type TeamPrivacy, type RepositoryPermission, type NewTeam, type TeamChanges } from './teams.js';
export { RepositoryMoves } from './repository-moves.js';
export { githubAccept, mergeAccept, previews, type AcceptOptions, type MediaParam } from './media-types.js';
export { MergeNotAllowedError, HeadChangedError, StaleHeadShaError, MarkdownTooLargeError, type MergeRefusal } from './errors.js';
export { realSleep, type Sleep } from './sleep.js';
export type * from './types.js';
