// Fidelity: the emulator serves GitHub's published schema (@octokit/graphql-schema), whole, and introspection
// hands it to clients.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildClientSchema, getIntrospectionQuery, isObjectType, printSchema, type IntrospectionQuery } from 'graphql';
import { buildPublishedSchema, gitHubSchema, readPublishedSdl, schemaBuildStats } from './schema.js';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

/** Type names declared in the SDL text, found with a plain regex (independent of graphql-js). */
function declaredTypeNames(sdl: string): Set<string> {
  return new Set([...sdl.matchAll(/^(?:type|interface|enum|input|union|scalar) (\w+)/gm)].map((match) => match[1]!));
}

describe('GraphQL schema fidelity', () => {
  let client: GraphQLTestClient;
  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  it('is the published schema file, printed identically, not a subset', () => {
    const sdl = readPublishedSdl();
    const schema = gitHubSchema();
    assert.equal(printSchema(schema), printSchema(buildPublishedSchema(sdl)));

    const declared = declaredTypeNames(sdl);
    assert.ok(declared.size > 1500, `the published file declares ${declared.size} types`);
    const served = new Set(Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')));
    // The served schema has every declared type plus the built-in scalars graphql-js adds (String, Int, ...).
    for (const name of declared) assert.ok(served.has(name), `missing type ${name}`);
    const extra = [...served].filter((name) => !declared.has(name)).sort();
    assert.deepEqual(extra, ['Boolean', 'Float', 'ID', 'Int', 'String']);
  });

  it('has the key types and fields the extension uses', () => {
    const schema = gitHubSchema();
    const query = schema.getQueryType()!.getFields();
    for (const field of ['viewer', 'repository', 'node', 'nodes', 'rateLimit'])
      assert.ok(query[field], `Query.${field}`);
    const mutation = schema.getMutationType()!.getFields();
    for (const field of ['addReaction', 'removeReaction', 'addComment', 'mergePullRequest'])
      assert.ok(mutation[field], `Mutation.${field}`);
    const reactionContent = schema.getType('ReactionContent');
    assert.ok(reactionContent && 'getValues' in reactionContent);
    assert.deepEqual(
      reactionContent
        .getValues()
        .map((value) => value.name)
        .sort(),
      ['CONFUSED', 'EYES', 'HEART', 'HOORAY', 'LAUGH', 'ROCKET', 'THUMBS_DOWN', 'THUMBS_UP'],
    );
    const pullRequest = schema.getType('PullRequest');
    assert.ok(isObjectType(pullRequest));
    for (const field of ['headRefOid', 'mergeable', 'isDraft', 'changedFiles', 'reactionGroups'])
      assert.ok(pullRequest.getFields()[field], `PullRequest.${field}`);
  });

  it('is built once and cached, and reports its build time', () => {
    assert.equal(gitHubSchema(), gitHubSchema());
    const stats = schemaBuildStats();
    assert.ok(stats.buildMs >= 0);
    assert.equal(stats.typeCount, Object.keys(gitHubSchema().getTypeMap()).length);
    assert.match(stats.file, /@octokit[/\\]graphql-schema[/\\]schema\.graphql$/);
  });

  it('answers the standard introspection query over POST with the real schema', async () => {
    const answer = await client.post(getIntrospectionQuery());
    assert.equal(answer.status, 200);
    assert.equal(answer.body.errors, undefined);
    const schema = buildClientSchema(answer.body.data as IntrospectionQuery);
    assert.ok(schema.getQueryType()!.getFields().repository);
    assert.ok(schema.getMutationType()!.getFields().addReaction);
    assert.equal(Object.keys(schema.getTypeMap()).length, Object.keys(gitHubSchema().getTypeMap()).length);
  });

  it('answers introspection over GET (?query=), as GitHub allows', async () => {
    const answer = await client.request({ method: 'GET', search: { query: getIntrospectionQuery() } });
    assert.equal(answer.status, 200);
    const schema = buildClientSchema(answer.body.data as IntrospectionQuery);
    assert.ok(schema.getMutationType()!.getFields().mergePullRequest);
  });
});
