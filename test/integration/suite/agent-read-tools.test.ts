// DevDesk's later read tools in real VS Code, invoked as an agent invokes them (`vscode.lm.invokeTool`) against the
// emulator, each answer compared with what the service itself says: the notifications inbox with its filters, a pull
// request file's patch and a commit range's diff; bad input answered with a clear sentence and nothing sent.
import * as assert from 'node:assert/strict';
import {
  emulator,
  emulatorRequests,
  graphqlOperations,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { dataOf, gitHubJson, invoke } from './agent-invoke';

interface ThreadJson {
  id: string;
  unread: boolean;
  reason: string;
  subject: { title: string; type: string };
  repository: { full_name: string };
}

interface ThreadData {
  threadId: string;
  unread: boolean;
  reason: string;
  repository: string;
  subject: { type: string; title: string; number?: number; state: string | null };
}

describe('Agent read tools (vscode.lm.invokeTool)', () => {
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });

  it('reads the notifications inbox as GitHub lists it, with each filter', async () => {
    const unread = await gitHubJson<ThreadJson[]>('/notifications?per_page=50');
    const all = await gitHubJson<ThreadJson[]>('/notifications?all=true&per_page=50');
    assert.ok(unread.length > 0 && all.length > unread.length, 'the seed has unread and read threads');
    const answer = await invoke('devdesk_notifications', { host: emulator.github });
    const data = dataOf<{ unread: number; threads: ThreadData[] }>(answer);
    assert.deepEqual(data.threads.map((thread) => thread.threadId).sort(), unread.map((thread) => thread.id).sort());
    assert.equal(data.unread, unread.length);
    for (const thread of data.threads) {
      const rest = unread.find((each) => each.id === thread.threadId)!;
      assert.equal(thread.reason, rest.reason);
      assert.equal(thread.subject.title, rest.subject.title);
      assert.equal(thread.repository, rest.repository.full_name);
    }
    const pull = data.threads.find((thread) => thread.subject.type === 'PullRequest');
    assert.match(String(pull?.subject.state), /^pull(Open|Draft|Merged|Closed)$/, 'a pull request has its state');

    const everything = dataOf<{ threads: ThreadData[] }>(
      await invoke('devdesk_notifications', { host: emulator.github, unreadOnly: false }),
    );
    assert.equal(everything.threads.length, all.length);
    assert.ok(
      everything.threads.some((thread) => !thread.unread),
      'read threads too',
    );

    const repository = all[0]!.repository.full_name;
    const inRepo = await gitHubJson<ThreadJson[]>(`/repos/${repository}/notifications?all=true&per_page=50`);
    const scoped = dataOf<{ threads: ThreadData[] }>(
      await invoke('devdesk_notifications', { host: emulator.github, unreadOnly: false, repository }),
    );
    assert.equal(scoped.threads.length, inRepo.length);
    assert.ok(scoped.threads.every((thread) => thread.repository === repository));

    const participating = await gitHubJson<ThreadJson[]>('/notifications?participating=true&per_page=50');
    const mine = dataOf<{ threads: ThreadData[] }>(
      await invoke('devdesk_notifications', { host: emulator.github, participating: true }),
    );
    assert.deepEqual(mine.threads.map((thread) => thread.threadId).sort(), participating.map((t) => t.id).sort());
    assert.ok(!answer.includes(emulator.tokens.github), 'no token in the answer');
  });

  it('answers a bad inbox filter with a clear sentence and sends nothing', async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_notifications', { repository: 'not a repository', limit: 0 });
    assert.match(answer, /^Invalid input, nothing was sent\. /);
    assert.match(answer, /repository: expected owner\/name/);
    assert.match(answer, /limit:/);
    // No inbox read and no read of the subjects' states (other views' own reads may still come meanwhile).
    assert.equal((await emulatorRequests(`${new URL(emulator.github).pathname}/notifications`)).count, 0);
    assert.deepEqual(
      (await graphqlOperations()).filter((operation) => operation === 'DevDeskNotificationSubjects'),
      [],
    );
  });

  it("answers a pull request file's patch and a commit range's diff as GitHub has them", async () => {
    const docs = '/repos/devdesk-org/docs-site';
    const pulls = await gitHubJson<Array<{ number: number }>>(`${docs}/pulls?state=open&per_page=20`);
    let found: { number: number; commits: Array<{ sha: string }> } | undefined;
    for (const pull of pulls) {
      const commits = await gitHubJson<Array<{ sha: string }>>(`${docs}/pulls/${pull.number}/commits`);
      if (commits.length >= 2) {
        found = { number: pull.number, commits };
        break;
      }
    }
    assert.ok(found, 'an open docs-site pull request with two commits or more');
    const pullRequest = `devdesk-org/docs-site#${found.number}`;
    const files = await gitHubJson<Array<{ filename: string; patch?: string }>>(`${docs}/pulls/${found.number}/files`);
    const file = files.find((each) => each.patch && each.patch.length < 10_000)!;
    const one = dataOf<{ file: { path: string; patch: string } }>(
      await invoke('devdesk_pullRequestDiff', { pullRequest, host: emulator.github, path: file.filename }),
    );
    assert.deepEqual([one.file.path, one.file.patch], [file.filename, file.patch]);

    const [base, head] = [found.commits[0]!.sha, found.commits.at(-1)!.sha];
    const rest = await gitHubJson<{ files: Array<{ filename: string; patch?: string }>; commits: unknown[] }>(
      `${docs}/compare/${base}...${head}`,
    );
    const range = dataOf<{ commits: unknown[]; files: Array<{ path: string; patch?: string | null }> }>(
      await invoke('devdesk_pullRequestDiff', { pullRequest, host: emulator.github, base, head }),
    );
    assert.equal(range.commits.length, rest.commits.length);
    assert.deepEqual(
      range.files.map((each) => each.path),
      rest.files.map((each) => each.filename),
    );
    const shown = range.files.find(
      (each) => typeof each.patch === 'string' && !each.patch.includes('more characters]'),
    );
    if (shown) assert.equal(shown.patch, rest.files.find((each) => each.filename === shown.path)!.patch);
  });

  it('answers a diff asked without a file or a range with a clear sentence and sends nothing', async () => {
    await resetEmulatorRequests();
    const pullRequest = 'devdesk-org/docs-site#1';
    const answer = await invoke('devdesk_pullRequestDiff', { pullRequest, host: emulator.github });
    assert.match(answer, /^Invalid input, nothing was sent\. Give "path"/);
    const bad = await invoke('devdesk_pullRequestDiff', { pullRequest, host: emulator.github, base: '../x' });
    assert.match(bad, /^Invalid input, nothing was sent\. base: expected a commit SHA or branch name/);
    // Nothing asked of the repository (other views' polls may still GET elsewhere meanwhile).
    assert.equal((await emulatorRequests(`${new URL(emulator.github).pathname}/repos/devdesk-org/docs-site`)).count, 0);
  });
});
