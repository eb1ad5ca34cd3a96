// Pull requests through createGitHubClient against the emulator: list (filters, defaults, 1,000+ paging), get as
// JSON/diff/patch, create, update, update branch, commits, files (3,000 cap), merged check, merge and its typed
// refusals, and the `mergeable: null` wait.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConflictError, RequestAbortedError, ValidationError } from '../../../src/core/http/index.js';
import {
  HeadChangedError,
  MergeNotAllowedError,
  pullListDefaults,
  StaleHeadShaError,
} from '../../../src/core/github/index.js';
import {
  collect,
  docsSite,
  firstPull,
  mergeableOpen,
  monorepo,
  seededPulls,
  startGitHubFixture,
  type GitHubFixture,
} from './fixtures.js';

describe('GitHub client: pull requests', () => {
  let fixture: GitHubFixture;
  before(async () => {
    fixture = await startGitHubFixture();
  });
  after(() => fixture.close());

  describe('list', () => {
    it('defaults to open pull requests, newest first', async () => {
      const pulls = await collect(fixture.client.pulls.list(monorepo, { limit: 150 }));
      assert.equal(pulls.length, 150);
      assert.ok(pulls.every((pull) => pull.state === 'open'));
      const created = pulls.map((pull) => pull.created_at);
      assert.deepEqual(created, [...created].sort().reverse());
      assert.deepEqual(pullListDefaults(), { state: 'open', sort: 'created', direction: 'desc' });
    });

    it('sorts by update ascending unless told otherwise, as GitHub documents', async () => {
      assert.deepEqual(pullListDefaults({ sort: 'updated' }), { state: 'open', sort: 'updated', direction: 'asc' });
      const ascending = (await collect(fixture.client.pulls.list(monorepo, { sort: 'updated', limit: 60 }))).map(
        (pull) => pull.updated_at,
      );
      assert.deepEqual(ascending, [...ascending].sort());
      const descending = (
        await collect(fixture.client.pulls.list(monorepo, { sort: 'updated', direction: 'desc', limit: 60 }))
      ).map((pull) => pull.updated_at);
      assert.deepEqual(descending, [...descending].sort().reverse());
    });

    it('filters by state, head and base', async () => {
      const closed = await collect(fixture.client.pulls.list(monorepo, { state: 'closed', limit: 50 }));
      assert.ok(closed.length === 50 && closed.every((pull) => pull.state === 'closed'));
      const sample = firstPull(
        fixture,
        monorepo,
        (issue) => issue.state === 'open' && issue.pull.head.repoId === issue.repoId,
      );
      const byHead = await collect(
        fixture.client.pulls.list(monorepo, { head: `devdesk-org:${sample.pull.head.ref}` }),
      );
      assert.deepEqual(
        byHead.map((pull) => pull.number),
        [sample.number],
      );
      const byBase = await collect(fixture.client.pulls.list(monorepo, { state: 'all', base: 'develop' }));
      assert.ok(byBase.length > 0 && byBase.every((pull) => pull.base.ref === 'develop'));
    });

    it('pages through every pull request of a 1,000+ repository by following Link', async () => {
      const iterator = fixture.client.pulls.list(monorepo, { state: 'all' });
      const pulls = await collect(iterator);
      const expected = seededPulls(fixture, monorepo, () => true).length;
      assert.ok(expected >= 1000);
      assert.equal(pulls.length, expected);
      assert.equal(new Set(pulls.map((pull) => pull.number)).size, expected);
      assert.equal(iterator.pagesFetched, Math.ceil(expected / 100));
    });

    it('shows the first page after one request', async () => {
      const iterator = fixture.client.pulls.list(monorepo, { state: 'all', perPage: 20 });
      for await (const page of iterator.pages()) {
        assert.equal(page.items.length, 20);
        assert.ok(page.next);
        break;
      }
      assert.equal(iterator.pagesFetched, 1);
    });
  });

  describe('get', () => {
    it('returns the detailed representation, with lock-reason and node-id previews merged into Accept', async () => {
      const lines: string[] = [];
      const client = fixture.clientWith({
        token: fixture.emulator.tokens.github,
        logger: (line) => lines.push(line),
        logHeaders: true,
      });
      const sample = firstPull(fixture, monorepo, (issue) => issue.pull.merged);
      const pull = await client.pulls.get(monorepo, sample.number);
      assert.equal(pull.number, sample.number);
      assert.equal(pull.merged, true);
      assert.equal(typeof pull.additions, 'number');
      const sent = lines.find((line) => line.startsWith('→ GET') && line.includes(`/pulls/${sample.number}`)) ?? '';
      assert.match(
        sent,
        /application\/vnd\.github\.sailor-v-preview\+json, application\/vnd\.github\.jean-grey-preview\+json/,
      );
    });

    it('returns the diff and the patch as text', async () => {
      const sample = firstPull(fixture, monorepo, (issue) => issue.pull.files.length > 0);
      const diff = await fixture.client.pulls.getDiff(monorepo, sample.number);
      assert.match(diff, /^diff --git a\//);
      assert.ok(diff.includes(sample.pull.files[0]!.filename));
      const patch = await fixture.client.pulls.getPatch(monorepo, sample.number);
      assert.match(patch, /^From [0-9a-f]{40} /);
      assert.ok(patch.includes('Subject: '));
    });
  });

  describe('create and update', () => {
    it('creates a pull request: 201 with Location', async () => {
      const created = await fixture.client.pulls.create(monorepo, {
        title: 'Add the ready feature',
        head: 'feature/ready-1',
        base: 'main',
        body: 'Body',
        draft: false,
      });
      assert.equal(created.data.title, 'Add the ready feature');
      assert.equal(created.data.head.ref, 'feature/ready-1');
      assert.equal(created.location, created.data.url);
      const fetched = await fixture.client.pulls.get(monorepo, created.data.number);
      assert.equal(fetched.body, 'Body');
    });

    it('refuses an invalid create with a ValidationError carrying errors[]', async () => {
      const error = await fixture.client.pulls
        .create(monorepo, { title: 'x', head: 'no-such-branch', base: 'main' })
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof ValidationError);
      assert.equal(error.status, 422);
      assert.equal(error.errors?.[0]?.field, 'head');
      assert.equal(error.errors?.[0]?.code, 'invalid');
    });

    it('updates title, body, state, base and maintainer_can_modify', async () => {
      const created = await fixture.client.pulls.create(monorepo, {
        title: 'To edit',
        head: 'feature/ready-2',
        base: 'main',
      });
      const number = created.data.number;
      const edited = await fixture.client.pulls.update(monorepo, number, {
        title: 'Edited',
        body: 'New body',
        base: 'develop',
        maintainer_can_modify: true,
      });
      assert.equal(edited.title, 'Edited');
      assert.equal(edited.body, 'New body');
      assert.equal(edited.base.ref, 'develop');
      assert.equal(edited.maintainer_can_modify, true);
      assert.equal((await fixture.client.pulls.update(monorepo, number, { state: 'closed' })).state, 'closed');
      assert.equal((await fixture.client.pulls.update(monorepo, number, { state: 'open' })).state, 'open');
    });
  });

  describe('update branch', () => {
    it('answers 202 with the lydian preview, and a stale expected_head_sha is a typed 422', async () => {
      const lines: string[] = [];
      const client = fixture.clientWith({
        token: fixture.emulator.tokens.github,
        logger: (line) => lines.push(line),
        logHeaders: true,
      });
      const sample = firstPull(fixture, docsSite, mergeableOpen);
      const result = await client.pulls.updateBranch(docsSite, sample.number, {
        expectedHeadSha: sample.pull.head.sha,
      });
      assert.match(result.message ?? '', /Updating/);
      assert.ok(
        lines.some(
          (line) => line.includes('update-branch') && line.includes('application/vnd.github.lydian-preview+json'),
        ),
      );
      const stale = await client.pulls
        .updateBranch(docsSite, sample.number, { expectedHeadSha: '0'.repeat(40) })
        .catch((caught: unknown) => caught);
      assert.ok(stale instanceof StaleHeadShaError);
      assert.ok(stale instanceof ValidationError);
      assert.equal(stale.expectedHeadSha, '0'.repeat(40));
    });
  });

  describe('commits and files', () => {
    it('lists the commits of a pull request', async () => {
      const sample = firstPull(fixture, monorepo, (issue) => issue.pull.commits.length >= 2);
      const commits = await collect(fixture.client.pulls.listCommits(monorepo, sample.number));
      assert.deepEqual(
        commits.map((commit) => commit.sha),
        sample.pull.commits.map((commit) => commit.sha),
      );
      assert.equal(commits[0]?.commit.message, sample.pull.commits[0]?.message);
    });

    it('lists the files, and stops at 3,000 files', async () => {
      const sample = firstPull(fixture, docsSite, (issue) => issue.state === 'closed');
      const seeded = sample.pull.files.map((file) => file.filename);
      assert.deepEqual(
        (await collect(fixture.client.pulls.listFiles(docsSite, sample.number))).map((file) => file.filename),
        seeded,
      );
      const template = sample.pull.files[0]!;
      for (let index = sample.pull.files.length; index < 3100; index++)
        sample.pull.files.push({ ...template, filename: `generated/file-${index}.ts` });
      const iterator = fixture.client.pulls.listFiles(docsSite, sample.number);
      const files = await collect(iterator);
      assert.equal(files.length, 3000);
      assert.equal(iterator.pagesFetched, 30);
    });
  });

  describe('merge', () => {
    it('checks merged: 204 is true, 404 is false', async () => {
      const merged = firstPull(fixture, monorepo, (issue) => issue.pull.merged);
      const open = firstPull(fixture, monorepo, (issue) => issue.state === 'open');
      assert.equal(await fixture.client.pulls.isMerged(monorepo, merged.number), true);
      assert.equal(await fixture.client.pulls.isMerged(monorepo, open.number), false);
    });

    it('merges with the head SHA the user saw', async () => {
      const [sample] = seededPulls(fixture, monorepo, mergeableOpen);
      const result = await fixture.client.pulls.merge(monorepo, sample!.number, {
        sha: sample!.pull.head.sha,
        merge_method: 'squash',
        commit_title: 'Squashed',
        commit_message: 'Details',
      });
      assert.equal(result.merged, true);
      assert.match(result.sha, /^[0-9a-f]{40}$/);
      assert.equal(await fixture.client.pulls.isMerged(monorepo, sample!.number), true);
    });

    it('turns 409 (the head moved) into HeadChangedError', async () => {
      const sample = seededPulls(fixture, monorepo, mergeableOpen)[1]!;
      const error = await fixture.client.pulls
        .merge(monorepo, sample.number, { sha: 'f'.repeat(40) })
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof HeadChangedError);
      assert.ok(error instanceof ConflictError);
      assert.equal(error.status, 409);
      assert.equal(error.expectedSha, 'f'.repeat(40));
      assert.equal(await fixture.client.pulls.isMerged(monorepo, sample.number), false);
    });

    it('turns 405 into MergeNotAllowedError with a reason: conflicts, draft, a disallowed method', async () => {
      const conflicted = firstPull(
        fixture,
        monorepo,
        (issue) => issue.state === 'open' && issue.pull.conflicts && !issue.pull.draft,
      );
      const notMergeable = await fixture.client.pulls
        .merge(monorepo, conflicted.number)
        .catch((caught: unknown) => caught);
      assert.ok(notMergeable instanceof MergeNotAllowedError);
      assert.equal(notMergeable.status, 405);
      assert.equal(notMergeable.reason, 'not-mergeable');

      const draft = firstPull(
        fixture,
        monorepo,
        (issue) => issue.state === 'open' && issue.pull.draft && !issue.pull.conflicts,
      );
      const draftError = await fixture.client.pulls.merge(monorepo, draft.number).catch((caught: unknown) => caught);
      assert.ok(draftError instanceof MergeNotAllowedError);
      assert.equal(draftError.reason, 'draft');

      fixture.store.repo('devdesk-org', 'monorepo')!.allowRebaseMerge = false;
      const sample = seededPulls(fixture, monorepo, mergeableOpen)[2]!;
      const methodError = await fixture.client.pulls
        .merge(monorepo, sample.number, { merge_method: 'rebase' })
        .catch((caught: unknown) => caught);
      assert.ok(methodError instanceof MergeNotAllowedError);
      assert.equal(methodError.reason, 'method-not-allowed');
      assert.match(methodError.serviceMessage ?? '', /not allowed/);
    });
  });

  describe('mergeable: null', () => {
    it('re-fetches with backoff until mergeable is known', async () => {
      const created = await fixture.client.pulls.create(monorepo, {
        title: 'Wait for me',
        head: 'feature/ready-3',
        base: 'main',
      });
      assert.equal(created.data.mergeable, null);
      const waits: number[] = [];
      const result = await fixture.client.waitForMergeable(monorepo, created.data.number, {
        initialDelayMs: 100,
        sleep: async (ms) => void waits.push(ms),
      });
      assert.equal(result.settled, true);
      assert.equal(result.pull.mergeable, true);
      assert.equal(result.attempts, 2);
      assert.deepEqual(waits, [100]);
    });

    it('gives up at the bound with settled false, and doubles its waits on the way', async () => {
      const created = await fixture.client.pulls.create(monorepo, {
        title: 'Never settles',
        head: 'feature/ready-4',
        base: 'main',
      });
      const issue = firstPull(fixture, monorepo, (candidate) => candidate.number === created.data.number);
      const waits: number[] = [];
      const result = await fixture.client.waitForMergeable(monorepo, created.data.number, {
        maxAttempts: 4,
        initialDelayMs: 10,
        maxDelayMs: 30,
        // Each wait restarts the background computation, so every fetch sees it pending.
        sleep: async (ms) => {
          waits.push(ms);
          fixture.store.restartMergeability(issue);
        },
      });
      assert.equal(result.settled, false);
      assert.equal(result.pull.mergeable, null);
      assert.equal(result.attempts, 4);
      assert.deepEqual(waits, [10, 20, 30]);
    });

    it('stops when cancelled', async () => {
      const created = await fixture.client.pulls.create(monorepo, {
        title: 'Cancelled wait',
        head: 'feature/ready-5',
        base: 'main',
      });
      const controller = new AbortController();
      const error = await fixture.client
        .waitForMergeable(monorepo, created.data.number, {
          signal: controller.signal,
          sleep: (_ms, signal) => {
            controller.abort();
            return Promise.reject(signal?.reason);
          },
        })
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof RequestAbortedError);
    });
  });
});
