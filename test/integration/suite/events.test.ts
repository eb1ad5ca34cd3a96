// The Events view in real VS Code against the emulator: the events the signed-in user receives plus a repository
// feed from settings, grouped by day; a new event appears on the next poll (a 304 costs nothing meanwhile), and
// while nobody looks at the view it shows as a badge.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  childrenOf,
  devdesk,
  emulator,
  emulatorRequests,
  resetEmulatorRequests,
  eventually,
  signInWithSandboxToken,
  signOut,
} from './helpers';

const viewId = 'devdesk.events';
const config = () => vscode.workspace.getConfiguration('devdesk');

const setPollInterval = (seconds: number) =>
  fetch(`${emulator.url}/__emulator/github/settings`, {
    method: 'PATCH',
    body: JSON.stringify({ pollInterval: seconds }),
  });

/** GitHub requests made to the event feeds since the last reset (the emulator counts them). */
async function feedRequests(): Promise<number> {
  const count = async (path: string) => (await emulatorRequests(path)).count;
  return (
    (await count('/github/api/v3/users/mona/received_events')) +
    (await count('/github/api/v3/repos/devdesk-org/docs-site/events'))
  );
}

/** Feed requests the emulator is still answering. */
async function feedsInFlight(): Promise<number> {
  const inFlight = async (path: string) => (await emulatorRequests(path)).inFlight;
  return (
    (await inFlight('/github/api/v3/users/mona/received_events')) +
    (await inFlight('/github/api/v3/repos/devdesk-org/docs-site/events'))
  );
}

async function allEvents(): Promise<Array<{ id: string; type: string }>> {
  const days = (await childrenOf(viewId)).filter((node) => node.kind === 'item');
  const events = await Promise.all(days.map((day) => childrenOf(viewId, day)));
  return events
    .flat()
    .flatMap((node: TreeNode) =>
      node.kind === 'item' ? [(node.data as { event: { id: string; type: string } }).event] : [],
    );
}

describe('Events view', () => {
  before(async () => {
    await config().update('events.feeds', ['devdesk-org/docs-site'], vscode.ConfigurationTarget.Global);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await config().update('events.feeds', undefined, vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
  });

  it('groups the received and repository events by day', async () => {
    const served = (await (
      await fetch(`${emulator.github}/repos/devdesk-org/docs-site/events`, {
        headers: { authorization: `Bearer ${emulator.tokens.github}` },
      })
    ).json()) as Array<{ id: string }>;
    // Signing in and the feed setting each restart the view's feeds; wait for the read that follows both.
    await eventually(async () => {
      const shown = new Set((await allEvents()).map((event) => event.id));
      return served.slice(0, 5).every((event) => shown.has(event.id)) ? true : undefined;
    }, 'the repository feed among the events');
    const days = (await childrenOf(viewId)).filter((node) => node.kind === 'item');
    assert.ok(
      days.length > 0 && days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test((day.data as { day: string }).day)),
      'events are grouped by day',
    );
  });

  it('shows a new event after the next poll, and counts it on the badge while the view is not looked at', async () => {
    const tree = (await devdesk()).trees.get(viewId)!;
    await vscode.commands.executeCommand('workbench.view.explorer'); // nobody looks at the Events view
    await eventually(() => (tree.view.visible ? undefined : true), 'the Events view hidden');
    await vscode.commands.executeCommand('devdesk.events.pollNow'); // every feed read once: what comes next is news
    const before = new Set((await allEvents()).map((event) => event.id));
    const response = await fetch(`${emulator.github}/repos/devdesk-org/docs-site/issues/23/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'An event for the Events view' }),
    });
    assert.equal(response.status, 201);
    await vscode.commands.executeCommand('devdesk.events.pollNow');
    const fresh = await eventually(async () => {
      const added = (await allEvents()).filter((event) => !before.has(event.id));
      return added.length > 0 ? added : undefined;
    }, 'the new event');
    assert.equal(fresh[0]!.type, 'IssueCommentEvent');
    assert.equal(
      tree.view.badge?.value,
      fresh.length,
      `the badge counts what arrived unseen (badge ${JSON.stringify(tree.view.badge)})`,
    );
  });

  it('polls at the interval GitHub asks for while the view is shown, and asks nothing while it is hidden', async function () {
    this.timeout(60_000);
    const api = await devdesk();
    const tree = api.trees.get(viewId)!;
    await setPollInterval(1);
    try {
      await vscode.commands.executeCommand('devdesk.events.focus');
      await vscode.commands.executeCommand('devdesk.events.pollNow'); // learns the 1 s interval
      await resetEmulatorRequests();
      // Two more rounds of both feeds on their own: well within the wait at a 1 s interval, never at the usual 60 s.
      await eventually(
        async () => ((await feedRequests()) >= 4 ? true : undefined),
        'both feeds polled twice more while shown',
      );
      assert.equal(api.events.pollScheduled(), true, 'shown: the next poll is scheduled');

      await vscode.commands.executeCommand('workbench.view.explorer');
      await eventually(() => (tree.view.visible ? undefined : true), 'the Events view hidden');
      // Hidden, the store schedules no further poll; the one already on the wire, if any, finishes.
      await eventually(
        async () => (!api.events.pollScheduled() && (await feedsInFlight()) === 0 ? true : undefined),
        'no poll scheduled and none on the wire',
      );
      await resetEmulatorRequests();
      // A poll asked for now is answered, and still none follows it while hidden: the interval is not resumed.
      await vscode.commands.executeCommand('devdesk.events.pollNow');
      assert.equal(await feedRequests(), 2, 'hidden: only the poll that was asked for, one request per feed');
      assert.equal(api.events.pollScheduled(), false, 'hidden: no next poll scheduled');
      // Reading the hidden view (a reveal, or a test) shows what the store holds and resumes nothing.
      assert.ok((await allEvents()).length > 0, 'the hidden view still lists its events');
      assert.equal(api.events.pollScheduled(), false, 'hidden and read: still no next poll scheduled');
      assert.equal(await feedRequests(), 2, 'hidden and read: nothing more asked');
    } finally {
      await setPollInterval(60);
    }
  });
});
