// dist/graphql.js as its users get it: src/graphql/index.ts bundled the way esbuild.mjs does (into a temporary folder,
// with github.com's schema file beside it), then `require`d by plain Node: in a fresh process for the language
// service on the bundled schema, and in this one for the client against the emulator.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import { testSchemaFile } from './schema-file.js';
import { gitHubSchemaFileName } from '../../../scripts/github-schema.mjs';

type GraphQLBundle = typeof import('../../../src/graphql/index.js');

/** Loads the schema from beside the bundle, completes, diagnoses and hovers; prints what it got as JSON. */
const childScript = `
const Module = require('node:module');
const required = [];
const originalRequire = Module.prototype.require;
Module.prototype.require = function (id) {
  required.push(id);
  return originalRequire.apply(this, arguments);
};
const bundle = require(process.argv[1]);
const service = bundle.createLanguageService(bundle.loadBundledGitHubSchema());
const text = '{ repository(owner: "o", name: "n") { pullRequests(states: "OPEN") { totalCount } } }';
process.stdout.write(JSON.stringify({
  completion: service.complete(text, { line: 0, character: 38 }).map((item) => item.label),
  diagnostics: service.diagnose(text).map((diagnostic) => diagnostic.message),
  hover: service.hover(text, { line: 0, character: 5 }),
  required,
}));
`;

