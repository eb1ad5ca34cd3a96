// Show Repository in Pull Requests, from the Notifications view in real VS Code against the emulator: a thread's
// repository opens in the Pull Requests view, focused, selected and expanded, on the thread's own host when two are
// signed in; a repository the view does not list is said in one sentence naming it and its host, with its pull
// requests on the web offered.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';

const notificationsView = 'devdesk.notifications';
const pullsView = 'devdesk.pullRequests';
const config = () => vscode.workspace.getConfiguration('devdesk');

interface ThreadJson {
  id: string;
  repository: { full_name: string };
}

/** The host's threads, read ones too, as GitHub (the emulator) serves them to the viewer. */
async function threadsOn(base: string, token: string): Promise<ThreadJson[]> {
  const response = await fetch(`${base}/notifications?all=true`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as ThreadJson[];
}

/** A thread's line in the Notifications view (under its host's node when given), as a right-click finds it. */
async function threadNode(threadId: string, parent?: TreeNode): Promise<TreeNode> {
  return eventually(async () => {
    const groups = (await childrenOf(notificationsView, parent)).filter(
      (node) => node.kind === 'item' && (node.data as { type: string }).type === 'group',
    );
    const lines = (await Promise.all(groups.map((group) => childrenOf(notificationsView, group)))).flat();
    return lines.find(
      (node) =>
        node.kind === 'item' && (node.data as { entry?: { thread: { id: string } } }).entry?.thread.id === threadId,
    );
  }, `thread ${threadId} in the Notifications view`);
}

/** The repository's node in the Pull Requests view (under its host's node when given). */
async function pullsRepoNode(name: string, parent?: TreeNode): Promise<TreeNode> {
  return eventually(
    async () => (await childrenOf(pullsView, parent)).find((node) => labelOf(node) === name),
    `${name} in the Pull Requests view`,
  );
}

/** A notification the user sees (its text and buttons), shown since `since` notifications were counted. */
async function notificationSince(since: number, pattern: RegExp): Promise<string[]> {
  return eventually(async () => {
    const texts = (await devdesk()).prompts.texts().filter((text) => text.surface === 'notification');
    const index = texts.slice(since).findIndex((text) => pattern.test(text.text));
    return index < 0 ? undefined : texts.slice(since + index).map((text) => text.text);
  }, `a notification matching ${pattern}`);
}

const notificationCount = async () =>
  (await devdesk()).prompts.texts().filter((text) => text.surface === 'notification').length;

describe('Notifications: Show Repository in Pull Requests', () => {
  const repositories = config().inspect<string[]>('github.repositories')?.globalValue;
  before(async () => {
    await signInWithSandboxToken(emulator.github);
    await vscode.workspace
      .getConfiguration('devdesk.notifications')
      .update('includeRead', true, vscode.ConfigurationTarget.Global);
  });
  after(async () => {
    await config().update('github.repositories', repositories, vscode.ConfigurationTarget.Global);
    await vscode.workspace
      .getConfiguration('devdesk.notifications')
      .update('includeRead', undefined, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('workbench.view.explorer');
    await signOut(emulator.github);
  });

  it("opens the Pull Requests view at a thread's repository, selected and expanded", async () => {
    const api = await devdesk();
    const thread = (await threadsOn(emulator.github, emulator.tokens.github)).find(
      (each) => each.repository.full_name === 'devdesk-org/monorepo',
    )!;
    const node = await threadNode(thread.id);
    const repo = await pullsRepoNode('devdesk-org/monorepo');
    // The view drawn with the repository closed and nothing selected, and the user somewhere else: the repository's
    // node focused (not selected), then closed as the Left key closes it (on a node closed already, Left only moves
    // the focus up).
    const tree = api.trees.get(pullsView)!;
    const view = tree.view;
    await vscode.commands.executeCommand(`${pullsView}.focus`);
    tree.refresh(); // what the reveal waits for: the view drawn afresh, not half way through a redraw
    await view.reveal(repo, { select: false, focus: true, expand: false });
    await vscode.commands.executeCommand('list.collapse');
    await eventually(
      () => (api.pulls.expandedIds().includes(repo.id) ? undefined : true),
      `${repo.id} closed (collapsed: ${api.pulls.collapsedIds().includes(repo.id)})`,
    );
    await vscode.commands.executeCommand('workbench.view.explorer');
    await eventually(
      () => (api.trees.get(pullsView)!.view.visible ? undefined : true),
      'the Pull Requests view hidden',
    );
    assert.ok(!api.pulls.selectedIds().includes(repo.id));

    const shown = await vscode.commands.executeCommand('devdesk.notifications.showRepository', node);

    assert.equal(shown, true, `errors: ${api.shownErrors.join(' | ')}`);
    await eventually(
      () =>
        api.trees.get(pullsView)!.view.visible &&
        api.pulls.selectedIds().join() === repo.id &&
        api.pulls.expandedIds().includes(repo.id)
          ? true
          : undefined,
      `the Pull Requests view shown with ${repo.id} selected and expanded`,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}; visible ${view.visible}; selected ${api.pulls.selectedIds().join()}; expanded ${api.pulls.expandedIds().join()}`,
      );
    });
  });

  it('says that the view does not list the repository, naming it and its host, and offers its pull requests on the web', async () => {
    await config().update('github.repositories', ['devdesk-org/monorepo'], vscode.ConfigurationTarget.Global);
    const thread = (await threadsOn(emulator.github, emulator.tokens.github)).find(
      (each) => each.repository.full_name === 'devdesk-org/docs-site',
    )!;
    assert.ok(thread, 'a thread of devdesk-org/docs-site');
    const since = await notificationCount();

    const shown = await vscode.commands.executeCommand('devdesk.notifications.showRepository', {
      hostId: emulator.github,
      threadId: thread.id,
    });

    assert.equal(shown, false);
    const [sentence, button] = await notificationSince(since, /devdesk-org\/docs-site/);
    const address = emulator.github.replace(/^https?:\/\//, '').replace(/\/api\/v3$/, '');
    assert.equal(
      sentence,
      `devdesk-org/docs-site on GitHub (${address}) is not in the Pull Requests view, which lists the clones open in ` +
        'this window and the repositories of the devdesk.github.repositories setting.',
    );
    assert.equal(button, 'Open Pull Requests on the Web');
  });
});

describe('Notifications: Show Repository in Pull Requests on two GitHub hosts', () => {
  const repositories = config().inspect<string[]>('github.repositories')?.globalValue;
  const enterpriseAddress = () => emulator.enterprise.web.replace(/^https?:\/\//, '');
  before(async () => {
    await config().update('github.enterpriseHosts', [emulator.enterprise.github], vscode.ConfigurationTarget.Global);
    await config().update(
      'github.repositories',
      ['devdesk-org/monorepo', `${enterpriseAddress()}/devdesk-org/monorepo`],
      vscode.ConfigurationTarget.Global,
    );
    await signInWithSandboxToken(emulator.github);
    await signInWithSandboxToken(emulator.enterprise.github);
  });
  after(async () => {
    await signOut(emulator.enterprise.github);
    await signOut(emulator.github);
    await config().update('github.repositories', repositories, vscode.ConfigurationTarget.Global);
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('workbench.view.explorer');
  });

  it("selects the repository under the thread's own host, though github.com has one of the same name", async () => {
    const api = await devdesk();
    const hosts = await eventually(async () => {
      const nodes = await childrenOf(pullsView);
      return nodes.length === 2 ? nodes : undefined;
    }, 'a node per host in Pull Requests');
    const onDotCom = await pullsRepoNode('devdesk-org/monorepo', hosts[0]);
    const onServer = await pullsRepoNode('devdesk-org/monorepo', hosts[1]);
    assert.notEqual(onDotCom.id, onServer.id);
    const thread = (await threadsOn(emulator.enterprise.github, emulator.enterprise.token)).find(
      (each) => each.repository.full_name === 'devdesk-org/monorepo',
    )!;
    const hostNodes = await eventually(async () => {
      const nodes = await childrenOf(notificationsView);
      return nodes.length === 2 ? nodes : undefined;
    }, 'a node per host in Notifications');
    const node = await threadNode(thread.id, hostNodes[1]);

    const shown = await vscode.commands.executeCommand('devdesk.notifications.showRepository', node);

    assert.equal(shown, true);
    await eventually(
      () => (api.pulls.selectedIds().join() === onServer.id ? true : undefined),
      `the Enterprise host's ${onServer.id} selected`,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}; selected ${api.pulls.selectedIds().join()}; errors ${api.shownErrors.join(' | ')}`,
      );
    });
  });

  it('names the Enterprise host when its repository is not in the view', async () => {
    const thread = (await threadsOn(emulator.enterprise.github, emulator.enterprise.token)).find(
      (each) => each.repository.full_name === 'devdesk-org/docs-site',
    )!;
    const since = await notificationCount();
    const shown = await vscode.commands.executeCommand('devdesk.notifications.showRepository', {
      hostId: emulator.enterprise.github,
      threadId: thread.id,
    });
    assert.equal(shown, false);
    const [sentence] = await notificationSince(since, /devdesk-org\/docs-site/);
    const address = emulator.enterprise.github.replace(/^https?:\/\//, '').replace(/\/api\/v3$/, '');
    assert.ok(
      sentence!.startsWith(`devdesk-org/docs-site on GitHub Enterprise (${address}) is not in the Pull Requests view`),
      sentence,
    );
  });
});
