// The article file format against the real Qiita CLI: every file of a workspace the CLI made
// (test/fixtures/qiita-cli, rebuilt by test/fixtures/qiita-cli-make.mjs) comes back byte for byte, and the CLI's own
// loader (its FileSystemRepo, what `qiita publish` and `qiita preview` read with) reads what DevDesk writes.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  articleFileState,
  createArticleFile,
  formatArticleFile,
  formatItemFile,
  listArticleFiles,
  parseArticleFile,
  pullItem,
  type Item,
} from '../../../src/core/articles/index.js';

const require = createRequire(import.meta.url);
interface CliItem {
  id: string | null;
  title: string;
  tags: string[];
  secret: boolean;
  updatedAt: string;
  organizationUrlName: string | null;
  rawBody: string;
  slide: boolean;
  name: string;
  modified: boolean;
  isOlderThanRemote: boolean;
  ignorePublish: boolean;
}
interface CliRepo {
  loadItems(): Promise<CliItem[]>;
  saveItems(items: unknown[]): Promise<void>;
}
const { FileSystemRepo } = require('@qiita/qiita-cli/dist/lib/file-system-repo.js') as {
  FileSystemRepo: { build(options: { dataRootDir: string }): Promise<CliRepo> };
};

const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'qiita-cli');
const temporary: string[] = [];
after(() => Promise.all(temporary.map((path) => rm(path, { recursive: true, force: true }))));
async function scratch(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'devdesk-files-'));
  temporary.push(path);
  return path;
}

async function markdownFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, encoding: 'utf8' });
  return entries.filter((entry) => entry.endsWith('.md')).sort();
}

function item(fields: Partial<Item> & Pick<Item, 'id' | 'title' | 'body' | 'updated_at'>): Item {
  const user = {
    description: null,
    facebook_id: null,
    followees_count: 0,
    followers_count: 0,
    github_login_name: null,
    id: 'writer',
    items_count: 1,
    linkedin_id: null,
    location: null,
    name: null,
    organization: null,
    permanent_id: 1,
    profile_image_url: 'https://example.invalid/a.png',
    team_only: false,
    twitter_screen_name: null,
    website_url: null,
  };
  return {
    rendered_body: '<p></p>',
    coediting: false,
    comments_count: 0,
    created_at: '2024-05-01T09:00:00+09:00',
    group: null,
    likes_count: 0,
    private: false,
    reactions_count: 0,
    tags: [{ name: 'TypeScript', versions: [] }],
    url: 'https://example.invalid/i',
    user,
    page_views_count: null,
    team_membership: null,
    organization_url_name: null,
    slide: false,
    ...fields,
  } as Item;
}

