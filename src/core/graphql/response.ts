// The body of a GraphQL answer, checked at the boundary like every other service body (http/validate.ts):
// `{ data?, errors?, extensions? }` as https://graphql.org/learn/response/ describes it. Unknown members pass.
import * as z from 'zod/mini';
import type { GraphQLErrorEntry } from './errors.js';

const location = z.object({ line: z.number(), column: z.number() });

const errorEntry = z.looseObject({
  message: z.string(),
  locations: z.optional(z.array(location)),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  type: z.optional(z.string()),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});

export const responseBodySchema = z.looseObject({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(errorEntry)),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});

export interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorEntry[];
  extensions?: Record<string, unknown>;
}
