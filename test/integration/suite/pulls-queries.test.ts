// The user's own lists (`devdesk.github.queries`) in real VS Code: a list defined in settings shows as a group of
// the Pull Requests view, answered by the emulator's search across repositories.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { github, viewId } from './pull-nodes';

describe('Pull Requests: your own lists from devdesk.github.queries', () => {
  const settings = () => vscode.workspace.getConfiguration('devdesk.github');
  before(async () => {
    await signInWithSandboxToken(emulator.github);
    await settings().update(
      'queries',
      [
        { label: 'Mine in the organization', query: 'is:open author:@me org:devdesk-org' },
        { label: '', query: 'broken' },
      ],
      vscode.ConfigurationTarget.Global,
    );
  });
  after(async () => {
    await settings().update('queries', undefined, vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
  });

  it('lists the pull requests GitHub’s search finds, across repositories, and names a broken entry', async () => {
    const roots = await eventually(async () => {
      const nodes = await childrenOf(viewId);
      return nodes.some((node) => labelOf(node) === 'Mine in the organization') ? nodes : undefined;
    }, 'the list in the view');
    const broken = roots.find(
      (node) => node.kind === 'message' && node.text.message === 'Query {0} of devdesk.github.queries has no label.',
    );
    assert.ok(broken?.kind === 'message' && broken.text.args[0] === 2, 'the broken entry is named by its position');
    const group = roots.find((node) => labelOf(node) === 'Mine in the organization')!;

    const served = (
      await github(`/search/issues?q=${encodeURIComponent('is:pr is:open author:@me org:devdesk-org')}&per_page=30`)
    ).json as { total_count: number; items: Array<{ number: number; repository_url: string }> };
    assert.ok(served.total_count > 0, 'the emulator has matching pull requests');
    const shown = (await childrenOf(viewId, group)).filter(
      (node): node is TreeNode & { kind: 'item' } => node.kind === 'item',
    );
    const named = (repositoryUrl: string, number: number) => `${repositoryUrl.split('/repos/')[1]}#${number}`;
    assert.deepEqual(
      shown.map((node) => {
        const data = node.data as { repo: { owner: string; repo: string }; number: number };
        return `${data.repo.owner}/${data.repo.repo}#${data.number}`;
      }),
      served.items.map((item) => named(item.repository_url, item.number)),
    );
    assert.ok(
      new Set(shown.map((node) => (node.data as { repo: { repo: string } }).repo.repo)).size > 1,
      'from more than one repository',
    );
  });
});
