// Choose Changes to Review… as plain data: the picker's rows (all changes, since your last review, each commit with its
// short SHA, subject, author and age, a range), what a commit or a range compares (its first commit's parent to its
// last commit), the Files node's label for each choice, the files of chosen changes opening a diff between those two
// commits, and the commit a comment written on either side of a diff is anchored to (the diff's head, also for LEFT).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PullRequestCommit, PullRequestFile } from '../../../src/core/github/types';
import type { Phrase } from '../../../src/ui/base/text';
import {
  changesItems,
  chosenFileNodes,
  filesLabel,
  rangeChanges,
  sinceReviewChanges,
} from '../../../src/ui/pulls/compare/chosen-changes';
import { commentCommit } from '../../../src/ui/pulls/pull/comment-anchor';
import type { FileDiff } from '../../../src/ui/pulls/pull/data';

const repo = { owner: 'acme', repo: 'widgets' };
const sha = (letter: string) => letter.repeat(40);
const base = sha('0');
const now = Date.parse('2026-11-28T12:00:00Z');

function commit(letter: string, message: string, login: string, date: string): PullRequestCommit {
  return {
    sha: sha(letter),
    commit: { message, author: { name: login, email: '', date }, committer: { name: login, email: '', date } },
    author: { login },
  } as PullRequestCommit;
}

const commits = [
  commit('a', 'Add the parser\n\nWith tests.', 'mona', '2026-11-28T10:00:00Z'),
  commit('b', 'Fix the lexer', 'hubot', '2026-11-27T12:00:00Z'),
  commit('c', 'Document it', 'mona', '2026-11-28T11:59:30Z'),
];

const text = (value: string | Phrase | undefined) =>
  typeof value === 'object' ? [value.message, ...value.args].join(' | ') : value;

describe('Choose Changes to Review', () => {
  it('offers all changes, since your last review, each commit (short SHA, subject, author, age) and a range', () => {
    const items = changesItems(commits, sha('a'), sha('c'), now, 'en');
    assert.deepEqual(
      items.map((item) => [text(item.label), text(item.description), text(item.detail), item.pick]),
      [
        ['All changes', '{0} commits | 3', undefined, { choice: 'all' }],
        ['Changes since your last review', 'aaaaaaa..ccccccc', undefined, { choice: 'sinceReview' }],
        ['Add the parser', 'aaaaaaa', 'mona · 2 hours ago', { choice: 'commit', sha: sha('a') }],
        ['Fix the lexer', 'bbbbbbb', 'hubot · yesterday', { choice: 'commit', sha: sha('b') }],
        ['Document it', 'ccccccc', 'mona · now', { choice: 'commit', sha: sha('c') }],
        ['A range of commits…', undefined, undefined, { choice: 'range' }],
      ],
    );
  });

  it('offers no "since your review" before a review or when it was on the head, and no range for one commit', () => {
    const labels = (items: ReturnType<typeof changesItems>) => items.map((item) => text(item.label));
    assert.deepEqual(labels(changesItems(commits, undefined, sha('c'), now, 'en')).slice(0, 2), [
      'All changes',
      'Add the parser',
    ]);
    assert.ok(!labels(changesItems(commits, sha('c'), sha('c'), now, 'en')).includes('Changes since your last review'));
    assert.deepEqual(labels(changesItems(commits.slice(0, 1), undefined, sha('a'), now, 'en')), [
      'All changes',
      'Add the parser',
    ]);
  });

  it("a commit or a range compares its first commit's parent (the pull request's base for the first) to its last", () => {
    assert.deepEqual(rangeChanges(commits, sha('b'), sha('c'), base), {
      kind: 'range',
      base: sha('a'),
      head: sha('c'),
      first: sha('b'),
      count: 2,
      fromPullBase: false,
    });
    assert.deepEqual(rangeChanges(commits, sha('a'), sha('a'), base), {
      kind: 'commit',
      base,
      head: sha('a'),
      first: sha('a'),
      count: 1,
      fromPullBase: true,
    });
    assert.equal(rangeChanges(commits, sha('c'), sha('a'), base), undefined, 'the last before the first');
    assert.equal(rangeChanges(commits, sha('x'), sha('c'), base), undefined, 'not one of its commits');
  });

  it("the Files node's label says which changes it lists", () => {
    assert.equal(text(filesLabel(undefined)), 'Files');
    assert.equal(
      text(filesLabel(rangeChanges(commits, sha('b'), sha('c'), base))),
      'Files · {0} commits ({1}) | 2 | bbbbbbb..ccccccc',
    );
    assert.equal(text(filesLabel(rangeChanges(commits, sha('b'), sha('b'), base))), 'Files · commit {0} | bbbbbbb');
    assert.equal(
      text(filesLabel(sinceReviewChanges(sha('a'), sha('c'), base))),
      'Files · since your review ({0}) | aaaaaaa..ccccccc',
    );
  });

  it("chosen files open a diff from the changes' base to their head; the base side takes comments only from the pull request's base", () => {
    const file = { filename: 'src/lexer.ts', status: 'modified', additions: 1, deletions: 1, patch: '@@ -3,2 +3,2 @@' };
    const diffOf = (chosen: NonNullable<ReturnType<typeof rangeChanges>>) => {
      const [node] = chosenFileNodes('f', 'github.com', repo, 7, chosen, {
        files: [file as PullRequestFile],
        truncated: false,
      });
      assert.ok(node?.kind === 'item' && node.open);
      return node.open.args[0] as FileDiff;
    };
    const later = diffOf(rangeChanges(commits, sha('b'), sha('c'), base)!);
    assert.deepEqual(
      [later.baseSha, later.headSha, later.headLines, later.baseLines, later.chosen],
      [sha('a'), sha('c'), '3-4', '', true],
    );
    const fromStart = diffOf(rangeChanges(commits, sha('a'), sha('b'), base)!);
    assert.deepEqual([fromStart.baseSha, fromStart.baseLines], [base, '3-4']);
    const none = chosenFileNodes('f', 'github.com', repo, 7, rangeChanges(commits, sha('b'), sha('b'), base)!, {
      files: [],
      truncated: false,
    });
    assert.deepEqual(
      none.map((node) => node.kind),
      ['message'],
    );
  });

  it("a comment on either side of a diff is anchored at the diff's head commit (LEFT too)", () => {
    const pull = (side: 'base' | 'head', chosen?: string) => ({ number: 7, side, ...(chosen ? { chosen } : {}) });
    assert.equal(commentCommit({ sha: sha('h'), pull: pull('head') }), sha('h'));
    assert.equal(commentCommit({ sha: base, pull: pull('base'), fromHead: { sha: sha('h'), path: 'a.ts' } }), sha('h'));
    assert.equal(commentCommit({ sha: sha('a'), pull: pull('base', sha('c')) }), sha('c'), 'a range: its head');
  });
});
