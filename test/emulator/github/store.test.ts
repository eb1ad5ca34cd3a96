// The seeded store: deterministic, the data set the brief asks for, node ids, and the API the GraphQL side uses.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bigRepoShape, createSeededStore, viewerLogin } from './seed.js';
import { isPull } from './store.js';

const options = { seed: 7, baseUrl: 'http://127.0.0.1:1/github/api/v3', webUrl: 'http://127.0.0.1:1/github' };

describe('GitHub store and seed', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const started = performance.now();
    const first = createSeededStore(options);
    console.log(`seed generation: ${(performance.now() - started).toFixed(0)} ms`);
    const second = createSeededStore(options);
    const third = createSeededStore({ ...options, seed: 8 });
    const digest = (store: typeof first.store): string =>
      JSON.stringify(
        [...store.issues.values()].slice(0, 50).map((issue) => [issue.title, issue.state, issue.pull?.head.sha]),
      );
    assert.equal(digest(first.store), digest(second.store));
    assert.equal(first.token, second.token);
    assert.notEqual(digest(first.store), digest(third.store));
  });

  it('seeds 1,000+ pull requests across states in the big repository, plus smaller repositories', () => {
    const { store } = createSeededStore(options);
    const repo = store.repo(bigRepoShape.owner, bigRepoShape.name)!;
    const pulls = store.listPulls(repo, { state: 'all' });
    assert.ok(pulls.length >= 1000);
    const open = pulls.filter((issue) => issue.state === 'open');
    assert.ok(open.some((issue) => issue.pull.draft));
    assert.ok(open.some((issue) => issue.pull.conflicts));
    assert.ok(pulls.some((issue) => issue.pull.merged));
    assert.ok(pulls.some((issue) => issue.state === 'closed' && !issue.pull.merged));
    assert.ok(
      store.issuesOfRepo(repo).some((issue) => !isPull(issue)),
      'plain issues share the numbers',
    );
    const viewer = store.account(viewerLogin)!;
    assert.ok(pulls.some((issue) => issue.userId === viewer.id));
    assert.ok(pulls.some((issue) => issue.pull.requestedReviewerIds.includes(viewer.id)));
    assert.ok(store.isOrgMember(store.account('devdesk-org')!, viewer.id));
    assert.ok(store.listPulls(store.repo('devdesk-org', 'docs-site')!, { state: 'all' }).length > 0);
    assert.ok(store.resolveRepo('devdesk-org', 'old-tools')!.redirected);
    assert.ok(store.repoLabels(repo).length > 0 && store.milestones.size > 0);
  });

  it('seeds 300+ events of several types over users, repositories and organizations', () => {
    const { store } = createSeededStore(options);
    assert.ok(store.events.length >= 300);
    const types = new Set<string>(store.events.map((event) => event.payload.type));
    for (const type of [
      'PushEvent',
      'PullRequestEvent',
      'IssueCommentEvent',
      'PullRequestReviewCommentEvent',
      'WatchEvent',
      'CreateEvent',
    ])
      assert.ok(types.has(type), type);
    assert.ok(store.events.some((event) => !event.public));
    assert.ok(new Set(store.events.map((event) => event.repoId)).size >= 5);
  });

  it('resolves node ids of every kind back to their records', () => {
    const { store } = createSeededStore(options);
    const repo = store.repo(bigRepoShape.owner, bigRepoShape.name)!;
    const pull = store.pull(repo, 1)!;
    const issue = store.issuesOfRepo(repo).find((candidate) => !isPull(candidate))!;
    assert.equal(store.node(store.nodeId('PullRequest', pull.pull.id))?.value, pull);
    assert.equal(store.node(store.nodeId('Issue', issue.id))?.value, issue);
    assert.equal(store.node(store.nodeId('Issue', pull.id)), undefined, 'a PR is not an Issue node');
    assert.equal(store.node(store.nodeId('Repository', repo.id))?.value, repo);
    assert.equal(store.node(store.nodeId('User', store.account('mona')!.id))?.type, 'User');
    assert.equal(store.node(store.nodeId('Organization', store.account('devdesk-org')!.id))?.type, 'Organization');
    const commit = pull.pull.commits[0]!;
    assert.equal(
      (store.node(store.nodeId('Commit', `${repo.id}:${commit.sha}`))?.value as { commit: unknown }).commit,
      commit,
    );
    assert.equal(store.node('bm9wZQ=='), undefined);
  });

  it('adds and removes reactions and comments through the shared API', () => {
    const { store } = createSeededStore(options);
    const repo = store.repo(bigRepoShape.owner, bigRepoShape.name)!;
    const issue = store.issue(repo, 1)!;
    const viewer = store.account(viewerLogin)!;
    const subject = { kind: 'issue', id: issue.id } as const;
    const added = store.addReaction(subject, viewer.id, 'hooray');
    assert.equal(added.created, true);
    assert.equal(store.addReaction(subject, viewer.id, 'hooray').created, false);
    assert.equal(store.reactionRollup(subject).hooray >= 1, true);
    assert.equal(store.removeReactionByContent(subject, viewer.id, 'hooray')?.id, added.reaction.id);
    const events = store.events.length;
    const comment = store.addIssueComment(issue, viewer.id, 'Hello');
    assert.equal(store.commentsOf(issue).at(-1), comment);
    assert.equal(store.events.length, events + 1);
  });

  it('merges through the one shared implementation and moves the base branch', () => {
    const { store } = createSeededStore(options);
    const repo = store.repo(bigRepoShape.owner, bigRepoShape.name)!;
    const pull = store
      .listPulls(repo, { state: 'open', base: 'main' })
      .find((issue) => !issue.pull.conflicts && !issue.pull.draft)!;
    const viewer = store.account(viewerLogin)!;
    assert.deepEqual(store.mergePull(pull, viewer.id, { sha: 'nope' }), {
      ok: false,
      status: 409,
      message: 'Head branch was modified. Review and try the merge again.',
    });
    const result = store.mergePull(pull, viewer.id);
    assert.equal(result.ok, true);
    assert.equal(repo.branches.get('main'), result.ok ? result.sha : '');
    assert.equal(pull.state, 'closed');
    assert.equal(store.mergePull(pull, viewer.id).ok, false);
  });
});
