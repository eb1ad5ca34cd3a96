// A view over several GitHub hosts: a level per host only when more than one is signed in.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hostGroupedRoots } from '../../../src/ui/base/tree/host-groups';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';

const dotCom = { id: 'https://api.github.com', label: 'GitHub (github.com)' };
const enterprise = { id: 'https://ghe.example.com/api/v3', label: 'GitHub Enterprise (ghe.example.com)' };
const ownNodes = async (host: { id: string }): Promise<TreeNode[]> => [
  { kind: 'message', id: `${host.id}#repo`, text: { message: 'a repository', args: [] } },
];

describe('host groups', () => {
  it('show a single host’s own nodes, with no level above them', async () => {
    assert.deepEqual(
      (await hostGroupedRoots('pulls', [enterprise], ownNodes)).map((node) => node.id),
      [`${enterprise.id}#repo`],
    );
    assert.deepEqual(await hostGroupedRoots('pulls', [], ownNodes), []);
  });

  it('show one open node per host, in the settings’ order, when several are signed in', async () => {
    const roots = await hostGroupedRoots('pulls', [dotCom, enterprise], ownNodes);
    assert.deepEqual(
      roots.map((node) => node.kind === 'item' && [node.label, node.expandable, node.data]),
      [
        [dotCom.label, 'expanded', { type: 'hostGroup', hostId: dotCom.id }],
        [enterprise.label, 'expanded', { type: 'hostGroup', hostId: enterprise.id }],
      ],
    );
    const eventsRoots = await hostGroupedRoots('events', [dotCom, enterprise], ownNodes);
    assert.notEqual(eventsRoots[0]!.id, roots[0]!.id, 'two views never share a node id');
  });
});
