// The in-memory state of the emulated GitHub, shared by the REST v3 routes and the GraphQL emulation.
//
// STATUS: READY FOR THE GRAPHQL SIDE. The public API below is stable; it only grows (backwards compatible).
//
// How to use it (GraphQL side):
//   - `store.userForToken(token)` -> the viewer (Account) or undefined.
//   - `store.account(login)`, `store.repo(owner, name)` (case-insensitive, no redirects), `store.repoById(id)`.
//   - `store.issue(repo, number)` (issues AND pull requests), `store.pull(repo, number)` (pull requests only).
//   - `store.listIssues(repo, { state, kind })`, `store.listPulls(repo, { state, head, base, sort, direction })`.
//   - `store.labelsOf(issue)`, `store.repoLabels(repo)`, `store.reactionsOf(subject)`.
//   - `store.addReaction(subject, userId, content)` / `store.removeReaction(...)`; `store.addIssueComment(...)`.
//   - `store.mergePull(...)` is the single merge implementation (REST uses it too).
//   - Node ids: `store.nodeId(type, id)` (base64 of `Type:id`) and `store.node(nodeId)` -> ResolvedNode.
//   - Access: `store.canRead(repo, viewerId)`; private repositories must look missing to others.
//   - Every mutation records events and bumps `updatedAt` like GitHub; use `store.now()` for timestamps.
//   - Mergeability: `peekMergeable` (no side effect) / `observeMergeable` (a detailed fetch: null once, then a value).
//   - Tests: `store.settings` (pollInterval, mergeableSettleMs), `store.issueToken(userId)` to act as another user;
//     a running emulator exposes the store as `RunningEmulator.githubStore`.
// Records are plain objects (model.ts); treat them as read-only outside the store's methods.
import { createHash } from 'node:crypto';
import type {
  Account,
  Commit,
  EventPayload,
  GitHubEvent,
  Issue,
  IssueComment,
  Label,
  Milestone,
  NodeType,
  PullIssue,
  Reaction,
  ReactionContent,
  ReactionSubject,
  Repo,
  RepoPermission,
  ResolvedNode,
  ReviewComment,
  Team,
} from './model.js';
import { permissionRank } from './model.js';
import { RecordsByIssue } from './records-by-issue.js';
import { NotificationBook } from './notifications.js';
import { ReviewBook } from './review-store.js';

export * from './model.js';

