// A diff as the agent's diff tool answers it (src/core/agent/diff-answer.ts): patches within one budget, whatever the
// pull request, and the answer built from them under the answers' bound.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { maxAnswerChars, toolAnswer } from '../../src/core/agent/answers';
import { boundedPatches } from '../../src/core/agent/diff-answer';

const file = (n: number, patch?: string) => ({
  filename: `src/f${n}.ts`,
  status: 'modified',
  additions: 1,
  deletions: 1,
  ...(patch === undefined ? {} : { patch }),
});

test('patches are given whole while the budget lasts, the one that overflows cut, the rest listed bare', () => {
  const files = [file(1, 'a'.repeat(600)), file(2), file(3, 'b'.repeat(900)), file(4, 'c'.repeat(50))];
  const answered = boundedPatches(files, 1000);
  assert.equal(answered[0]!.patch, 'a'.repeat(600));
  assert.equal(answered[1]!.patch, null, 'GitHub gave no patch');
  assert.equal(answered[2]!.patch, `${'b'.repeat(400)}… [500 more characters]`);
  assert.ok(!('patch' in answered[3]!), 'past the budget: listed without a patch');
  assert.deepEqual(
    answered.map((each) => each.path),
    files.map((each) => each.filename),
  );
});

test('3,000 files with large patches still make an answer under the bound', () => {
  const files = Array.from({ length: 3000 }, (_, n) => file(n, 'x'.repeat(5000)));
  const answer = toolAnswer('diff', 'GitHub', { files: boundedPatches(files) });
  assert.ok(answer.length <= maxAnswerChars);
});
