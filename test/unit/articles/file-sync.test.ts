// The pull rules: the server copy is always refreshed, the writer's file overwritten only when unmodified, a modified
// file kept and reported. Then the same rules through the file system (pullItem) on a scratch folder.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rename, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  articleFileState,
  filesById,
  formatArticleFile,
  formatItemFile,
  locateArticleFile,
  newArticleFile,
  newArticleFileName,
  parseArticleFile,
  planPull,
  pullItem,
  readRemoteCopy,
  remoteFilePath,
  teamFolderName,
  articleFolder,
  withPublishedItem,
  type Item,
} from '../../../src/core/articles/index.js';

function item(fields: Partial<Item> = {}): Item {
  return {
    rendered_body: '',
    coediting: false,
    comments_count: 0,
    created_at: '2024-05-01T09:00:00+09:00',
    group: null,
    id: 'eeeeeeeeeeeeeeeeeeee',
    likes_count: 0,
    private: false,
    reactions_count: 0,
    tags: [{ name: 'Go', versions: [] }],
    title: 'Server title',
    body: 'Server body\n',
    updated_at: '2024-05-01T09:00:00+09:00',
    url: '',
    user: {} as Item['user'],
    page_views_count: null,
    team_membership: null,
    slide: false,
    organization_url_name: null,
    ...fields,
  } as Item;
}
const edit = (text: string, change: (body: string) => string) => {
  const { frontMatter, body } = parseArticleFile(text);
  return formatArticleFile(frontMatter, change(body));
};

const scratch: string[] = [];
after(() => Promise.all(scratch.map((path) => rm(path, { recursive: true, force: true }))));

describe('article file sync rules', () => {
  const v1 = formatItemFile(item());
  const v2 = formatItemFile(item({ body: 'Changed on the server\n', updated_at: '2024-05-02T09:00:00+09:00' }));

  it('creates a file that does not exist yet', () => {
    assert.deepEqual(planPull({ serverText: v1 }), { remoteText: v1, localText: v1, outcome: 'created' });
  });

  it('overwrites an unmodified file with the new server version', () => {
    assert.deepEqual(planPull({ serverText: v2, localText: v1, previousRemoteText: v1 }), {
      remoteText: v2,
      localText: v2,
      outcome: 'updated',
    });
  });

  it('keeps a modified file, refreshes the server copy and reports it', () => {
    const mine = edit(v1, (body) => `${body}My paragraph.\n`);
    assert.deepEqual(planPull({ serverText: v2, localText: mine, previousRemoteText: v1 }), {
      remoteText: v2,
      localText: undefined,
      outcome: 'keptModified',
    });
  });

  it('keeps a local file that has no previous server copy to compare with', () => {
    assert.equal(planPull({ serverText: v2, localText: v1 }).outcome, 'keptModified');
  });

  it('leaves an identical file alone', () => {
    assert.equal(planPull({ serverText: v1, localText: v1, previousRemoteText: v1 }).outcome, 'unchanged');
  });

  it('tells the state of a file: new, in sync, modified, older than the server', () => {
    const fresh = formatArticleFile({ title: 'n', tags: ['x'], id: null, updated_at: '' }, 'b');
    assert.equal(articleFileState(fresh, undefined), 'new');
    assert.equal(articleFileState(v1, v1), 'inSync');
    assert.equal(
      articleFileState(
        edit(v1, () => 'mine\n'),
        v1,
      ),
      'modified',
    );
    // tags in another order are the same article
    const reordered = formatItemFile(
      item({
        tags: [
          { name: 'B', versions: [] },
          { name: 'A', versions: [] },
        ],
      }),
    );
    const { frontMatter, body } = parseArticleFile(reordered);
    assert.equal(articleFileState(formatArticleFile({ ...frontMatter, tags: ['A', 'B'] }, body), reordered), 'inSync');
    assert.equal(
      articleFileState(
        edit(v1, () => 'mine\n'),
        v2,
      ),
      'olderThanServer',
    );
  });

  it('leaves a file it just published in sync with its server copy, so the next pull takes a later edit', () => {
    // A `qiita new` file (agreed_posting_campaign_term: false) and an older one without the campaign keys.
    const fresh = newArticleFile('Server title').replace("- ''", '- Go');
    const older = fresh.replace(/^(posting_campaign_uuid|agreed_posting_campaign_term):.*\n/gm, '');
    for (const text of [fresh, older]) {
      const { frontMatter, body } = parseArticleFile(text);
      const published = item({ body });
      const file = formatArticleFile(withPublishedItem(frontMatter, published), body);
      assert.equal(articleFileState(file, formatItemFile(published)), 'inSync', file);
      const later = formatItemFile(
        item({ body: 'Edited on another device\n', updated_at: '2024-05-02T09:00:00+09:00' }),
      );
      assert.equal(
        planPull({ serverText: later, localText: file, previousRemoteText: formatItemFile(published) }).outcome,
        'updated',
      );
    }
  });
});

