// The field resolver used for the whole GitHub schema. Resolved values are "views": plain objects whose keys are
// GraphQL field names, holding either the value or a function `(args, context, info)` computing it. A field the
// view does not provide is answered safely instead of crashing the request:
//   root field -> a NOT_EMULATED error; connection -> an empty page; non-null list -> []; nullable -> null;
//   anything else -> a NOT_EMULATED error naming the field.
import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLTypeResolver,
} from 'graphql';
import { emptyConnection } from './connection.js';
import { gitHubError } from './errors.js';

export const safeFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source !== null && typeof source === 'object' && Object.prototype.hasOwnProperty.call(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? value.call(source, args, context, info) : value;
  }
  return notEmulated(info);
};

function notEmulated(info: GraphQLResolveInfo): unknown {
  // A root field (`search`, `createIssue`...) answering null would look like "nothing found": say so instead.
  if (info.path.prev === undefined) throw notEmulatedError(info);
  const named = getNamedType(info.returnType);
  if (isObjectType(named) && named.name.endsWith('Connection') && 'pageInfo' in named.getFields())
    return emptyConnection();
  if (!isNonNullType(info.returnType)) return null;
  if (isListType(info.returnType.ofType)) return [];
  throw notEmulatedError(info);
}

function notEmulatedError(info: GraphQLResolveInfo): GraphQLError {
  return gitHubError('NOT_EMULATED', `Field '${info.parentType.name}.${info.fieldName}' is not emulated.`);
}

/** Views name their GraphQL type in `__typename`; interfaces and unions (Node, Reactable...) resolve through it. */
export const viewTypeResolver: GraphQLTypeResolver<unknown, unknown> = (value, _context, info, abstractType) => {
  const name = value !== null && typeof value === 'object' ? (value as { __typename?: unknown }).__typename : undefined;
  if (typeof name === 'string') return name;
  throw gitHubError(
    'NOT_EMULATED',
    `Cannot tell which ${abstractType.name} type answers '${info.parentType.name}.${info.fieldName}'.`,
  );
};
