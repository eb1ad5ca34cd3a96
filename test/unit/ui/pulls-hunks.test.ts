// Which lines of a pull request's diff take a new review comment: the spans of the patch's hunks, per side.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatSpans, hunksOf, parseSpans, withinOneHunk } from '../../../src/core/github/hunks';

describe('hunks of a patch', () => {
  it('give each side the lines its hunks show', () => {
    const patch = '@@ -1,3 +1,4 @@\n a\n-b\n+c\n+d\n e\n@@ -40,2 +41,5 @@ function f() {\n x\n+y\n+z\n+w\n y';
    assert.deepEqual(hunksOf(patch), {
      base: [
        { start: 1, end: 3 },
        { start: 40, end: 41 },
      ],
      head: [
        { start: 1, end: 4 },
        { start: 41, end: 45 },
      ],
    });
  });

  it('read a count left out as one line, and an empty side (an added or removed file) as none', () => {
    assert.deepEqual(hunksOf('@@ -0,0 +1 @@\n+only line'), { base: [], head: [{ start: 1, end: 1 }] });
    assert.deepEqual(hunksOf('@@ -1,2 +0,0 @@\n-a\n-b'), { base: [{ start: 1, end: 2 }], head: [] });
  });

  it('are none without a patch (binary or too large) and ignore @@ inside a line', () => {
    assert.deepEqual(hunksOf(undefined), { base: [], head: [] });
    assert.deepEqual(hunksOf('@@ -1 +1 @@\n-x @@ -5,2 +5,2 @@\n+y'), {
      base: [{ start: 1, end: 1 }],
      head: [{ start: 1, end: 1 }],
    });
  });

  it('travel in a URI query and come back, dropping what is not a span', () => {
    const spans = [
      { start: 3, end: 9 },
      { start: 40, end: 52 },
    ];
    assert.equal(formatSpans(spans), '3-9,40-52');
    assert.deepEqual(parseSpans(formatSpans(spans)), spans);
    assert.deepEqual(parseSpans('0-4,7-5,x,10-10'), [{ start: 10, end: 10 }]);
    assert.deepEqual(parseSpans(null), []);
  });
});

describe('a new comment GitHub takes', () => {
  const spans = parseSpans('111-119,200-204');
  it('lies in one hunk: a line or lines inside one span', () => {
    assert.equal(withinOneHunk(spans, 111), true);
    assert.equal(withinOneHunk(spans, 112, 119), true);
    assert.equal(withinOneHunk(spans, 204), true);
  });
  it('is refused outside the hunks, across two hunks, or when the file shows none', () => {
    assert.equal(withinOneHunk(spans, 251), false);
    assert.equal(withinOneHunk(spans, 110, 112), false);
    assert.equal(withinOneHunk(spans, 118, 201), false);
    assert.equal(withinOneHunk([], 1), false);
  });
});
