// Validation at the boundary: a response body that does not match its zod schema becomes a SchemaMismatchError
// naming the field (`[3].user.id: expected string, received null`), instead of a crash somewhere in the UI.
// Schemas use `z.looseObject`, so fields the service adds later pass through untouched.
import type { z } from 'zod';
import { SchemaMismatchError, type RequestInfo, type SchemaIssue } from './errors.js';

export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text;
}

/** `request` may be a function: naming the request costs a URL parse, worth paying only for the error. */
export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown, request: RequestInfo | (() => RequestInfo), status: number): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: SchemaIssue[] = result.error.issues.map((issue) => ({ field: formatPath(issue.path), message: issue.message }));
  throw new SchemaMismatchError(typeof request === 'function' ? request() : request, status, issues);
}
