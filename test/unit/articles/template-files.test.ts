// Templates as files (src/core/articles/template-files.ts): the text a template opens as, what saving it sends,
// the refusals a broken file gets, and the article a template expands to.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import matter from 'gray-matter';
import {
  articleFileName,
  formatArticleFromTemplate,
  formatTemplateFile,
  importDates,
  parseTemplateFile,
  readArticleFile,
  templateFingerprint,
} from '../../../src/core/articles/template-files';
import { newArticleFile, parseArticleFile } from '../../../src/core/articles/files';
import { validateArticleFile } from '../../../src/core/articles/file-validation';

const group = {
  created_at: '2024-01-01T00:00:00+09:00',
  updated_at: '2024-01-01T00:00:00+09:00',
  id: 1,
  description: '',
  name: 'Dev',
  private: false,
  url_name: 'dev',
};
const template = {
  name: 'Daily report',
  title: 'Daily report %{Year}/%{month}/%{day}',
  body: '## Done\n\n- \n',
  tags: [
    { name: 'report', versions: [] },
    { name: 'Ruby', versions: ['3.2', '3.3'] },
  ],
  coedit: true,
  group,
};

describe('template files', () => {
  it('open with the front matter in order, then the body', () => {
    assert.equal(
      formatTemplateFile(template),
      "---\nname: Daily report\ntitle: 'Daily report %{Year}/%{month}/%{day}'\ntags:\n  - report\n  - Ruby 3.2 3.3\ncoedit: true\ngroup_url_name: dev\n---\n## Done\n\n- \n",
    );
  });

  it('read back into the PATCH body they were made from (round trip)', () => {
    const parsed = parseTemplateFile(formatTemplateFile(template));
    assert.deepEqual(parsed, {
      ok: true,
      template: {
        name: template.name,
        title: template.title,
        body: template.body,
        tags: template.tags,
        coedit: true,
        group_url_name: 'dev',
      },
    });
  });

  it('keep an edit: a changed title, a tag added, the group removed', () => {
    const edited = formatTemplateFile(template)
      .replace("title: 'Daily", "title: 'Weekly")
      .replace('  - report\n', '  - report\n  - team\n')
      .replace('group_url_name: dev', 'group_url_name: null');
    const parsed = parseTemplateFile(edited);
    assert.ok(parsed.ok);
    assert.equal(parsed.template.title, 'Weekly report %{Year}/%{month}/%{day}');
    assert.deepEqual(
      parsed.template.tags.map((t) => t.name),
      ['report', 'team', 'Ruby'],
    );
    assert.equal(parsed.template.group_url_name, null);
  });

  it('quote what YAML would misread (a colon, a leading %, a number-like name)', () => {
    const tricky = { ...template, name: '2024', title: '%{Year}: plan', group: null };
    const parsed = parseTemplateFile(formatTemplateFile(tricky));
    assert.ok(parsed.ok);
    assert.equal(parsed.template.name, '2024');
    assert.equal(parsed.template.title, '%{Year}: plan');
  });

  it('refuse what cannot be saved, saying why', () => {
    assert.deepEqual(parseTemplateFile('---\nname: [\n---\nx').ok, false);
    assert.equal((parseTemplateFile('---\nname: [\n---\nx') as { problem: { code: string } }).problem.code, 'yaml');
    assert.deepEqual(parseTemplateFile('---\ntitle: t\n---\nbody'), { ok: false, problem: { code: 'missingName' } });
    assert.deepEqual(parseTemplateFile('---\nname: n\ntags: report\n---\n'), {
      ok: false,
      problem: { code: 'badTags' },
    });
    assert.deepEqual(parseTemplateFile('---\nname: n\ncoedit: sometimes\n---\n'), {
      ok: false,
      problem: { code: 'badCoedit' },
    });
    assert.deepEqual(parseTemplateFile('---\nname: {a: 1}\n---\n'), {
      ok: false,
      problem: { code: 'notText', key: 'name' },
    });
  });

  it('fingerprint the fields a change on the service would touch', () => {
    assert.equal(templateFingerprint(template), templateFingerprint({ ...template, tags: [...template.tags] }));
    assert.notEqual(templateFingerprint(template), templateFingerprint({ ...template, body: 'other' }));
    assert.notEqual(templateFingerprint(template), templateFingerprint({ ...template, group: null }));
  });
});

