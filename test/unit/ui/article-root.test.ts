// The article root stays inside the workspace folder: a setting that leads out (`../`, an absolute path elsewhere)
// is refused with a sentence and the folder itself is used.
import * as assert from 'node:assert/strict';
import { posix, win32 } from 'node:path';
import { describe, it } from 'node:test';
import { chooseArticleRoot, isWithin } from '../../../src/ui/base/article-root-rules';

describe('the article root', () => {
  const folder = '/home/writer/blog';

  it('is the workspace folder when the setting is empty, and the folder below it that the setting names', () => {
    assert.deepEqual(chooseArticleRoot(folder, '', posix), { root: folder });
    assert.deepEqual(chooseArticleRoot(folder, '  ', posix), { root: folder });
    assert.deepEqual(chooseArticleRoot(folder, 'writing', posix), { root: '/home/writer/blog/writing' });
    assert.deepEqual(chooseArticleRoot(folder, './writing/qiita/', posix), { root: '/home/writer/blog/writing/qiita' });
    assert.deepEqual(chooseArticleRoot(folder, 'a/../b', posix), { root: '/home/writer/blog/b' });
    assert.deepEqual(
      chooseArticleRoot(folder, '..foo', posix),
      { root: '/home/writer/blog/..foo' },
      'a name that starts with two dots is inside',
    );
    assert.deepEqual(chooseArticleRoot(folder, '/home/writer/blog/writing', posix), {
      root: '/home/writer/blog/writing',
    });
  });

  for (const setting of [
    '..',
    '../',
    '../other',
    'writing/../../other',
    '/home/writer',
    '/etc',
    '/home/writer/blog-other',
  ]) {
    it(`refuses ${JSON.stringify(setting)}: the folder itself, and a sentence naming the setting`, () => {
      const choice = chooseArticleRoot(folder, setting, posix);
      assert.equal(choice.root, folder);
      assert.ok('refused' in choice, 'refused');
      assert.match(choice.refused.message, /outside the workspace folder/);
      assert.deepEqual(choice.refused.args, [setting, folder]);
    });
  }

  it('refuses on Windows what leads out there: ..\\, another drive, a UNC path', () => {
    const windowsFolder = 'C:\\Users\\writer\\blog';
    for (const setting of ['..\\other', 'writing\\..\\..\\x', 'D:\\articles', '\\\\server\\share\\articles']) {
      const choice = chooseArticleRoot(windowsFolder, setting, win32);
      assert.ok('refused' in choice, setting);
      assert.equal(choice.root, windowsFolder);
    }
    assert.deepEqual(chooseArticleRoot(windowsFolder, 'writing\\qiita', win32), {
      root: 'C:\\Users\\writer\\blog\\writing\\qiita',
    });
  });

  it('isWithin: the folder and below, not beside or above', () => {
    assert.ok(isWithin('/a/b', '/a/b', posix));
    assert.ok(isWithin('/a/b', '/a/b/c', posix));
    assert.ok(!isWithin('/a/b', '/a/bc', posix));
    assert.ok(!isWithin('/a/b', '/a', posix));
  });
});
