// The viewer's notification threads in the seeded data: one of every common reason and subject type
// (https://docs.github.com/en/rest/activity/notifications#about-notification-reasons), taken from the host's own
// pull requests and issues, some already read; then the store goes live, so later activity notifies as GitHub would.
import type { Account, Issue, Repo } from './model.js';
import type { ThreadSubject } from './notifications.js';
import { fakeSha, type GitHubStore } from './store.js';

const hour = 3600_000;

export function seedNotifications(store: GitHubStore, viewer: Account, repos: { main: Repo; docs: Repo }): void {
  const book = store.notifications;
  const now = store.now();
  const { main, docs } = repos;
  const pulls = (repo: Repo) => store.listPulls(repo, { state: 'all', sort: 'created', direction: 'desc' });
  const issues = (repo: Repo) => store.listIssues(repo, { state: 'all', kind: 'issue' });
  const others = (list: Issue[]) => list.filter((issue) => issue.userId !== viewer.id);
  const open = (list: Issue[]) => list.filter((issue) => issue.state === 'open');
  const first = <T>(...lists: T[][]): T | undefined => lists.flat()[0];

  const mainPulls = pulls(main);
  const reviewPull = first(
    open(others(mainPulls)).filter((issue) => !issue.pull!.draft),
    open(mainPulls),
  );
  const draftPull = first(open(mainPulls).filter((issue) => issue.pull!.draft && issue !== reviewPull));
  const ownPull = first(
    mainPulls.filter((issue) => issue.userId === viewer.id && issue !== reviewPull),
    mainPulls.filter((issue) => issue !== reviewPull && issue !== draftPull),
  );
  const mergedPull = first(mainPulls.filter((issue) => issue.pull!.merged && issue !== ownPull));
  const mainIssues = issues(main);
  const mentionIssue = first(open(mainIssues), mainIssues);
  const closedIssue = first(mainIssues.filter((issue) => issue.state === 'closed' && issue !== mentionIssue));
  const assignedIssue = first(
    open(issues(docs)),
    issues(docs),
    mainIssues.filter((issue) => issue !== mentionIssue && issue !== closedIssue),
  );

  let step = 0;
  const add = (repo: Repo, reason: string, subject: ThreadSubject | undefined, read = false): void => {
    if (!subject) return;
    step += 1;
    const thread = book.notify(viewer.id, repo, reason, subject, now - step * 2 * hour - step * 7 * 60_000);
    if (thread && read) {
      thread.unread = false;
      thread.lastReadAt = thread.updatedAt + 20 * 60_000;
    }
  };
  const of = (issue: Issue | undefined) => (issue ? book.subjectOf(issue) : undefined);
  const repoOf = (issue: Issue | undefined) => (issue ? store.repoById(issue.repoId)! : main);

  add(repoOf(reviewPull), 'review_requested', of(reviewPull));
  add(repoOf(mentionIssue), 'mention', of(mentionIssue));
  add(main, 'ci_activity', {
    title: 'CI workflow run failed for main branch',
    type: 'CheckSuite',
    path: `/check-suites/${7_000_000 + main.id}`,
    latestCommentPath: `/check-suites/${7_000_000 + main.id}`,
  });
  add(repoOf(ownPull), 'author', of(ownPull));
  add(repoOf(assignedIssue), 'assign', of(assignedIssue));
  add(repoOf(draftPull), 'subscribed', of(draftPull));
  add(repoOf(mergedPull), 'state_change', of(mergedPull), true);
  add(repoOf(closedIssue), 'comment', of(closedIssue), true);
  add(main, 'subscribed', {
    title: 'v2.4.0',
    type: 'Release',
    path: `/releases/${80_000_000 + main.id}`,
    latestCommentPath: `/releases/${80_000_000 + main.id}`,
  });
  add(docs, 'team_mention', {
    title: '用語集はどこに置きますか?',
    type: 'Discussion',
    path: '/discussions/7',
    latestCommentPath: '/discussions/7',
  });
  const sha = fakeSha(`notification-commit:${main.id}`);
  add(
    main,
    'subscribed',
    {
      title: 'Speed up the first page of the inbox',
      type: 'Commit',
      path: `/commits/${sha}`,
      latestCommentPath: `/commits/${sha}`,
    },
    true,
  );
  book.live = true;
}
