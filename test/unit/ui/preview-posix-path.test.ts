// The preview's `/`-path helper (src/ui/base/posix-path.ts) reads paths exactly as Node's `path.posix` does.
import assert from 'node:assert/strict';
import { posix } from 'node:path';
import { describe, it } from 'node:test';
import * as paths from '../../../src/ui/base/posix-path';

const samples = [
  '',
  '/',
  '//',
  '.',
  '..',
  './',
  '../',
  'a',
  '/a',
  'a/',
  '/a/',
  '/a/b.md',
  'a/b/../c',
  '/a/./b//c/',
  '/../a',
  '../../a/b',
  'a/../..',
  '/a/b/../../..',
  'docs/img/dot.png',
  '/w/docs/../README.md',
  '.bashrc',
  '/x/.git',
  'a.',
  'a.b.c',
  '/a/b/c.tar.gz',
  '/folder/sub dir/file name.md',
  '/a//b///c',
  'a/./../b/',
  '/work/space/public/a.md',
  '...',
  'a/...',
  '/a/..b',
  '/x/a..',
];

describe('preview: posix paths without Node', () => {
  it('normalize, dirname, basename and extname as path.posix', () => {
    for (const sample of samples) {
      assert.equal(paths.normalize(sample), posix.normalize(sample), `normalize(${JSON.stringify(sample)})`);
      assert.equal(paths.dirname(sample), posix.dirname(sample), `dirname(${JSON.stringify(sample)})`);
      assert.equal(paths.basename(sample), posix.basename(sample), `basename(${JSON.stringify(sample)})`);
      assert.equal(paths.extname(sample), posix.extname(sample), `extname(${JSON.stringify(sample)})`);
    }
  });

  it('join and relative as path.posix', () => {
    for (const base of samples) {
      for (const other of samples) {
        assert.equal(
          paths.join(base, other),
          posix.join(base, other),
          `join(${JSON.stringify(base)}, ${JSON.stringify(other)})`,
        );
        if (base.startsWith('/') && other.startsWith('/'))
          assert.equal(
            paths.relative(base, other),
            posix.relative(base, other),
            `relative(${JSON.stringify(base)}, ${JSON.stringify(other)})`,
          );
      }
    }
  });
});
