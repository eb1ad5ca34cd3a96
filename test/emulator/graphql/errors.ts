// GitHub's GraphQL error shapes. In a response each error is `{ type?, path?, locations?, message }`: GitHub puts
// its error class (`NOT_FOUND`, `FORBIDDEN`, `UNPROCESSABLE`, ...) in a top-level `type`, not in `extensions`.
import { GraphQLError, type ASTNode } from 'graphql';

export type GitHubErrorType =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNPROCESSABLE'
  | 'INTERNAL'
  | 'RATE_LIMITED'
  | 'MISSING_PAGINATION_BOUNDARIES'
  | 'EXCESSIVE_PAGINATION'
  | 'INVALID_CURSOR_ARGUMENTS'
  | 'INVALID_PAGINATION'
  | 'MAX_NODE_LIMIT_EXCEEDED'
  | 'ARGUMENT_LIMIT'
  | 'NOT_EMULATED';

/** Where the GitHub type travels inside graphql-js until the response is formatted. */
const typeKey = 'gitHubErrorType';

/** A GraphQL error carrying GitHub's error type; throw it from resolvers. */
export function gitHubError(
  type: GitHubErrorType,
  message: string,
  nodes?: ASTNode | readonly ASTNode[],
  path?: ReadonlyArray<string | number>,
): GraphQLError {
  return new GraphQLError(message, { nodes, path, extensions: { [typeKey]: type } });
}

export interface FormattedGitHubError {
  type?: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  message: string;
  extensions?: Record<string, unknown>;
}

/** Formats one graphql-js error the way GitHub answers it. */
export function formatGitHubError(error: GraphQLError): FormattedGitHubError {
  const { [typeKey]: type, ...extensions } = error.extensions ?? {};
  return {
    ...(typeof type === 'string' ? { type } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations.map(({ line, column }) => ({ line, column })) } : {}),
    message: error.message,
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}

export const documentationUrl = 'https://docs.github.com/graphql';
