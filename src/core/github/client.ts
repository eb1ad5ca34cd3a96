// createGitHubClient: the REST v3 client over the shared HTTP layer, for https://api.github.com, an Enterprise
// `https://HOST/api/v3`, or the emulator. Each endpoint group is a small object; they share one HttpClient (one
// token, one rate-limit budget, one conditional cache) and one memory of moved repositories.
import { normalizeBaseUrl } from '../http/urls.js';
import { HttpClient, type HttpClientOptions, type RateLimitSnapshot, type WritePermit } from '../http/index.js';
import { GitHubApi } from './api.js';
import { Collaborators } from './collaborators.js';
import { Checks } from './checks.js';
import { Compare } from './compare.js';
import { Contents } from './contents.js';
import { Emojis } from './emojis.js';
import { Events, type EventFeed } from './events.js';
import { EventPoller, pollEvents, type EventPollOptions } from './events-poller.js';
import { IssueComments } from './issue-comments.js';
import { Issues } from './issues.js';
import { Labels } from './labels.js';
import { Markdown } from './markdown.js';
import { waitForMergeable, type MergeableResult, type MergeableWaitOptions } from './mergeable.js';
import { githubAccept } from './media-types.js';
import { Milestones } from './milestones.js';
import { Notifications } from './notifications.js';
import { PullRequests } from './pulls.js';
import { Reactions } from './reactions.js';
import { Repositories } from './repositories.js';
import { RepositoryMoves } from './repository-moves.js';
import { RequestedReviewers } from './requested-reviewers.js';
import { ReviewComments } from './review-comments.js';
import { Search } from './search.js';
import { Reviews } from './reviews.js';
import { Users } from './users.js';
import { Teams } from './teams.js';
import { myTeamNames } from './user-teams.js';
import type { CallOptions, RepoRef } from './types.js';

// Moved to the URL rules (http/urls.ts); still exported from here for existing callers.
export { gitHubApiUrl } from '../http/urls.js';

export interface GitHubClientOptions extends Omit<HttpClientOptions, 'baseUrl' | 'service' | 'onRedirect'> {
  /** `https://api.github.com`, `https://HOST/api/v3` (Enterprise) or the emulator's REST base. */
  baseUrl: string;
  token?: string;
  /** GitHub requires one; default `DevDesk/<version> (<platform>; node <version>)` (see version.ts). */
  userAgent?: string;
}

export interface GitHubClient {
  readonly http: HttpClient;
  readonly pulls: PullRequests;
  readonly reviewComments: ReviewComments;
  readonly reviews: Reviews;
  readonly issueComments: IssueComments;
  readonly reactions: Reactions;
  readonly markdown: Markdown;
  readonly events: Events;
  readonly teams: Teams;
  /** Reviews requested from users and teams on a pull request. */
  readonly requestedReviewers: RequestedReviewers;
  /** A repository's collaborators, assignable users and teams; an issue's assignees. */
  readonly collaborators: Collaborators;
  /** A repository's labels and an issue's. */
  readonly labels: Labels;
  /** A repository's milestones and an issue's. */
  readonly milestones: Milestones;
  /** A repository's issues and pull requests together. */
  readonly issues: Issues;
  /** The host's emoji by name. */
  readonly emojis: Emojis;
  /** The authenticated user's notification threads and their subscriptions. */
  readonly notifications: Notifications;
  /** A commit's check runs and combined status (`GET /commits/{ref}/check-runs`, `/status`). */
  readonly checks: Checks;
  /** `org/slug` of the teams the authenticated user is in (`GET /user/teams`). */
  myTeamNames(options?: CallOptions): Promise<string[]>;
  /** Files at a commit (`GET /repos/{owner}/{repo}/contents/{path}?ref=`). */
  readonly contents: Contents;
  /** Two commits compared (`GET /repos/{owner}/{repo}/compare/{base}...{head}`): commits and changed files. */
  readonly compare: Compare;
  /** The authenticated account (`GET /user`). */
  readonly users: Users;
  /** A repository's record (who owns it, its default branch) and its branches. */
  readonly repositories: Repositories;
  /** Renamed repositories learnt from 301s. */
  readonly repositoryMoves: RepositoryMoves;
  /** Issues and pull requests by GitHub's search syntax (`GET /search/issues`). */
  readonly search: Search;
  /** Re-fetches a pull request with backoff until `mergeable` is known (or the bound is reached). */
  waitForMergeable(repo: RepoRef, number: number, options?: MergeableWaitOptions): Promise<MergeableResult>;
  /** Polls a feed until `options.signal` fires (see events-poller.ts). */
  pollEvents(feed: EventFeed, options: EventPollOptions): Promise<void>;
  /** A poller driven cycle by cycle (`pollOnce`) or run (`run(signal)`). */
  eventPoller(feed: EventFeed, options?: Omit<EventPollOptions, 'signal'>): EventPoller;
  /** The `core` budget of this host as last reported. */
  rateLimit(resource?: string): RateLimitSnapshot | undefined;
  setToken(token: string | undefined): void;
  /** This client, its writes allowed under the tests' write guard (the UI's write road hands these out). */
  withWritePermit(permit: WritePermit): GitHubClient;
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const moves = new RepositoryMoves(normalizeBaseUrl(options.baseUrl));
  const http = new HttpClient({
    ...options,
    service: { name: 'github', accept: githubAccept() },
    // Reads follow 301/302/307 and writes 307/308 (GitHub answers 307 to a write for a moved repository); a write
    // answered 301/302 fails with RedirectedWriteError (see http/client.ts). Followed 301s are kept for later.
    onRedirect: (hop) => moves.learn(hop),
  });
  return gitHubClientOver(http, moves);
}

/** The endpoint groups over one HttpClient: the client's own, or a view of it carrying the write road's permit. */
function gitHubClientOver(http: HttpClient, moves: RepositoryMoves): GitHubClient {
  const api = new GitHubApi(http, moves);
  const pulls = new PullRequests(api);
  return {
    http,
    pulls,
    reviewComments: new ReviewComments(api),
    reviews: new Reviews(api),
    issueComments: new IssueComments(api),
    reactions: new Reactions(api),
    markdown: new Markdown(api),
    events: new Events(api),
    teams: new Teams(api),
    requestedReviewers: new RequestedReviewers(api),
    collaborators: new Collaborators(api),
    labels: new Labels(api),
    milestones: new Milestones(api),
    issues: new Issues(api),
    emojis: new Emojis(api),
    notifications: new Notifications(api),
    contents: new Contents(api),
    compare: new Compare(api),
    checks: new Checks(api),
    myTeamNames: (callOptions) => myTeamNames(api, callOptions),
    users: new Users(api),
    repositories: new Repositories(api),
    repositoryMoves: moves,
    search: new Search(api),
    waitForMergeable: (repo, number, waitOptions) => waitForMergeable(pulls, repo, number, waitOptions),
    pollEvents: (feed, pollOptions) => pollEvents(api, feed, pollOptions),
    eventPoller: (feed, pollOptions) => new EventPoller(api, feed, pollOptions),
    rateLimit: (resource) => http.rateLimit(resource),
    setToken: (token) => http.setToken(token),
    withWritePermit: (permit) => gitHubClientOver(http.withWritePermit(permit), moves),
  };
}
