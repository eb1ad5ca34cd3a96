// An endpoint's own schema, asked of it with the standard introspection query
// (https://graphql.org/learn/introspection/) through the GraphQL client, so the token rules, errors and cancellation
// are the client's.
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import type { GraphQLClient } from './client.js';

/**
 * The query without the newer options (`specifiedByURL`, `isRepeatable`, deprecated arguments): older servers,
 * older GitHub Enterprise Server versions among them, reject fields they do not know.
 */
const introspectionQuery = getIntrospectionQuery({ descriptions: true });

export async function introspect(
  client: GraphQLClient,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<IntrospectionQuery> {
  return client.request<IntrospectionQuery>({
    query: introspectionQuery,
    operationName: 'IntrospectionQuery',
    ...options,
  });
}