/** GitHub's timestamp format: `YYYY-MM-DDTHH:MM:SSZ` (no milliseconds). */
export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A deterministic, realistic looking 40-hex SHA for any text. */
export function fakeSha(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

export interface StoreSettings {
  /** Seconds sent in `X-Poll-Interval` on event feeds. */
  pollInterval: number;
  /** A pending mergeability settles by itself after this many ms (or after one detailed GET). */
  mergeableSettleMs: number;
}

export interface PullListOptions {
  state?: 'open' | 'closed' | 'all';
  /** `user:ref` or `org:ref` (a bare ref matches too). */
  head?: string;
  base?: string;
  sort?: 'created' | 'updated' | 'popularity' | 'long-running';
  direction?: 'asc' | 'desc';
}

export interface IssueListOptions {
  state?: 'open' | 'closed' | 'all';
  /** `issue` = plain issues, `pull` = pull requests, `all` (default) = both, like REST's issues list. */
  kind?: 'issue' | 'pull' | 'all';
  /** Label names that must all be present. */
  labels?: string[];
  sort?: 'created' | 'updated' | 'comments';
  direction?: 'asc' | 'desc';
}

export type MergeMethod = 'merge' | 'squash' | 'rebase';
export type MergeResult =
  { ok: true; sha: string; message: string } | { ok: false; status: 405 | 409; message: string };

export interface CreatePullInput {
  title: string;
  /** Branch name (an `owner:` prefix is ignored; use `headRepoId` for a fork). */
  head: string;
  /** The repository holding the head branch (a fork in the same network); defaults to the base repository. */
  headRepoId?: number;
  base: string;
  body?: string | null;
  draft?: boolean;
  maintainerCanModify?: boolean;
}

export interface NewReviewComment {
  body: string;
  path: string;
  commitId: string;
  position: number | null;
  line: number | null;
  side: 'LEFT' | 'RIGHT';
  /** The first line of a multi-line comment (`start_line`, same side). */
  startLine?: number | null;
  inReplyToId?: number | null;
  /** The review the comment belongs to; a comment without one gets a review of its own (review-store.ts). */
  reviewId?: number;
  /** `file`: a comment on the whole file, without a line (GitHub's `subject_type`). */
  subjectType?: 'line' | 'file';
}

export interface TeamInput {
  name: string;
  description?: string | null;
  privacy?: 'secret' | 'closed';
  permission?: RepoPermission;
  parentId?: number | null;
}

const day = 24 * 3600 * 1000;

export class GitHubStore {
  readonly accounts = new Map<number, Account>();
  readonly repos = new Map<number, Repo>();
  readonly issues = new Map<number, Issue>();
  readonly labels = new Map<number, Label>();
  readonly milestones = new Map<number, Milestone>();
  readonly issueComments = new Map<number, IssueComment>();
  readonly reviewComments = new Map<number, ReviewComment>();
  /** Resolved review threads: the thread's first comment id -> the id of the user who resolved it. */
  readonly resolvedThreads = new Map<number, number>();
  /** Pull request reviews (review-store.ts). */
  readonly reviews: ReviewBook = new ReviewBook(this);
  /** Every user's notification threads (notifications.ts). */
  readonly notifications: NotificationBook = new NotificationBook(this);
  readonly reactions = new Map<number, Reaction>();
  readonly teams = new Map<number, Team>();
  /** Newest last; feeds read it backwards. */
  readonly events: GitHubEvent[] = [];
  /** Token -> user id. Never log these. */
  readonly tokens = new Map<string, number>();
  /** Lower-cased `owner/old-name` -> repository id, for renamed repositories (301/307). */
  readonly renamedRepos = new Map<string, number>();
  readonly settings: StoreSettings = { pollInterval: 60, mergeableSettleMs: 5000 };

  /** Id counters per kind, so ids look like GitHub's and never collide inside a kind. */
  private readonly counters = new Map<string, number>();
  private readonly byLogin = new Map<string, number>();
  private readonly byRepoName = new Map<string, number>();
  private readonly byIssueNumber = new Map<string, number>();
  private readonly pullIdToIssueId = new Map<number, number>();
  private readonly issueCommentRecords = new RecordsByIssue(this.issueComments);
  private readonly reviewCommentRecords = new RecordsByIssue(this.reviewComments);
  private clock: () => number = () => Date.now();

  constructor(
    /** API base, e.g. `http://127.0.0.1:P/github/api/v3`. */
    readonly apiUrl: string,
    /** Web base for `html_url`, e.g. `http://127.0.0.1:P/github`. */
    readonly webUrl: string,
  ) {}

  // ---- time and ids -------------------------------------------------------------------------------------------

  now(): number {
    return this.clock();
  }

  /** Replaces the clock (tests). */
  setClock(clock: () => number): void {
    this.clock = clock;
  }

  nextId(kind: string, start: number): number {
    const next = (this.counters.get(kind) ?? start) + 1;
    this.counters.set(kind, next);
    return next;
  }

  // ---- node ids --------------------------------------------------------------------------------------------------

  /** Global relay id: base64 of `Type:id` (commits use their SHA, scoped by repository: `Commit:repoId:sha`). */
  nodeId(type: NodeType, id: number | string): string {
    return Buffer.from(`${type}:${id}`).toString('base64');
  }

  /** Resolves a global relay id made by `nodeId`; undefined when unknown or malformed. */
  node(nodeId: string): ResolvedNode | undefined {
    const decoded = Buffer.from(nodeId, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 0) return undefined;
    const type = decoded.slice(0, separator) as NodeType;
    const rest = decoded.slice(separator + 1);
    const id = Number(rest);
    switch (type) {
      case 'User':
      case 'Organization': {
        const value = this.accounts.get(id);
        return value && value.type === type ? { type, value } : undefined;
      }
      case 'Repository':
        return wrap(type, this.repos.get(id));
      case 'Issue': {
        const value = this.issues.get(id);
        return value && !value.pull ? { type, value } : undefined;
      }
      case 'PullRequest': {
        const issue = this.pullById(id);
        return issue ? { type, value: issue } : undefined;
      }
      case 'IssueComment':
        return wrap(type, this.issueComments.get(id));
      case 'PullRequestReviewComment':
        return wrap(type, this.reviewComments.get(id));
      case 'PullRequestReview':
        return wrap(type, this.reviews.byId.get(id));
      case 'Reaction':
        return wrap(type, this.reactions.get(id));
      case 'Label':
        return wrap(type, this.labels.get(id));
      case 'Milestone':
        return wrap(type, this.milestones.get(id));
      case 'Team':
        return wrap(type, this.teams.get(id));
      case 'Commit': {
        const [repoId, sha] = rest.split(':');
        const repo = this.repos.get(Number(repoId));
        const commit = repo && sha ? this.commit(repo, sha) : undefined;
        return repo && commit ? { type, value: { repo, commit } } : undefined;
      }
      default:
        return undefined;
    }
  }

  // ---- accounts, tokens, access ------------------------------------------------------------------------------------

  addAccount(account: Account): Account {
    this.accounts.set(account.id, account);
    this.byLogin.set(account.login.toLowerCase(), account.id);
    return account;
  }

  /** A user or organization by login (case-insensitive). */
  account(login: string): Account | undefined {
    const id = this.byLogin.get(login.toLowerCase());
    return id === undefined ? undefined : this.accounts.get(id);
  }

  userForToken(token: string): Account | undefined {
    const id = this.tokens.get(token);
    return id === undefined ? undefined : this.accounts.get(id);
  }

  /** Issues a token for a user (tests use it to act as someone else). */
  issueToken(userId: number, token = `ghp_${fakeSha(`token:${userId}:${this.tokens.size}`).slice(0, 36)}`): string {
    this.tokens.set(token, userId);
    return token;
  }

  isOrgMember(org: Account, userId: number | undefined): boolean {
    return userId !== undefined && (org.orgMembers?.has(userId) ?? false);
  }

  isOrgAdmin(org: Account, userId: number | undefined): boolean {
    return userId !== undefined && org.orgMembers?.get(userId) === 'admin';
  }

  /** Organizations a user belongs to. */
  orgsOf(userId: number): Account[] {
    return [...this.accounts.values()].filter((account) => account.orgMembers?.has(userId));
  }

  /** The strongest permission a user has on a repository, or null. Public repositories give everyone `pull`. */
  permissionFor(repo: Repo, userId: number | undefined): RepoPermission | null {
    const candidates: RepoPermission[] = [];
    if (!repo.private) candidates.push('pull');
    if (userId !== undefined) {
      if (repo.ownerId === userId) candidates.push('admin');
      const owner = this.accounts.get(repo.ownerId);
      if (owner && this.isOrgAdmin(owner, userId)) candidates.push('admin');
      const direct = repo.collaborators.get(userId);
      if (direct) candidates.push(direct);
      for (const team of this.teams.values()) {
        if (!this.isTeamMember(team, userId)) continue;
        const viaTeam = this.teamRepoPermission(team, repo.id);
        if (viaTeam) candidates.push(viaTeam);
      }
    }
    return strongest(candidates);
  }

  canRead(repo: Repo, userId: number | undefined): boolean {
    return this.permissionFor(repo, userId) !== null;
  }

  canWrite(repo: Repo, userId: number | undefined): boolean {
    const permission = this.permissionFor(repo, userId);
    return permission !== null && permissionRank[permission] >= permissionRank.push;
  }

  // ---- repositories ----------------------------------------------------------------------------------------------

  addRepo(repo: Repo): Repo {
    this.repos.set(repo.id, repo);
    this.byRepoName.set(this.repoKey(repo.ownerId, repo.name), repo.id);
    return repo;
  }

  repoById(id: number): Repo | undefined {
    return this.repos.get(id);
  }

  /** A repository by its current owner/name (case-insensitive); renamed names are not followed (see `resolveRepo`). */
  repo(owner: string, name: string): Repo | undefined {
    const account = this.account(owner);
    if (!account) return undefined;
    const id = this.byRepoName.get(this.repoKey(account.id, name));
    return id === undefined ? undefined : this.repos.get(id);
  }

  /** Like `repo`, but also finds a repository by a former name (`redirected` is then true). */
  resolveRepo(owner: string, name: string): { repo: Repo; redirected: boolean } | undefined {
    const current = this.repo(owner, name);
    if (current) return { repo: current, redirected: false };
    const id = this.renamedRepos.get(`${owner}/${name}`.toLowerCase());
    const repo = id === undefined ? undefined : this.repos.get(id);
    return repo ? { repo, redirected: true } : undefined;
  }

  /** Renames a repository; the old name keeps redirecting. */
  renameRepo(repo: Repo, newName: string): void {
    const owner = this.ownerOf(repo);
    this.byRepoName.delete(this.repoKey(repo.ownerId, repo.name));
    this.renamedRepos.set(`${owner.login}/${repo.name}`.toLowerCase(), repo.id);
    repo.name = newName;
    this.byRepoName.set(this.repoKey(repo.ownerId, newName), repo.id);
  }

  ownerOf(repo: Repo): Account {
    return this.accounts.get(repo.ownerId)!;
  }

  fullName(repo: Repo): string {
    return `${this.ownerOf(repo).login}/${repo.name}`;
  }

  /** Repositories owned by an account, visible to the viewer. */
  reposOf(owner: Account, viewerId: number | undefined): Repo[] {
    return [...this.repos.values()].filter((repo) => repo.ownerId === owner.id && this.canRead(repo, viewerId));
  }

  /** Repositories the user owns, collaborates on or reaches through an organization (GraphQL `viewer.repositories`). */
  reposOfViewer(userId: number): Repo[] {
    return [...this.repos.values()].filter((repo) => {
      if (repo.ownerId === userId || repo.collaborators.has(userId)) return true;
      const owner = this.ownerOf(repo);
      return owner.type === 'Organization' && this.isOrgMember(owner, userId) && this.canRead(repo, userId);
    });
  }

  /** Finds a commit known to the repository (from its pull requests). */
  commit(repo: Repo, sha: string): Commit | undefined {
    const wanted = sha.toLowerCase();
    for (const issue of this.issuesOfRepo(repo)) {
      const found = issue.pull?.commits.find(
        (commit) => commit.sha === wanted || (wanted.length >= 7 && commit.sha.startsWith(wanted)),
      );
      if (found) return found;
    }
    return undefined;
  }

  // ---- issues and pull requests ----------------------------------------------------------------------------------

  addIssue(issue: Issue): Issue {
    this.issues.set(issue.id, issue);
    this.byIssueNumber.set(`${issue.repoId}#${issue.number}`, issue.id);
    if (issue.pull) this.pullIdToIssueId.set(issue.pull.id, issue.id);
    const repo = this.repos.get(issue.repoId);
    if (repo && repo.nextNumber <= issue.number) repo.nextNumber = issue.number + 1;
    return issue;
  }

  /** An issue or pull request by number. */
  issue(repo: Repo, number: number): Issue | undefined {
    const id = this.byIssueNumber.get(`${repo.id}#${number}`);
    return id === undefined ? undefined : this.issues.get(id);
  }

  /** A pull request by number (undefined for plain issues). */
  pull(repo: Repo, number: number): PullIssue | undefined {
    const issue = this.issue(repo, number);
    return issue && isPull(issue) ? issue : undefined;
  }

  /** A pull request by its PR id (`pull_request.id`, not the issue id). */
  pullById(pullId: number): PullIssue | undefined {
    const issueId = this.pullIdToIssueId.get(pullId);
    const issue = issueId === undefined ? undefined : this.issues.get(issueId);
    return issue && isPull(issue) ? issue : undefined;
  }

  issuesOfRepo(repo: Repo): Issue[] {
    const result: Issue[] = [];
    for (let number = 1; number < repo.nextNumber; number += 1) {
      const issue = this.issue(repo, number);
      if (issue) result.push(issue);
    }
    return result;
  }

  listIssues(repo: Repo, options: IssueListOptions = {}): Issue[] {
    const state = options.state ?? 'open';
    const kind = options.kind ?? 'all';
    const labelIds = (options.labels ?? []).map((name) => this.labelByName(repo, name)?.id ?? -1);
    const issues = this.issuesOfRepo(repo).filter(
      (issue) =>
        (state === 'all' || issue.state === state) &&
        (kind === 'all' || (kind === 'pull') === Boolean(issue.pull)) &&
        labelIds.every((id) => issue.labelIds.includes(id)),
    );
    const sort = options.sort ?? 'created';
    const direction = options.direction ?? 'desc';
    const key = (issue: Issue): number =>
      sort === 'updated' ? issue.updatedAt : sort === 'comments' ? this.commentsOf(issue).length : issue.createdAt;
    return sortBy(issues, key, direction);
  }

  /** Pull requests with the REST list semantics and defaults (state open, sort created, direction per sort). */
  listPulls(repo: Repo, options: PullListOptions = {}): PullIssue[] {
    const state = options.state ?? 'open';
    const sort = options.sort ?? 'created';
    const direction = options.direction ?? (sort === 'created' ? 'desc' : 'asc');
    const monthAgo = this.now() - 30 * day;
    let pulls = this.issuesOfRepo(repo)
      .filter(isPull)
      .filter((issue) => state === 'all' || issue.state === state);
    if (options.base) pulls = pulls.filter((issue) => issue.pull.base.ref === options.base);
    if (options.head) pulls = pulls.filter((issue) => this.matchesHead(issue, options.head!));
    if (sort === 'long-running') pulls = pulls.filter((issue) => issue.updatedAt >= monthAgo);
    const key = (issue: PullIssue): number =>
      sort === 'updated'
        ? issue.updatedAt
        : sort === 'popularity'
          ? this.commentsOf(issue).length
          : sort === 'long-running'
            ? -issue.createdAt
            : issue.createdAt;
    // long-running: "age" ascending means oldest first when direction is desc; keep GitHub's reading (older = longer running).
    return sortBy(pulls, key, direction);
  }

  private matchesHead(issue: PullIssue, head: string): boolean {
    const [owner, ref] = head.includes(':') ? head.split(':', 2) : [undefined, head];
    if (issue.pull.head.ref !== ref) return false;
    if (!owner) return true;
    const headRepo = this.repos.get(issue.pull.head.repoId);
    return headRepo !== undefined && this.ownerOf(headRepo).login.toLowerCase() === owner.toLowerCase();
  }

  labelByName(repo: Repo, name: string): Label | undefined {
    const wanted = name.toLowerCase();
    return [...this.labels.values()].find((label) => label.repoId === repo.id && label.name.toLowerCase() === wanted);
  }

  repoLabels(repo: Repo): Label[] {
    return [...this.labels.values()].filter((label) => label.repoId === repo.id);
  }

  labelsOf(issue: Issue): Label[] {
    return issue.labelIds.map((id) => this.labels.get(id)).filter((label): label is Label => label !== undefined);
  }

  milestoneOf(issue: Issue): Milestone | undefined {
    return issue.milestoneId === null ? undefined : this.milestones.get(issue.milestoneId);
  }

  milestoneCounts(milestone: Milestone): { open: number; closed: number } {
    let open = 0;
    let closed = 0;
    for (const issue of this.issues.values()) {
      if (issue.milestoneId !== milestone.id) continue;
      if (issue.state === 'open') open += 1;
      else closed += 1;
    }
    return { open, closed };
  }

  /** Creates a pull request from an existing head branch; the caller validated the input. */
  createPull(repo: Repo, userId: number, input: CreatePullInput): PullIssue {
    const now = this.now();
    const headRef = input.head.includes(':') ? input.head.split(':', 2)[1]! : input.head;
    const headRepo = (input.headRepoId !== undefined ? this.repos.get(input.headRepoId) : undefined) ?? repo;
    const headSha = headRepo.branches.get(headRef) ?? fakeSha(`${repo.id}:${headRef}`);
    const baseSha = repo.branches.get(input.base)!;
    const number = repo.nextNumber;
    const author = this.accounts.get(userId)!;
    const commit: Commit = {
      sha: headSha,
      message: input.title,
      authorId: userId,
      authorName: author.name ?? author.login,
      authorEmail: `${author.login}@users.noreply.example`,
      committerId: userId,
      date: now,
      parents: [baseSha],
      treeSha: fakeSha(`tree:${headSha}`),
    };
    const issue: PullIssue = {
      id: this.nextId('issue', 2_000_000_000),
      repoId: repo.id,
      number,
      title: input.title,
      body: input.body ?? null,
      userId,
      state: 'open',
      stateReason: null,
      locked: false,
      activeLockReason: null,
      labelIds: [],
      assigneeIds: [],
      milestoneId: null,
      createdAt: now,
      updatedAt: now,
      closedAt: null,
      closedById: null,
      pull: {
        id: this.nextId('pull', 1_500_000_000),
        head: { repoId: headRepo.id, ref: headRef, sha: headSha },
        base: { repoId: repo.id, ref: input.base, sha: baseSha },
        draft: input.draft ?? false,
        merged: false,
        mergedAt: null,
        mergedById: null,
        mergeCommitSha: null,
        maintainerCanModify: input.maintainerCanModify ?? false,
        conflicts: false,
        mergeability: { settledBaseSha: null, pendingSince: now, observedWhilePending: false },
        requestedReviewerIds: [],
        requestedTeamIds: [],
        commits: [commit],
        files: [
          {
            sha: fakeSha(`blob:${headSha}`),
            filename: `docs/${headRef.replace(/[^a-z0-9]+/gi, '-')}.md`,
            status: 'added',
            additions: 3,
            deletions: 0,
            patch: `@@ -0,0 +1,3 @@\n+# ${input.title}\n+\n+${(input.body ?? 'No description.').split('\n')[0]}`,
          },
        ],
      },
    };
    this.addIssue(issue);
    this.recordEvent(userId, repo, { type: 'PullRequestEvent', action: 'opened', issueId: issue.id });
    return issue;
  }

  /** Applies a PATCH to a pull request; editing title/body/base restarts the mergeability computation. */
  updatePull(
    issue: PullIssue,
    userId: number,
    changes: {
      title?: string;
      body?: string | null;
      state?: 'open' | 'closed';
      base?: string;
      maintainerCanModify?: boolean;
    },
  ): void {
    const now = this.now();
    const repo = this.repos.get(issue.repoId)!;
    if (changes.title !== undefined) issue.title = changes.title;
    if (changes.body !== undefined) issue.body = changes.body;
    if (changes.maintainerCanModify !== undefined) issue.pull.maintainerCanModify = changes.maintainerCanModify;
    if (changes.base !== undefined && changes.base !== issue.pull.base.ref) {
      issue.pull.base = { repoId: repo.id, ref: changes.base, sha: repo.branches.get(changes.base)! };
    }
    if (changes.state && changes.state !== issue.state && !issue.pull.merged) {
      issue.state = changes.state;
      issue.closedAt = changes.state === 'closed' ? now : null;
      issue.closedById = changes.state === 'closed' ? userId : null;
      this.recordEvent(userId, repo, {
        type: 'PullRequestEvent',
        action: changes.state === 'closed' ? 'closed' : 'reopened',
        issueId: issue.id,
      });
    }
    this.restartMergeability(issue);
    issue.updatedAt = now;
  }

  // ---- mergeability ----------------------------------------------------------------------------------------------

  /** Starts the background test merge again (after create, edit or base move). */
  restartMergeability(issue: PullIssue): void {
    issue.pull.mergeability = { settledBaseSha: null, pendingSince: this.now(), observedWhilePending: false };
  }

  /** The current `mergeable` value without side effects (create/update responses, list views). */
  peekMergeable(issue: PullIssue): boolean | null {
    if (issue.pull.merged) return null;
    if (issue.state !== 'open' && issue.pull.mergeability.pendingSince === null) return !issue.pull.conflicts;
    const { mergeability } = issue.pull;
    const baseSha = this.currentBaseSha(issue);
    if (mergeability.pendingSince === null && mergeability.settledBaseSha === baseSha) return !issue.pull.conflicts;
    if (mergeability.pendingSince !== null && this.now() - mergeability.pendingSince >= this.settings.mergeableSettleMs)
      return !issue.pull.conflicts;
    return null;
  }

  /**
   * `mergeable` as a detailed GET sees it: null while the test merge runs (the first fetch after create/edit/base
   * move), then true/false. Seeing the pending state once is enough for the next fetch to get the value.
   */
  observeMergeable(issue: PullIssue): boolean | null {
    if (issue.pull.merged) return null;
    // A closed pull request keeps its last result: nothing recomputes it when its base moves.
    if (issue.state !== 'open' && issue.pull.mergeability.pendingSince === null) return !issue.pull.conflicts;
    const { mergeability } = issue.pull;
    const baseSha = this.currentBaseSha(issue);
    if (mergeability.pendingSince === null && mergeability.settledBaseSha !== baseSha) {
      // The base moved since the last computation: start again, lazily.
      mergeability.pendingSince = this.now();
      mergeability.observedWhilePending = false;
    }
    if (mergeability.pendingSince !== null) {
      const elapsed = this.now() - mergeability.pendingSince;
      if (!mergeability.observedWhilePending && elapsed < this.settings.mergeableSettleMs) {
        mergeability.observedWhilePending = true;
        return null;
      }
      issue.pull.mergeability = { settledBaseSha: baseSha, pendingSince: null, observedWhilePending: false };
      issue.pull.base.sha = baseSha;
      issue.pull.mergeCommitSha = issue.pull.conflicts ? null : fakeSha(`test-merge:${issue.pull.head.sha}:${baseSha}`);
    }
    return !issue.pull.conflicts;
  }

  /** `mergeable_state` matching a `mergeable` value. */
  mergeableState(issue: PullIssue, mergeable: boolean | null): 'clean' | 'dirty' | 'unknown' | 'draft' | 'blocked' {
    if (mergeable === null) return 'unknown';
    if (!mergeable) return 'dirty';
    return issue.pull.draft ? 'draft' : 'clean';
  }

  private currentBaseSha(issue: PullIssue): string {
    const repo = this.repos.get(issue.pull.base.repoId);
    return repo?.branches.get(issue.pull.base.ref) ?? issue.pull.base.sha;
  }

  // ---- merge and update-branch -----------------------------------------------------------------------------------

  /** The one merge implementation (REST PUT merge, GraphQL mergePullRequest). */
  mergePull(
    issue: PullIssue,
    userId: number,
    options: { sha?: string; mergeMethod?: MergeMethod; commitTitle?: string; commitMessage?: string } = {},
  ): MergeResult {
    const pull = issue.pull;
    if (issue.state !== 'open' || pull.merged)
      return { ok: false, status: 405, message: 'Pull Request is not mergeable' };
    if (pull.draft) return { ok: false, status: 405, message: 'Pull Request is still a draft' };
    if (pull.conflicts) return { ok: false, status: 405, message: 'Pull Request is not mergeable' };
    if (options.sha !== undefined && options.sha !== pull.head.sha) {
      return { ok: false, status: 409, message: 'Head branch was modified. Review and try the merge again.' };
    }
    const now = this.now();
    const repo = this.repos.get(issue.repoId)!;
    const method = options.mergeMethod ?? 'merge';
    const before = repo.branches.get(pull.base.ref) ?? pull.base.sha;
    const sha = fakeSha(`${method}:${pull.head.sha}:${before}:${now}`);
    repo.branches.set(pull.base.ref, sha);
    repo.pushedAt = now;
    pull.merged = true;
    pull.mergedAt = now;
    pull.mergedById = userId;
    pull.mergeCommitSha = sha;
    issue.state = 'closed';
    issue.closedAt = now;
    issue.closedById = userId;
    issue.updatedAt = now;
    this.recordEvent(userId, repo, { type: 'PullRequestEvent', action: 'closed', issueId: issue.id });
    this.recordEvent(userId, repo, {
      type: 'PushEvent',
      pushId: this.nextId('push', 9_000_000_000),
      ref: `refs/heads/${pull.base.ref}`,
      head: sha,
      before,
    });
    return { ok: true, sha, message: 'Pull Request successfully merged' };
  }

  /** Merges the base into the head branch. Returns false when `expectedHeadSha` is stale. */
  updateBranch(issue: PullIssue, userId: number, expectedHeadSha?: string): boolean {
    const pull = issue.pull;
    if (expectedHeadSha !== undefined && expectedHeadSha !== pull.head.sha) return false;
    const now = this.now();
    const repo = this.repos.get(issue.repoId)!;
    const baseSha = this.currentBaseSha(issue);
    const user = this.accounts.get(userId)!;
    const sha = fakeSha(`update-branch:${pull.head.sha}:${baseSha}:${now}`);
    pull.commits.push({
      sha,
      message: `Merge branch '${pull.base.ref}' into ${pull.head.ref}`,
      authorId: userId,
      authorName: user.name ?? user.login,
      authorEmail: `${user.login}@users.noreply.example`,
      committerId: userId,
      date: now,
      parents: [pull.head.sha, baseSha],
      treeSha: fakeSha(`tree:${sha}`),
    });
    pull.head.sha = sha;
    if (repo.id === pull.head.repoId) repo.branches.set(pull.head.ref, sha);
    issue.updatedAt = now;
    this.restartMergeability(issue);
    return true;
  }

  // ---- comments ----------------------------------------------------------------------------------------------------

  /** Issue comments (the PR conversation), oldest first. */
  commentsOf(issue: Issue): IssueComment[] {
    return this.issueCommentRecords.ofIssue(issue.id);
  }

  repoIssueComments(repo: Repo): IssueComment[] {
    return this.issueCommentRecords.ofRepo(repo.id);
  }

  /** Stores a comment record as is (seeding); API callers use `addIssueComment`. */
  putIssueComment(comment: IssueComment): IssueComment {
    return this.issueCommentRecords.put(comment);
  }

  addIssueComment(issue: Issue, userId: number, body: string): IssueComment {
    const now = this.now();
    const comment = this.putIssueComment({
      id: this.nextId('issueComment', 2_400_000_000),
      repoId: issue.repoId,
      issueId: issue.id,
      userId,
      body,
      createdAt: now,
      updatedAt: now,
    });
    issue.updatedAt = now;
    this.recordEvent(userId, this.repos.get(issue.repoId)!, {
      type: 'IssueCommentEvent',
      action: 'created',
      issueId: issue.id,
      commentId: comment.id,
    });
    return comment;
  }

  updateIssueComment(comment: IssueComment, body: string): void {
    this.editCommentBody(comment, body);
  }

  deleteIssueComment(comment: IssueComment): void {
    this.issueCommentRecords.delete(comment);
    this.removeReactionsOf({ kind: 'issueComment', id: comment.id });
  }

  /** Review comments of a pull request, oldest first. */
  reviewCommentsOf(issue: Issue): ReviewComment[] {
    return this.reviewCommentRecords.ofIssue(issue.id);
  }

  repoReviewComments(repo: Repo): ReviewComment[] {
    return this.reviewCommentRecords.ofRepo(repo.id);
  }

  putReviewComment(comment: ReviewComment): ReviewComment {
    return this.reviewCommentRecords.put(comment);
  }

  /** Adds a review comment (or a reply: the reply copies the thread's path and position). */
  addReviewComment(issue: PullIssue, userId: number, input: NewReviewComment): ReviewComment {
    const now = this.now();
    const parent = input.inReplyToId ? this.reviewComments.get(input.inReplyToId) : undefined;
    // The diff at the comment's commit (its pull request's base to `commit_id`), as contents.ts's pullFilesAt reads it.
    const commitId = parent?.commitId ?? input.commitId;
    const files = issue.pull.commits.find((commit) => commit.sha === commitId)?.pullFiles ?? issue.pull.files;
    const file = files.find((entry) => entry.filename === (parent?.path ?? input.path));
    const position =
      input.position ?? (input.line !== null ? positionOfLine(file?.patch ?? '', input.line, input.side) : null) ?? 1;
    // A comment on the whole file has no line and no place in the diff.
    const onFile = !parent && input.subjectType === 'file';
    const comment = this.putReviewComment({
      id: this.nextId('reviewComment', 1_900_000_000),
      repoId: issue.repoId,
      issueId: issue.id,
      reviewId:
        input.reviewId ??
        (parent
          ? this.reviews.forSingleComment(issue, userId, parent.commitId).id
          : this.reviews.forSingleComment(issue, userId, input.commitId).id),
      path: parent?.path ?? input.path,
      diffHunk: parent?.diffHunk ?? diffHunkUpTo(file?.patch ?? '@@ -1 +1 @@', position),
      // A reply is where its thread is, outdated (null) with it.
      position: parent ? parent.position : onFile ? null : position,
      originalPosition: parent?.originalPosition ?? position,
      line: parent ? parent.line : onFile ? null : (input.line ?? lineAtPosition(file?.patch ?? '', position).line),
      originalLine: parent?.originalLine ?? input.line ?? lineAtPosition(file?.patch ?? '', position).line,
      side: parent?.side ?? (input.line !== null ? input.side : lineAtPosition(file?.patch ?? '', position).side),
      startLine: parent?.startLine ?? input.startLine ?? null,
      subjectType: parent?.subjectType ?? input.subjectType ?? 'line',
      commitId: parent?.commitId ?? input.commitId,
      originalCommitId: parent?.originalCommitId ?? input.commitId,
      inReplyToId: parent ? parent.id : null,
      userId,
      body: input.body,
      createdAt: now,
      updatedAt: now,
    });
    issue.updatedAt = now;
    // A pending review's comments are news to nobody until it is submitted.
    if (this.reviews.byId.get(comment.reviewId)?.state !== 'PENDING')
      this.recordEvent(userId, this.repos.get(issue.repoId)!, {
        type: 'PullRequestReviewCommentEvent',
        action: 'created',
        issueId: issue.id,
        commentId: comment.id,
      });
    return comment;
  }

  updateReviewComment(comment: ReviewComment, body: string): void {
    this.editCommentBody(comment, body);
  }

  deleteReviewComment(comment: ReviewComment): void {
    this.reviewCommentRecords.delete(comment);
    this.removeReactionsOf({ kind: 'reviewComment', id: comment.id });
  }

  private editCommentBody(comment: IssueComment | ReviewComment, body: string): void {
    comment.body = body;
    comment.updatedAt = this.now();
  }

  // ---- reactions -----------------------------------------------------------------------------------------------------

  /** Whether the subject exists (reactions on deleted comments are refused). */
  subjectExists(subject: ReactionSubject): boolean {
    if (subject.kind === 'issue') return this.issues.has(subject.id);
    if (subject.kind === 'issueComment') return this.issueComments.has(subject.id);
    return this.reviewComments.has(subject.id);
  }

  reactionsOf(subject: ReactionSubject, content?: ReactionContent): Reaction[] {
    return [...this.reactions.values()]
      .filter(
        (reaction) => sameSubject(reaction.subject, subject) && (content === undefined || reaction.content === content),
      )
      .sort((a, b) => a.id - b.id);
  }

  /** Adds a reaction; a user reacting twice with the same content gets the existing one (`created` false, REST 200). */
  addReaction(
    subject: ReactionSubject,
    userId: number,
    content: ReactionContent,
  ): { reaction: Reaction; created: boolean } {
    const existing = this.reactionsOf(subject, content).find((reaction) => reaction.userId === userId);
    if (existing) return { reaction: existing, created: false };
    const reaction: Reaction = {
      id: this.nextId('reaction', 150_000_000),
      subject,
      userId,
      content,
      createdAt: this.now(),
    };
    this.reactions.set(reaction.id, reaction);
    return { reaction, created: true };
  }

  /** Removes one reaction by id (only from the given subject); returns whether one was removed. */
  removeReaction(subject: ReactionSubject, reactionId: number): boolean {
    const reaction = this.reactions.get(reactionId);
    if (!reaction || !sameSubject(reaction.subject, subject)) return false;
    return this.reactions.delete(reactionId);
  }

  /** GraphQL's removeReaction: by user and content. */
  removeReactionByContent(subject: ReactionSubject, userId: number, content: ReactionContent): Reaction | undefined {
    const found = this.reactionsOf(subject, content).find((reaction) => reaction.userId === userId);
    if (found) this.reactions.delete(found.id);
    return found;
  }

  /** The `reactions` roll-up of issues and comments. */
  reactionRollup(subject: ReactionSubject): Record<ReactionContent, number> & { total_count: number } {
    const rollup = { total_count: 0, '+1': 0, '-1': 0, laugh: 0, confused: 0, heart: 0, hooray: 0, rocket: 0, eyes: 0 };
    for (const reaction of this.reactionsOf(subject)) {
      rollup[reaction.content] += 1;
      rollup.total_count += 1;
    }
    return rollup;
  }

  private removeReactionsOf(subject: ReactionSubject): void {
    for (const reaction of this.reactionsOf(subject)) this.reactions.delete(reaction.id);
  }

  // ---- teams -------------------------------------------------------------------------------------------------------

  addTeam(team: Team): Team {
    this.teams.set(team.id, team);
    return team;
  }

  teamsOf(org: Account): Team[] {
    return [...this.teams.values()].filter((team) => team.orgId === org.id).sort((a, b) => a.id - b.id);
  }

  teamBySlug(org: Account, slug: string): Team | undefined {
    return this.teamsOf(org).find((team) => team.slug === slug.toLowerCase());
  }

  childTeams(team: Team): Team[] {
    return [...this.teams.values()].filter((child) => child.parentId === team.id).sort((a, b) => a.id - b.id);
  }

  /** Direct membership, or membership of a child team (members of a child count as members of the parent). */
  isTeamMember(team: Team, userId: number): boolean {
    if (team.members.has(userId)) return true;
    return this.childTeams(team).some((child) => this.isTeamMember(child, userId));
  }

  /** A team's permission on a repository, including what it inherits from its parents. */
  teamRepoPermission(team: Team, repoId: number): RepoPermission | null {
    const candidates: RepoPermission[] = [];
    for (
      let current: Team | undefined = team;
      current;
      current = current.parentId === null ? undefined : this.teams.get(current.parentId)
    ) {
      const permission = current.repos.get(repoId);
      if (permission) candidates.push(permission);
    }
    return strongest(candidates);
  }

  /** Teams a user can see in an organization: all but secret teams, which only members and org admins see. */
  visibleTeams(org: Account, userId: number | undefined): Team[] {
    return this.teamsOf(org).filter(
      (team) =>
        team.privacy === 'closed' ||
        this.isOrgAdmin(org, userId) ||
        (userId !== undefined && this.isTeamMember(team, userId)),
    );
  }

  slugify(name: string): string {
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  }

  createTeam(org: Account, creatorId: number, input: TeamInput & { maintainers?: number[]; repoIds?: number[] }): Team {
    const now = this.now();
    const isChild = input.parentId !== undefined && input.parentId !== null;
    const team = this.addTeam({
      id: this.nextId('team', 4_000_000),
      orgId: org.id,
      name: input.name,
      slug: this.slugify(input.name),
      description: input.description ?? null,
      privacy: input.privacy ?? (isChild ? 'closed' : 'secret'),
      permission: input.permission ?? 'pull',
      parentId: input.parentId ?? null,
      members: new Map([
        [creatorId, 'maintainer' as const],
        ...(input.maintainers ?? []).map((id) => [id, 'maintainer' as const] as const),
      ]),
      repos: new Map((input.repoIds ?? []).map((id) => [id, input.permission ?? 'pull'] as const)),
      createdAt: now,
      updatedAt: now,
    });
    return team;
  }

  updateTeam(team: Team, input: Partial<TeamInput>): void {
    if (input.name !== undefined) {
      team.name = input.name;
      team.slug = this.slugify(input.name);
    }
    if (input.description !== undefined) team.description = input.description;
    if (input.privacy !== undefined) team.privacy = input.privacy;
    if (input.permission !== undefined) team.permission = input.permission;
    if (input.parentId !== undefined) team.parentId = input.parentId;
    team.updatedAt = this.now();
  }

  /** Grants the team a permission on a repository (or changes the one it has). */
  setTeamRepo(team: Team, repoId: number, permission: RepoPermission): void {
    team.repos.set(repoId, permission);
    team.updatedAt = this.now();
  }

  removeTeamRepo(team: Team, repoId: number): void {
    team.repos.delete(repoId);
    team.updatedAt = this.now();
  }

  /** Deletes a team and, like an organization owner's delete, its child teams. */
  deleteTeam(team: Team): void {
    for (const child of this.childTeams(team)) this.deleteTeam(child);
    this.teams.delete(team.id);
  }

  // ---- events --------------------------------------------------------------------------------------------------------

  /** Appends an event (newest last). Events in private repositories are private. */
  recordEvent(actorId: number, repo: Repo, payload: EventPayload, createdAt = this.now()): GitHubEvent {
    const owner = this.ownerOf(repo);
    const event: GitHubEvent = {
      id: String(this.nextId('event', 40_000_000_000)),
      actorId,
      repoId: repo.id,
      orgId: owner.type === 'Organization' ? owner.id : null,
      public: !repo.private,
      createdAt,
      payload,
    };
    this.events.push(event);
    this.notifications.onEvent(event);
    return event;
  }

  /** Events newest first, filtered. */
  eventsWhere(predicate: (event: GitHubEvent) => boolean): GitHubEvent[] {
    const result: GitHubEvent[] = [];
    for (let index = this.events.length - 1; index >= 0; index -= 1) {
      const event = this.events[index]!;
      if (predicate(event)) result.push(event);
    }
    return result;
  }

  private repoKey(ownerId: number, name: string): string {
    return `${ownerId}/${name.toLowerCase()}`;
  }
}

export function isPull(issue: Issue): issue is PullIssue {
  return issue.pull !== undefined;
}

function wrap<T extends NodeType, V>(type: T, value: V | undefined): { type: T; value: V } | undefined {
  return value === undefined ? undefined : { type, value };
}

function strongest(permissions: RepoPermission[]): RepoPermission | null {
  let best: RepoPermission | null = null;
  for (const permission of permissions)
    if (!best || permissionRank[permission] > permissionRank[best]) best = permission;
  return best;
}

function sameSubject(a: ReactionSubject, b: ReactionSubject): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** Stable sort by a numeric key; ties keep ascending id order for asc and descending for desc. */
function sortBy<T extends { id: number }>(items: T[], key: (item: T) => number, direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return items
    .map((item) => ({ item, value: key(item) }))
    .sort((a, b) => sign * (a.value - b.value || a.item.id - b.item.id))
    .map(({ item }) => item);
}

/** The diff hunk GitHub stores with a review comment: the patch lines up to and including the position. */
export function diffHunkUpTo(patch: string, position: number): string {
  const lines = patch.split('\n');
  let start = 0;
  for (let index = 0; index <= Math.min(position, lines.length - 1); index += 1)
    if (lines[index]!.startsWith('@@')) start = index;
  return lines.slice(start, Math.min(position, lines.length - 1) + 1).join('\n');
}

/** Maps a diff position (1 = first line after the first `@@`) to a file line on the new side. */
export function lineOfPosition(patch: string, position: number): number | null {
  let newLine = 0;
  const lines = patch.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index]!;
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(text);
    if (hunk) newLine = Number(hunk[1]) - 1;
    else if (!text.startsWith('-')) newLine += 1;
    if (index === position) return text.startsWith('-') ? null : newLine;
  }
  return null;
}

