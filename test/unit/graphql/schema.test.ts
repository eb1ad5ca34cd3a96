// The schema store: the bundled github.com schema (built from the published SDL at build time), schema inputs of
// every form, and an endpoint's own introspection cached on disk and refreshed in the background (the emulator).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { buildSchema, parse, printSchema, validate, type GraphQLObjectType } from 'graphql';
import { readPublishedSdl } from '../../emulator/graphql/schema.js';
import { gitHubIntrospection } from '../../../scripts/github-schema.mjs';
import { buildClientSchemaLazily } from '../../../src/core/graphql/lazy-client-schema.js';
import { AuthenticationError } from '../../../src/core/http/index.js';
import {
  loadBundledGitHubSchema,
  readBundledGitHubIntrospection,
} from '../../../src/core/graphql/node/bundled-schema.js';
import { cacheFileOf, readCachedIntrospection } from '../../../src/core/graphql/node/schema-cache.js';
import { toGraphQLSchema } from '../../../src/core/graphql/schema-source.js';
import {
  gitHubDotComEndpoint,
  isGitHubDotComEndpoint,
  openEndpointSchema,
  openSchema,
} from '../../../src/core/graphql/schema.js';
import { createGraphQLClient } from '../../../src/core/graphql/index.js';
import { startGraphQLFixture, type GraphQLFixture } from './fixtures.js';
import { testSchemaFile } from './schema-file.js';