describe('article files on disk', () => {
  it('pulls into the layout, finds a renamed file by id and never loses a modified one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'devdesk-sync-'));
    scratch.push(root);
    const folder = articleFolder(root);
    const first = await pullItem(folder, item());
    assert.equal(first.outcome, 'created');
    assert.equal(first.path, join(root, 'public', 'eeeeeeeeeeeeeeeeeeee.md'));
    assert.equal(
      await readFile(join(root, 'public', '.remote', 'eeeeeeeeeeeeeeeeeeee.md'), 'utf8'),
      formatItemFile(item()),
    );

    // The writer moves it into a subfolder; the next pull updates it there.
    await mkdir(join(folder, 'go'));
    const moved = join(folder, 'go', 'intro.md');
    await rename(first.path, moved);
    const second = await pullItem(folder, item({ body: 'v2\n', updated_at: '2024-05-02T09:00:00+09:00' }));
    assert.deepEqual([second.outcome, second.path], ['updated', moved]);
    assert.equal(parseArticleFile(await readFile(moved, 'utf8')).body, 'v2\n');

    // The writer edits it; the server changes again: the edit stays, the server copy is the new one.
    const mine = edit(await readFile(moved, 'utf8'), () => 'my words\n');
    await writeFile(moved, mine);
    const third = await pullItem(folder, item({ body: 'v3\n', updated_at: '2024-05-03T09:00:00+09:00' }));
    assert.equal(third.outcome, 'keptModified');
    assert.equal(await readFile(moved, 'utf8'), mine);
    assert.equal(
      parseArticleFile(await readFile(join(folder, '.remote', 'eeeeeeeeeeeeeeeeeeee.md'), 'utf8')).body,
      'v3\n',
    );
    assert.equal(
      articleFileState(mine, await readFile(join(folder, '.remote', 'eeeeeeeeeeeeeeeeeeee.md'), 'utf8')),
      'olderThanServer',
    );
    assert.deepEqual([...(await filesById(folder)).entries()], [['eeeeeeeeeeeeeeeeeeee', moved]]);
  });

  it('reads a server copy only for an article id, never a path a file’s `id:` names (status bar, Publish Modified)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'devdesk-remote-id-'));
    scratch.push(root);
    const folder = articleFolder(root);
    await pullItem(folder, item());
    await writeFile(join(root, 'secret.md'), 'not a server copy\n');
    assert.equal(await readRemoteCopy(folder, 'eeeeeeeeeeeeeeeeeeee'), formatItemFile(item()));
    for (const id of ['../../secret', '../secret', '/etc/hostname', 'EEEEEEEEEEEEEEEEEEEE', 'eeeeeeeeeeeeeeeeeee']) {
      assert.equal(await readRemoteCopy(folder, id), undefined, id);
      assert.throws(() => remoteFilePath(folder, id), /is not an article id/, id);
    }
  });

  it('names new files as qiita new does and places team hosts in their own folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'devdesk-new-'));
    scratch.push(root);
    const folder = articleFolder(root);
    assert.equal(await newArticleFileName(folder), join(folder, 'newArticle001.md'));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'newArticle001.md'), 'x');
    assert.equal(await newArticleFileName(folder), join(folder, 'newArticle002.md'));
    assert.equal(teamFolderName('https://myteam.qiita.com'), 'myteam.qiita.com');
    assert.equal(teamFolderName('http://127.0.0.1:4000/qiita-team/'), '127.0.0.1_4000_qiita-team');
    const team = articleFolder(root, 'https://myteam.qiita.com');
    assert.equal(team, join(root, 'teams', 'myteam.qiita.com'));
    assert.deepEqual(locateArticleFile(root, join(team, 'a.md')), { kind: 'team', teamFolder: 'myteam.qiita.com' });
    assert.deepEqual(locateArticleFile(root, join(folder, 'sub', 'a.md')), { kind: 'public' });
    assert.equal(locateArticleFile(root, join(folder, '.remote', 'a.md')), undefined);
    assert.equal(locateArticleFile(root, join(root, 'README.md')), undefined);
  });
});
