// The Notifications view in real VS Code against the emulator: the viewer's threads with reasons and subject states,
// each action as a user runs it and what GitHub (the emulator) then has (read with last_read_at, done, subscription
// ignored, a repository and then everything read), a pull request opened in DevDesk, the refusals of a fine-grained
// token and of a classic token without the notifications scope, each naming the host, and polling at X-Poll-Interval
// whose 304s cost no rate-limit unit.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { InboxEntry } from '../../../src/core/github/inbox-state';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  childrenOf,
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { group } from './pull-nodes';

const viewId = 'devdesk.notifications';
const settings = () => vscode.workspace.getConfiguration('devdesk.notifications');

/** GitHub's own answer (the emulator's REST), as the viewer. */
async function gitHub<T>(path: string, base = emulator.github, token = emulator.tokens.github): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
}

interface ThreadJson {
  id: string;
  unread: boolean;
  last_read_at: string | null;
  reason: string;
  subject: { title: string; type: string };
  repository: { full_name: string };
}

/** Every thread line the view shows (under each group). */
async function shownEntries(parent?: TreeNode): Promise<InboxEntry[]> {
  const groups = (await childrenOf(viewId, parent)).filter(
    (node) => node.kind === 'item' && (node.data as { type: string }).type === 'group',
  );
  const lines = (await Promise.all(groups.map((group) => childrenOf(viewId, group)))).flat();
  return lines.flatMap((node) => (node.kind === 'item' ? [(node.data as { entry: InboxEntry }).entry] : []));
}

/** Makes the sandbox's github.com token another kind (the emulator's test switch): fine-grained, a classic one. */
async function tokenKind(kind: 'classic' | 'fine-grained' | 'classic-without-notifications'): Promise<void> {
  const answer = await fetch(`${emulator.url}/__emulator/github/tokens`, {
    method: 'POST',
    body: JSON.stringify({ kind, token: emulator.tokens.github }),
  });
  assert.equal(answer.status, 200, `the token made ${kind}`);
}

async function setPollInterval(seconds: number): Promise<void> {
  await fetch(`${emulator.url}/__emulator/github/settings`, {
    method: 'PATCH',
    body: JSON.stringify({ pollInterval: seconds }),
  });
}

