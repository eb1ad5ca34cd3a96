// Checks on a few of monorepo's newest open pull requests (their head commits): one passing, one failing, one with a
// check still running, so views show every state. Added after the rest of the seed and without its random
// sequence, so every other seeded record stays as it was. One of them also asks a team (Reviewers) for review.
import { checksOf } from './check-store.js';
import type { GitHubStore, PullIssue, Repo } from './store.js';

const minute = 60_000;

export function seedChecks(store: GitHubStore, monorepo: Repo): void {
  const book = checksOf(store);
  const candidates = store
    .listPulls(monorepo, { state: 'open' })
    .filter((issue) => !issue.pull.draft && !issue.pull.conflicts);
  const [passing, failing, pending] = candidates as [PullIssue, PullIssue, PullIssue];
  const bot = store.account('hubot')!;
  const at = (issue: PullIssue): number => issue.updatedAt + 5 * minute;
  const lint = (issue: PullIssue, state: 'success' | 'pending'): void => {
    book.addStatus(monorepo, issue.pull.head.sha, {
      state,
      context: 'ci/lint',
      description: state === 'success' ? 'No problems found' : 'Linting…',
      targetUrl: `${store.webUrl}/${store.fullName(monorepo)}/lint/${issue.number}`,
      creatorId: bot.id,
      at: at(issue),
    });
  };

  book.addRun(monorepo, passing.pull.head.sha, {
    name: 'build',
    status: 'completed',
    conclusion: 'success',
    startedAt: at(passing),
    durationMs: 2 * minute + 14_000,
    title: 'Build succeeded',
  });
  book.addRun(monorepo, passing.pull.head.sha, {
    name: 'test',
    status: 'completed',
    conclusion: 'success',
    startedAt: at(passing),
    durationMs: 4 * minute + 2_000,
    title: '412 tests passed',
  });
  lint(passing, 'success');

  book.addRun(monorepo, failing.pull.head.sha, {
    name: 'build',
    status: 'completed',
    conclusion: 'success',
    startedAt: at(failing),
    durationMs: 2 * minute + 40_000,
    title: 'Build succeeded',
  });
  book.addRun(monorepo, failing.pull.head.sha, {
    name: 'test',
    status: 'completed',
    conclusion: 'failure',
    startedAt: at(failing),
    durationMs: 3 * minute + 31_000,
    title: '3 tests failed',
    summary: 'paging.test.ts: expected 30 items, got 29',
  });
  lint(failing, 'success');

  book.addRun(monorepo, pending.pull.head.sha, {
    name: 'build',
    status: 'completed',
    conclusion: 'success',
    startedAt: at(pending),
    durationMs: 2 * minute,
    title: 'Build succeeded',
  });
  book.addRun(monorepo, pending.pull.head.sha, {
    name: 'test',
    status: 'in_progress',
    startedAt: at(pending) + 2 * minute,
  });
  lint(pending, 'pending');

  // A request to the Reviewers team (mona is a member) on a pull request that asks nobody in person for mona.
  const mona = store.account('mona')!;
  const reviewers = [...store.teams.values()].find((team) => team.slug === 'reviewers');
  const teamAsked = candidates.find(
    (issue) => issue.userId !== mona.id && !issue.pull.requestedReviewerIds.includes(mona.id),
  );
  if (reviewers && teamAsked) teamAsked.pull.requestedTeamIds.push(reviewers.id);
}