describe('bundled github.com schema', () => {
  it('is the published SDL, type for type and description for description', () => {
    const bundled = loadBundledGitHubSchema(testSchemaFile());
    const published = buildSchema(readPublishedSdl(), { assumeValidSDL: true });
    assert.equal(printSchema(bundled), printSchema(published));
    const repository = bundled.getType('Repository') as GraphQLObjectType;
    assert.match(repository.description ?? '', /repository/i);
    assert.ok(repository.getFields().pullRequests);
  });

  it('is an introspection result (the fast form to load) with descriptions', () => {
    const introspection = readBundledGitHubIntrospection(testSchemaFile());
    assert.equal(introspection.__schema.queryType.name, 'Query');
    assert.ok(introspection.__schema.types.length > 1000);
    const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
    assert.deepEqual(asJson(introspection), asJson(gitHubIntrospection()));
  });

  it("parses a type's fields when they are first read: a query validates with those of the types it walks", () => {
    const introspection = readBundledGitHubIntrospection(testSchemaFile());
    const parsed = () =>
      introspection.__schema.types
        .filter((type) => Array.isArray(Object.getOwnPropertyDescriptor(type, 'fields')?.value))
        .map((type) => type.name);
    assert.deepEqual(parsed(), [], 'nothing parsed before the schema is used');
    const schema = buildClientSchemaLazily(introspection, { checkReferences: false });
    assert.deepEqual(
      validate(schema, parse('{ viewer { login repositories(first: 1) { nodes { nameWithOwner } } } }')),
      [],
    );
    const read = parsed();
    for (const name of ['Query', 'User', 'RepositoryConnection', 'Repository'])
      assert.ok(read.includes(name), `${name} in ${read.join(', ')}`);
    assert.ok(read.length < 40, `${read.length} of ${introspection.__schema.types.length} types parsed`);
  });

  it('refuses a file in another form with what to do', () => {
    const folder = mkdtempSync(join(tmpdir(), 'devdesk-bundled-'));
    try {
      const file = join(folder, 'github-schema.gz');
      writeFileSync(file, gzipSync(JSON.stringify(gitHubIntrospection())));
      assert.throws(
        () => readBundledGitHubIntrospection(file),
        /is not a bundled GitHub schema of this DevDesk version; build again/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('openSchema gives it for github.com at once, without asking the endpoint', async () => {
    assert.equal(isGitHubDotComEndpoint('https://api.github.com/graphql/'), true);
    const client = createGraphQLClient({ endpoint: gitHubDotComEndpoint, token: 'never-sent' });
    const opened = await openSchema({ client, cacheDir: '/nonexistent', bundledFile: testSchemaFile() });
    assert.equal(opened.current?.source, 'bundled');
    assert.equal(await opened.fresh, opened.current);
  });
});

describe('schema inputs', () => {
  it('loads the published SDL although graphql-js refuses its duplicated field definitions, and validates documents', () => {
    assert.throws(() => buildSchema(readPublishedSdl()), /can only be defined once/);
    const schema = toGraphQLSchema(readPublishedSdl());
    const errors = validate(schema, parse('{ viewer { login nope } }'));
    assert.deepEqual(
      errors.map((error) => error.message),
      ['Cannot query field "nope" on type "User". Did you mean "name"?'],
    );
  });

  it('takes an introspection result bare or as a response `{ data }`, and a built schema as it is', () => {
    const introspection = readBundledGitHubIntrospection(testSchemaFile());
    const built = toGraphQLSchema(introspection);
    assert.ok(toGraphQLSchema({ data: introspection }).getType('PullRequest'));
    assert.equal(toGraphQLSchema(built), built);
  });
});

describe('endpoint schema cached on disk', () => {
  let fixture: GraphQLFixture;
  const cacheDirs: string[] = [];
  before(async () => {
    fixture = await startGraphQLFixture();
  });
  after(async () => {
    await fixture.close();
    for (const folder of cacheDirs) rmSync(folder, { recursive: true, force: true });
  });
  const freshCache = (): string => {
    cacheDirs.push(mkdtempSync(join(tmpdir(), 'devdesk-schema-')));
    return cacheDirs.at(-1)!;
  };

  it('introspects the endpoint when nothing is cached, and stores the result with the endpoint and the time', async () => {
    const cache = freshCache();
    const before = Date.now();
    const opened = await openEndpointSchema({ client: fixture.client, cacheDir: cache });
    assert.equal(opened.current, undefined);
    const fresh = await opened.fresh;
    assert.equal(fresh.source, 'introspection');
    assert.equal(fresh.endpoint, fixture.client.endpoint);
    assert.ok(fresh.schema.getType('AddReactionPayload'));
    const stored = await readCachedIntrospection(cache, fixture.client.endpoint);
    assert.equal(stored?.endpoint, fixture.client.endpoint);
    assert.ok(stored!.fetchedAt.getTime() >= before && stored!.fetchedAt.getTime() <= Date.now());
    assert.deepEqual(readdirSync(cache), [cacheFileOf(cache, fixture.client.endpoint).split('/').pop()]);
  });

  it('answers from the cache at once; a young cache is not asked for again, an old one is refreshed', async () => {
    const cache = freshCache();
    await (
      await openEndpointSchema({ client: fixture.client, cacheDir: cache })
    ).fresh;

    const young = await openEndpointSchema({ client: fixture.client, cacheDir: cache });
    assert.equal(young.current?.source, 'cache');
    assert.equal(await young.fresh, young.current);

    const later = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const old = await openEndpointSchema({ client: fixture.client, cacheDir: cache, now: later });
    assert.equal(old.current?.source, 'cache');
    const refreshed = await old.fresh;
    assert.equal(refreshed.source, 'introspection');
    assert.ok(refreshed.fetchedAt!.getTime() > old.current!.fetchedAt!.getTime());
  });

  it('keeps the cached schema when the refresh fails; the failure is the client error', async () => {
    const cache = freshCache();
    await (
      await openEndpointSchema({ client: fixture.client, cacheDir: cache })
    ).fresh;
    const signedOut = fixture.clientWith();
    const opened = await openEndpointSchema({ client: signedOut, cacheDir: cache, maxAgeMs: 0 });
    assert.equal(opened.current?.source, 'cache');
    await assert.rejects(opened.fresh, AuthenticationError);
  });

  it("builds with the caller's builder (the extension builds in its worker); an answer the builder refuses is not cached", async () => {
    const cache = freshCache();
    const built: string[] = [];
    const build = async (introspection: { __schema: { queryType: { name: string } | null } }) => {
      built.push(introspection.__schema.queryType?.name ?? '');
      return { handle: built.length };
    };
    const first = await openEndpointSchema({ client: fixture.client, cacheDir: cache, build });
    assert.deepEqual(await first.fresh.then((snapshot) => snapshot.schema), { handle: 1 });
    const again = await openEndpointSchema({ client: fixture.client, cacheDir: cache, build });
    assert.deepEqual(again.current?.schema, { handle: 2 });
    assert.deepEqual(built, ['Query', 'Query']);

    const refusing = freshCache();
    const refused = await openEndpointSchema({
      client: fixture.client,
      cacheDir: refusing,
      build: () => Promise.reject(new Error('no schema')),
    });
    await assert.rejects(refused.fresh, /no schema/);
    assert.deepEqual(readdirSync(refusing), []);
  });

  it('treats a damaged cache file as no cache', async () => {
    const cache = freshCache();
    writeFileSync(cacheFileOf(cache, fixture.client.endpoint), 'not brotli');
    const opened = await openEndpointSchema({ client: fixture.client, cacheDir: cache });
    assert.equal(opened.current, undefined);
    assert.equal((await opened.fresh).source, 'introspection');
  });
});