/** The file line and side a diff position points at: new-side line for context/added lines, old-side for removed. */
export function lineAtPosition(patch: string, position: number): { line: number; side: 'LEFT' | 'RIGHT' } {
  let oldLine = 0;
  let newLine = 0;
  const lines = patch.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index]!;
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)/.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]) - 1;
      newLine = Number(hunk[2]) - 1;
    } else {
      if (!text.startsWith('+')) oldLine += 1;
      if (!text.startsWith('-')) newLine += 1;
    }
    if (index === position)
      return text.startsWith('-')
        ? { line: Math.max(oldLine, 1), side: 'LEFT' }
        : { line: Math.max(newLine, 1), side: 'RIGHT' };
  }
  return { line: Math.max(newLine, 1), side: 'RIGHT' };
}

/** Maps a file line to a diff position (inverse of `lineOfPosition`); null when the line is not in the diff. */
export function positionOfLine(patch: string, line: number, side: 'LEFT' | 'RIGHT'): number | null {
  let oldLine = 0;
  let newLine = 0;
  const lines = patch.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index]!;
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)/.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]) - 1;
      newLine = Number(hunk[2]) - 1;
      continue;
    }
    if (!text.startsWith('+')) oldLine += 1;
    if (!text.startsWith('-')) newLine += 1;
    if (side === 'RIGHT' && !text.startsWith('-') && newLine === line) return index;
    if (side === 'LEFT' && text.startsWith('-') && oldLine === line) return index;
  }
  return null;
}
