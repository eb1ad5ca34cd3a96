// Request-body validation with the service's 400 answers: `{ message, type: "bad_request" }` naming the field.
import { badRequest } from './errors.js';
import type { Tagging } from './store.js';
import { parseDateTime } from './time.js';

export type Body = Record<string, unknown>;

/** Parses a JSON request body; an empty body is `{}`. */
export function parseJsonBody(raw: Buffer): Body {
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Problems parsing JSON: the request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('The request body must be a JSON object');
  return value as Body;
}

export function requiredString(body: Body, name: string, { allowEmpty = false } = {}): string {
  const value = body[name];
  if (value === undefined || value === null) throw badRequest(`${name} is required`);
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  if (!allowEmpty && value.trim() === '') throw badRequest(`${name} must not be empty`);
  return value;
}

export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  return value;
}

/** A string or null (e.g. `group_url_name`, where null means "no group"); undefined when absent. */
export function optionalNullableString(body: Body, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string or null`);
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${name} must be a boolean`);
  return value;
}

export function optionalDateTime(body: Body, name: string): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  const ms = parseDateTime(value);
  if (ms === undefined) throw badRequest(`${name} must be an ISO 8601 date-time such as 2000-01-01T00:00:00+00:00`);
  return ms;
}

/** One `{ name, versions }` object; `where` prefixes the field names in messages (e.g. `tags[0].`). */
export function parseTagging(value: unknown, where = ''): Tagging {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(`${where || 'the tagging '}must be an object with a name`);
  const { name: tagName, versions = [] } = value as { name?: unknown; versions?: unknown };
  if (typeof tagName !== 'string' || tagName.trim() === '')
    throw badRequest(`${where}name is required and must be a non-empty string`);
  if (/\s/.test(tagName)) throw badRequest(`${where}name must not contain spaces`);
  if (!Array.isArray(versions) || versions.some((version) => typeof version !== 'string'))
    throw badRequest(`${where}versions must be an array of strings`);
  return { name: tagName, versions: versions as string[] };
}

/** An array of Tagging objects with unique names; `min`/`max` bound its length. */
export function tagList(
  body: Body,
  name: string,
  { required, min = 0, max = 5 }: { required: boolean; min?: number; max?: number },
): Tagging[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw badRequest(`${name} is required`);
    return undefined;
  }
  if (!Array.isArray(value)) throw badRequest(`${name} must be an array of {name, versions} objects`);
  const tags = value.map((entry, index) => parseTagging(entry, `${name}[${index}].`));
  if (tags.length < min || tags.length > max) throw badRequest(`${name} must have ${min} to ${max} entries`);
  const names = new Set(tags.map((tag) => tag.name.toLowerCase()));
  if (names.size !== tags.length) throw badRequest(`${name} must not repeat a tag`);
  return tags;
}
