// The GitHub REST v3 client (https://docs.github.com/en/rest), over the shared HTTP layer. Stable API:
//
//   const gh = createGitHubClient({ baseUrl, token?, userAgent?, ...HttpClientOptions })
//   repo = { owner, repo }; every call takes { signal? }; lists return a PageIterator (Link-driven; `.pages()`)
//   gh.pulls          list(repo, { state, head, base, sort, direction, perPage, limit }), get, getDiff, getPatch,
//                     create -> { data, location }, update, updateBranch(repo, n, { expectedHeadSha }),
//                     listCommits, listFiles (<= 3,000), isMerged -> boolean,
//                     merge(repo, n, { merge_method, sha, … })
//   gh.waitForMergeable(repo, n, { maxAttempts, initialDelayMs, maxDelayMs, signal, sleep }) -> { pull, settled }
//   gh.reviewComments listForPull, listForRepo ({ sort, direction, since }), get, create, reply, update, delete
//   gh.reviews        list, get, create (pending without `event`), update, submit, deletePending, dismiss,
//                     listComments; addPendingReviewComment(graphql, reviewNodeId, comment),
//                     addPendingFileComment(graphql, reviewNodeId, comment) (GraphQL only)
//   gh.issueComments  list ({ since }), get, create, update, delete
//   gh.reactions      list(subject, { content }), add(subject, content) -> { reaction, created }, delete
//   gh.markdown       render(text, { mode, context }), renderRaw(text) -> { html, rendererVersion }
//   gh.events         list(feed) (9 feeds, <= 300 events); gh.pollEvents(feed, { signal, onEvents, … });
//                     gh.eventPoller(feed).pollOnce() for step-by-step control
//   gh.repositories   get(repo) -> the repository with its owner (owner.type: User or Organization)
//   gh.teams          list(org), get, create, update, delete, listChildren, listMembers, listRepositories,
//                     hasRepository, repositoryPermissions (repository media type), setRepositoryPermission,
//                     removeRepository; a team is { org, teamSlug } or { orgId, teamId }
//   gh.requestedReviewers list(repo, n) -> { users, teams }, request(repo, n, { users, teams }), remove(…)
//   gh.collaborators  list(repo) (push access), assignable(repo), teams(repo) (teams with access), setAssignees
//   gh.labels         listForRepository, listForIssue, set(repo, n, names), add, remove(repo, n, name)
//   gh.milestones     list(repo, { state }), setForIssue(repo, n, number | null)
//   gh.issues         list(repo, { state, sort, direction }) (pull requests included)
//   gh.emojis         list() -> { name, character }
//   setPullDraft(graphqlClient, nodeId, draft): GraphQL, as REST has no route for it
//   gh.contents       get(repo, path, { ref }) -> { path, sha, size, bytes? } (bytes undefined over 1 MB: GitHub
//                     sends none); a path or ref not there -> NotFoundError; put(repo, path, { branch, message,
//                     bytes, sha }) -> { commitSha, blobSha } (one commit; a stale `sha` -> StaleFileError)
//   suggestions       suggestionBlock, suggestionsIn, suggestionAsChange, applySuggestion…:
//                     ```suggestion blocks (pure)
//   gh.compare        commits(repo, base, head) -> { status, aheadBy, behindBy, commits, files, mergeBaseSha,
//                     truncated }
//   gh.checks         forCommit(repo, ref) -> { runs, statuses, unchanged, pollIntervalMs } (two conditional GETs)
//   fetchReviewThreads(graphql, repo, n) -> each thread's resolved/outdated state in one query;
//                     setReviewThreadResolved(graphql, threadId, resolved), addPendingThreadReply(graphql, review,
//                     thread, body)
//   fetchPullOverview(graphql, repo, n, files) -> a pull request with its files, threads, reviews and checks in one
//                     query (the agent's #devdeskPullRequest)
//   gh.myTeamNames()  org/slug of the user's teams; fetchPullStates(graphql, repo, numbers): a page's review and
//                     check states in one GraphQL query
//   gh.repositoryMoves renamed repositories learnt from 301s; gh.rateLimit(); gh.setToken(token)
//
// Typed refusals: MergeNotAllowedError (405), HeadChangedError (409), StaleHeadShaError (422 update-branch),
// StaleFileError (409 on a contents write), MarkdownTooLargeError (before sending), NotAFileError (contents of a
// directory, symlink or submodule); everything else is the HTTP layer's ApiError family.
// Response types come from @octokit/openapi-types (type-only); zod checks the fields DevDesk reads (schema.ts).
export { createGitHubClient, gitHubApiUrl, type GitHubClient, type GitHubClientOptions } from './client.js';
export {
  PullRequests,
  pullListDefaults,
  maxPullFiles,
  type PullListOptions,
  type PullState,
  type PullSort,
  type SortDirection,
  type MergeMethod,
  type MergeOptions,
  type NewPullRequest,
  type PullRequestChanges,
} from './pulls.js';
export {
  waitForMergeable,
  isMergeabilitySettled,
  type MergeableResult,
  type MergeableWaitOptions,
} from './mergeable.js';
export { ReviewComments, type NewReviewComment, type ReviewCommentListOptions } from './review-comments.js';
export {
  Reviews,
  addPendingReviewComment,
  addPendingFileComment,
  type ReviewEvent,
  type NewReview,
  type NewReviewDraftComment,
} from './reviews.js';
export { IssueComments, type IssueCommentListOptions } from './issue-comments.js';
export { Reactions, type ReactionSubject, type AddedReaction } from './reactions.js';
export { reactionContents } from './comment-schemas.js';
export { Markdown, markdownLimitBytes, type RenderOptions, type RenderedMarkdown } from './markdown.js';
export { Events, eventFeedPath, maxEventPages, maxEvents, type EventFeed } from './events.js';
export { EventPoller, pollEvents, type EventPollOptions, type PollCycle } from './events-poller.js';
export {
  Teams,
  teamPath,
  type TeamRef,
  type TeamPrivacy,
  type RepositoryPermission,
  type NewTeam,
  type TeamChanges,
} from './teams.js';
export { Repositories, type Repository } from './repositories.js';
export { RequestedReviewers, type Reviewers } from './requested-reviewers.js';
export { Collaborators } from './collaborators.js';
export { Labels } from './labels.js';
export { Milestones } from './milestones.js';
export { setPullDraft } from './pull-drafts.js';
export {
  fetchViewedFilesPage,
  setFileViewed,
  viewedPageSize,
  type FileViewedState,
  type ViewedFilesPage,
} from './viewed-files.js';
export { Issues, type IssueSummary, type IssueListOptions } from './issues.js';
export {
  Notifications,
  notificationPageSize,
  type NotificationQuery,
  type NotificationPage,
  type ThreadSubscription,
} from './notifications.js';
export { toThread, type NotificationThread, type NotificationSubject } from './notification-schemas.js';
export { fetchSubjectStates, subjectStatesQuery, statefulThreads, type SubjectState } from './notification-states.js';
export {
  inboxState,
  unreadFirst,
  groupEntries,
  repositoryName,
  nextPollDelayMs,
  type InboxEntry,
  type InboxState,
  type InboxGrouping,
} from './inbox-state.js';
export { Emojis, emojiCharacterOf, type Emoji } from './emojis.js';
export {
  Contents,
  contentPath,
  type FileContent,
  type ContentOptions,
  type FileWrite,
  type WrittenFile,
} from './contents.js';
export {
  suggestionBlock,
  suggestionsIn,
  replacedLines,
  suggestionAsChange,
  applySuggestion,
  relocateSuggestion,
  coveredLines,
  commentAsChange,
  type SuggestedLines,
  type PlacedComment,
} from './suggestions.js';
export { Compare, baseheadPath, maxComparedFiles, maxComparedCommits, type Comparison } from './compare.js';
export { RepositoryMoves } from './repository-moves.js';
export { Search, type IssueSearchItem, type IssueSearchOptions } from './search.js';
export {
  Checks,
  checksState,
  type CheckRun,
  type CommitStatus,
  type CommitChecks,
  type ChecksState,
} from './checks.js';
export {
  fetchPullOverview,
  maxThreadPages,
  type OverviewCheck,
  type OverviewThread,
  type PullOverview,
} from './pull-overview.js';
export {
  fetchReviewThreads,
  setReviewThreadResolved,
  addPendingThreadReply,
  type ReviewThreadState,
} from './review-threads.js';
export {
  fetchPullStates,
  pullStatesQuery,
  type PageStates,
  type PullStates,
  type RequestedReviewer,
  type ReviewDecision,
  type ReviewVerdict,
  type GraphQLRequester,
} from './pull-states.js';
export { githubAccept, mergeAccept, previews, type AcceptOptions, type MediaParam } from './media-types.js';
export {
  MergeNotAllowedError,
  HeadChangedError,
  StaleHeadShaError,
  StaleFileError,
  MarkdownTooLargeError,
  NotAFileError,
  type MergeRefusal,
} from './errors.js';
export { realSleep, type Sleep } from './sleep.js';
export type * from './types.js';