describe('Notifications view', () => {
  before(async () => {
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    // The pull request opened from a thread closed, so the next suites' editors and previews open where they expect.
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await settings().update('includeRead', undefined, vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
  });

  it('lists unread threads with reasons and subject states, and the read ones when asked', async () => {
    const served = await gitHub<ThreadJson[]>('/notifications');
    const shown = await eventually(async () => {
      const entries = await shownEntries();
      return entries.length >= served.length ? entries : undefined;
    }, 'the unread threads');
    assert.deepEqual(new Set(shown.map((entry) => entry.thread.id)), new Set(served.map((thread) => thread.id)));
    assert.ok(shown.every((entry) => entry.thread.unread));
    assert.ok(
      shown.some((entry) => entry.thread.reason === 'review_requested' && entry.state?.startsWith('pull')),
      'a review request with its pull request state',
    );
    await settings().update('includeRead', true, vscode.ConfigurationTarget.Global);
    const withRead = await eventually(async () => {
      const entries = await shownEntries();
      return entries.some((entry) => !entry.thread.unread) ? entries : undefined;
    }, 'the read threads too');
    assert.ok(
      withRead.some((entry) => entry.state === 'pullMerged'),
      'a merged pull request among them',
    );
    const firstRead = withRead.findIndex((entry) => !entry.thread.unread);
    assert.ok(withRead.slice(firstRead).every((entry) => !entry.thread.unread) || firstRead > 0);
  });

  it('opens a pull request thread in DevDesk and marks it read there, as GitHub does', async () => {
    const pull = (await gitHub<ThreadJson[]>('/notifications')).find(
      (thread) => thread.subject.type === 'PullRequest',
    )!;
    const full = await gitHub<{ subject: { url: string } }>(`/notifications/threads/${pull.id}`);
    const number = full.subject.url.split('/').at(-1)!;
    await resetEmulatorRequests();
    await vscode.commands.executeCommand('devdesk.notifications.open', { hostId: emulator.github, threadId: pull.id });
    const after = await gitHub<ThreadJson>(`/notifications/threads/${pull.id}`);
    assert.equal(after.unread, false);
    assert.ok(after.last_read_at);
    await eventually(
      async () =>
        (await emulatorRequests(`/github/api/v3/repos/${pull.repository.full_name}/pulls/${number}`)).count > 0
          ? true
          : undefined,
      'the pull request read for its description page',
    );
  });

  it('marks read, marks done and unsubscribes, as GitHub then has it', async () => {
    const [first, second, third] = await gitHub<ThreadJson[]>('/notifications');
    const ref = (thread: ThreadJson) => ({ hostId: emulator.github, threadId: thread.id });
    await vscode.commands.executeCommand('devdesk.notifications.markRead', ref(first!));
    const read = await gitHub<ThreadJson>(`/notifications/threads/${first!.id}`);
    assert.deepEqual([read.unread, typeof read.last_read_at], [false, 'string']);

    await vscode.commands.executeCommand('devdesk.notifications.markDone', ref(second!));
    const all = await gitHub<ThreadJson[]>('/notifications?all=true');
    assert.ok(!all.some((thread) => thread.id === second!.id), 'done: gone from the inbox');
    await eventually(
      async () => ((await shownEntries()).some((entry) => entry.thread.id === second!.id) ? undefined : true),
      'the done thread gone from the view',
    );

    await vscode.commands.executeCommand('devdesk.notifications.unsubscribe', ref(third!));
    const subscription = await gitHub<{ ignored: boolean }>(`/notifications/threads/${third!.id}/subscription`);
    assert.equal(subscription.ignored, true);
  });

  it("marks one repository's threads read, then all, with last_read_at", async () => {
    const unread = await gitHub<ThreadJson[]>('/notifications');
    const repo = unread[0]!.repository.full_name;
    await vscode.commands.executeCommand('devdesk.notifications.markAllRead', { hostId: emulator.github, repo });
    const left = await gitHub<ThreadJson[]>('/notifications');
    assert.ok(left.every((thread) => thread.repository.full_name !== repo));
    const marked = await gitHub<ThreadJson>(`/notifications/threads/${unread[0]!.id}`);
    assert.ok(marked.last_read_at);
    await vscode.commands.executeCommand('devdesk.notifications.markAllRead', { hostId: emulator.github });
    assert.deepEqual(await gitHub<ThreadJson[]>('/notifications'), []);
    const badge = (await devdesk()).trees.get(viewId)!.view;
    await eventually(() => (badge.badge === undefined ? true : undefined), 'no unread badge');
  });

  it('polls at the interval GitHub asks for while shown, each unchanged poll a 304 that costs nothing', async function () {
    this.timeout(60_000);
    const api = await devdesk();
    await setPollInterval(1);
    try {
      await vscode.commands.executeCommand(`${viewId}.focus`);
      await vscode.commands.executeCommand('devdesk.notifications.refresh'); // learns the 1 s interval
      const rate = async () =>
        (await gitHub<{ resources: { core: { used: number } } }>('/rate_limit')).resources.core.used;
      await resetEmulatorRequests();
      const used = await rate();
      const polls = await eventually(async () => {
        const { count } = await emulatorRequests('/github/api/v3/notifications', 'GET');
        return count >= 3 ? count : undefined;
      }, 'three polls on their own at a 1 s interval');
      assert.equal(api.notifications.pollScheduled(), true);
      const statuses = api.notifications.pollStatuses(emulator.github);
      assert.ok(statuses.length >= 3 && statuses.slice(-3).every((status) => status === 304), `${statuses}`);
      // Whatever else the window asks github.com meanwhile spends its own units (or none, answered 304 too); the
      // notification polls add nothing to it.
      const spent = (await rate()) - used;
      const others =
        (await emulatorRequests('/github/api/v3', undefined, emulator.tokens.github)).count -
        (await emulatorRequests('/github/api/v3/notifications', 'GET')).count -
        (await emulatorRequests('/github/api/v3/rate_limit')).count;
      assert.ok(polls >= 3 && spent <= others, `no unit for the polls (${spent} spent, ${others} other requests)`);
    } finally {
      await setPollInterval(60);
      await vscode.commands.executeCommand('workbench.view.explorer');
    }
  });

  it('explains that GitHub refuses a fine-grained token, naming the host; the rest of DevDesk keeps working', async () => {
    await tokenKind('fine-grained');
    try {
      await vscode.commands.executeCommand('devdesk.notifications.refresh');
      const said = await eventually(async () => {
        const nodes = await childrenOf(viewId);
        const refusal = nodes.find((node) => node.kind === 'message' && /fine-grained/.test(node.text.message));
        return refusal?.kind === 'message' ? refusal.text : undefined;
      }, 'the refusal');
      assert.match(String(said.args[0]), /^GitHub/);
      assert.match(vscode.l10n.t(said.message, ...said.args), /classic token with the "notifications"/);
      const pulls = await childrenOf('devdesk.pullRequests');
      assert.ok(pulls.length > 0 && pulls.every((node) => node.kind !== 'error'), 'the Pull Requests view still works');
    } finally {
      await tokenKind('classic');
      await vscode.commands.executeCommand('devdesk.notifications.refresh');
    }
  });

  it('explains that a classic token lacks the notifications scope, naming the host; Pull Requests still lists', async () => {
    await tokenKind('classic-without-notifications');
    try {
      await vscode.commands.executeCommand('devdesk.notifications.refresh');
      const said = await eventually(async () => {
        const nodes = await childrenOf(viewId);
        const refusal = nodes.find(
          (node) => node.kind === 'message' && /"notifications" scope/.test(node.text.message),
        );
        return refusal?.kind === 'message' ? refusal.text : undefined;
      }, 'the scope refusal in the view');
      const host = String(said.args[0]);
      assert.match(host, /^GitHub/);
      assert.equal(
        vscode.l10n.t(said.message, ...said.args),
        `Your token for ${host} lacks the "notifications" scope. Sign in to ${host} again with a token that has ` +
          '"notifications" (or "repo"), or through the browser.',
      );
      // Pull Requests reads its lists again with the same token, and lists the open pull requests.
      await resetEmulatorRequests();
      await vscode.commands.executeCommand('devdesk.refresh', 'devdesk.pullRequests');
      const pulls = await eventually(async () => {
        const nodes = await group('devdesk-org/monorepo', 'Open pull requests');
        return nodes.length > 0 ? nodes : undefined;
      }, 'the open pull requests');
      assert.ok(
        pulls.some((node) => node.kind === 'item') && pulls.every((node) => node.kind !== 'error'),
        `pull requests, no error: ${pulls.map((node) => node.kind)}`,
      );
      const read = await emulatorRequests('/github/api/v3/repos/devdesk-org/monorepo/pulls', 'GET');
      assert.ok(read.count > 0, 'the pull requests were read with the token that lacks the scope');
    } finally {
      await tokenKind('classic');
      await vscode.commands.executeCommand('devdesk.notifications.refresh');
    }
  });
});

describe('Notifications view on two GitHub hosts', () => {
  const config = () => vscode.workspace.getConfiguration('devdesk');
  before(async () => {
    await config().update('github.enterpriseHosts', [emulator.enterprise.github], vscode.ConfigurationTarget.Global);
    // Read threads too: the suite above marked every github.com thread read.
    await settings().update('includeRead', true, vscode.ConfigurationTarget.Global);
    await signInWithSandboxToken(emulator.github);
    await signInWithSandboxToken(emulator.enterprise.github);
  });
  after(async () => {
    await signOut(emulator.enterprise.github);
    await signOut(emulator.github);
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await settings().update('includeRead', undefined, vscode.ConfigurationTarget.Global);
  });

  it("shows a node per host, each with that host's own threads", async () => {
    const hosts = await eventually(async () => {
      const nodes = await childrenOf(viewId);
      return nodes.length === 2 && nodes.every((node) => node.kind === 'item') ? nodes : undefined;
    }, 'a node per host');
    assert.deepEqual(
      hosts.map((node) => (node.data as { hostId: string }).hostId),
      [emulator.github, emulator.enterprise.github],
    );
    const served = await gitHub<ThreadJson[]>(
      '/notifications?all=true',
      emulator.enterprise.github,
      emulator.enterprise.token,
    );
    const shown = await eventually(async () => {
      const entries = await shownEntries(hosts[1]);
      return entries.length > 0 ? entries : undefined;
    }, "the Enterprise host's threads");
    const servedIds = new Set(served.map((thread) => thread.id));
    assert.ok(
      shown.every((entry) => servedIds.has(entry.thread.id)),
      "the Enterprise node lists that host's threads",
    );
    const dotCom = new Set(
      (await gitHub<ThreadJson[]>('/notifications?all=true')).map((thread) => thread.subject.title),
    );
    assert.ok(
      shown.some((entry) => !dotCom.has(entry.thread.subject.title)),
      'threads of its own, not copies of github.com',
    );
    // And the other way round: github.com's node lists github.com's threads, some the Enterprise host has not.
    const onDotCom = await eventually(async () => {
      const entries = await shownEntries(hosts[0]);
      return entries.length > 0 ? entries : undefined;
    }, "github.com's threads");
    const server = new Set(served.map((thread) => thread.subject.title));
    assert.ok(
      onDotCom.every((entry) => dotCom.has(entry.thread.subject.title)),
      "the github.com node lists github.com's threads",
    );
    assert.ok(
      onDotCom.some((entry) => !server.has(entry.thread.subject.title)),
      'github.com has threads of its own too',
    );
  });
});