describe('GraphQL bundle (dist/graphql.js)', () => {
  let folder: string;
  let bundleFile: string;
  /** dist/graphql-worker.js: what the extension's language worker loads. */
  let workerFile: string;
  let inputs: string[];
  let workerInputs: string[];
  let emulator: RunningEmulator;

  before(async () => {
    emulator = await startEmulator();
    folder = mkdtempSync(join(tmpdir(), 'devdesk-graphql-'));
    bundleFile = join(folder, 'graphql.js');
    workerFile = join(folder, 'graphql-worker.js');
    copyFileSync(testSchemaFile(), join(folder, gitHubSchemaFileName));
    const result = await esbuild.build({
      entryPoints: { graphql: 'src/graphql/index.ts', 'graphql-worker': 'src/graphql/worker.ts' },
      outdir: folder,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      external: ['vscode'],
      mainFields: ['module', 'main'],
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'silent',
    });
    const inputsOf = (entryPoint: string) => {
      const output = Object.values(result.metafile.outputs).find((entry) => entry.entryPoint === entryPoint);
      return Object.entries(output!.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : []));
    };
    inputs = inputsOf('src/graphql/index.ts');
    workerInputs = inputsOf('src/graphql/worker.ts');
  });
  after(async () => {
    await emulator.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('plain Node requires it and gets completion, diagnostics and hover on the bundled github.com schema', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', childScript, bundleFile]);
    const answer = JSON.parse(stdout) as {
      completion: string[];
      diagnostics: string[];
      hover: string;
      required: string[];
    };
    assert.ok(
      answer.completion.includes('pullRequests') && answer.completion.includes('nameWithOwner'),
      answer.completion.join(),
    );
    assert.deepEqual(answer.diagnostics, [
      'Enum "PullRequestState" cannot represent non-enum value: "OPEN". Did you mean the enum value "OPEN"?',
    ]);
    assert.match(answer.hover, /Query\.repository: Repository/);
  });

  it('loads no HTTP code (undici, node:net, node:http) until a client is made', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', childScript, bundleFile]);
    const { required } = JSON.parse(stdout) as { required: string[] };
    assert.ok(required.includes('node:zlib'), required.join());
    assert.deepEqual(
      required.filter((id) => ['node:net', 'node:http', 'node:tls', 'node:http2'].includes(id)),
      [],
    );
  });

  it('exports the client, which runs a query against the emulator', async () => {
    const bundle = createRequire(__filename)(bundleFile) as GraphQLBundle;
    try {
      const client = bundle.createGraphQLClient({
        endpoint: emulator.info.graphql,
        token: emulator.tokens.github,
        userAgent: 'DevDesk-bundle-test',
      });
      assert.deepEqual(await client.request({ query: '{ viewer { login } }' }), { viewer: { login: 'mona' } });
      await assert.rejects(client.request({ query: '{ viewer { nope } }' }), bundle.GraphQLResponseError);
    } finally {
      await bundle.closeSharedDispatcher();
    }
  });

  it('reads graphql-config files through the bundle (their YAML parser loaded on first use)', async () => {
    const bundle = createRequire(__filename)(bundleFile) as GraphQLBundle;
    assert.equal(await bundle.findGraphQLConfig(folder, folder), undefined);
    writeFileSync(join(folder, '.graphqlrc.yml'), 'schema: https://ghe.example.com/api/graphql\n');
    assert.deepEqual((await bundle.findGraphQLConfig(folder, folder))?.schema, [
      { kind: 'url', url: 'https://ghe.example.com/api/graphql' },
    ]);
  });

  it('builds schemas in its language worker, which answers the same as the service in this thread', async () => {
    const bundle = createRequire(__filename)(bundleFile) as GraphQLBundle;
    const worker = bundle.startLanguageWorker(workerFile);
    try {
      const github = await worker.load({ kind: 'bundled' });
      const text = '{ repository(owner: "o", name: "n") { pullRequests(states: "OPEN") { totalCount } } }';
      const local = bundle.createLanguageService(bundle.loadBundledGitHubSchema());
      assert.deepEqual(
        await github.complete(text, { line: 0, character: 38 }),
        local.complete(text, { line: 0, character: 38 }),
      );
      assert.deepEqual(await github.diagnose(text), local.diagnose(text));
      assert.equal(await github.hover(text, { line: 0, character: 5 }), local.hover(text, { line: 0, character: 5 }));
      assert.deepEqual(await github.enumValues('PullRequestState'), ['CLOSED', 'MERGED', 'OPEN']);
      assert.equal(await github.enumValues('Repository'), undefined);
      const small = await worker.load({ kind: 'sdl', text: 'type Query { ping: Pong } enum Pong { PONG }' });
      assert.deepEqual(
        (await small.complete('{ }', { line: 0, character: 2 })).map((item) => item.label),
        ['ping', '__typename', '__schema', '__type'],
      );
      small.dispose();
      await assert.rejects(small.complete('{ }', { line: 0, character: 2 }), /released/);
      assert.ok(
        (await github.operations('query A { viewer { login } }')).length === 1,
        'the first schema is still served',
      );
    } finally {
      await worker.terminate();
    }
  });

  it("keeps V8's compiled code of the bundle after serving, and the next worker starts from it", async () => {
    const bundle = createRequire(__filename)(bundleFile) as GraphQLBundle;
    const codeCacheFile = join(folder, 'code-cache', 'graphql.js.cache');
    const first = bundle.startLanguageWorker(workerFile, { codeCacheFile });
    try {
      const service = await first.load({ kind: 'sdl', text: 'type Query { ping: String }' });
      assert.equal(service.loaded.codeCache, 'made');
      await service.complete('{ }', { line: 0, character: 2 });
      for (let waited = 0; waited < 50 && !existsSync(codeCacheFile); waited++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(existsSync(codeCacheFile), 'the cache was written a moment after the first completion');
    } finally {
      await first.terminate();
    }
    const second = bundle.startLanguageWorker(workerFile, { codeCacheFile });
    try {
      const service = await second.load({ kind: 'sdl', text: 'type Query { ping: String }' });
      assert.equal(service.loaded.codeCache, 'used');
      assert.deepEqual((await service.complete('{ }', { line: 0, character: 2 }))[0]?.label, 'ping');
    } finally {
      await second.terminate();
    }
  });

  it('rejects a schema that cannot be built with the reason, and keeps serving the others', async () => {
    const bundle = createRequire(__filename)(bundleFile) as GraphQLBundle;
    const worker = bundle.startLanguageWorker(workerFile);
    try {
      await assert.rejects(
        worker.load({ kind: 'introspection', introspection: { nope: true } as never }),
        (error: Error) => /__schema|introspection/i.test(error.message),
      );
      const small = await worker.load({ kind: 'sdl', text: 'type Query { ping: String }' });
      assert.deepEqual(await small.diagnose('{ pong }'), [
        {
          message: 'Cannot query field "pong" on type "Query". Did you mean "ping"?',
          severity: 'error',
          range: { start: { line: 0, character: 2 }, end: { line: 0, character: 6 } },
          source: 'GraphQL: Validation',
        },
      ]);
    } finally {
      await worker.terminate();
    }
    await assert.rejects(worker.load({ kind: 'sdl', text: 'type Query { a: Int }' }), /terminated/);
  });

  it("takes graphql-js's ES modules only (one copy, tree-shaken: the executor stays out)", () => {
    const graphqlFiles = inputs.filter((input) => input.startsWith('node_modules/graphql/'));
    assert.ok(graphqlFiles.includes('node_modules/graphql/utilities/buildClientSchema.mjs'));
    assert.deepEqual(
      graphqlFiles.filter((input) => !input.endsWith('.mjs')),
      [],
    );
    assert.ok(!graphqlFiles.includes('node_modules/graphql/execution/execute.mjs'));
    assert.ok(inputs.some((input) => input.startsWith('node_modules/graphql-language-service/esm/')));
  });

  it('gives its language worker a bundle of its own, without the HTTP client and the YAML parser it never uses', () => {
    assert.ok(workerInputs.includes('node_modules/graphql/utilities/buildClientSchema.mjs'));
    assert.ok(workerInputs.includes('src/core/graphql/language/worker-server.ts'));
    assert.deepEqual(
      workerInputs.filter(
        (input) => /^node_modules\/(undici|yaml|zod)\//.test(input) || input.startsWith('src/core/http/'),
      ),
      [],
    );
    assert.ok(
      inputs.some((input) => input.startsWith('node_modules/undici/')),
      'dist/graphql.js still has the client',
    );
  });
});
