// What the client needs to know about the operation it sends, read with graphql-js's parser: whether it is a
// query (only a query may be sent again after a failure: a repeated mutation could apply twice) and under which
// response key the root `rateLimit` field answers, if it is selected.
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface OperationInfo {
  /** Undefined when the document does not parse or does not single out one operation: treat it as a write. */
  type: OperationType | undefined;
  /** The response key of a root `rateLimit` field (its alias, or `rateLimit`), when the operation selects one. */
  rateLimitKey: string | undefined;
  /** The operation's name, when it has one. */
  name?: string;
}

const unknownOperation: OperationInfo = { type: undefined, rateLimitKey: undefined };

export function describeOperation(query: string, operationName?: string): OperationInfo {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return unknownOperation; // the server will say what is wrong; nothing is repeated meanwhile
  }
  const operation = selectOperation(document, operationName);
  if (!operation) return unknownOperation;
  const type = operation.operation as OperationType;
  return { type, rateLimitKey: rateLimitKeyOf(operation), name: operation.name?.value };
}

/**
 * The operation the server will run: the one named `operationName`, or the only one when no name is given
 * (the rule of https://spec.graphql.org/October2021/#GetOperation()).
 */
export function selectOperation(document: DocumentNode, operationName?: string): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/** Only root fields written directly in the operation count; `rateLimit` behind a fragment is not looked for. */
function rateLimitKeyOf(operation: OperationDefinitionNode): string | undefined {
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD && selection.name.value === 'rateLimit')
      return selection.alias?.value ?? 'rateLimit';
  }
  return undefined;
}
