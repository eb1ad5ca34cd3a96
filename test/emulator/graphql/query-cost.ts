// Static analysis of one operation before it runs, the way GitHub does it:
// - every connection asked for more than its `totalCount` must be bounded by `first` or `last` (0..100), else
//   the whole request fails;
// - node count: the most nodes the query could return (sum over connections of the product of the page sizes on
//   the way down), capped at 500,000;
// - cost: requests needed to fulfil every connection (a connection below a page of n parents counts n times),
//   divided by 100 and rounded, at least 1.
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { gitHubError, type GitHubErrorType } from './errors.js';

export const maxPageSize = 100;
export const maxNodeCount = 500_000;

export interface QueryAnalysis {
  cost: number;
  nodeCount: number;
  /** Pagination and node-limit errors: when any, GitHub refuses the whole request. */
  errors: GraphQLError[];
  /** `rateLimit(dryRun: true)` was asked: the query is costed but not charged. */
  dryRun: boolean;
}

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Variables;
  requests: number;
  nodeCount: number;
  errors: GraphQLError[];
  dryRun: boolean;
}

/** True for Relay connection fields: a `...Connection` type paginated with `first`/`last`. */
export function isConnectionField(field: GraphQLField<unknown, unknown>): boolean {
  const names = new Set(field.args.map((arg) => arg.name));
  return getNamedType(field.type).name.endsWith('Connection') && names.has('first') && names.has('last');
}

export function analyzeOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Variables,
): QueryAnalysis {
  const root = schema.getRootType(operation.operation);
  const walk: Walk = { schema, fragments, variables, requests: 0, nodeCount: 0, errors: [], dryRun: false };
  if (root) visit(walk, operation.selectionSet, root, 1, []);
  return {
    cost: Math.max(1, Math.round(walk.requests / 100)),
    nodeCount: walk.nodeCount,
    errors: walk.errors,
    dryRun: walk.dryRun,
  };
}

function visit(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  parents: number,
  path: string[],
): void {
  for (const selection of selectionSet.selections) {
    if (!isIncluded(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) visitField(walk, selection, parentType, parents, path);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType;
      if (type && isCompositeType(type)) visit(walk, selection.selectionSet, type, parents, path);
    } else {
      const fragment = walk.fragments[selection.name.value];
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && type && isCompositeType(type)) visit(walk, fragment.selectionSet, type, parents, path);
    }
  }
}

function visitField(
  walk: Walk,
  node: FieldNode,
  parentType: GraphQLCompositeType,
  parents: number,
  parentPath: string[],
): void {
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return;
  const field = parentType.getFields()[node.name.value];
  if (!field) return;
  const path = [...parentPath, node.alias?.value ?? node.name.value];
  const args = argumentsOf(walk, field, node);
  if (field.name === 'rateLimit' && args.dryRun === true) walk.dryRun = true;

  let instances = parents;
  if (isConnectionField(field) && !countsOnly(walk, node.selectionSet)) {
    const pageSize = checkPageSize(walk, field.name, args, node, path);
    if (pageSize === undefined) return;
    walk.requests += parents;
    instances = parents * pageSize;
    const before = walk.nodeCount;
    walk.nodeCount += instances;
    if (walk.nodeCount > maxNodeCount && before <= maxNodeCount) {
      walk.errors.push(
        gitHubError(
          'MAX_NODE_LIMIT_EXCEEDED',
          `By the time this query traverses to the ${field.name} connection, it is requesting up to ${walk.nodeCount.toLocaleString('en-US')} possible nodes which exceeds the maximum limit of ${maxNodeCount.toLocaleString('en-US')}.`,
          node,
          path,
        ),
      );
    }
  }
  const type = getNamedType(field.type);
  if (node.selectionSet && isCompositeType(type)) visit(walk, node.selectionSet, type, instances, path);
}

/**
 * True when a connection is asked only for `totalCount` (GitHub answers `followers { totalCount }` without
 * `first`/`last`, and such a selection fetches no nodes).
 */
function countsOnly(walk: Walk, selectionSet: SelectionSetNode | undefined): boolean {
  if (!selectionSet) return true;
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD)
      return selection.name.value === 'totalCount' || selection.name.value === '__typename';
    if (selection.kind === Kind.INLINE_FRAGMENT) return countsOnly(walk, selection.selectionSet);
    const fragment = walk.fragments[selection.name.value];
    return fragment ? countsOnly(walk, fragment.selectionSet) : true;
  });
}

/** The page size of a connection, or undefined (after recording GitHub's error) when it is not properly bounded. */
function checkPageSize(
  walk: Walk,
  connection: string,
  args: Record<string, unknown>,
  node: FieldNode,
  path: string[],
): number | undefined {
  const first = typeof args.first === 'number' ? args.first : undefined;
  const last = typeof args.last === 'number' ? args.last : undefined;
  const fail = (type: GitHubErrorType, message: string): undefined => {
    walk.errors.push(gitHubError(type, message, node, path));
    return undefined;
  };
  if (first === undefined && last === undefined) {
    return fail(
      'MISSING_PAGINATION_BOUNDARIES',
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`,
    );
  }
  if (first !== undefined && last !== undefined) {
    return fail(
      'ARGUMENT_LIMIT',
      `Passing both \`first\` and \`last\` to paginate the \`${connection}\` connection is not supported.`,
    );
  }
  const argument = first !== undefined ? 'first' : 'last';
  const size = (first ?? last) as number;
  if (size < 0) return fail('INVALID_PAGINATION', `\`${argument}\` on the connection cannot be less than zero.`);
  if (size > maxPageSize) {
    return fail(
      'EXCESSIVE_PAGINATION',
      `Requesting ${size} records on the \`${connection}\` connection exceeds the \`${argument}\` limit of ${maxPageSize} records.`,
    );
  }
  return size;
}

function argumentsOf(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, walk.variables);
  } catch {
    return {}; // execution reports invalid arguments itself, with graphql-js's message
  }
}

function isIncluded(walk: Walk, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, walk.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, walk.variables)?.if !== false;
}
