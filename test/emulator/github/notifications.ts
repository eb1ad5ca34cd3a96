// The notification threads of every user, as GitHub keeps them
// (https://docs.github.com/en/rest/activity/notifications, https://docs.github.com/en/subscriptions-and-notifications):
// one thread per user and subject; new activity makes it unread again, with the latest reason, and brings a thread
// marked done back; an ignored thread gets no more activity. What happens in the store after seeding creates threads
// the way GitHub would: a review requested from a user, a mention of a user, a comment on a user's issue or pull
// request (and on a conversation they commented in). Each user's inbox has a change time (`Last-Modified`), moved on
// by every change, in whole seconds so `If-Modified-Since` never hides one.
import type { GitHubEvent, Issue, Repo } from './model.js';
import type { GitHubStore } from './store.js';
import { TokenKinds } from './token-kinds.js';

export type SubjectType = 'PullRequest' | 'Issue' | 'Release' | 'Discussion' | 'Commit' | 'CheckSuite';

export interface ThreadSubject {
  title: string;
  type: SubjectType;
  /** The subject's API path below the repository (`/pulls/3`, `/releases/12`). */
  path: string;
  /** The latest comment's API path below the repository, or the subject's own. */
  latestCommentPath: string;
  /** Issues and pull requests: the issue id. */
  issueId?: number;
}

export interface Thread {
  id: number;
  userId: number;
  repoId: number;
  reason: string;
  subject: ThreadSubject;
  unread: boolean;
  done: boolean;
  updatedAt: number;
  lastReadAt: number | null;
  /** The thread's subscription: undefined (the implied one), ignored, or deleted (unsubscribed). */
  subscription?: { ignored: boolean; subscribed: boolean; createdAt: number };
}

/** Reasons in which the user takes part themself: what `participating=true` keeps. */
export const participatingReasons = new Set(['assign', 'author', 'comment', 'mention', 'review_requested', 'manual']);

export class NotificationBook {
  readonly threads = new Map<number, Thread>();
  /** Per user: when their inbox last changed (ms, whole seconds). */
  private readonly changed = new Map<number, number>();
  /** Tokens GitHub serves no notifications: fine-grained ones, classic ones without the scope (token-kinds.ts). */
  readonly tokenKinds = new TokenKinds();
  /** Off while the seed records its history: only what happens afterwards notifies anyone. */
  live = false;

  constructor(private readonly store: GitHubStore) {}

  changedAt(userId: number): number {
    return this.changed.get(userId) ?? 0;
  }

  private touch(userId: number): number {
    const now = Math.floor(this.store.now() / 1000) * 1000;
    const at = Math.max(now, this.changedAt(userId) + 1000);
    this.changed.set(userId, at);
    return at;
  }

  /** The user's threads that are not done, most recently updated first. */
  of(userId: number, repoId?: number): Thread[] {
    return [...this.threads.values()]
      .filter(
        (thread) => thread.userId === userId && !thread.done && (repoId === undefined || thread.repoId === repoId),
      )
      .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
  }

  thread(userId: number, id: number): Thread | undefined {
    const thread = this.threads.get(id);
    return thread && thread.userId === userId ? thread : undefined;
  }

  /** New activity on a subject for a user: the thread made (or made unread again) with this reason. */
  notify(
    userId: number,
    repo: Repo,
    reason: string,
    subject: ThreadSubject,
    at = this.store.now(),
  ): Thread | undefined {
    const existing = [...this.threads.values()].find(
      (thread) => thread.userId === userId && thread.repoId === repo.id && thread.subject.path === subject.path,
    );
    if (existing?.subscription?.ignored) return undefined;
    const thread: Thread = existing ?? {
      id: this.store.nextId('notification-thread', 9_000_000_000),
      userId,
      repoId: repo.id,
      reason,
      subject,
      unread: true,
      done: false,
      updatedAt: at,
      lastReadAt: null,
    };
    Object.assign(thread, { reason, subject, unread: true, done: false, updatedAt: at });
    this.threads.set(thread.id, thread);
    this.touch(userId);
    return thread;
  }

