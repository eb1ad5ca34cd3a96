// Types from GitHub's own description (@octokit/openapi-types, type-only: nothing of it reaches the bundle) and
// zod at the boundary. `describedBy<T>()(shape)` validates the fields DevDesk reads, with the compiler checking
// that each field's schema agrees with GitHub's description of it (including nullability), and types the whole
// value as `T`. Fields outside the shape pass through unchecked (z.looseObject), typed by the description.
// Written with zod/mini (functions instead of methods) so the bundle carries only what is used: see http/validate.ts.
import type { components } from '@octokit/openapi-types';
import * as z from 'zod/mini';

export type Schemas = components['schemas'];

/**
 * Each field's schema must accept exactly what GitHub describes: not more (its output must fit the field's type)
 * and not less (a schema that refuses a described `null` would fail on real answers). `bigint` is left out: JSON
 * numbers never arrive as one.
 */
type Agrees<T, Shape> = {
  [K in keyof Shape]: K extends keyof T
    ? Shape[K] extends z.ZodMiniType<T[K]>
      ? [Exclude<T[K], bigint>] extends [z.output<Shape[K]>]
        ? Shape[K]
        : never
      : never
    : never;
};

export function describedBy<T>() {
  return <Shape extends z.core.$ZodShape>(shape: Shape & Agrees<T, Shape>): z.ZodMiniType<T> =>
    z.looseObject(shape) as unknown as z.ZodMiniType<T>;
}

/** `simple-user`: the account fields the views show. */
export const simpleUser = describedBy<Schemas['simple-user']>()({
  login: z.string(),
  id: z.number(),
  avatar_url: z.string(),
  html_url: z.string(),
  type: z.string(),
});
