// The one error the GraphQL client adds to the HTTP layer's family: the server answered, but with `errors[]`.
// GraphQL reports field errors next to whatever data it could still resolve (https://graphql.org/learn/response/),
// so the error keeps that partial `data` as well as each error's message, locations and path.
import { RequestError, type RequestInfo } from '../http/errors.js';

/** A position in the sent document, one-based as GraphQL reports it. */
export interface GraphQLSourceLocation {
  line: number;
  column: number;
}

/** One entry of a response's `errors[]`. GitHub also sends `type` (NOT_FOUND, FORBIDDEN, ...) at the top level. */
export interface GraphQLErrorEntry {
  message: string;
  locations?: GraphQLSourceLocation[];
  /** Response keys and list indexes from the root to the failed field, e.g. `['repository', 'issue']`. */
  path?: (string | number)[];
  type?: string;
  extensions?: Record<string, unknown>;
}

export class GraphQLResponseError extends RequestError {
  readonly errors: GraphQLErrorEntry[];
  /** What the server could still resolve (`null` when the whole operation failed). */
  readonly data: unknown;
  /** The HTTP status of the answer (200 for GitHub; 4xx for servers that follow GraphQL over HTTP). */
  readonly status: number;

  constructor(request: RequestInfo, status: number, errors: GraphQLErrorEntry[], data: unknown) {
    super(describeErrors(request, errors), request, false);
    this.errors = errors;
    this.data = data;
    this.status = status;
  }

  /** Every error's message, in order. */
  get messages(): string[] {
    return this.errors.map((error) => error.message);
  }
}

function describeErrors(request: RequestInfo, errors: GraphQLErrorEntry[]): string {
  const [first] = errors;
  const where = first?.path?.length ? ` at ${first.path.join('.')}` : '';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${request.method} ${request.path}: GraphQL error${where}: ${first?.message ?? 'unknown'}${more}`;
}