describe('article files: the Qiita CLI format', () => {
  it('round-trips every file of a workspace the real CLI wrote, byte for byte', async () => {
    const files = await markdownFiles(join(fixture, 'public'));
    // new files from `qiita new`, pulled ones, their .remote copies and one moved into a subfolder
    assert.ok(files.length >= 10, `fixture has ${files.length} files`);
    assert.ok(files.includes(join('series', 'meetup-slides.md')));
    for (const file of files) {
      const text = await readFile(join(fixture, 'public', file), 'utf8');
      const { frontMatter, body } = parseArticleFile(text);
      assert.equal(formatArticleFile(frontMatter, body), text, file);
    }
  });

  it('reads the front matter keys the CLI writes', async () => {
    const text = await readFile(join(fixture, 'public', 'series', 'meetup-slides.md'), 'utf8');
    const { frontMatter, body } = parseArticleFile(text);
    assert.deepEqual(Object.keys(frontMatter), [
      'title',
      'tags',
      'private',
      'updated_at',
      'id',
      'organization_url_name',
      'slide',
      'ignorePublish',
      'posting_campaign_uuid',
      'agreed_posting_campaign_term',
    ]);
    assert.equal(frontMatter.title, 'Slides for the meetup');
    assert.deepEqual(frontMatter.tags, ['Slide', 'C++', 'Node.js']);
    assert.equal(frontMatter.slide, true);
    assert.equal(frontMatter.updated_at, '2024-03-10T12:00:00+09:00');
    assert.equal(body, '# Page one\n\n---\n\n# Page two\n');
  });

  it('keeps unknown keys (after the known ones) and puts known keys in the CLI order', () => {
    const text = '---\nmy_note: keep me\nid: null\ntitle: Out of order\ntags:\n  - a\n---\nBody\n';
    const { frontMatter, body } = parseArticleFile(text);
    assert.equal(
      formatArticleFile(frontMatter, body),
      '---\ntitle: Out of order\ntags:\n  - a\nid: null\nmy_note: keep me\n---\nBody\n',
    );
  });

  it('keeps a body that starts with its own --- block', () => {
    const body = '---\nnot: front matter\n---\ntext\n';
    const text = formatArticleFile({ title: 't', tags: ['x'] }, body);
    assert.equal(parseArticleFile(text).body, body);
  });

  it('reports a front matter that is not YAML with its line', () => {
    assert.throws(
      () => parseArticleFile('---\ntitle: ok\ntags: [a\n---\nbody\n'),
      (error: Error & { line?: number }) => error.name === 'ArticleFileSyntaxError' && error.line! >= 2,
    );
  });

  it('writes the server copy exactly as the CLI does for the same API answer', async () => {
    const answers = [
      item({
        id: '1234567890abcdef1234',
        title: 'Yes: no',
        body: 'Body',
        updated_at: '2024-05-02T10:00:00+09:00',
        tags: [
          { name: 'yes', versions: [] },
          { name: '1.0', versions: [] },
        ],
      }),
      item({
        id: 'aaaaaaaaaaaaaaaaaaaa',
        title: 'Private',
        body: '日本語\n',
        private: true,
        updated_at: '2024-05-03T10:00:00+09:00',
      }),
      item({
        id: 'bbbbbbbbbbbbbbbbbbbb',
        title: 'Org',
        body: 'x',
        organization_url_name: 'org',
        slide: true,
        updated_at: '2024-05-04T10:00:00+09:00',
        posting_campaign_uuid: null,
      } as Partial<Item> & Pick<Item, 'id' | 'title' | 'body' | 'updated_at'>),
    ];
    const cliRoot = await scratch();
    const cli = await FileSystemRepo.build({ dataRootDir: cliRoot });
    // Answers with the campaign field and without it (the CLI then writes `agreed_posting_campaign_term: true` alone).
    await cli.saveItems(answers);
    for (const answer of answers) {
      const cliText = await readFile(join(cliRoot, 'public', `${answer.id}.md`), 'utf8');
      assert.equal(formatItemFile(answer), cliText, answer.title);
    }
    assert.match(
      await readFile(join(cliRoot, 'public', '1234567890abcdef1234.md'), 'utf8'),
      /ignorePublish: false\nagreed_posting_campaign_term: true\n---/,
    );
  });

  it('writes files the CLI loader reads the same way, with the same modified flags', async () => {
    const root = await scratch();
    const folder = join(root, 'public');
    const pulled = item({
      id: 'cccccccccccccccccccc',
      title: 'Pulled',
      body: 'Pulled body\n',
      updated_at: '2024-06-01T10:00:00+09:00',
      tags: [
        { name: 'Go', versions: [] },
        { name: 'Rust', versions: [] },
      ],
    });
    await pullItem(folder, pulled);
    // A second pulled article the writer then edits: both the CLI and DevDesk must call it modified.
    const edited = await pullItem(
      folder,
      item({ id: 'dddddddddddddddddddd', title: 'Edited', body: 'Before\n', updated_at: '2024-06-02T10:00:00+09:00' }),
    );
    const editedFile = parseArticleFile(await readFile(edited.path, 'utf8'));
    await writeFile(
      edited.path,
      formatArticleFile({ ...editedFile.frontMatter, tags: ['TypeScript', 'Edited'] }, 'After\n'),
    );
    const created = await createArticleFile(folder, { name: 'draft' });
    const cli = await FileSystemRepo.build({ dataRootDir: root });
    const loaded = await cli.loadItems();
    assert.deepEqual(loaded.map((entry) => entry.name).sort(), [
      'cccccccccccccccccccc',
      'dddddddddddddddddddd',
      'draft',
    ]);
    const states: string[] = [];
    for (const path of await listArticleFiles(folder)) {
      const text = await readFile(path, 'utf8');
      const ours = parseArticleFile(text);
      const theirs = loaded.find((entry) => entry.name === relative(folder, path).replace(/\.md$/, ''))!;
      assert.equal(theirs.title, ours.frontMatter.title);
      // sorted: the CLI's modified check sorts its tag list in place
      assert.deepEqual([...theirs.tags].sort(), [...(ours.frontMatter.tags as string[])].sort());
      assert.equal(theirs.secret, ours.frontMatter.private);
      assert.equal(theirs.rawBody, ours.body);
      assert.equal(theirs.id, ours.frontMatter.id);
      assert.equal(theirs.updatedAt, ours.frontMatter.updated_at);
      assert.equal(theirs.slide, ours.frontMatter.slide);
      assert.equal(theirs.organizationUrlName, ours.frontMatter.organization_url_name);
      const id = ours.frontMatter.id as string | null;
      const remote = id ? await readFile(join(folder, '.remote', `${id}.md`), 'utf8') : undefined;
      const state = articleFileState(text, remote);
      assert.equal(
        theirs.modified,
        state !== 'inSync',
        `${theirs.name}: CLI modified=${theirs.modified}, DevDesk ${state}`,
      );
      states.push(state);
    }
    assert.deepEqual(states.sort(), ['inSync', 'modified', 'new']);
    assert.equal(articleFileState(await readFile(created, 'utf8'), undefined), 'new');
  });

  it('agrees with the CLI on which fixture files are modified', async () => {
    const cli = await FileSystemRepo.build({ dataRootDir: fixture });
    const loaded = await cli.loadItems();
    assert.ok(loaded.length >= 6);
    for (const entry of loaded) {
      const text = await readFile(join(fixture, 'public', `${entry.name}.md`), 'utf8');
      const id = parseArticleFile(text).frontMatter.id as string | null;
      const remote = id ? await readFile(join(fixture, 'public', '.remote', `${id}.md`), 'utf8') : undefined;
      const state = articleFileState(text, remote);
      assert.equal(entry.modified, state !== 'inSync', `${entry.name}: ${state}`);
    }
  });
});
