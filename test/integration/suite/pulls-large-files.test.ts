// A 3,000-file pull request in real VS Code against the emulator: its Files node opens as a folder tree after one
// page of files and one page of viewed states, fetches nothing of a file the user has not opened (no contents, no
// review threads), lists a hundred more per Load more, and lays them flat by `devdesk.pulls.fileLayout`.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { LoadMoreNode, TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, emulator, emulatorRequests, eventually, labelOf, resetEmulatorRequests, signInWithSandboxToken, signOut } from './helpers';
import { github, pullNode, viewId } from './pull-nodes';

const repoPath = `${new URL(emulator.github).pathname.replace(/\/$/, '')}/repos/devdesk-org/monorepo`;
const graphqlPath = new URL(emulator.github.replace(/\/v3\/?$/, '/graphql')).pathname;
const descriptionParts = (node: TreeNode) => (node.kind === 'item' ? (node.descriptionMore ?? []).map((part) => (typeof part === 'string' ? part : `${part.message} ${part.args.join(',')}`)) : []);
const moduleName = (index: number) => `module-${String(index).padStart(4, '0')}.ts`;

describe('Pull Requests: a 3,000-file pull request', () => {
  let number: number;
  before(async () => {
    await signInWithSandboxToken(emulator.github);
    const [giant] = (await github('/repos/devdesk-org/monorepo/pulls?state=closed&per_page=1')).json as Array<{ number: number; title: string }>;
    assert.equal(giant?.title, 'Generate the API client modules');
    number = giant.number;
  });
  after(async () => {
    await vscode.workspace.getConfiguration().update('devdesk.pulls.fileLayout', undefined, vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
  });

  /** What each request kind cost since the last reset. */
  const requests = async () => ({
    files: (await emulatorRequests(`${repoPath}/pulls/${number}/files`)).count,
    graphql: (await emulatorRequests(graphqlPath, 'POST')).count,
    contents: (await emulatorRequests(`${repoPath}/contents`)).count,
    reviewComments: (await emulatorRequests(`${repoPath}/pulls/${number}/comments`)).count,
  });
  const filesPart = async () => (await childrenOf(viewId, await pullNode('devdesk-org/monorepo', number, 'Closed'))).find((node) => labelOf(node) === 'Files')!;

  it('opens the Files node as a folder tree of the first hundred files, after one page of files and one of states', async () => {
    const pull = await pullNode('devdesk-org/monorepo', number, 'Closed');
    await resetEmulatorRequests();
    const files = (await childrenOf(viewId, pull)).find((node) => labelOf(node) === 'Files')!;
    const top = await childrenOf(viewId, files);

    assert.deepEqual(top.map((node) => (node.kind === 'item' ? labelOf(node) : node.kind)), ['generated/client', 'loadMore']);
    const more = top[1] as LoadMoreNode;
    assert.deepEqual([more.shown, more.total], [100, 3000]);
    const listed = await childrenOf(viewId, top[0]!);
    assert.deepEqual(listed.map(labelOf), Array.from({ length: 100 }, (_, index) => moduleName(index + 1)));
    assert.ok(listed.every((node) => node.kind === 'item' && node.checkbox?.checked === false), 'each file has its unticked checkbox');
    assert.deepEqual(await requests(), { files: 1, graphql: 1, contents: 0, reviewComments: 0 });
    assert.ok(descriptionParts(await filesPart()).includes('{0} viewed in the first {1} of {2} 0,100,3000'), descriptionParts(await filesPart()).join(' | '));
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
    await vscode.workspace.getConfiguration().update('devdesk.pulls.fileLayout', 'flat', vscode.ConfigurationTarget.Global);
    // Any devdesk.* setting reloads the view (the accounts feature re-reads its hosts), so the flat list starts
    // again from the first page.
    const flat = await eventually(async () => {
      const nodes = await childrenOf(viewId, await filesPart());
      return nodes[0]?.kind === 'item' && labelOf(nodes[0]) === moduleName(1) ? nodes : undefined;
    }, 'the flat list');
    assert.deepEqual(flat.slice(0, 2).map((node) => [labelOf(node), node.kind === 'item' && typeof node.description === 'object' ? node.description.args : undefined]), [
      [moduleName(1), ['generated/client', 2, 0]],
      [moduleName(2), ['generated/client', 2, 0]],
    ]);
    assert.deepEqual((flat.at(-1) as LoadMoreNode).kind, 'loadMore');
    const { contents, reviewComments } = await requests();
    assert.deepEqual({ contents, reviewComments }, { contents: 0, reviewComments: 0 });
  });
});
