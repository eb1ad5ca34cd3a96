// DevDesk's later read tools in real VS Code, invoked as an agent invokes them (`vscode.lm.invokeTool`) against the
// emulator, each answer compared with what the service itself says: the notifications inbox with its filters; bad
// input answered with a clear sentence and nothing sent.
import * as assert from 'node:assert/strict';
import { emulator, emulatorRequests, resetEmulatorRequests, signInWithSandboxToken, signOut } from './helpers';
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
    assert.equal((await emulatorRequests('/')).count, 0);
  });
});
