// Viewed files' pure rules: the checkbox, "changed since viewed", the count, and the next unviewed file.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FileViewedState } from '../../../src/core/github/viewed-files';
import type { PullTreeNode } from '../../../src/ui/pulls/data';
import { nextUnviewed, withViewedCount, withViewedState } from '../../../src/ui/pulls/viewed/viewed-nodes';

const ref = { hostId: 'github.com', owner: 'o', repo: 'r', number: 7, path: 'src/a.ts' };
const fileNode = { kind: 'item', id: 'f', label: 'a.ts', data: {} } as unknown as PullTreeNode;
const states = (entries: Array<[string, FileViewedState]>) => new Map(entries);

describe('viewed files: nodes', () => {
  it('ticks a viewed file and names the file in both toggles', () => {
    const node = withViewedState(fileNode, ref, 'VIEWED');
    assert.equal(node.checkbox?.checked, true);
    assert.deepEqual(node.checkbox?.check, { command: 'devdesk.pulls.markViewed', args: [ref] });
    assert.deepEqual(node.checkbox?.uncheck, { command: 'devdesk.pulls.unmarkViewed', args: [ref] });
    assert.equal(node.descriptionMore, undefined);
  });

  it('says "changed since viewed" on a dismissed file, unticked', () => {
    const node = withViewedState(fileNode, ref, 'DISMISSED');
    assert.equal(node.checkbox?.checked, false);
    assert.deepEqual(node.descriptionMore?.map((part) => (typeof part === 'string' ? part : part.message)), ['changed since viewed']);
  });

  it('leaves a node without a known state as it was', () => {
    assert.equal(withViewedState(fileNode, ref, undefined), fileNode);
  });

  it('counts viewed files only (dismissed ones are to read again)', () => {
    const node = withViewedCount(fileNode, states([['a', 'VIEWED'], ['b', 'DISMISSED'], ['c', 'UNVIEWED'], ['d', 'VIEWED']]));
    const [count] = node.descriptionMore ?? [];
    assert.deepEqual(count, { message: '{0} of {1} viewed', args: [2, 4] });
  });

  it('finds the next file not viewed, after the current one and round the end', () => {
    const paths = ['a', 'b', 'c', 'd'];
    const seen = states([['a', 'UNVIEWED'], ['b', 'VIEWED'], ['c', 'DISMISSED'], ['d', 'VIEWED']]);
    assert.equal(nextUnviewed(paths, seen, 'a'), 'c');
    assert.equal(nextUnviewed(paths, seen, 'c'), 'a');
    assert.equal(nextUnviewed(paths, seen, undefined), 'a');
    assert.equal(nextUnviewed(paths, states([['a', 'VIEWED'], ['b', 'VIEWED'], ['c', 'UNVIEWED'], ['d', 'VIEWED']]), 'c'), undefined);
  });
});
