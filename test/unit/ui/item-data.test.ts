// The one way a feature's targets narrow the node a command was run on (src/ui/base/tree/nodes.ts itemData): an item
// node whose data names a host, nothing else (a reference, a Load more node, VS Code's array of selected nodes).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { itemData } from '../../../src/ui/base/tree/nodes';

describe('itemData', () => {
  it('gives the data of an item node that names its host, and nothing for anything else', () => {
    const data = { type: 'template', hostId: 'team' };
    assert.equal(itemData({ kind: 'item', id: 'a', label: 'A', data }), data);
    const others = [undefined, null, 'item', [data], data, { kind: 'loadMore', data }, { kind: 'item', data: null }];
    for (const other of [...others, { kind: 'item', data: { hostId: 1 } }]) {
      assert.equal(itemData(other), undefined, JSON.stringify(other));
    }
  });
});
