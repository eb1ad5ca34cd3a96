// A 3,000-file pull request in real VS Code against the emulator: its Files node opens as a folder tree after one
// page of files, one page of viewed states and the review threads' states (which files have outdated threads),
// fetches nothing of a file the user has not opened (no contents, no review comments), lists a hundred more per Load
// more (its count redrawn in the view at once), and lays them flat by `devdesk.pulls.fileLayout`; the files opened
// read the pull request's review threads once between them.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ItemNode, LoadMoreNode, TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  childrenOf,
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  labelOf,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github, pullNode, viewId } from './pull-nodes';

const repoPath = `${new URL(emulator.github).pathname.replace(/\/$/, '')}/repos/devdesk-org/monorepo`;
const graphqlPath = new URL(emulator.github.replace(/\/v3\/?$/, '/graphql')).pathname;
const descriptionParts = (node: TreeNode) =>
  node.kind === 'item'
    ? (node.descriptionMore ?? []).map((part) =>
        typeof part === 'string' ? part : `${part.message} ${part.args.join(',')}`,
      )
    : [];
const moduleName = (index: number) => `module-${String(index).padStart(4, '0')}.ts`;

describe('Pull Requests: a 3,000-file pull request', () => {
  let number: number;
  let byIdPath: string;
  before(async () => {
    await signInWithSandboxToken(emulator.github);
    const [giant] = (await github('/repos/devdesk-org/monorepo/pulls?state=closed&per_page=1')).json as Array<{
      number: number;
      title: string;
    }>;
    assert.equal(giant?.title, 'Generate the API client modules');
    number = giant.number;
    byIdPath = `${new URL(emulator.github).pathname.replace(/\/$/, '')}/repositories/${((await github('/repos/devdesk-org/monorepo')).json as { id: number }).id}`;
  });
  after(async () => {
    await vscode.workspace
      .getConfiguration()
      .update('devdesk.pulls.fileLayout', undefined, vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
  });

  /** What each request kind cost since the last reset. */
  const requests = async () => ({
    // GitHub links a repository's next pages by its id (/repositories/{id}/pulls/{n}/files?page=2).
    files:
      (await emulatorRequests(`${repoPath}/pulls/${number}/files`)).count +
      (await emulatorRequests(`${byIdPath}/pulls/${number}/files`)).count,
    graphql: (await emulatorRequests(graphqlPath, 'POST')).count,
    contents: (await emulatorRequests(`${repoPath}/contents`)).count,
    reviewComments: (await emulatorRequests(`${repoPath}/pulls/${number}/comments`)).count,
  });
  const filesPart = async () =>
    (await childrenOf(viewId, await pullNode('devdesk-org/monorepo', number, 'Closed'))).find(
      (node) => labelOf(node) === 'Files',
    )!;

  it('opens the Files node as a folder tree of the first hundred files, after one page of files and one of states, and the threads’ states', async () => {
    const pull = await pullNode('devdesk-org/monorepo', number, 'Closed');
    await resetEmulatorRequests();
    const files = (await childrenOf(viewId, pull)).find((node) => labelOf(node) === 'Files')!;
    const top = await childrenOf(viewId, files);

    assert.deepEqual(
      top.map((node) => (node.kind === 'item' ? labelOf(node) : node.kind)),
      ['generated/client', 'loadMore'],
    );
    const more = top[1] as LoadMoreNode;
    assert.deepEqual([more.shown, more.total], [100, 3000]);
    const listed = await childrenOf(viewId, top[0]!);
    assert.deepEqual(
      listed.map(labelOf),
      Array.from({ length: 100 }, (_, index) => moduleName(index + 1)),
    );
    assert.ok(
      listed.every((node) => node.kind === 'item' && node.checkbox?.checked === false),
      'each file has its unticked checkbox',
    );
    // GraphQL: the page of viewed states, and the pull request's review threads (which files have outdated ones).
    assert.deepEqual(await requests(), { files: 1, graphql: 2, contents: 0, reviewComments: 0 });
    assert.ok(
      descriptionParts(await filesPart()).includes('{0} viewed in the first {1} of {2} 0,100,3000'),
      descriptionParts(await filesPart()).join(' | '),
    );
  });

  it('lists a hundred more per Load more, one page of files and one of states, and lays them flat by the setting', async () => {
    const files = await filesPart();
    const [, more] = await childrenOf(viewId, files);
    await resetEmulatorRequests();
    await vscode.commands.executeCommand('devdesk.tree.loadMore', viewId, more!.id);
    const [folder, next] = await childrenOf(viewId, files);
    assert.equal((await childrenOf(viewId, folder!)).length, 200);
    assert.deepEqual([(next as LoadMoreNode).shown, (next as LoadMoreNode).total], [200, 3000]);
    assert.deepEqual(await requests(), { files: 1, graphql: 1, contents: 0, reviewComments: 0 });

    await resetEmulatorRequests();
    await vscode.workspace
      .getConfiguration()
      .update('devdesk.pulls.fileLayout', 'flat', vscode.ConfigurationTarget.Global);
    // Any devdesk.* setting reloads the view (the accounts feature re-reads its hosts), so the flat list starts
    // again from the first page.
    const flat = await eventually(async () => {
      const nodes = await childrenOf(viewId, await filesPart());
      return nodes[0]?.kind === 'item' && labelOf(nodes[0]) === moduleName(1) ? nodes : undefined;
    }, 'the flat list');
    assert.deepEqual(
      flat
        .slice(0, 2)
        .map((node) => [
          labelOf(node),
          node.kind === 'item' && typeof node.description === 'object' ? node.description.args : undefined,
        ]),
      [
        [moduleName(1), ['generated/client', 2, 0]],
        [moduleName(2), ['generated/client', 2, 0]],
      ],
    );
    assert.deepEqual((flat.at(-1) as LoadMoreNode).kind, 'loadMore');
    const { contents, reviewComments } = await requests();
    assert.deepEqual({ contents, reviewComments }, { contents: 0, reviewComments: 0 });
  });

  it('draws the Files node’s new count in the view at once after Load more', async () => {
    const tree = (await devdesk()).trees.get(viewId)!;
    const files = await filesPart();
    // What VS Code is given to draw the Files node: its description, each time it asks.
    const drawn: string[] = [];
    const draw = tree.getTreeItem.bind(tree);
    tree.getTreeItem = (node) => {
      const item = draw(node);
      if (node.id === files.id) drawn.push(String(item.description ?? ''));
      return item;
    };
    try {
      await tree.view.reveal(files, { expand: true });
      const more = await eventually(
        async () => (await childrenOf(viewId, files)).find((node): node is LoadMoreNode => node.kind === 'loadMore'),
        'the Load more node',
      );
      const listed = more.shown;
      await eventually(
        () => (drawn.some((text) => text.includes(`in the first ${listed} of 3000`)) ? true : undefined),
        `the Files node drawn with its first ${listed}`,
      );
      await vscode.commands.executeCommand('devdesk.tree.loadMore', viewId, more.id);
      const counted = () => (drawn.at(-1)?.includes(`in the first ${listed + 100} of 3000`) ? true : undefined);
      await eventually(counted, `the Files node drawn counting ${listed + 100} files`).catch((error: Error) =>
        assert.fail(`${error.message}; drawn: ${drawn.join(' | ')}`),
      );
    } finally {
      tree.getTreeItem = draw;
    }
  });

  it("reads the pull request's review threads once for every file opened, not once per file and side", async () => {
    const head = ((await github(`/repos/devdesk-org/monorepo/pulls/${number}`)).json as { head: { sha: string } }).head
      .sha;
    for (const path of [`generated/client/${moduleName(1)}`, `generated/client/${moduleName(2)}`]) {
      const response = await fetch(`${emulator.github}/repos/devdesk-org/monorepo/pulls/${number}/comments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Generated by hand? (${path})`, commit_id: head, path, line: 2, side: 'RIGHT' }),
      });
      assert.equal(response.status, 201, `a review comment on ${path}`);
    }
    await vscode.workspace
      .getConfiguration()
      .update('devdesk.pulls.fileLayout', undefined, vscode.ConfigurationTarget.Global);
    const files = (await eventually(async () => {
      const [folder] = await childrenOf(viewId, await filesPart());
      return folder && labelOf(folder) === 'generated/client' ? childrenOf(viewId, folder) : undefined;
    }, 'the folder tree again')) as ItemNode[];
    await resetEmulatorRequests();
    const api = await devdesk();
    for (const file of files.slice(0, 2)) {
      await vscode.commands.executeCommand(file.open!.command, ...file.open!.args);
      const name = labelOf(file);
      await eventually(() => {
        const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
        return input instanceof vscode.TabInputTextDiff &&
          input.modified.path.endsWith(`/${name}`) &&
          api.pulls.threadsOf(input.modified).length === 1
          ? true
          : undefined;
      }, `${name}'s thread in its diff editor`);
    }
    assert.equal((await requests()).reviewComments, 1, 'one listing of the review comments for both files');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
