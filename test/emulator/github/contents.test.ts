// Repository contents: a pull request's files at its base and head commits differ by exactly its patch (every
// seeded file in process, a sample over HTTP), refs (SHA, short SHA, branch, none), 404s (ref, path, private
// repository), GitHub's base64 wrapping, the blob SHA, the 1 MB limit, escaped paths, forks, and moving heads/bases.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { largeFilePath, linesAt, resolveRef, trunkPaths, unusualPath } from './contents.js';
import type { PullFile, PullIssue, Repo } from './store.js';
import { startGitHub, type GitHubResponse, type GitHubTestClient } from './test-client.js';

const escape = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/** Checks, independently of contents.ts, that base and head differ by exactly the file's one-hunk patch. */
function assertDiffIsPatch(
  file: PullFile,
  base: string[] | undefined,
  head: string[] | undefined,
  where: string,
): void {
  const lines = file.patch.split('\n');
  const header = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@/.exec(lines[0]!);
  assert.ok(header, `${where}: one hunk`);
  const [oldStart, oldCount, newStart, newCount] = header.slice(1).map(Number) as [number, number, number, number];
  const body = lines.slice(1);
  const oldSide = body.filter((line) => !line.startsWith('+')).map((line) => line.slice(1));
  const newSide = body.filter((line) => !line.startsWith('-')).map((line) => line.slice(1));
  assert.equal(oldSide.length, oldCount, `${where}: old count`);
  assert.equal(newSide.length, newCount, `${where}: new count`);
  if (file.status === 'added') {
    assert.equal(base, undefined, `${where}: an added file is not at the base`);
    assert.deepEqual(head, newSide, `${where}: the added file is its patch`);
    return;
  }
  if (file.status === 'removed') {
    assert.equal(head, undefined, `${where}: a removed file is not at the head`);
    assert.deepEqual(base, oldSide, `${where}: the patch removes every line`);
    return;
  }
  assert.ok(base && head, `${where}: a modified file is at both`);
  assert.equal(oldStart, newStart);
  const start = oldStart - 1;
  assert.deepEqual(head.slice(0, start), base.slice(0, start), `${where}: same lines before the hunk`);
  assert.deepEqual(base.slice(start, start + oldCount), oldSide, `${where}: the base has the hunk's old side`);
  assert.deepEqual(head.slice(start, start + newCount), newSide, `${where}: the head has the hunk's new side`);
  assert.deepEqual(head.slice(start + newCount), base.slice(start + oldCount), `${where}: same lines after the hunk`);
  assert.ok(base.length > start + oldCount, `${where}: the file goes on after the hunk`);
}

/**
 * A file's base as its patch was written against it: the lines at `base.sha`, less the lines the base branch got
 * after the pull request branched (model.ts `baseMovedOn`), which must be there.
 */
function mergeBaseLines(
  issue: PullIssue,
  file: PullFile,
  atBaseSha: string[] | undefined,
  where: string,
): string[] | undefined {
  const movedOn = issue.pull.baseMovedOn;
  if (movedOn?.path !== file.filename) return atBaseSha;
  assert.deepEqual(
    atBaseSha?.slice(0, movedOn.lines.length),
    movedOn.lines,
    `${where}: the base branch's later lines are at base.sha`,
  );
  return atBaseSha!.slice(movedOn.lines.length);
}

/** The text of a content-file answer, checking GitHub's base64 layout: lines of 60, each ending in a newline. */
function decoded(response: GitHubResponse): string | undefined {
  if (response.status === 404) return undefined;
  assert.equal(response.status, 200, response.text);
  const { content, encoding } = response.body as { content: string; encoding: string };
  assert.equal(encoding, 'base64');
  const rows = content.split('\n');
  assert.equal(rows.pop(), '', 'the content ends with a newline');
  assert.ok(
    rows.every((row, index) => (index < rows.length - 1 ? row.length === 60 : row.length > 0 && row.length <= 60)),
    'rows of 60 characters',
  );
  return Buffer.from(content, 'base64').toString('utf8');
}

const linesOf = (text: string | undefined): string[] | undefined =>
  text === undefined ? undefined : text === '' ? [] : text.replace(/\n$/, '').split('\n');

function blobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

