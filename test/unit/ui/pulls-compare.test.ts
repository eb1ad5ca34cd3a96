// The comparison nodes of a pull request: the commit the viewer last reviewed (their latest submitted review, not a
// pending one, not someone else's), when *Changes Since Your Review* is offered, the base of a picked range of
// commits, and the compared files as nodes that open both commits' sides.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PullRequestFile, Review } from '../../../src/core/github/types';
import type { Phrase } from '../../../src/ui/base/text';
import {
  commitRange,
  comparedFileNodes,
  isComparedFile,
  offersChangesSince,
  reviewedCommit,
  sinceReviewMessage,
  sinceReviewNode,
} from '../../../src/ui/pulls/compare/compare-nodes';

const repo = { owner: 'acme', repo: 'widgets' };
const sha = (letter: string) => letter.repeat(40);

let nextId = 1;
function review(login: string, state: string, commit: string | null): Review {
  return {
    id: nextId++,
    node_id: 'x',
    user: { login, id: 1, avatar_url: '', html_url: '', type: 'User' },
    body: '',
    state,
    html_url: '',
    pull_request_url: '',
    _links: { html: { href: '' }, pull_request: { href: '' } },
    commit_id: commit,
    author_association: 'MEMBER',
  } as Review;
}

function file(filename: string, status = 'modified'): PullRequestFile {
  return {
    sha: sha('f'),
    filename,
    status,
    additions: 2,
    deletions: 1,
    changes: 3,
    blob_url: '',
    raw_url: '',
    contents_url: '',
    patch: '@@ -1 +1,2 @@',
  } as PullRequestFile;
}

const text = (value: string | Phrase | undefined) => (typeof value === 'object' ? value.message : value);

describe('pull request comparisons as nodes', () => {
  it("the reviewed commit is the viewer's latest submitted review's, never a pending one or another reviewer's", () => {
    const reviews = [
      review('mona', 'COMMENTED', sha('a')),
      review('mona', 'APPROVED', sha('b')),
      review('bob', 'APPROVED', sha('c')),
      review('mona', 'PENDING', sha('d')),
    ];
    assert.equal(reviewedCommit(reviews, 'mona'), sha('b'));
    assert.equal(reviewedCommit(reviews, 'bob'), sha('c'));
    assert.equal(reviewedCommit(reviews, 'carol'), undefined);
    assert.equal(reviewedCommit([review('mona', 'COMMENTED', null)], 'mona'), undefined);
  });

  it('offers Changes Since Your Review when the states name the viewer among the reviewers, not while they are unknown', () => {
    assert.equal(offersChangesSince([{ login: 'bob' }, { login: 'mona' }], 'mona'), true);
    assert.equal(offersChangesSince([{ login: 'bob' }], 'mona'), false);
    assert.equal(offersChangesSince([], 'mona'), false);
    assert.equal(offersChangesSince(undefined, 'mona'), false);
    assert.equal(offersChangesSince([{ login: 'bob' }], undefined), false);
  });

  it('says why there are no files: not reviewed yet, or reviewed at the head', () => {
    const unreviewed = sinceReviewMessage('p', undefined, sha('h'));
    assert.ok(unreviewed?.kind === 'message');
    assert.equal(text(unreviewed.text), 'You have not reviewed this pull request yet.');
    const current = sinceReviewMessage('p', sha('h'), sha('h'));
    assert.ok(current?.kind === 'message');
    assert.deepEqual(current.text.args, ['hhhhhhh']);
    assert.equal(sinceReviewMessage('p', sha('a'), sha('h')), undefined);
  });

  it("a range's base is the commit before its first, or the pull request's base for its first commit", () => {
    const commits = [{ sha: sha('1') }, { sha: sha('2') }, { sha: sha('3') }];
    assert.deepEqual(commitRange(commits, sha('2'), sha('3'), sha('b')), {
      base: sha('1'),
      head: sha('3'),
      first: sha('2'),
    });
    assert.deepEqual(commitRange(commits, sha('1'), sha('1'), sha('b')), {
      base: sha('b'),
      head: sha('1'),
      first: sha('1'),
    });
    assert.equal(commitRange(commits, sha('3'), sha('2'), sha('b')), undefined, 'the last before the first');
    assert.equal(commitRange(commits, sha('9'), sha('3'), sha('b')), undefined, 'not a commit of the pull request');
  });

  it('compared files open the file at the base and at the head of the range; none, or too many, are said', () => {
    const range = { base: sha('a'), head: sha('h') };
    const renamed = { ...file('src/new.ts', 'renamed'), previous_filename: 'src/old.ts' } as PullRequestFile;
    const nodes = comparedFileNodes('p/since', 'github.com', repo, 7, range, {
      files: [file('README.md'), renamed],
      truncated: false,
    });
    assert.deepEqual(
      nodes.map((node) => (node.kind === 'item' ? [node.label, text(node.description)] : [])),
      [
        ['README.md', '{0} +{1} −{2}'],
        ['new.ts', '{0} +{1} −{2}'],
      ],
    );
    const open = nodes[1]!.kind === 'item' ? nodes[1]!.open : undefined;
    assert.deepEqual(open?.args, [
      {
        hostId: 'github.com',
        owner: 'acme',
        repo: 'widgets',
        number: 7,
        path: 'src/new.ts',
        basePath: 'src/old.ts',
        baseSha: sha('a'),
        headSha: sha('h'),
      },
    ]);
    assert.equal(open?.command, 'devdesk.pulls.openComparedFile');
    assert.equal(isComparedFile(open?.args[0]), true, 'the node hands over a compared file');
    assert.equal(
      isComparedFile({ hostId: 'github.com', owner: 'acme', repo: 'widgets', number: 7 }),
      false,
      'a pull request reference is not one',
    );
    const none = comparedFileNodes('p/since', 'github.com', repo, 7, range, { files: [], truncated: false });
    assert.deepEqual(
      none.map((node) => node.kind === 'message' && [text(node.text), node.text.args]),
      [['No file changed between {0} and {1}.', ['aaaaaaa', 'hhhhhhh']]],
    );
    const many = comparedFileNodes('p/since', 'github.com', repo, 7, range, { files: [file('a.ts')], truncated: true });
    assert.equal(many.at(-1)?.kind, 'message');
  });

  it('the nodes under a pull request carry what their children are compared from', () => {
    const since = sinceReviewNode('p', 'github.com', repo, { number: 7, head: { sha: sha('h') } });
    assert.deepEqual(
      [since.id, text(since.label), since.data.at],
      ['p/changes-since-review', 'Changes Since Your Review', { kind: 'sinceReview', headSha: sha('h') }],
    );
  });
});
