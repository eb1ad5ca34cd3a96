// The bundled packages' licenses (scripts/third-party-notices.mjs): which packages an esbuild metafile says the
// bundles carry, and the notices text made from the packages installed in node_modules.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { bundledPackageFolders, packageFolderOf, thirdPartyNotices } from '../../scripts/third-party-notices.mjs';

/** A metafile with one output holding these inputs, each with the bytes it put into the output. */
const metafile = (inputs: Record<string, number>): Metafile => ({
  inputs: {},
  outputs: {
    'dist/x.js': {
      bytes: 1,
      imports: [],
      exports: [],
      inputs: Object.fromEntries(Object.entries(inputs).map(([path, bytesInOutput]) => [path, { bytesInOutput }])),
    },
  },
});

describe('third-party notices', () => {
  it('finds the package of an input, nested and scoped ones included; our sources have none', () => {
    assert.equal(packageFolderOf('node_modules/undici/lib/dispatcher/agent.js'), 'node_modules/undici');
    assert.equal(
      packageFolderOf('node_modules/gray-matter/node_modules/js-yaml/lib/js-yaml.js'),
      'node_modules/gray-matter/node_modules/js-yaml',
    );
    assert.equal(
      packageFolderOf('node_modules/@octokit/graphql-schema/schema.json'),
      'node_modules/@octokit/graphql-schema',
    );
    assert.equal(packageFolderOf('src/core/index.ts'), undefined);
  });

  it('lists the packages with code in an output, once, and not one tree-shaking left out', () => {
    const folders = bundledPackageFolders([
      metafile({
        'node_modules/undici/lib/a.js': 10,
        'node_modules/undici/lib/b.js': 5,
        'node_modules/zod/v4/classic/x.js': 0,
        'src/extension.ts': 100,
      }),
      metafile({ 'node_modules/diff/libesm/patch/apply.js': 7 }),
    ]);
    assert.deepEqual(folders, ['node_modules/diff', 'node_modules/undici']);
  });

  it("carries each package's name, version, license and the text of its license file", () => {
    const text = thirdPartyNotices(['node_modules/diff', 'node_modules/gray-matter/node_modules/js-yaml']);
    const diff = JSON.parse(readFileSync('node_modules/diff/package.json', 'utf8')) as { version: string };
    assert.ok(text.includes(`diff@${diff.version}, license: BSD-3-Clause\n\n`), text.slice(0, 300));
    assert.match(text, /Redistribution and use in source and binary forms/);
    assert.match(text, /js-yaml@3\.\d+\.\d+, license: MIT\n\n/);
    assert.match(text, /Permission is hereby granted, free of charge/);
  });
});
