// Whether a GraphQL request body asks for a mutation: the request counts (request-stats.ts) tally mutations apart, so a
// test can tell a write from the many reads that also travel as `POST /graphql`
// (https://docs.github.com/en/graphql/guides/forming-calls-with-graphql#communicating-with-graphql).
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/** True when the body's chosen operation (by `operationName`, or the only one) is a mutation; false for anything unreadable. */
export function isMutationBody(body: Buffer): boolean {
  try {
    const { query, operationName } = JSON.parse(body.toString('utf8')) as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return false;
    const operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const chosen =
      typeof operationName === 'string'
        ? operations.find((operation) => operation.name?.value === operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
    return chosen?.operation === 'mutation';
  } catch {
    return false;
  }
}
