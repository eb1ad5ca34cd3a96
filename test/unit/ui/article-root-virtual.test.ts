// The article root in a virtual workspace (issue 38: github.dev's `vscode-vfs://github/<owner>/<repo>`, whose paths
// are `/owner/repo/...`): the browser's path rules (ui/base/browser/real-paths.ts) choose and refuse the same roots as
// Node's `path.posix` for the same settings.
import * as assert from 'node:assert/strict';
import { posix } from 'node:path';
import { describe, it } from 'node:test';
import { chooseArticleRoot, isWithin } from '../../../src/ui/base/article-root-rules';
import { hostPaths } from '../../../src/ui/base/browser/real-paths';

describe('the article root in a virtual workspace', () => {
  const folder = '/devdesk-org/docs-site';
  const settings = ['', 'writing', './writing/qiita/', 'a/../b', '..foo', '..', '../other', 'a/../../x', '/etc'];

  it("is chosen as Node's posix rules choose it, for every setting", () => {
    for (const setting of settings) {
      assert.deepEqual(
        chooseArticleRoot(folder, setting, hostPaths),
        chooseArticleRoot(folder, setting, posix),
        setting,
      );
    }
    assert.deepEqual(chooseArticleRoot(folder, 'a/../b', hostPaths), { root: '/devdesk-org/docs-site/b' });
    assert.ok('refused' in chooseArticleRoot(folder, '../other', hostPaths));
  });

  it('tells a path below the folder from one beside it', () => {
    assert.ok(isWithin(folder, `${folder}/public/a.md`, hostPaths));
    assert.ok(!isWithin(folder, `${folder}-other/public/a.md`, hostPaths));
  });
});
