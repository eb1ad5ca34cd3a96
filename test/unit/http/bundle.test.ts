// The core bundle in a Node process of its own, as the extension host loads it: what a SchemaMismatchError says.
// The core's schemas are zod/mini, which installs no issue messages; zod's classic API installs English ones
// process-wide when it builds its first schema. This test process has the classic API loaded (tests and emulator
// use it), which would hide a bundle that relied on it: so the bundle runs in a fresh process here.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { z } from 'zod';
import { http1Only } from '../../../scripts/esbuild-http1-only.mjs';
import { llhttpBesideBundle } from '../../../scripts/esbuild-llhttp-beside.mjs';
import { undiciAgentBeside, undiciAgentEntry } from '../../../scripts/esbuild-undici-agent-chunk.mjs';
import { createArticleClient } from '../../../src/core/articles/index.js';
import { closeSharedDispatcher, SchemaMismatchError, type SchemaIssue } from '../../../src/core/http/index.js';

/** Wrong bodies by path: every field of a tag of a wrong type or missing; a comment with a bad id and date. */
const answers: Record<string, unknown> = {
  '/api/v2/tags/zod': { followers_count: 1.5, icon_url: 3, id: null },
  '/api/v2/comments/c1': {
    body: 'b',
    created_at: 'yesterday',
    id: 'not-hex',
    rendered_body: 'r',
    updated_at: '2024-01-02T03:04:05+09:00',
    user: null,
  },
  '/api/v2/tags/devdesk': { followers_count: 3, icon_url: null, id: 'devdesk', items_count: 7 },
};

const expectedTagIssues: SchemaIssue[] = [
  { field: 'followers_count', message: 'Invalid input: expected int, received number' },
  { field: 'icon_url', message: 'Invalid input: expected string, received number' },
  { field: 'id', message: 'Invalid input: expected string, received null' },
  { field: 'items_count', message: 'Invalid input: expected number, received undefined' },
];

/** Run with `node -e <script> <bundle> <baseUrl> <endpoint> <argument>`: prints the issues of the failed call. */
const childScript = `
const [, bundle, baseUrl, endpoint, argument] = process.argv;
const core = require(bundle);
core.createArticleClient({ baseUrl })[endpoint](argument)
  .then(() => process.stdout.write('null'), (error) => process.stdout.write(JSON.stringify(error.issues)))
  .finally(() => core.closeSharedDispatcher());
`;

/**
 * Run with `node -e <script> <bundle> <baseUrl>`: reads a tag, prints its id and which of undici's HTTP parser files
 * the bundle required to read it.
 */
const parserScript = `
const Module = require('node:module');
const required = [];
const originalRequire = Module.prototype.require;
Module.prototype.require = function (id) {
  required.push(id);
  return originalRequire.apply(this, arguments);
};
const [, bundle, baseUrl] = process.argv;
const core = require(bundle);
core.createArticleClient({ baseUrl }).getTag('devdesk')
  .then((tag) => process.stdout.write(JSON.stringify({ tag: tag.id, parsers: required.filter((id) => id.includes('llhttp')) })))
  .finally(() => core.closeSharedDispatcher());
`;

/** The start of any WebAssembly module (its magic number, `\0asm`) written in base64, as undici holds llhttp. */
const wasmInBase64 = 'AGFzbQ';

/**
 * The files that put code into a build's bundle (the import graph also lists files tree-shaking left out), named from
 * their node_modules folder on (a git worktree reaches the packages through a link: `../../main/node_modules/…`).
 */
function inputsOf(result: esbuild.BuildResult): string[] {
  const [output] = Object.values(result.metafile!.outputs).filter((entry) => entry.entryPoint);
  return Object.entries(output!.inputs).flatMap(([input, { bytesInOutput }]) =>
    bytesInOutput > 0 ? [input.replace(/^(?:\.\.\/)+(?:[^/]+\/)*?(?=node_modules\/)/, '')] : [],
  );
}

