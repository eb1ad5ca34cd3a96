// One place that turns every form a schema arrives in into graphql-js's GraphQLSchema: SDL text, an introspection
// result (https://graphql.org/learn/introspection/), or a schema already built.
//
// Both builders are told to trust their input (`assumeValidSDL`, `assumeValid`): what matters is loading what the
// real endpoint serves. GitHub's published SDL defines two fields twice, which graphql-js's SDL validation refuses
// outright, and a schema marked invalid would make every later `validate()` of a document throw instead of
// reporting the document's own errors. Validating a document against the schema still works as usual.
import { buildClientSchema, buildSchema, GraphQLSchema, type IntrospectionQuery } from 'graphql';

export type SchemaInput = string | IntrospectionQuery | { data: IntrospectionQuery } | GraphQLSchema;

export function toGraphQLSchema(input: SchemaInput): GraphQLSchema {
  if (input instanceof GraphQLSchema) return input;
  if (typeof input === 'string') return buildSchema(input, { assumeValidSDL: true, assumeValid: true });
  return buildClientSchema('data' in input ? input.data : input, { assumeValid: true });
}
