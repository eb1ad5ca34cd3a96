// One place that turns every form a schema arrives in into graphql-js's GraphQLSchema: SDL text, an introspection
// result (https://graphql.org/learn/introspection/), or a schema already built.
//
// Both builders are told to trust their input (`assumeValidSDL`, `assumeValid`): what matters is loading what the
// real endpoint serves. GitHub's published SDL defines two fields twice, which graphql-js's SDL validation refuses
// outright, and a schema marked invalid would make every later `validate()` of a document throw instead of
// reporting the document's own errors. Validating a document against the schema still works as usual.
// An introspection result (github.com's bundled schema, every endpoint's own) builds its types' fields on first use
// (lazy-client-schema.ts says why and how).
import { buildSchema, GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { buildClientSchemaLazily } from './lazy-client-schema.js';

export type SchemaInput = string | IntrospectionQuery | { data: IntrospectionQuery } | GraphQLSchema;

export function toGraphQLSchema(input: SchemaInput): GraphQLSchema {
  if (input instanceof GraphQLSchema) return input;
  if (typeof input === 'string') return buildSchema(input, { assumeValidSDL: true, assumeValid: true });
  return buildClientSchemaLazily('data' in input ? input.data : input);
}
