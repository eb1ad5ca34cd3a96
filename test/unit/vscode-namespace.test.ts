// The extension bundle requires the `vscode` API once and shares one namespace object for it
// (scripts/esbuild-vscode-namespace.mjs); without the plugin every importing file copies the API.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { oneVscodeNamespace } from '../../scripts/esbuild-vscode-namespace.mjs';

async function extensionBundle(plugins: esbuild.Plugin[]): Promise<string> {
  const result = await esbuild.build({
    entryPoints: ['src/extension.ts'],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['vscode'],
    mainFields: ['module', 'main'],
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('the vscode namespace in dist/extension.js', () => {
  it('is required once and shared, where esbuild alone makes a copy per importing file', async () => {
    const shared = await extensionBundle([oneVscodeNamespace()]);
    assert.equal(count(shared, 'require("vscode")'), 1);
    assert.equal(count(shared, '__toESM(require("vscode"))'), 0);
    const alone = await extensionBundle([]);
    assert.ok(count(alone, '__toESM(require("vscode"))') > 50, 'esbuild alone copies the API per file');
  });
});