describe('an article from a template', () => {
  const expanded = {
    title: 'Daily report 2026/11/23',
    body: 'Notes of 11/23\n',
    tags: [{ name: 'report', versions: [] }],
  };

  it("is a Qiita Team article file: the CLI's keys in its order without the public site's, then the team's", () => {
    const text = formatArticleFromTemplate(expanded);
    assert.equal(
      text,
      "---\ntitle: Daily report 2026/11/23\ntags:\n  - report\nupdated_at: ''\nid: null\nignorePublish: false\ngroup_url_name: null\ncoediting: false\n---\nNotes of 11/23\n",
    );
    const blank = parseArticleFile(newArticleFile('x', true)).frontMatter;
    assert.deepEqual(Object.keys(matter(text, {}).data), Object.keys(blank), 'the keys of a new team article file');
    assert.deepEqual(validateArticleFile(text, { team: true }), []);
  });

  it("takes the template's group and coediting mode", () => {
    const data = matter(formatArticleFromTemplate(expanded, { group_url_name: 'dev', coediting: true }), {}).data;
    assert.equal(data.group_url_name, 'dev');
    assert.equal(data.coediting, true);
  });

  it('gets a file name from its title, in any script', () => {
    assert.equal(articleFileName('日報 2026/11/23', 'x'), '日報-2026-11-23.md');
    assert.equal(articleFileName('!!!', 'new-article'), 'new-article.md');
  });
});

describe('reading an article file for an import', () => {
  it('takes title, tags, the body and the dates (YAML dates or strings)', () => {
    const text =
      "---\ntitle: Old notes\ntags:\n  - notes\n  - Go 1.22\nprivate: false\nupdated_at: '2023-04-05T06:07:08+09:00'\ncreated_at: 2023-01-02T03:04:05Z\nid: null\n---\nHello\n";
    const fields = readArticleFile(text);
    assert.equal(fields.title, 'Old notes');
    assert.deepEqual(fields.tags, [
      { name: 'notes', versions: [] },
      { name: 'Go', versions: ['1.22'] },
    ]);
    assert.equal(fields.body, 'Hello\n');
    assert.equal(fields.updated_at, '2023-04-05T06:07:08+09:00');
    assert.equal(fields.created_at, '2023-01-02T03:04:05.000Z');
  });

  it('leaves absent dates absent (an empty updated_at is a new file)', () => {
    const fields = readArticleFile("---\ntitle: t\ntags: []\nupdated_at: ''\n---\nx");
    assert.equal(fields.updated_at, undefined);
    assert.equal(fields.created_at, undefined);
  });
});

describe('the dates of an import', () => {
  const file = { created: '2026-11-23T01:00:00.000Z', modified: '2026-11-23T02:00:00.000Z' };

  it("take the front matter's dates first", () => {
    assert.deepEqual(importDates({ created_at: '2022-01-01T00:00:00Z', updated_at: '2023-01-01T00:00:00Z' }, file), {
      created_at: '2022-01-01T00:00:00Z',
      updated_at: '2023-01-01T00:00:00Z',
    });
  });

  it('never create after the update: a CLI file (updated_at only) copied today is created at its updated_at', () => {
    assert.deepEqual(importDates({ updated_at: '2023-04-05T06:07:08+09:00' }, file), {
      created_at: '2023-04-05T06:07:08+09:00',
      updated_at: '2023-04-05T06:07:08+09:00',
    });
  });

  it("fall back to the file's creation and modification times", () => {
    assert.deepEqual(importDates({}, file), { created_at: file.created, updated_at: file.modified });
    assert.deepEqual(importDates({}, {}), { created_at: undefined, updated_at: undefined });
  });
});
