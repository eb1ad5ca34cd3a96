// Validation at the boundary: a response body that does not match its zod schema becomes a SchemaMismatchError
// naming the field (`[3].user.id: expected string, received null`), instead of a crash somewhere in the UI.
// Schemas use `z.looseObject`, so fields the service adds later pass through untouched.
//
// The core's schemas are written with zod/mini: its functions tree-shake, so dist/core.js carries only the checks
// DevDesk uses (the classic API's methods bring all of zod along). Either kind of schema is accepted here.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { SchemaMismatchError, type RequestInfo, type SchemaIssue } from './errors.js';

/** Any zod schema: zod/mini (the core's own) or the classic API (callers and tests may use either). */
export type ZodSchema<Output = unknown> = z.core.$ZodType<Output>;

/**
 * English issue messages (`expected string, received null`). zod's classic API installs them as the process-wide
 * default when it builds its first schema; zod/mini installs none, and every issue would read "Invalid input".
 * Handed to each parse, they keep the messages the classic API gave, whatever locale other code in the same
 * process (other extensions share the extension host) sets in zod's process-wide configuration.
 */
const englishMessages = en().localeError;

export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text;
}

/** `request` may be a function: naming the request costs a URL parse, worth paying only for the error. */
export function validate<Schema extends ZodSchema>(
  schema: Schema,
  value: unknown,
  request: RequestInfo | (() => RequestInfo),
  status: number,
): z.output<Schema> {
  const result = z.safeParse(schema, value, { error: englishMessages });
  if (result.success) return result.data;
  const issues: SchemaIssue[] = result.error.issues.map((issue) => ({
    field: formatPath(issue.path),
    message: issue.message,
  }));
  throw new SchemaMismatchError(typeof request === 'function' ? request() : request, status, issues);
}