  markRead(thread: Thread): void {
    if (!thread.unread) return;
    thread.unread = false;
    thread.lastReadAt = this.store.now();
    this.touch(thread.userId);
  }

  markDone(thread: Thread): void {
    this.markRead(thread);
    thread.done = true;
    this.touch(thread.userId);
  }

  /** Marks read what was updated at or before `lastReadAt` (all of the user's, or one repository's); how many. */
  markAllRead(userId: number, lastReadAt: number, repoId?: number): number {
    const threads = this.of(userId, repoId).filter((thread) => thread.unread && thread.updatedAt <= lastReadAt);
    for (const thread of threads) {
      thread.unread = false;
      thread.lastReadAt = lastReadAt;
    }
    this.touch(userId);
    return threads.length;
  }

  setSubscription(thread: Thread, subscription: Thread['subscription']): void {
    thread.subscription = subscription;
    this.touch(thread.userId);
  }

  // ---- what happens in the store --------------------------------------------------------------------------------

  /** A review requested from users on a pull request. */
  reviewRequested(issue: Issue, userIds: number[], actorId: number | undefined): void {
    if (!this.live) return;
    const repo = this.store.repoById(issue.repoId)!;
    for (const id of userIds) if (id !== actorId) this.notify(id, repo, 'review_requested', this.subjectOf(issue));
  }

  /** An event recorded by the store: comments and new conversations notify who they concern. */
  onEvent(event: GitHubEvent): void {
    if (!this.live) return;
    const payload = event.payload;
    if (payload.type !== 'IssueCommentEvent' && payload.type !== 'PullRequestReviewCommentEvent') {
      if ((payload.type === 'IssuesEvent' || payload.type === 'PullRequestEvent') && payload.action === 'opened') {
        const issue = this.store.issues.get(payload.issueId);
        if (issue) this.mentions(issue, issue.body ?? '', event.actorId);
      }
      return;
    }
    const issue = this.store.issues.get(payload.issueId);
    const comment =
      payload.type === 'IssueCommentEvent'
        ? this.store.issueComments.get(payload.commentId)
        : this.store.reviewComments.get(payload.commentId);
    if (!issue || !comment) return;
    const mentioned = this.mentions(issue, comment.body, event.actorId);
    const subject = this.subjectOf(issue);
    const repo = this.store.repoById(issue.repoId)!;
    if (issue.userId !== event.actorId && !mentioned.has(issue.userId))
      this.notify(issue.userId, repo, 'author', subject);
    const commenters = new Set(this.store.commentsOf(issue).map((earlier) => earlier.userId));
    for (const id of commenters)
      if (id !== event.actorId && id !== issue.userId && !mentioned.has(id)) this.notify(id, repo, 'comment', subject);
  }

  /** `@login` of a user who can read the repository notifies them (reason `mention`); who was mentioned. */
  private mentions(issue: Issue, text: string, actorId: number): Set<number> {
    const repo = this.store.repoById(issue.repoId)!;
    const ids = new Set<number>();
    for (const [, login] of text.matchAll(/(?:^|[^\w`])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/g)) {
      const user = this.store.account(login!);
      if (!user || user.type !== 'User' || user.id === actorId || !this.store.canRead(repo, user.id)) continue;
      ids.add(user.id);
      this.notify(user.id, repo, 'mention', this.subjectOf(issue));
    }
    return ids;
  }

  subjectOf(issue: Issue): ThreadSubject {
    const kind = issue.pull ? 'pulls' : 'issues';
    const latest = this.store.commentsOf(issue).at(-1);
    return {
      title: issue.title,
      type: issue.pull ? 'PullRequest' : 'Issue',
      path: `/${kind}/${issue.number}`,
      latestCommentPath: latest ? `/issues/comments/${latest.id}` : `/${kind}/${issue.number}`,
      issueId: issue.id,
    };
  }
}
