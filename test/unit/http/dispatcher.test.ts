// dispatcher.ts imports undici's Agent by its file path, which leaves the rest of undici out of dist/core.js. That
// path is undici's file layout, not its documented API: this fails when an undici upgrade moves or replaces it.
// It requires undici when the first dispatcher is made, not when the core loads (checked in a fresh process, since
// this one has undici loaded already).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { Agent } from 'undici';
import { createDispatcher } from '../../../src/core/http/index.js';

/** Prints, as JSON, whether any of undici was loaded after loading the core, and after making a dispatcher. */
const childScript = `
const undiciLoaded = () => Object.keys(require.cache).some((file) => /[\\\\/]undici[\\\\/]/.test(file));
const core = require(process.argv[1]);
const withCore = undiciLoaded();
const withClient = (core.createArticleClient({ baseUrl: 'https://qiita.com' }), undiciLoaded());
core.closeSharedDispatcher().then(() => process.stdout.write(JSON.stringify({ withCore, withClient })));
`;

const coreSources = join(__dirname, '../../../src/core/index.ts');

describe('the dispatcher', () => {
  it("is an instance of the Agent that undici's entry exports", async () => {
    const dispatcher = createDispatcher();
    try {
      assert.ok(dispatcher instanceof Agent);
    } finally {
      await dispatcher.close();
    }
  });

  it('leaves undici unloaded until a client is made', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', childScript, coreSources]);
    assert.deepEqual(JSON.parse(stdout), { withCore: false, withClient: true });
  });
});
