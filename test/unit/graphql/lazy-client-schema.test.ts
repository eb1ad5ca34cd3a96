// The lazy introspection build on github.com's full schema: the same schema as graphql-js's own build, fields built
// only when asked for, graphql-js left as it was, and an incomplete introspection still refused when it is built.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildClientSchema,
  buildSchema,
  GraphQLObjectType,
  introspectionFromSchema,
  parse,
  printSchema,
  validate,
  type GraphQLInputObjectType,
  type IntrospectionQuery,
} from 'graphql';
import { readBundledGitHubIntrospection } from '../../../src/core/graphql/node/bundled-schema.js';
import { buildClientSchemaLazily } from '../../../src/core/graphql/lazy-client-schema.js';
import { testSchemaFile } from './schema-file.js';

const gitHub = (): IntrospectionQuery => readBundledGitHubIntrospection(testSchemaFile());

/** Whether graphql-js has built a type's fields yet (its own `_fields` slot holds the thunk until then). */
const fieldsBuilt = (type: unknown): boolean => typeof (type as { _fields: unknown })._fields !== 'function';

describe('buildClientSchemaLazily', () => {
  it('gives the schema graphql-js builds from the same introspection, type for type', () => {
    const introspection = gitHub();
    const lazy = buildClientSchemaLazily(introspection);
    const eager = buildClientSchema(introspection, { assumeValid: true });
    assert.equal(printSchema(lazy), printSchema(eager));
    assert.deepEqual(Object.keys(lazy.getTypeMap()).sort(), Object.keys(eager.getTypeMap()).sort());
    assert.deepEqual(
      lazy
        .getPossibleTypes(lazy.getType('Node') as never)
        .map((type) => type.name)
        .sort(),
      eager
        .getPossibleTypes(eager.getType('Node') as never)
        .map((type) => type.name)
        .sort(),
    );
  });

  it('builds a type’s fields when they are first asked for, and leaves graphql-js as it was', () => {
    const getFields = GraphQLObjectType.prototype.getFields;
    const schema = buildClientSchemaLazily(gitHub());
    assert.equal(GraphQLObjectType.prototype.getFields, getFields);
    const repository = schema.getType('Repository') as GraphQLObjectType;
    assert.equal(fieldsBuilt(repository), false);
    assert.equal(fieldsBuilt(schema.getType('Release')), false);
    const errors = validate(schema, parse('{ repository(owner: "o", name: "n") { nameWithOwner nope } }'));
    assert.deepEqual(
      errors.map((error) => error.message),
      ['Cannot query field "nope" on type "Repository". Did you mean "name"?'],
    );
    assert.equal(fieldsBuilt(repository), true);
    assert.equal(fieldsBuilt(schema.getType('Release')), false);
    assert.equal(
      repository
        .getFields()
        .pullRequests.args.find((arg) => arg.name === 'states')
        ?.type.toString(),
      '[PullRequestState!]',
    );
  });

  it('refuses an introspection that names a type it does not list, when it is built', () => {
    const introspection = gitHub();
    const types = introspection.__schema.types.filter((type) => type.name !== 'PullRequestState');
    const incomplete = { __schema: { ...introspection.__schema, types } } as IntrospectionQuery;
    assert.throws(() => buildClientSchemaLazily(incomplete), /unknown type: PullRequestState\b/);
    assert.throws(() => buildClientSchemaLazily({ nope: true } as never), /introspection/i);
  });

  it('answers introspection queries although the result lists no __ types', () => {
    const introspection = gitHub();
    const types = introspection.__schema.types.filter((type) => !type.name.startsWith('__'));
    const schema = buildClientSchemaLazily({ __schema: { ...introspection.__schema, types } } as IntrospectionQuery);
    assert.ok(schema.getType('__Type'));
    assert.deepEqual(validate(schema, parse('{ __schema { types { name fields { name } } } }')), []);
  });

  it('builds a directive’s input-object default as graphql-js does', () => {
    const source = buildClientSchema(introspectionOf(directiveWithInputDefault), { assumeValid: true });
    const schema = buildClientSchemaLazily(introspectionOf(directiveWithInputDefault));
    const defaultOf = (built: typeof schema) => ({ ...(built.getDirective('cached')?.args[0].defaultValue as object) });
    assert.deepEqual(defaultOf(schema), { seconds: 60 });
    assert.deepEqual(defaultOf(schema), defaultOf(source));
    assert.ok((schema.getType('CacheHint') as GraphQLInputObjectType).getFields().seconds);
  });
});

const directiveWithInputDefault = `
  input CacheHint { seconds: Int }
  directive @cached(hint: CacheHint = { seconds: 60 }) on FIELD
  type Query { a: Int }
`;

/** The introspection result of an SDL schema, as an endpoint would answer it. */
const introspectionOf = (sdl: string): IntrospectionQuery => introspectionFromSchema(buildSchema(sdl));
