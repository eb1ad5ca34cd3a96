// The GitHub client as users of dist/core.js get it: src/core/index.ts bundled the way esbuild.mjs does (into a
// temporary folder, so the shared dist/ is left alone), loaded with require, and used against the emulator.
// Also proves the type-only @octokit/openapi-types import leaves nothing in the bundle.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';

type Core = typeof import('../../../src/core/index.js');

describe('GitHub client in the core bundle', () => {
  let emulator: RunningEmulator;
  let folder: string;
  let core: Core;
  let inputs: string[];

  before(async () => {
    emulator = await startEmulator();
    folder = mkdtempSync(join(tmpdir(), 'devdesk-core-'));
    const outfile = join(folder, 'core.js');
    const result = await esbuild.build({
      entryPoints: ['src/core/index.ts'],
      outfile,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      external: ['vscode'],
      metafile: true,
      logLevel: 'silent',
    });
    inputs = Object.keys(result.metafile.inputs);
    core = createRequire(__filename)(outfile) as Core;
  });
  after(async () => {
    await emulator.close();
    await core?.closeSharedDispatcher();
    rmSync(folder, { recursive: true, force: true });
  });

  it('exports createGitHubClient, and it talks to an Enterprise-style base URL', async () => {
    const client = core.createGitHubClient({
      baseUrl: emulator.info.github,
      token: emulator.tokens.github,
      userAgent: 'DevDesk-bundle-test',
    });
    const pull = await client.pulls.get({ owner: 'devdesk-org', repo: 'monorepo' }, 1);
    assert.equal(pull.number, 1);
    assert.equal(typeof core.github.EventPoller, 'function');
    assert.ok(
      new core.MergeNotAllowedError(
        new core.ApiError({
          status: 405,
          request: { method: 'PUT', path: '/x' },
          message: 'Pull Request is not mergeable',
        }),
      ) instanceof core.ApiError,
    );
  });

  it('carries no code from @octokit/openapi-types', () => {
    assert.ok(inputs.some((input) => input.includes('src/core/github/')));
    assert.equal(inputs.filter((input) => input.includes('@octokit')).length, 0);
  });
});
