// Whether a GraphQL request body asks for a mutation: the request counts (request-stats.ts) tally mutations apart, so a
// test can tell a write from the many reads that also travel as `POST /graphql`
// (https://docs.github.com/en/graphql/guides/forming-calls-with-graphql#communicating-with-graphql).
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/** True when the body's chosen operation (by `operationName`, or the only one) is a mutation; false for anything unreadable. */
export function isMutationBody(body: Buffer): boolean {
  return chosenOperation(body)?.operation === 'mutation';
}

/**
 * The chosen operation's name (`DevDeskViewedFiles`, or `anonymous`) and whether it is a mutation, from one parse;
 * undefined for anything unreadable.
 */
export function operationOf(body: Buffer): { name: string; mutation: boolean } | undefined {
  const chosen = chosenOperation(body);
  return chosen && { name: chosen.name?.value ?? 'anonymous', mutation: chosen.operation === 'mutation' };
}

function chosenOperation(body: Buffer): OperationDefinitionNode | undefined {
  try {
    const { query, operationName } = JSON.parse(body.toString('utf8')) as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return undefined;
    const operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return typeof operationName === 'string'
      ? operations.find((operation) => operation.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  } catch {
    return undefined;
  }
}
