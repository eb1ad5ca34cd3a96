// Which file paths of a review comment a suggestion may send to GitHub's contents API: a path inside the
// repository, never one whose `..`, `.` or empty part (or leading backslash) would walk the URL elsewhere.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { isRepositoryFilePath } from '../../../src/ui/pulls/pull/repository-paths';
import { contentsPathRefusal } from '../../../src/ui/pulls/suggestions/suggestion-paths';

test('a path inside the repository is taken', () => {
  for (const path of ['README.md', 'src/app.ts', 'docs/a b/#c?.md', 'dir/..name/x', 'x...', 'a\\b'])
    assert.equal(contentsPathRefusal(path), undefined, path);
});

test('a path with an empty, "." or ".." part, or led by a slash or backslash, is refused with a sentence', () => {
  for (const path of [
    '',
    ' ',
    '..',
    '../../user',
    'src/../../../user',
    'a/./b',
    '.',
    '/etc/passwd',
    'a//b',
    'a/',
    '\\x',
    '..\\..\\user',
    'a\\..\\b',
  ]) {
    const refusal = contentsPathRefusal(path);
    assert.ok(refusal, JSON.stringify(path));
    assert.match(refusal.message, /not a path inside the repository/);
  }
});

test('the refused path is quoted without a link a notification would draw', () => {
  const refusal = contentsPathRefusal('[Run](command:workbench.action.terminal.sendSequence)/../x');
  assert.ok(refusal);
  assert.doesNotMatch(String(refusal.args[0]), /\]\(command:/);
});

test("the same rule keeps a checked-out clone's file inside the clone (the diff's editable head side)", () => {
  assert.equal(isRepositoryFilePath('src/app.ts'), true);
  for (const path of ['../outside.txt', 'src/../../outside.txt', '..\\outside.txt', '/etc/passwd', ''])
    assert.equal(isRepositoryFilePath(path), false, JSON.stringify(path));
});
