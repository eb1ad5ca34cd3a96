// The Qiita CLI's layout in a virtual workspace (issue 38: github.dev's `vscode-vfs://`): the browser's layout, over a
// disk of `/`-separated URI paths, writes the same files with the same text as the desktop's over the local disk, and
// finds, locates and names article files the same way.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { after, describe, it } from 'node:test';
import * as local from '../../../src/core/articles/node/file-workspace.js';
import * as virtual from '../../../src/core/articles/browser/file-workspace.js';
import type { Item } from '../../../src/core/articles/index.js';

const temporary: string[] = [];
after(() => Promise.all(temporary.map((path) => rm(path, { recursive: true, force: true }))));

/** What a virtual workspace's `workspace.fs` holds, by path. */
const memory = new Map<string, string>();
const memoryDisk: virtual.LayoutDisk = {
  read: async (path) => memory.get(path),
  list: async (folder) =>
    [...memory.keys()].filter((path) => path.startsWith(`${folder}/`)).map((path) => path.slice(folder.length + 1)),
  write: async (path, text) => void memory.set(path, text),
};

function item(id: string, title: string, body: string): Item {
  return {
    id,
    title,
    body,
    rendered_body: '<p></p>',
    updated_at: '2024-06-01T10:00:00+09:00',
    created_at: '2024-05-01T09:00:00+09:00',
    private: false,
    coediting: false,
    tags: [{ name: 'TypeScript', versions: [] }],
    slide: false,
    organization_url_name: null,
    url: 'https://example.invalid/i',
    user: { id: 'writer' },
  } as unknown as Item;
}

type Layout = typeof local;

/** The same pull, edit and new file, in one layout; the files' paths relative to `root`. */
async function writeSome(layout: Layout, root: string, edit: (path: string, text: string) => Promise<void>) {
  const folder = layout.articleFolder(root);
  await layout.pullItem(folder, item('cccccccccccccccccccc', 'Pulled', 'Pulled body\n'));
  const edited = await layout.pullItem(folder, item('dddddddddddddddddddd', 'Edited', 'Before\n'));
  await edit(edited.path, '---\nid: dddddddddddddddddddd\ntitle: Edited\n---\nAfter\n');
  const again = await layout.pullItem(folder, item('dddddddddddddddddddd', 'Edited', 'Server\n'));
  const created = await layout.createArticleFile(folder);
  const team = layout.articleFolder(root, 'https://myteam.qiita.com');
  await layout.pullItem(team, item('eeeeeeeeeeeeeeeeeeee', 'Team', 'Team body\n'), { team: true });
  return {
    outcome: again.outcome,
    created: created.slice(root.length),
    byId: [...(await layout.filesById(folder))].map(([id, path]) => [id, path.slice(root.length)]),
    listed: (await layout.listArticleFiles(folder)).map((path) => path.slice(root.length)),
    located: [created, `${team}/x.md`, layout.remoteFilePath(folder, 'cccccccccccccccccccc'), '/elsewhere/a.md'].map(
      (path) => layout.locateArticleFile(root, path),
    ),
  };
}

describe('article files in a virtual workspace', () => {
  it('are written, found and located as on the local disk', async () => {
    const disk = await mkdtemp(join(tmpdir(), 'devdesk-layout-'));
    temporary.push(disk);
    const onDisk = await writeSome(local, disk, (path, text) => writeFile(path, text));
    const diskFiles = new Map<string, string>();
    for (const entry of await readdir(disk, { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith('.md')) diskFiles.set(relative(disk, join(disk, entry)).split(sep).join('/'), '');
    }
    for (const name of diskFiles.keys()) diskFiles.set(name, await readFile(join(disk, name), 'utf8'));

    virtual.useVirtualDisk(memoryDisk);
    const root = '/writer/articles';
    const inMemory = await writeSome(virtual as Layout, root, async (path, text) => void memory.set(path, text));
    const memoryFiles = new Map([...memory].map(([path, text]) => [path.slice(root.length + 1), text]));

    assert.deepEqual([...memoryFiles.keys()].sort(), [...diskFiles.keys()].sort());
    for (const [name, text] of diskFiles) assert.equal(memoryFiles.get(name), text, name);
    assert.deepEqual(inMemory, onDisk); // this machine's paths are `/`-separated, as a URI's
    assert.equal(inMemory.outcome, 'keptModified');
    assert.deepEqual(inMemory.located, [
      { kind: 'public' },
      { kind: 'team', teamFolder: 'myteam.qiita.com' },
      undefined,
      undefined,
    ]);
  });
});
