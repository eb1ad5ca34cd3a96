// graphql-config files: found from a document's folder upwards, their schema pointers read (SDL files, an
// introspection JSON, URLs introspected through the schema store), and what is not supported said with a reason.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findGraphQLConfig, isInsideFolder } from '../../../src/core/graphql/node/config.js';
import { readSchemaFiles } from '../../../src/core/graphql/node/schema-files.js';
import { openEndpointSchema } from '../../../src/core/graphql/schema.js';
import { publishedSchemaFile } from '../../emulator/graphql/schema.js';
import { startGraphQLFixture, type GraphQLFixture } from './fixtures.js';

describe('graphql-config', () => {
  let root: string;
  const folder = (...parts: string[]): string => {
    const path = join(root, ...parts);
    mkdirSync(path, { recursive: true });
    return path;
  };
  const write = (path: string, text: string): void => writeFileSync(path, text);

  before(() => {
    root = mkdtempSync(join(tmpdir(), 'devdesk-graphql-config-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('is never required: no file up to the root gives undefined', async () => {
    assert.equal(await findGraphQLConfig(folder('empty', 'deep'), root), undefined);
  });

  it('reads .graphqlrc.yml: the schema file relative to it, the document patterns, and builds the schema', async () => {
    const project = folder('yaml');
    write(join(project, '.graphqlrc.yml'), 'schema: ./schema.graphql\ndocuments: "src/**/*.graphql"\n');
    write(join(project, 'schema.graphql'), 'type Query { hello(name: String): String }');
    const config = await findGraphQLConfig(folder('yaml', 'src', 'queries'), root);
    assert.deepEqual(config, {
      file: join(project, '.graphqlrc.yml'),
      schema: [{ kind: 'file', path: join(project, 'schema.graphql') }],
      documents: ['src/**/*.graphql'],
    });
    const schema = await readSchemaFiles(config.schema);
    assert.deepEqual(Object.keys(schema!.getQueryType()!.getFields()), ['hello']);
  });

  it('takes the nearest folder first, and .graphqlrc written as JSON', async () => {
    write(join(folder('near'), 'graphql.config.json'), JSON.stringify({ schema: 'outer.graphql' }));
    write(join(folder('near', 'inner'), '.graphqlrc'), '{ "schema": "inner.graphql" }');
    assert.deepEqual((await findGraphQLConfig(folder('near', 'inner'), root))?.schema, [
      { kind: 'file', path: join(root, 'near', 'inner', 'inner.graphql') },
    ]);
    assert.deepEqual((await findGraphQLConfig(folder('near'), root))?.schema, [
      { kind: 'file', path: join(root, 'near', 'outer.graphql') },
    ]);
  });

  it("reads package.json's graphql member, and a projects map (default, else the first project)", async () => {
    write(
      join(folder('package'), 'package.json'),
      JSON.stringify({
        name: 'x',
        graphql: { projects: { web: { schema: 'web.graphql' }, default: { schema: 'main.graphql' } } },
      }),
    );
    assert.deepEqual(await findGraphQLConfig(folder('package'), root), {
      file: join(root, 'package', 'package.json'),
      project: 'default',
      schema: [{ kind: 'file', path: join(root, 'package', 'main.graphql') }],
      documents: [],
    });
    write(
      join(folder('projects'), 'graphql.config.yml'),
      'projects:\n  web:\n    schema: web.graphql\n  admin:\n    schema: admin.graphql\n',
    );
    assert.equal((await findGraphQLConfig(folder('projects'), root))?.project, 'web');
  });

  it('keeps URLs (with their options left out), and says why globs and code files are not read', async () => {
    const config = `schema:\n  - https://ghe.example.com/api/graphql:\n      headers:\n        Authorization: secret\n  - ./schema/*.graphql\n  - ./schema.ts\n`;
    write(join(folder('pointers'), 'graphql.config.yaml'), config);
    assert.deepEqual((await findGraphQLConfig(folder('pointers'), root))?.schema, [
      { kind: 'url', url: 'https://ghe.example.com/api/graphql' },
      {
        kind: 'unsupported',
        pointer: './schema/*.graphql',
        reason: 'glob patterns are not expanded; name the schema file',
      },
      {
        kind: 'unsupported',
        pointer: './schema.ts',
        reason: 'code files are not run; point at an SDL or introspection JSON file',
      },
    ]);
  });

  it("loads GitHub's published SDL through a config, duplicated fields and all", async () => {
    copyFileSync(publishedSchemaFile(), join(folder('github'), 'github.graphql'));
    write(join(folder('github'), '.graphqlrc.json'), JSON.stringify({ schema: './github.graphql' }));
    const schema = await readSchemaFiles((await findGraphQLConfig(folder('github'), root))!.schema);
    assert.ok(schema?.getType('PullRequest'));
  });

  it('a path is inside a folder when it is the folder or below it, whatever its dots say', () => {
    assert.ok(isInsideFolder(join(root, 'a', 'schema.graphql'), root));
    assert.ok(isInsideFolder(root, root));
    assert.ok(isInsideFolder(join(root, 'a', '..', 'b.graphql'), root));
    assert.ok(isInsideFolder(join(root, '..schema.graphql'), root), 'a name that starts with two dots');
    assert.ok(!isInsideFolder(join(root, '..', 'x.graphql'), root));
    assert.ok(!isInsideFolder(join(root, 'a', '..', '..', '..', 'etc', 'x.graphql'), root));
    assert.ok(!isInsideFolder(`${root}-sibling/x.graphql`, root), 'a sibling folder whose name starts the same');
    assert.ok(!isInsideFolder('/etc/passwd', root));
  });

  it('refuses schema files outside the workspace folder: ../ paths, absolute paths, and symbolic links that lead out', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'devdesk-graphql-outside-'));
    try {
      write(join(outside, 'secret.graphql'), 'type Query { secret: String }');
      const project = folder('escape', 'project');
      write(join(project, 'inside.graphql'), 'type Query { inside: String }');
      symlinkSync(join(outside, 'secret.graphql'), join(project, 'linked.graphql'));
      const relativeOut = join('..', '..', relative(root, outside), 'secret.graphql'); // up to the root, then out of it
      write(
        join(project, 'graphql.config.yml'),
        `schema:\n  - ./inside.graphql\n  - ${relativeOut}\n  - ${join(outside, 'secret.graphql')}\n  - ./linked.graphql\n`,
      );
      const reason = 'outside the workspace folder: schema files are read only from inside it';
      const schema = (await findGraphQLConfig(project, join(root, 'escape')))!.schema;
      assert.deepEqual(schema, [
        { kind: 'file', path: join(project, 'inside.graphql') },
        { kind: 'unsupported', pointer: join(outside, 'secret.graphql'), reason },
        { kind: 'unsupported', pointer: join(outside, 'secret.graphql'), reason },
        { kind: 'unsupported', pointer: join(project, 'linked.graphql'), reason },
      ]);
      const built = await readSchemaFiles(schema);
      assert.deepEqual(Object.keys(built!.getQueryType()!.getFields()), ['inside'], 'only the file inside is read');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('passes over a file that names no usable project: the next one up counts', async () => {
    write(join(folder('skip'), 'graphql.config.json'), JSON.stringify({ schema: 'outer.graphql' }));
    write(join(folder('skip', 'inner'), '.graphqlrc.yml'), ''); // empty: no project
    assert.deepEqual((await findGraphQLConfig(folder('skip', 'inner'), root))?.schema, [
      { kind: 'file', path: join(root, 'skip', 'outer.graphql') },
    ]);
    assert.equal(
      await findGraphQLConfig(folder('skip', 'inner'), join(root, 'skip', 'inner')),
      undefined,
      'not above the root',
    );
  });

  it('a file that does not parse is an error, not a missing config', async () => {
    write(join(folder('broken'), '.graphqlrc.json'), '{ "schema": [');
    await assert.rejects(findGraphQLConfig(folder('broken'), root));
  });

  it('builds no code from a YAML tag, and a file of nested aliases ("billion laughs") costs nothing to read', async () => {
    write(join(folder('tagged'), '.graphqlrc.yml'), 'schema: !!js/function "function () { return 1 }"\n');
    await assert.rejects(findGraphQLConfig(folder('tagged'), root), /unknown tag/);
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 9; level++) {
      const name = String.fromCharCode(97 + level);
      const above = String.fromCharCode(96 + level);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${above}`).join(', ')}]`);
    }
    write(join(folder('laughs'), '.graphqlrc.yml'), `${levels.join('\n')}\nschema: [*i, ./schema.graphql]\n`);
    const config = await findGraphQLConfig(folder('laughs'), root);
    assert.deepEqual(config?.schema, [
      { kind: 'unsupported', pointer: '[…]', reason: 'not a file path or URL' },
      { kind: 'file', path: join(root, 'laughs', 'schema.graphql') },
    ]);
  });

  describe('with an endpoint', () => {
    let fixture: GraphQLFixture;
    before(async () => {
      fixture = await startGraphQLFixture();
    });
    after(() => fixture.close());

    it('a URL pointer is introspected by the schema store with the client of that endpoint', async () => {
      write(join(folder('remote'), '.graphqlrc.yml'), `schema: ${fixture.emulator.info.graphql}\n`);
      const [pointer] = (await findGraphQLConfig(folder('remote'), root))!.schema;
      assert.equal(pointer?.kind, 'url');
      assert.equal(pointer.kind === 'url' && pointer.url, fixture.client.endpoint);
      const opened = await openEndpointSchema({ client: fixture.client, cacheDir: folder('remote', 'cache') });
      assert.ok((await opened.fresh).schema.getType('AddReactionInput'));
    });
  });
});
