// One GraphQL request from its decoded body to GitHub's answer: parse, validate, pick the operation, coerce the
// variables, check pagination and cost (query-cost.ts), spend the rate limit, execute with the view resolvers.
import {
  execute,
  getVariableValues,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { safeFieldResolver, viewTypeResolver } from './default-resolver.js';
import { formatGitHubError, gitHubError } from './errors.js';
import { analyzeOperation, type QueryAnalysis } from './query-cost.js';
import type { RateLimitBucket } from './rate-limit.js';

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface ExecutionOutcome {
  status: number;
  body: unknown;
}

export interface ExecutionSetup {
  schema: GraphQLSchema;
  bucket: RateLimitBucket;
  /** Only introspection may run (GET requests). */
  introspectionOnly: boolean;
  /** The root view of an operation (query or mutation), given the analysis so `rateLimit` can report the cost. */
  rootView(kind: 'query' | 'mutation', analysis: QueryAnalysis): unknown;
  /** What the rate-limit error names: GitHub says "for user ID n". */
  viewerDatabaseId: number;
}

const errorsOnly = (errors: readonly GraphQLError[]): ExecutionOutcome => ({
  status: 200,
  body: { errors: errors.map(formatGitHubError) },
});

export async function runGraphQL(request: GraphQLRequestBody, setup: ExecutionSetup): Promise<ExecutionOutcome> {
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    return {
      status: 200,
      body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] },
    };
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    return errorsOnly([error as GraphQLError]);
  }
  const validationErrors = validate(setup.schema, document);
  if (validationErrors.length > 0) return errorsOnly(validationErrors);

  const picked = pickOperation(document, request.operationName);
  if ('error' in picked) return { status: 200, body: { errors: [{ message: picked.error }] } };
  const { operation, fragments } = picked;
  if (operation.operation === 'subscription')
    return { status: 200, body: { errors: [{ message: 'Subscriptions are not supported.' }] } };
  if (setup.introspectionOnly && !isIntrospectionOnly(operation)) {
    return {
      status: 405,
      body: {
        message: 'Only introspection queries may be sent with GET; send other queries and mutations with POST.',
        documentation_url: 'https://docs.github.com/graphql/guides/forming-calls-with-graphql',
      },
    };
  }

  const variables = decodeVariables(request.variables);
  if (!variables) return { status: 200, body: { errors: [{ message: 'Variables are invalid JSON.' }] } };
  const coerced = getVariableValues(setup.schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return errorsOnly(coerced.errors);

  const analysis = analyzeOperation(setup.schema, operation, fragments, coerced.coerced);
  if (analysis.errors.length > 0) return errorsOnly(analysis.errors);
  if (!analysis.dryRun && !setup.bucket.spend(analysis.cost)) return rateLimited(setup.viewerDatabaseId);

  const result: ExecutionResult = await execute({
    schema: setup.schema,
    document,
    operationName: operation.name?.value,
    variableValues: variables,
    rootValue: setup.rootView(operation.operation, analysis),
    fieldResolver: safeFieldResolver,
    typeResolver: viewTypeResolver,
  });
  return {
    status: 200,
    body: { data: result.data ?? null, ...(result.errors ? { errors: result.errors.map(formatGitHubError) } : {}) },
  };
}

/** GitHub's answer once the hour's points are spent. */
export function rateLimited(viewerDatabaseId: number): ExecutionOutcome {
  const error = gitHubError('RATE_LIMITED', `API rate limit exceeded for user ID ${viewerDatabaseId}.`);
  return { status: 403, body: { errors: [{ ...formatGitHubError(error), code: 'graphql_rate_limit' }] } };
}

function pickOperation(
  document: DocumentNode,
  operationName: unknown,
): { operation: OperationDefinitionNode; fragments: Record<string, FragmentDefinitionNode> } | { error: string } {
  const operations: OperationDefinitionNode[] = [];
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  if (typeof operationName === 'string' && operationName !== '') {
    const named = operations.find((operation) => operation.name?.value === operationName);
    return named ? { operation: named, fragments } : { error: `Unknown operation named "${operationName}".` };
  }
  if (operations.length !== 1)
    return { error: 'An operation name is required when the document holds several operations.' };
  return { operation: operations[0]!, fragments };
}

/** True when every root selection is `__schema`, `__type` or `__typename`. */
function isIntrospectionOnly(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
}

/** Variables come as a JSON object; some clients send them as a JSON-encoded string, which GitHub accepts too. */
function decodeVariables(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw === 'string') {
    try {
      return decodeVariables(JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  }
  return isPlainObject(raw) ? raw : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
