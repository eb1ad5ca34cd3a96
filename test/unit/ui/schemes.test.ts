// The addresses of DevDesk's virtual documents and the names drafts carry (src/ui/base/schemes.ts): what one feature
// builds, another reads back unchanged.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as schemes from '../../../src/ui/base/schemes';
import {
  parsePullCommentId,
  parsePullSubject,
  pullCommentId,
  pullDocumentOf,
  pullDocumentUri,
  pullSubject,
  savedArticleOf,
  savedArticleUri,
} from '../../../src/ui/base/schemes';

describe('schemes', () => {
  it('are all devdesk-… and distinct', () => {
    const names = Object.entries(schemes)
      .filter(([key]) => key.endsWith('Scheme'))
      .map(([, value]) => value as string);
    assert.equal(names.length, 7);
    assert.equal(new Set(names).size, names.length);
    for (const name of names) assert.match(name, /^devdesk-[a-z-]+$/);
  });

  it('a saved article: devdesk-article:/<id>.md?host=…, read back', () => {
    const article = { hostId: 'https://acme.qiita.com', itemId: 'c686397e4a0f4f11683d' };
    const uri = savedArticleUri(article);
    assert.deepEqual(uri, {
      scheme: 'devdesk-article',
      path: '/c686397e4a0f4f11683d.md',
      query: 'host=https%3A%2F%2Facme.qiita.com',
    });
    assert.deepEqual(savedArticleOf(uri), article);
    assert.equal(savedArticleOf({ ...uri, scheme: 'file' }), undefined);
    assert.deepEqual(savedArticleOf({ scheme: 'devdesk-article', path: '/x.md', query: '' }), {
      hostId: '',
      itemId: 'x',
    });
  });

  it('a pull request description and a file patch, read back', () => {
    const description = { hostId: 'https://api.github.com', owner: 'octo', repo: 'app', number: 12 };
    assert.equal(pullDocumentUri(description).path, '/octo-app-12.md');
    assert.deepEqual(pullDocumentOf(pullDocumentUri(description)), { ...description, file: undefined });
    const patch = { ...description, file: 'src/a b.ts' };
    assert.equal(pullDocumentUri(patch).scheme, 'devdesk-pull');
    assert.equal(pullDocumentUri(patch).path, '/src/a b.ts.diff');
    assert.deepEqual(pullDocumentOf(pullDocumentUri(patch)), patch);
  });

  it('owner/repo#12, read back; anything else is no pull request', () => {
    const pull = { owner: 'devdesk-org', repo: 'docs.site', number: 12 };
    assert.equal(pullSubject(pull), 'devdesk-org/docs.site#12');
    assert.deepEqual(parsePullSubject(pullSubject(pull)), pull);
    for (const text of ['octo/app', 'octo#12', 'octo/app#x', 'octo/app#'])
      assert.equal(parsePullSubject(text), undefined, text);
  });

  it('issue:<id> and review:<id>, read back; anything else is no comment', () => {
    assert.equal(pullCommentId({ kind: 'issueComment', id: 5 }), 'issue:5');
    assert.equal(pullCommentId({ kind: 'reviewComment', id: 9007199254740993n }), 'review:9007199254740993');
    for (const comment of [
      { kind: 'issueComment', id: 5 },
      { kind: 'reviewComment', id: 77 },
    ] as const)
      assert.deepEqual(parsePullCommentId(pullCommentId(comment)), comment);
    for (const text of ['body', 'issue:', 'review:x', 'pull:3'])
      assert.equal(parsePullCommentId(text), undefined, text);
  });
});
