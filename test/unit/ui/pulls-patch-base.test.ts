// A pull request file's base from its head and GitHub's patch (src/ui/pulls/patch-base.ts): each case writes a base
// and a head, the patch between them as GitHub sends it (hunks only, no file headers), and gets the base back.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baseFromPatch } from '../../../src/ui/pulls/pull/patch-base';

const lines = (count: number, prefix = 'line') => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
const text = (list: readonly string[]) => `${list.join('\n')}\n`;

describe('baseFromPatch', () => {
  it('undoes every hunk of a modified file: a changed line, an insertion and a deletion far apart', () => {
    const base = lines(40);
    const head = [...base];
    head[2] = 'line 3, changed';
    head.splice(20, 0, 'inserted');
    head.splice(36, 1);
    const patch = [
      '@@ -1,6 +1,6 @@',
      ' line 1',
      ' line 2',
      '-line 3',
      '+line 3, changed',
      ' line 4',
      ' line 5',
      ' line 6',
      '@@ -18,6 +18,7 @@',
      ' line 18',
      ' line 19',
      ' line 20',
      '+inserted',
      ' line 21',
      ' line 22',
      ' line 23',
      '@@ -33,7 +34,6 @@',
      ' line 33',
      ' line 34',
      ' line 35',
      '-line 36',
      ' line 37',
      ' line 38',
      ' line 39',
    ].join('\n');
    assert.equal(baseFromPatch(text(head), patch), text(base));
  });

  it('gives a removed file back from an empty head, and an added file an empty base', () => {
    assert.equal(baseFromPatch('', '@@ -1,2 +0,0 @@\n-first\n-second'), 'first\nsecond\n');
    assert.equal(baseFromPatch('one\ntwo\n', '@@ -0,0 +1,2 @@\n+one\n+two'), '');
  });

  it('keeps a missing final newline on the side that lacks it', () => {
    const patch = '@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n';
    assert.equal(baseFromPatch('a\nb\n', patch), 'a\nb');
  });

  it('keeps CRLF line ends', () => {
    assert.equal(baseFromPatch('a\r\nB\r\nc\r\n', '@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r'), 'a\r\nb\r\nc\r\n');
  });

  it('gives nothing when the patch does not fit the head, or there is no usable patch', () => {
    assert.equal(
      baseFromPatch('a\nX\nc\n', '@@ -1,3 +1,3 @@\n a\n-b\n+B\n c'),
      undefined,
      'the head has another line where the hunk says B',
    );
    assert.equal(baseFromPatch('a\n', undefined), undefined);
    assert.equal(baseFromPatch('a\n', ''), undefined);
    assert.equal(baseFromPatch('a\n', 'Binary files differ'), undefined);
  });
});
