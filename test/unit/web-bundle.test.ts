// The browser entry (dist/web/extension.js, scripts/web-bundle.mjs) built as esbuild.mjs builds it, its metafile read:
// a web worker has no Node, so the bundle must hold no Node built-in, no undici and no `node/` module of src (each is
// swapped for its `browser/` twin), and load nothing but `vscode`.
import assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { webBundleOptions } from '../../scripts/web-bundle.mjs';

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('the web bundle (dist/web/extension.js)', () => {
  it('holds no Node built-in, no undici and no node/ module, and requires only vscode', async () => {
    const result = await esbuild.build({ ...webBundleOptions(), write: false, sourcemap: false, logLevel: 'silent' });
    const inputs = Object.keys(result.metafile?.inputs ?? {});
    assert.ok(
      inputs.some((input) => input.endsWith('src/core/http/browser/transport.ts')),
      'the fetch transport',
    );
    assert.deepEqual(
      inputs.filter((input) => /(^|\/)undici\//.test(input)),
      [],
    );
    assert.deepEqual(
      inputs.filter((input) => /^src\/.*\/node\//.test(input)),
      [],
    );
    assert.deepEqual(
      inputs.filter((input) => builtins.has(input)),
      [],
    );
    // gray-matter's own `browser` field swaps `fs` for an empty module (only its matter.read uses it, never DevDesk).
    assert.deepEqual(
      inputs.filter((input) => input.startsWith('(disabled):')),
      ['(disabled):fs'],
    );
    const loaded = Object.values(result.metafile?.outputs ?? {}).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    );
    assert.deepEqual([...new Set(loaded)], ['vscode']);
  });
});
