// Viewed files' pure rules: the checkbox, "changed since viewed", the count, and the next unviewed file.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FileViewedState } from '../../../src/core/github/viewed-files';
import type { PullTreeNode } from '../../../src/ui/pulls/pull/data';
import {
  nextUnviewed,
  nextUnviewedListed,
  viewedCount,
  withViewedCount,
  withViewedState,
} from '../../../src/ui/pulls/viewed/viewed-nodes';

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
    assert.deepEqual(
      node.descriptionMore?.map((part) => (typeof part === 'string' ? part : part.message)),
      ['changed since viewed'],
    );
  });

  it('leaves a node without a known state as it was', () => {
    assert.equal(withViewedState(fileNode, ref, undefined), fileNode);
  });

  it('counts the viewed files of a pull request listed whole', () => {
    const node = withViewedCount(fileNode, viewedCount({ listed: 4, viewed: 2, total: 4, complete: true }));
    assert.deepEqual(node.descriptionMore, [{ message: '{0} of {1} viewed', args: [2, 4] }]);
  });

  it('says how far a large pull request is listed instead of counting files whose states were not asked for', () => {
    assert.deepEqual(viewedCount({ listed: 100, viewed: 3, total: 3000, complete: false }), {
      message: '{0} viewed in the first {1} of {2}',
      args: [3, 100, 3000],
    });
  });

  it('shows no count before a page of files is listed', () => {
    assert.equal(viewedCount(undefined), undefined);
    assert.equal(viewedCount({ listed: 0, viewed: 0, total: undefined, complete: false }), undefined);
    assert.equal(withViewedCount(fileNode, undefined), fileNode);
  });

  it('asks for another page until the pages listed settle the next unviewed file', () => {
    const seen = states([
      ['a', 'UNVIEWED'],
      ['b', 'VIEWED'],
      ['c', 'VIEWED'],
    ]);
    assert.deepEqual(
      nextUnviewedListed(['a', 'b', 'c'], seen, 'a', false),
      'more',
      'everything after a is viewed so far',
    );
    assert.deepEqual(nextUnviewedListed(['a', 'b', 'c'], seen, 'a', true), { next: undefined });
    assert.deepEqual(nextUnviewedListed(['a', 'b', 'c', 'd'], seen, 'a', false), { next: 'd' });
    assert.deepEqual(nextUnviewedListed(['a', 'b'], seen, 'z', false), 'more', 'the current file is on a later page');
    assert.deepEqual(
      nextUnviewedListed(['a', 'b', 'c'], seen, 'c', true),
      { next: 'a' },
      'round the end once all is listed',
    );
  });

  it('finds the next file not viewed, after the current one and round the end', () => {
    const paths = ['a', 'b', 'c', 'd'];
    const seen = states([
      ['a', 'UNVIEWED'],
      ['b', 'VIEWED'],
      ['c', 'DISMISSED'],
      ['d', 'VIEWED'],
    ]);
    assert.equal(nextUnviewed(paths, seen, 'a'), 'c');
    assert.equal(nextUnviewed(paths, seen, 'c'), 'a');
    assert.equal(nextUnviewed(paths, seen, undefined), 'a');
    assert.equal(
      nextUnviewed(
        paths,
        states([
          ['a', 'VIEWED'],
          ['b', 'VIEWED'],
          ['c', 'UNVIEWED'],
          ['d', 'VIEWED'],
        ]),
        'c',
      ),
      undefined,
    );
  });
});
