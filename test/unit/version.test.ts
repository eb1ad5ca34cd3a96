// One version source: src/core/version.ts reads package.json, the clients' default User-Agent carries it, and
// bundling it inlines the version alone (the main extension bundle imports this module).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { startEmulator, type RunningEmulator } from '../emulator/server.js';
import {
  closeSharedDispatcher,
  coreVersion,
  createArticleClient,
  createGitHubClient,
  HttpClient,
} from '../../src/core/index.js';
import { defaultUserAgent, devdeskVersion } from '../../src/core/version.js';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('devdeskVersion', () => {
  it("is package.json's version, and the core API's coreVersion", () => {
    assert.equal(devdeskVersion, manifest.version);
    assert.equal(coreVersion, manifest.version);
  });
});

describe('defaultUserAgent', () => {
  const platformAndNode = `(${process.platform}; node ${process.versions.node})`;

  it('names DevDesk, its version, the platform and Node', () => {
    assert.equal(defaultUserAgent(), `DevDesk/${manifest.version} ${platformAndNode}`);
  });

  it('takes another product name', () => {
    assert.equal(defaultUserAgent('DevDesk-CLI'), `DevDesk-CLI/${manifest.version} ${platformAndNode}`);
  });

  describe('as the clients send it', () => {
    let emulator: RunningEmulator;
    const userAgentSeenBy = async (request: (url: string) => Promise<unknown>): Promise<string> => {
      const echo = (await request(`${emulator.info.url}/__emulator/echo`)) as { headers: Record<string, string> };
      return echo.headers['user-agent']!;
    };

    before(async () => {
      emulator = await startEmulator();
    });
    after(async () => {
      await emulator.close();
      await closeSharedDispatcher();
    });

    it('is the default of the article client and the GitHub client', async () => {
      const articles = createArticleClient({ baseUrl: emulator.info.articles });
      const github = createGitHubClient({ baseUrl: emulator.info.github });
      assert.equal(
        await userAgentSeenBy(async (url) => (await articles.http.request({ url })).json()),
        defaultUserAgent(),
      );
      assert.equal(
        await userAgentSeenBy(async (url) => (await github.http.request({ url })).json()),
        defaultUserAgent(),
      );
    });

    it('is the default of an HttpClient used directly', async () => {
      const http = new HttpClient({
        baseUrl: emulator.info.url,
        service: { name: 'tests', accept: 'application/json' },
      });
      assert.equal(await userAgentSeenBy(async (url) => (await http.request({ url })).json()), defaultUserAgent());
    });

    it('gives way to the one the caller names', async () => {
      const github = createGitHubClient({ baseUrl: emulator.info.github, userAgent: 'DevDesk-tests/1.0' });
      assert.equal(
        await userAgentSeenBy(async (url) => (await github.http.request({ url })).json()),
        'DevDesk-tests/1.0',
      );
    });
  });
});

describe('version.ts as the bundles get it', () => {
  it('inlines the version only, not the rest of package.json', async () => {
    const result = await esbuild.build({
      entryPoints: ['src/core/version.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      metafile: true,
      logLevel: 'silent',
    });
    assert.deepEqual(Object.keys(result.metafile.inputs).sort(), ['package.json', 'src/core/version.ts']);
    const code = result.outputFiles[0]!.text;
    assert.ok(code.includes(JSON.stringify(manifest.version)));
    assert.ok(!code.includes('devDependencies'), 'the manifest is not embedded whole');
  });
});
