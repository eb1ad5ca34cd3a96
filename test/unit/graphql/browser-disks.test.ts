// The GraphQL editor's browser twins over the disks the browser entry hands them (core/graphql/browser/): a
// graphql-config file and its schema files in a virtual workspace, and the schema cache in the global storage, both
// through `workspace.fs` there; here through an in-memory disk with the same contract.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { IntrospectionQuery } from 'graphql';
import { NotInBrowserError } from '../../../src/core/not-in-browser.js';
import { useGraphQLDisks, type GraphQLDisk } from '../../../src/core/graphql/browser/graphql-disks.js';
import { findGraphQLConfig, isInsideFolder } from '../../../src/core/graphql/browser/config.js';
import { readSchemaFiles } from '../../../src/core/graphql/browser/schema-files.js';
import {
  hasCachedIntrospection,
  readCachedIntrospection,
  writeCachedIntrospection,
} from '../../../src/core/graphql/browser/schema-cache.js';

class MemoryDisk implements GraphQLDisk {
  readonly files = new Map<string, Uint8Array>();
  put(path: string, text: string): void {
    this.files.set(path, new TextEncoder().encode(text));
  }
  read(path: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.files.get(path));
  }
  exists(path: string): Promise<boolean> {
    return Promise.resolve(this.files.has(path));
  }
  write(path: string, bytes: Uint8Array): Promise<void> {
    this.files.set(path, bytes);
    return Promise.resolve();
  }
}

const introspection = {
  __schema: { types: [{ kind: 'OBJECT', name: 'Query', fields: [] }] },
} as unknown as IntrospectionQuery;

describe('the GraphQL editor in the browser (workspace.fs disks)', () => {
  it('before the entry hands over its disks, says it needs desktop VS Code', async () => {
    await assert.rejects(findGraphQLConfig('/repo/queries', '/repo'), NotInBrowserError);
  });

  it('finds the nearest .graphqlrc.yml up to the workspace folder and reads its schema file', async () => {
    const workspace = new MemoryDisk();
    useGraphQLDisks({ workspace, storage: new MemoryDisk() });
    workspace.put('/repo/api/.graphqlrc.yml', 'schema: ./schema.graphql\ndocuments: "queries/**/*.graphql"\n');
    workspace.put('/repo/api/schema.graphql', 'type Query { shelvedBookTitles: [String!]! }');
    workspace.put('/.graphqlrc.yml', 'schema: /etc/passwd.graphql\n'); // above the workspace folder: never read
    const config = await findGraphQLConfig('/repo/api/queries/deep', '/repo');
    assert.deepEqual(config, {
      file: '/repo/api/.graphqlrc.yml',
      schema: [{ kind: 'file', path: '/repo/api/schema.graphql' }],
      documents: ['queries/**/*.graphql'],
    });
    const schema = await readSchemaFiles(config!.schema);
    assert.deepEqual(Object.keys(schema!.getQueryType()!.getFields()), ['shelvedBookTitles']);
    assert.equal(await findGraphQLConfig('/repo/other', '/repo'), undefined);
  });

  it('refuses a code file and a schema file outside the workspace folder, in words', async () => {
    const workspace = new MemoryDisk();
    useGraphQLDisks({ workspace, storage: new MemoryDisk() });
    workspace.put('/repo/graphql.config.json', JSON.stringify({ schema: ['./schema.ts', '../../outside.graphql'] }));
    assert.deepEqual((await findGraphQLConfig('/repo', '/repo'))?.schema, [
      {
        kind: 'unsupported',
        pointer: './schema.ts',
        reason: 'code files are not run; point at an SDL or introspection JSON file',
      },
      {
        kind: 'unsupported',
        pointer: '/outside.graphql',
        reason: 'outside the workspace folder: schema files are read only from inside it',
      },
    ]);
    assert.equal(isInsideFolder('/repo/a/../b.graphql', '/repo'), true);
    assert.equal(isInsideFolder('/repository/b.graphql', '/repo'), false);
  });

  it('caches an endpoint introspection in the storage disk, compressed, and reads it back', async () => {
    const storage = new MemoryDisk();
    useGraphQLDisks({ workspace: new MemoryDisk(), storage });
    const endpoint = 'https://ghe.example.com/api/graphql';
    const dir = '/User/globalStorage/devdesk.devdesk/graphql-schemas';
    assert.equal(await hasCachedIntrospection(dir, endpoint), false);
    assert.equal(await readCachedIntrospection(dir, endpoint), undefined);
    const fetchedAt = new Date('2026-11-28T12:00:00Z');
    await writeCachedIntrospection(dir, { endpoint, fetchedAt, introspection });
    assert.equal(await hasCachedIntrospection(dir, endpoint), true);
    const [[file, bytes]] = [...storage.files];
    assert.ok(file.startsWith(`${dir}/schema-`) && file.endsWith('.json.gz'), file);
    assert.deepEqual([bytes![0], bytes![1]], [0x1f, 0x8b]); // gzip
    assert.deepEqual(await readCachedIntrospection(dir, endpoint), { endpoint, fetchedAt, introspection });
    assert.equal(await readCachedIntrospection(dir, 'https://other.example.com/api/graphql'), undefined);
    storage.files.set(file, new TextEncoder().encode('not gzip')); // damaged: fetched anew
    assert.equal(await readCachedIntrospection(dir, endpoint), undefined);
  });
});
