// Viewed files in real VS Code against the emulator: the file nodes' checkboxes mark files viewed on GitHub (read
// back through GraphQL), the Files node counts them, Next Unviewed File opens the next one in the diff editor, and
// Mark as Viewed from that editor marks the file it shows.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ItemNode, TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { fileNodesUnder, github, pullNode, viewId } from './pull-nodes';

const repo = 'devdesk-org/docs-site';
const graphqlEndpoint = emulator.github.replace(/\/v3\/?$/, '/graphql');

/** GitHub's viewed state of each file of the pull request, as the emulator's GraphQL answers it. */
async function viewedStates(number: number): Promise<Map<string, string>> {
  const query = `query ($n: Int!) { repository(owner: "devdesk-org", name: "docs-site") { pullRequest(number: $n) { files(first: 100) { nodes { path viewerViewedState } } } } }`;
  const response = await fetch(graphqlEndpoint, {
    method: 'POST',
    headers: { authorization: `bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { n: number } }),
  });
  const body = (await response.json()) as {
    data: { repository: { pullRequest: { files: { nodes: Array<{ path: string; viewerViewedState: string }> } } } };
  };
  return new Map(body.data.repository.pullRequest.files.nodes.map((file) => [file.path, file.viewerViewedState]));
}

const pathOf = (node: TreeNode) =>
  node.kind === 'item' ? (node.data as { file?: { filename: string } }).file?.filename : undefined;
/** A file's node by its path (the tree layout draws them by folder, not in the Files list's order). */
const nodeOf = (nodes: readonly ItemNode[], path: string) => nodes.find((node) => pathOf(node) === path);
const descriptionParts = (node: TreeNode) =>
  node.kind === 'item'
    ? (node.descriptionMore ?? []).map((part) =>
        typeof part === 'string' ? part : `${part.message} ${part.args.join(',')}`,
      )
    : [];

describe('Pull Requests: viewed files', () => {
  let number: number;
  let paths: string[];
  before(async () => {
    await signInWithSandboxToken(emulator.github);
    // An open pull request of the first page with at least three files, none viewed yet.
    const open = (await github('/repos/devdesk-org/docs-site/pulls?per_page=30')).json as Array<{ number: number }>;
    for (const pull of open.filter((candidate) => candidate.number !== 23 && candidate.number !== 16)) {
      const files = (await github(`/repos/devdesk-org/docs-site/pulls/${pull.number}/files?per_page=100`))
        .json as Array<{ filename: string }>;
      if (files.length >= 3) {
        number = pull.number;
        paths = files.map((file) => file.filename);
        break;
      }
    }
    assert.ok(number, 'an open pull request with three files');
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  const filesPart = async () =>
    (await childrenOf(viewId, await pullNode(repo, number))).find((node) => labelOf(node) === 'Files')!;
  const fileNodes = async () => (await fileNodesUnder(await filesPart())) as ItemNode[];

  it('ticks two files viewed, as GitHub then says, and the Files node counts them', async () => {
    const files = await fileNodes();
    assert.deepEqual(
      paths.map((path) => nodeOf(files, path)?.checkbox?.checked),
      paths.map(() => false),
    );
    // What the view runs when the user ticks a checkbox (NodeTree's onDidChangeCheckboxState).
    for (const path of paths.slice(0, 2)) {
      const node = nodeOf(files, path)!;
      await vscode.commands.executeCommand(node.checkbox!.check.command, ...node.checkbox!.check.args);
    }

    const states = await viewedStates(number);
    assert.deepEqual(
      paths.map((path) => states.get(path)),
      paths.map((_, index) => (index < 2 ? 'VIEWED' : 'UNVIEWED')),
    );
    const redrawn = await fileNodes();
    assert.deepEqual(
      paths.map((path) => nodeOf(redrawn, path)?.checkbox?.checked),
      paths.map((_, index) => index < 2),
    );
    assert.ok(
      descriptionParts(await filesPart()).includes(`{0} of {1} viewed 2,${paths.length}`),
      descriptionParts(await filesPart()).join(' | '),
    );
  });

  it('opens the next unviewed file from the diff editor, and marks it viewed from there', async () => {
    const first = nodeOf(await fileNodes(), paths[0]!);
    await vscode.commands.executeCommand(first!.open!.command, ...first!.open!.args);
    await eventually(
      () => vscode.window.activeTextEditor?.document.uri.path.endsWith(`/${paths[0]}`) || undefined,
      'the first file in the diff editor',
    );

    await vscode.commands.executeCommand('devdesk.pulls.nextUnviewedFile');
    const shown = await eventually(() => {
      const uri = vscode.window.activeTextEditor?.document.uri;
      return uri?.scheme === 'devdesk-pr-file' && uri.path.endsWith(`/${paths[2]}`) ? uri : undefined;
    }, `${paths[2]} (the first not viewed after two viewed) in the diff editor`);

    // The editor title's Mark as Viewed: no argument, the active diff editor's file.
    await vscode.commands.executeCommand('devdesk.pulls.markViewed');
    assert.equal((await viewedStates(number)).get(paths[2]!), 'VIEWED', `${shown.path} is viewed on GitHub`);
    await eventually(
      async () => (await fileNodes()).find((node) => pathOf(node) === paths[2])?.checkbox?.checked || undefined,
      'the third checkbox ticked',
    );
  });
});
