// gray-matter (with its js-yaml) loads with the first front matter read or written, not with the core: every view
// loads the core, only article and template files need a front matter. Checked in a fresh process, since this one
// has gray-matter loaded already (other tests import it).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';

/** Prints, as JSON, whether gray-matter was loaded after loading the core, and after reading an article file. */
const childScript = `
const grayMatterLoaded = () => Object.keys(require.cache).some((file) => /[\\\\/]gray-matter[\\\\/]index\\.js$/.test(file));
const core = require(process.argv[1]);
const withCore = grayMatterLoaded();
const { frontMatter } = core.parseArticleFile('---\\ntitle: Hello\\n---\\nBody\\n');
process.stdout.write(JSON.stringify({ withCore, afterRead: grayMatterLoaded(), title: frontMatter.title }));
`;

const coreSources = join(__dirname, '../../../src/core/index.ts');

describe('loading front matter', () => {
  it('leaves gray-matter unloaded until the first front matter is read', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', childScript, coreSources]);
    assert.deepEqual(JSON.parse(stdout), { withCore: false, afterRead: true, title: 'Hello' });
  });
});
