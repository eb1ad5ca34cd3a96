// Outdated review threads under their file in the Files list: counted by the path they were written on (current
// threads left to the diff editor), and a file node with some opening onto them and saying how many.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReviewThreadState } from '../../../src/core/github/review-threads';
import type { PullRequestFile } from '../../../src/core/github/types';
import { fileNode } from '../../../src/ui/pulls/pull/nodes';
import {
  fileThreadsByPath,
  outdatedByPath,
  withFileThreads,
  withOutdatedThreads,
} from '../../../src/ui/pulls/threads/outdated-files';
import { isOnFile, isOutdated } from '../../../src/ui/pulls/threads/thread-text';

const state = (rootCommentId: number, path: string, isOutdated: boolean): ReviewThreadState => ({
  id: `T${rootCommentId}`,
  rootCommentId,
  path,
  isOutdated,
  isResolved: false,
  viewerCanResolve: true,
  viewerCanUnresolve: false,
});
const file = {
  filename: 'docs/setup.md',
  status: 'modified',
  additions: 2,
  deletions: 1,
  sha: 'a'.repeat(40),
} as PullRequestFile;
const node = fileNode('files', 'github.com', { owner: 'acme', repo: 'app' }, 7, { base: 'b', head: 'h' }, file);

describe('outdated threads under their files', () => {
  it('are gathered by the path they were written on; current threads are left out', () => {
    const byPath = outdatedByPath([
      state(1, 'docs/setup.md', true),
      state(2, 'docs/setup.md', false),
      state(3, 'src/a.ts', true),
      state(4, 'docs/setup.md', true),
    ]);
    assert.deepEqual(
      [...byPath],
      [
        ['docs/setup.md', [1, 4]],
        ['src/a.ts', [3]],
      ],
    );
  });

  it('make a file node with some open onto them and say how many', () => {
    const one = withOutdatedThreads(node, 1);
    const two = withOutdatedThreads({ ...node, descriptionMore: ['changed since viewed'] }, 2);
    assert.equal(one.expandable, 'collapsed');
    assert.deepEqual(
      one.descriptionMore?.map((part) => (typeof part === 'string' ? part : [part.message, ...part.args])),
      [['1 outdated thread']],
    );
    assert.deepEqual(
      two.descriptionMore?.map((part) => (typeof part === 'string' ? part : [part.message, ...part.args])),
      ['changed since viewed', ['{0} outdated threads', 2]],
    );
  });

  it('leave a file node without any as it was (nothing to open)', () => {
    assert.equal(withOutdatedThreads(node, 0), node);
    assert.equal(node.expandable, undefined);
  });
});

describe('threads on a whole file under their files', () => {
  it('are gathered by path, line threads left out, and the file node opens onto them saying how many', () => {
    const onFile = (id: number, path: string): ReviewThreadState => ({ ...state(id, path, false), onFile: true });
    const byPath = fileThreadsByPath([onFile(1, 'docs/setup.md'), state(2, 'docs/setup.md', true), onFile(3, 'x.md')]);
    assert.deepEqual(
      [...byPath],
      [
        ['docs/setup.md', [1]],
        ['x.md', [3]],
      ],
    );
    const shown = withFileThreads(withOutdatedThreads(node, 1), 2);
    assert.equal(shown.expandable, 'collapsed');
    assert.deepEqual(
      shown.descriptionMore?.map((each) => (typeof each === 'string' ? each : [each.message, ...each.args].join(' '))),
      ['1 outdated thread', '{0} comments on the file 2'],
    );
    assert.equal(withFileThreads(node, 0), node, 'a file without them opens onto nothing');
  });

  it('a comment on the file has no line and is never outdated', () => {
    const comment = { line: undefined, position: undefined, subject_type: 'file' as const };
    assert.equal(isOnFile(comment), true);
    assert.equal(isOutdated(comment), false);
    assert.equal(isOutdated({ ...comment, subject_type: 'line' }), true);
  });
});