describe('core bundle in a fresh process', () => {
  let folder: string;
  let bundle: string;
  let server: Server;
  let baseUrl: string;
  let inputs: string[];
  /** dist/undici-agent.chunk.js, which the bundle requires on its first dispatcher, and its inputs. */
  let agentChunk: string;
  let agentInputs: string[];

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'devdesk-core-'));
    bundle = join(folder, 'core.js');
    agentChunk = join(folder, 'undici-agent.chunk.js');
    const options: esbuild.BuildOptions = {
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      external: ['vscode'],
      metafile: true,
      logLevel: 'silent',
      plugins: [http1Only(), llhttpBesideBundle(), undiciAgentBeside()],
    };
    inputs = inputsOf(await esbuild.build({ ...options, entryPoints: ['src/core/index.ts'], outfile: bundle }));
    agentInputs = inputsOf(await esbuild.build({ ...options, entryPoints: undiciAgentEntry, outdir: folder }));
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answers[request.url ?? ''] ?? null));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await closeSharedDispatcher();
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  async function issuesInFreshProcess(endpoint: string, argument: string): Promise<SchemaIssue[]> {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '-e',
      childScript,
      bundle,
      baseUrl,
      endpoint,
      argument,
    ]);
    return JSON.parse(stdout) as SchemaIssue[];
  }

  async function issuesInThisProcess(call: Promise<unknown>): Promise<SchemaIssue[]> {
    const error = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    assert.ok(error instanceof SchemaMismatchError);
    return error.issues;
  }

  it("leaves out the parts of undici and zod the core does not use (undici's entry, zod's classic API and locales)", () => {
    const unused = [
      'node_modules/undici/index.js',
      'node_modules/undici/lib/web/websocket/',
      'node_modules/undici/lib/mock/',
      'node_modules/undici/lib/cache/',
      'node_modules/zod/v4/classic/',
      'node_modules/zod/v4/locales/ja.js',
    ];
    assert.ok(agentInputs.includes('node_modules/undici/lib/dispatcher/agent.js'));
    assert.ok(inputs.includes('node_modules/zod/v4/locales/en.js'));
    assert.deepEqual(
      [...inputs, ...agentInputs].filter((input) => unused.some((part) => input.startsWith(part))),
      [],
    );
  });

  it("carries none of undici: it requires undici's Agent from the chunk beside it, on its first dispatcher", () => {
    assert.deepEqual(
      inputs.filter((input) => input.startsWith('node_modules/undici/')),
      [],
    );
    assert.ok(readFileSync(bundle, 'utf8').includes('require("./undici-agent.chunk.js")'));
  });

  it("leaves out undici's HTTP/2 client, and with it node:http2 (the requests below go through the bundle)", () => {
    const text = readFileSync(agentChunk, 'utf8');
    assert.ok(text.includes("DevDesk's HTTP client speaks HTTP/1.1 only"));
    assert.ok(!text.includes('node:http2'));
    assert.ok(!readFileSync(bundle, 'utf8').includes('node:http2'));
  });

  it("carries neither of undici's WebAssembly HTTP parsers: both are beside it, as undici's own files", () => {
    assert.ok(!readFileSync(bundle, 'utf8').includes(wasmInBase64));
    assert.ok(!readFileSync(agentChunk, 'utf8').includes(wasmInBase64));
    for (const parser of ['llhttp_simd-wasm', 'llhttp-wasm']) {
      const source = createRequire(__filename).resolve(`undici/lib/llhttp/${parser}.js`);
      assert.equal(readFileSync(join(folder, `${parser}.chunk.js`), 'utf8'), readFileSync(source, 'utf8'));
    }
  });

  it('reads an answer with the SIMD parser beside it, and with the other when SIMD is turned off', async () => {
    const readTag = async (env: NodeJS.ProcessEnv) =>
      JSON.parse(
        (await promisify(execFile)(process.execPath, ['-e', parserScript, bundle, baseUrl], { env })).stdout,
      ) as unknown;
    assert.deepEqual(await readTag(process.env), { tag: 'devdesk', parsers: ['./llhttp_simd-wasm.chunk.js'] });
    assert.deepEqual(await readTag({ ...process.env, UNDICI_NO_WASM_SIMD: '1' }), {
      tag: 'devdesk',
      parsers: ['./llhttp-wasm.chunk.js'],
    });
  });

  it('the classic API is loaded in this process and has installed its English messages', () => {
    const result = z.string().safeParse(1);
    assert.equal(result.error?.issues[0]?.message, 'Invalid input: expected string, received number');
  });

  it("names each mismatching field with zod's English messages, in a process without zod's classic API", async () => {
    assert.deepEqual(await issuesInFreshProcess('getTag', 'zod'), expectedTagIssues);
  });

  it('says the same as the sources in this process, custom and format messages included', async () => {
    const client = createArticleClient({ baseUrl });
    assert.deepEqual(await issuesInThisProcess(client.getTag('zod')), expectedTagIssues);
    const fresh = await issuesInFreshProcess('getComment', 'c1');
    assert.deepEqual(fresh, await issuesInThisProcess(client.getComment('c1')));
    assert.deepEqual(fresh, [
      { field: 'created_at', message: 'Invalid ISO datetime' },
      { field: 'id', message: 'expected 20 hex digits' },
      { field: 'user', message: 'Invalid input: expected object, received null' },
    ]);
  });
});