describe('GitHub REST emulator: repository contents', () => {
  let client: GitHubTestClient;
  let monorepo: Repo;
  const repo = '/repos/devdesk-org/monorepo';
  const contents = (path: string, ref?: string, options?: Parameters<GitHubTestClient['get']>[1], at = repo) =>
    client.get(`${at}/contents/${escape(path)}${ref === undefined ? '' : `?ref=${encodeURIComponent(ref)}`}`, options);

  before(async () => {
    client = await startGitHub();
    client.store.settings.mergeableSettleMs = 10 * 60 * 1000;
    monorepo = client.store.repo('devdesk-org', 'monorepo')!;
  });
  after(() => client.emulator.close());

  const pullsOf = (repository: Repo): PullIssue[] => client.store.listPulls(repository, { state: 'all' });

  it('every seeded file: base and head differ by exactly its patch (in process)', () => {
    let files = 0;
    const statuses = new Set<string>();
    for (const repository of client.store.repos.values()) {
      for (const issue of pullsOf(repository)) {
        const base = resolveRef(client.store, repository, issue.pull.base.sha);
        const head = resolveRef(client.store, repository, issue.pull.head.sha);
        assert.ok(base && head, `#${issue.number}: both commits resolve`);
        for (const file of issue.pull.files) {
          const where = `${repository.name}#${issue.number} ${file.filename}`;
          assertDiffIsPatch(
            file,
            mergeBaseLines(issue, file, linesAt(base, file.filename), where),
            linesAt(head, file.filename),
            where,
          );
          statuses.add(file.status);
          files += 1;
        }
      }
    }
    assert.ok(files > 2500, `${files} files`);
    assert.deepEqual([...statuses].sort(), ['added', 'modified', 'removed']);
  });

  it('base and head over HTTP, for open, merged and closed pull requests of two repositories', async () => {
    const docs = client.store.repo('devdesk-org', 'docs-site')!;
    const sample = [
      ...pullsOf(docs).map((issue) => [docs, issue] as const),
      ...pullsOf(monorepo)
        .filter((_, index) => index % 40 === 0)
        .map((issue) => [monorepo, issue] as const),
    ];
    assert.ok(new Set(sample.map(([, issue]) => (issue.pull.merged ? 'merged' : issue.state))).size === 3);
    for (const [repository, issue] of sample) {
      const at = `/repos/devdesk-org/${repository.name}`;
      for (const file of issue.pull.files) {
        const base = await contents(file.filename, issue.pull.base.sha, undefined, at);
        const head = await contents(file.filename, issue.pull.head.sha, undefined, at);
        const where = `${repository.name}#${issue.number} ${file.filename}`;
        assertDiffIsPatch(
          file,
          mergeBaseLines(issue, file, linesOf(decoded(base)), where),
          linesOf(decoded(head)),
          where,
        );
      }
    }
  });

  it("a merged pull request whose base branch moved on: base.sha has the branch's later line, the merge base has what the patch was written against", async () => {
    const docs = client.store.repo('devdesk-org', 'docs-site')!;
    const moved = pullsOf(docs).filter((issue) => issue.pull.baseMovedOn);
    assert.equal(moved.length, 1);
    const [issue] = moved as [PullIssue];
    const file = issue.pull.files[0]!;
    const commits = (await client.get(`/repos/devdesk-org/docs-site/pulls/${issue.number}/commits`)).body as Array<{
      parents: Array<{ sha: string }>;
    }>;
    const mergeBase = commits[0]!.parents[0]!.sha;
    assert.notEqual(mergeBase, issue.pull.base.sha);
    const atBase = linesOf(
      decoded(await contents(file.filename, issue.pull.base.sha, undefined, '/repos/devdesk-org/docs-site')),
    )!;
    const atMergeBase = linesOf(
      decoded(await contents(file.filename, mergeBase, undefined, '/repos/devdesk-org/docs-site')),
    );
    const head = linesOf(
      decoded(await contents(file.filename, issue.pull.head.sha, undefined, '/repos/devdesk-org/docs-site')),
    );
    assert.deepEqual(atBase, [...issue.pull.baseMovedOn!.lines, ...atMergeBase!]);
    assertDiffIsPatch(file, atMergeBase, head, `docs-site#${issue.number}`);
  });

  it('pull requests sharing a base commit see the same base file, and each its own head', async () => {
    const open = pullsOf(monorepo).filter((issue) => issue.state === 'open' && issue.pull.base.ref === 'main');
    const path = 'src/core/http/client.ts';
    const touching = open
      .filter((issue) => issue.pull.files.some((file) => file.filename === path && file.status === 'modified'))
      .slice(0, 3);
    assert.equal(touching.length, 3);
    assert.equal(new Set(touching.map((issue) => issue.pull.base.sha)).size, 1, 'one base commit');
    const base = await contents(path, touching[0]!.pull.base.sha);
    for (const issue of touching) {
      const head = await contents(path, issue.pull.head.sha);
      assertDiffIsPatch(
        issue.pull.files.find((file) => file.filename === path)!,
        linesOf(decoded(base)),
        linesOf(decoded(head)),
        `#${issue.number}`,
      );
    }
  });

  it('answers content-file with the blob SHA, size, names and links', async () => {
    const issue = pullsOf(monorepo).find(
      (candidate) => candidate.state === 'open' && candidate.pull.files.some((file) => file.status === 'modified'),
    )!;
    const file = issue.pull.files.find((candidate) => candidate.status === 'modified')!;
    const response = await contents(file.filename, issue.pull.head.sha);
    const body = response.body;
    const bytes = Buffer.from(body.content, 'base64');
    assert.equal(body.type, 'file');
    assert.equal(body.size, bytes.length);
    assert.equal(body.sha, blobSha(bytes));
    assert.equal(body.path, file.filename);
    assert.equal(body.name, file.filename.split('/').pop());
    assert.equal(body.url, `${client.base}${repo}/contents/${escape(file.filename)}?ref=${issue.pull.head.sha}`);
    assert.equal(body.git_url, `${client.base}${repo}/git/blobs/${body.sha}`);
    assert.deepEqual(body._links, { self: body.url, git: body.git_url, html: body.html_url });
    assert.match(body.html_url, new RegExp(`/devdesk-org/monorepo/blob/${issue.pull.head.sha}/`));
    const raw = await contents(file.filename, issue.pull.head.sha, {
      headers: { Accept: 'application/vnd.github.raw' },
    });
    assert.match(raw.headers.get('content-type')!, /^application\/vnd\.github\.raw/);
    assert.equal(raw.text, bytes.toString('utf8'));
    const again = await contents(file.filename, issue.pull.head.sha, {
      headers: { 'If-None-Match': response.headers.get('etag')! },
    });
    assert.equal(again.status, 304);
  });

  it('reads refs as commit SHAs (full or short), branch names, refs/heads/ names, or the default branch', async () => {
    const issue = pullsOf(monorepo).find(
      (candidate) =>
        candidate.state === 'open' && candidate.pull.base.ref === 'main' && candidate.pull.head.repoId === monorepo.id,
    )!;
    const path = issue.pull.files.find((file) => file.status !== 'added')?.filename ?? 'README.md';
    const atBase = (await contents(path, issue.pull.base.sha)).body.sha;
    for (const ref of ['main', 'refs/heads/main', issue.pull.base.sha.slice(0, 7), undefined, ''])
      assert.equal((await contents(path, ref)).body.sha, atBase, `ref ${ref}`);
    const headFile = issue.pull.files[0]!;
    const atHead = await contents(headFile.filename, issue.pull.head.sha);
    for (const ref of [issue.pull.head.ref, issue.pull.head.sha.slice(0, 10)])
      assert.deepEqual((await contents(headFile.filename, ref)).body.content, atHead.body.content, `ref ${ref}`);
    assert.equal((await contents(headFile.filename)).body.url.endsWith('?ref=main'), headFile.status !== 'added');
  });

  it("404: an unknown ref (GitHub's message), a path not at that commit, a private repository", async () => {
    const unknownRef = await contents('README.md', 'no-such-branch');
    assert.equal(unknownRef.status, 404);
    assert.deepEqual(unknownRef.body, {
      message: 'No commit found for the ref no-such-branch',
      documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content',
      status: '404',
    });
    assert.equal((await contents('README.md', 'f'.repeat(40))).status, 404);
    const missing = await contents('docs/no such file.md', 'main');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Not Found');
    const added = pullsOf(monorepo)
      .flatMap((issue) => issue.pull.files.map((file) => [issue, file] as const))
      .find(([, file]) => file.status === 'added')!;
    assert.equal(
      (await contents(added[1].filename, added[0].pull.base.sha)).status,
      404,
      'an added file is not at the base',
    );
    assert.equal((await contents(added[1].filename, added[0].pull.head.sha)).status, 200);

    const lab = client.store.repo('hubot', 'private-lab')!;
    const labPull = pullsOf(lab).find((issue) => issue.pull.files.some((file) => file.status !== 'removed'))!;
    const labFile = labPull.pull.files.find((file) => file.status !== 'removed')!;
    const hidden = await contents(labFile.filename, labPull.pull.head.sha, undefined, '/repos/hubot/private-lab');
    assert.equal(hidden.status, 404, 'mona cannot see hubot/private-lab');
    assert.equal(hidden.body.message, 'Not Found');
    assert.equal(
      (await contents(labFile.filename, labPull.pull.head.sha, { token: null }, '/repos/hubot/private-lab')).status,
      404,
    );
    const octocat = client.store.issueToken(client.store.account('octocat')!.id);
    assert.equal(
      (await contents(labFile.filename, labPull.pull.head.sha, { token: octocat }, '/repos/hubot/private-lab')).status,
      200,
      'a collaborator can',
    );
  });

  it('a file over 1 MiB comes without content (encoding "none"), as GitHub sends it', async () => {
    const response = await contents(largeFilePath, 'main');
    assert.equal(response.status, 200);
    assert.equal(response.body.encoding, 'none');
    assert.equal(response.body.content, '');
    assert.ok(response.body.size > 1024 * 1024);
    const raw = await contents(largeFilePath, 'main', { headers: { Accept: 'application/vnd.github.raw' } });
    assert.equal(Buffer.byteLength(raw.text), response.body.size);
    assert.equal(response.body.sha, blobSha(Buffer.from(raw.text)));
  });

  it('paths with spaces, # and non-ASCII characters, escaped per segment', async () => {
    assert.ok(trunkPaths.includes(unusualPath));
    const response = await contents(unusualPath, 'main');
    assert.equal(response.status, 200);
    assert.equal(response.body.path, unusualPath);
    assert.equal(response.body.name, unusualPath.split('/').pop());
    assert.ok(response.body.url.includes('/contents/docs/notes/Meeting%20Notes%20%233%20'));
    assert.equal(
      (await client.get(`${repo}/contents/docs/notes/Meeting Notes #3`)).status,
      404,
      'an unescaped # ends the path',
    );
  });

  it("a fork's pull request: its head from the base repository and from the fork", async () => {
    const issue = pullsOf(monorepo).find(
      (candidate) =>
        candidate.pull.head.repoId !== monorepo.id && candidate.pull.files.some((file) => file.status !== 'removed'),
    )!;
    const file = issue.pull.files.find((candidate) => candidate.status !== 'removed')!;
    const fromBase = await contents(file.filename, issue.pull.head.sha);
    const fromFork = await contents(file.filename, issue.pull.head.sha, undefined, '/repos/linus-dev/monorepo');
    assert.equal(fromBase.status, 200);
    assert.equal(fromFork.body.sha, fromBase.body.sha);
  });

  it('a head moved by update-branch and a base moved by a merge still answer', async () => {
    const open = pullsOf(monorepo).filter(
      (issue) =>
        issue.state === 'open' &&
        issue.pull.base.ref === 'main' &&
        !issue.pull.conflicts &&
        !issue.pull.draft &&
        issue.pull.head.repoId === monorepo.id,
    );
    const [updated, merged] = open as [PullIssue, PullIssue];
    const viewer = client.store.account('mona')!.id;
    assert.ok(client.store.updateBranch(updated, viewer));
    assert.ok(client.store.mergePull(merged, viewer).ok);
    const tip = monorepo.branches.get('main')!;
    for (const file of updated.pull.files) {
      const base = await contents(file.filename, tip);
      const head = await contents(file.filename, updated.pull.head.sha);
      assertDiffIsPatch(file, linesOf(decoded(base)), linesOf(decoded(head)), `#${updated.number} after both moves`);
    }
  });
});
