// Validation of article files: each rule, and where in the text the problem is reported.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatArticleFile, validateArticleFile, type ArticleFrontMatter } from '../../../src/core/articles/index.js';

const good: ArticleFrontMatter = {
  title: 'A title',
  tags: ['TypeScript'],
  private: false,
  updated_at: '',
  id: null,
  organization_url_name: null,
  slide: false,
  ignorePublish: false,
};
const file = (changes: ArticleFrontMatter, body = 'Body\n') => formatArticleFile({ ...good, ...changes }, body);
const codes = (text: string, team = false) => validateArticleFile(text, { team }).map((problem) => problem.code);

describe('article file validation', () => {
  it('accepts a complete article', () => {
    assert.deepEqual(codes(file({})), []);
  });

  it('flags an empty title on the title line', () => {
    const text = file({ title: '  ' });
    const [problem] = validateArticleFile(text, { team: false });
    assert.equal(problem.code, 'emptyTitle');
    assert.equal(text.split('\n')[problem.range.start.line].startsWith('title:'), true);
  });

  it('flags a missing title at the top', () => {
    const { title: _title, ...rest } = good;
    const problems = validateArticleFile(formatArticleFile(rest, 'Body'), { team: false });
    assert.deepEqual(
      problems.map((problem) => [problem.code, problem.range.start.line]),
      [['emptyTitle', 0]],
    );
  });

  it('flags an empty body where the body starts', () => {
    const text = file({}, '\n\n');
    const [problem] = validateArticleFile(text, { team: false });
    assert.equal(problem.code, 'emptyBody');
    assert.equal(problem.range.start.line, text.split('\n').indexOf('---', 1), 'the closing --- is underlined');
    assert.ok(problem.range.end.character > 0);
  });

  it('flags no tags (the CLI writes one empty tag into a new file) and more than five', () => {
    assert.deepEqual(codes(file({ tags: [''] })), ['noTags']);
    assert.deepEqual(codes(file({ tags: [] })), ['noTags']);
    assert.deepEqual(codes(file({ tags: ['a', 'b', 'c', 'd', 'e'] })), []);
    const text = file({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
    const [problem] = validateArticleFile(text, { team: false });
    assert.equal(problem.code, 'tooManyTags');
    assert.equal(text.split('\n')[problem.range.start.line], 'tags:');
  });

  it('flags an organization on a private article, not on a public one', () => {
    assert.deepEqual(codes(file({ private: true, organization_url_name: 'org' })), ['organizationOnPrivate']);
    assert.deepEqual(codes(file({ private: false, organization_url_name: 'org' })), []);
    assert.deepEqual(codes(file({ private: true, organization_url_name: null })), []);
  });

  it('flags slide when it is not a boolean', () => {
    assert.deepEqual(codes(file({ slide: 'yes please' })), ['slideNotBoolean']);
    assert.deepEqual(codes(file({ slide: true })), []);
  });

  it('flags team fields on a public-site article, accepts them in a team file', () => {
    const text = file({ group_url_name: 'dev', coediting: true });
    const problems = validateArticleFile(text, { team: false });
    assert.deepEqual(
      problems.map((problem) => [problem.code, problem.detail]),
      [
        ['teamFieldOnPublic', 'group_url_name'],
        ['teamFieldOnPublic', 'coediting'],
      ],
    );
    assert.equal(text.split('\n')[problems[1].range.start.line], 'coediting: true');
    assert.deepEqual(codes(text, true), []);
  });

  it('reports a YAML syntax error on its line instead of throwing', () => {
    const text = '---\ntitle: t\ntags: [a, b\nprivate: false\n---\nBody\n';
    const problems = validateArticleFile(text, { team: false });
    assert.equal(problems.length, 1);
    assert.equal(problems[0].code, 'syntax');
    assert.ok(
      problems[0].range.start.line >= 2 && problems[0].range.start.line <= 5,
      `line ${problems[0].range.start.line}`,
    );
    assert.ok(problems[0].detail);
  });
});
