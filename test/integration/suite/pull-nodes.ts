// Reading the Pull Requests view in the integration tests: its repository, group and pull request nodes, and the
// emulator's GitHub state over REST with the sandbox token.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, emulator, eventually, labelOf } from './helpers';

export const viewId = 'devdesk.pullRequests';

export async function github(path: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${emulator.github}${path}`, {
    headers: { authorization: `Bearer ${emulator.tokens.github}`, accept: 'application/vnd.github+json' },
  });
  return { status: response.status, json: response.status === 200 ? await response.json() : undefined };
}

export async function repoNode(name: string): Promise<TreeNode> {
  const repos = await eventually(async () => {
    const nodes = await childrenOf(viewId);
    return nodes.length > 0 ? nodes : undefined;
  }, 'the repositories');
  const repo = repos.find((node) => labelOf(node) === name);
  assert.ok(repo, `repositories: ${repos.map(labelOf).join(', ')}`);
  return repo;
}

export async function group(repo: string, label: string): Promise<TreeNode[]> {
  const groups = await childrenOf(viewId, await repoNode(repo));
  const found = groups.find((node) => labelOf(node) === label);
  assert.ok(found, `groups: ${groups.map(labelOf).join(', ')}`);
  return childrenOf(viewId, found);
}

export const pullOf = (node: TreeNode) =>
  node.kind === 'item' ? (node.data as { pull?: { number: number; state: string } }).pull : undefined;

export async function pullNode(repo: string, number: number, label = 'Open pull requests'): Promise<TreeNode> {
  const pulls = await group(repo, label);
  const found = pulls.find((node) => pullOf(node)?.number === number);
  assert.ok(found, `#${number} is not in ${label} of ${repo}`);
  return found;
}

/** The file nodes under a Files node (or a folder of it), through its folders in the tree layout, in the order drawn. */
export async function fileNodesUnder(node: TreeNode): Promise<TreeNode[]> {
  const children = await childrenOf(viewId, node);
  const nested = await Promise.all(
    children.map((child) =>
      child.kind === 'item' && (child.data as { type?: string }).type === 'fileFolder'
        ? fileNodesUnder(child)
        : [child],
    ),
  );
  return nested.flat().filter((child) => child.kind === 'item');
}

/**
 * Opens the first file of a pull request node's Files in the diff editor, as its node's click does: the diff's tab
 * input, and the first line of the head side the patch shows (where a new comment may go).
 */
export async function openFirstFile(pull: TreeNode): Promise<{ diff: vscode.TabInputTextDiff; line: number }> {
  const filesNode = (await childrenOf(viewId, pull)).find((node) => labelOf(node) === 'Files');
  assert.ok(filesNode, 'the pull request has a Files node');
  const file = (await fileNodesUnder(filesNode)).find((node) => node.kind === 'item' && node.open);
  assert.ok(file && file.kind === 'item' && file.open, 'a file that opens');
  await vscode.commands.executeCommand(file.open.command, ...file.open.args);
  const diff = await eventually(() => {
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    return tab?.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
  }, 'the diff editor');
  const [first] = new URLSearchParams(diff.modified.query).get('lines')!.split(',');
  return { diff, line: Number(first!.split('-')[0]) };
}
