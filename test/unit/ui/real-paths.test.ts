// The rule behind "no article file through a link that leads out" (src/ui/base/node/real-paths.ts, applied by
// base/article-root.ts): the link is found on the way down to a path and, when asked, anywhere below it.
import * as assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { linkLeaving, realPath } from '../../../src/ui/base/node/real-paths';

describe('links below a workspace folder', async () => {
  const base = await mkdtemp(join(tmpdir(), 'devdesk-links-'));
  after(() => rm(base, { recursive: true, force: true }));
  const folder = join(base, 'workspace');
  const outside = join(base, 'elsewhere');
  await mkdir(join(folder, 'docs'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(outside, 'secret.md'), 'x');

  it('finds a folder link that leads out, on the way to a path below it or to one not made yet', async () => {
    await symlink(outside, join(folder, 'public'), 'dir');
    const expected = { link: join(folder, 'public'), target: realPath(outside) };
    assert.deepEqual(await linkLeaving(folder, join(folder, 'public')), expected);
    assert.deepEqual(await linkLeaving(folder, join(folder, 'public', '.remote', 'new.md')), expected);
    await rm(join(folder, 'public'));
  });

  it('leaves links that stay inside, and paths with no link, alone', async () => {
    await symlink(join(folder, 'docs'), join(folder, 'public'), 'dir');
    assert.equal(await linkLeaving(folder, join(folder, 'public', 'a.md'), true), undefined);
    assert.equal(await linkLeaving(folder, join(folder, 'teams', 'host', 'a.md'), true), undefined);
    await rm(join(folder, 'public'));
  });

  it('with `below`, finds a file link or a link to nothing under the path, and never walks into a link', async () => {
    await mkdir(join(folder, 'public', '.remote'), { recursive: true });
    const copy = join(folder, 'public', '.remote', 'eeeeeeeeeeeeeeeeeeee.md');
    await symlink(join(outside, 'secret.md'), copy, 'file');
    assert.equal(await linkLeaving(folder, join(folder, 'public')), undefined, 'not asked to look below');
    assert.equal((await linkLeaving(folder, join(folder, 'public'), true))?.link, copy);
    await rm(copy);
    await symlink(join(outside, 'gone.md'), join(folder, 'public', 'dangling.md'), 'file');
    assert.equal((await linkLeaving(folder, join(folder, 'public'), true))?.target, join(outside, 'gone.md'));
  });
});
