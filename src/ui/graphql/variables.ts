// The variables an operation runs with, from three places in order: the document's `# variables: {…}` block, a
// sibling `<name>.variables.json` file, then a prompt for each required variable still missing. Values are JSON as
// GraphQL over HTTP sends them (https://graphql.org/learn/queries/#variables): enum values are JSON strings.
// Pure: the prompts and the file reading are the adapter's (run.ts).
import { phrase, type Phrase } from '../base/text';

export interface DeclaredVariable {
  name: string;
  /** As written: `ID!`, `[String!]`, `ReactionContent!`. */
  type: string;
  defaultValue?: string;
}

/** `foo.graphql` → `foo.variables.json` (any extension; a name without one gets the suffix appended). */
export function siblingVariablesPath(path: string): string {
  return path.replace(/(\.[^./\\]+)?$/, '.variables.json');
}

/** Only the variables the operation declares: another operation's values are not sent with it. */
export function declaredOnly(
  values: Record<string, unknown>,
  declared: readonly DeclaredVariable[],
): Record<string, unknown> {
  const names = new Set(declared.map((variable) => variable.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/** Required (`!`) variables without a default value that have no value yet: the ones to ask for. */
export function missingRequired(
  values: Record<string, unknown>,
  declared: readonly DeclaredVariable[],
): DeclaredVariable[] {
  return declared.filter(
    (variable) =>
      variable.type.endsWith('!') && variable.defaultValue === undefined && values[variable.name] === undefined,
  );
}

/** The named type under list and non-null wrappers: `[ReactionContent!]!` → `ReactionContent`. */
export function namedTypeOf(type: string): string {
  return type.replace(/[[\]!\s]/g, '');
}

export type TypeCategory = 'string' | 'number' | 'boolean' | 'enum' | 'json';

/** How a prompt's text becomes a value: lists and input objects are JSON, scalars read as the user types them. */
export function categoryOf(type: string, isEnum: (name: string) => boolean): TypeCategory {
  if (type.replace(/!$/, '').startsWith('[')) return 'json';
  const named = namedTypeOf(type);
  if (named === 'Int' || named === 'Float') return 'number';
  if (named === 'Boolean') return 'boolean';
  if (named === 'String' || named === 'ID') return 'string';
  if (isEnum(named)) return 'enum';
  // Custom scalars (URI, DateTime, GitObjectID…) are strings on GitHub; input objects are JSON.
  return /^[A-Z][A-Za-z]*Input$/.test(named) ? 'json' : 'string';
}

export type ParsedValue = { value: unknown } | { error: Phrase };

/**
 * A prompt's text as a variable's value. JSON is always accepted (`"HOORAY"`, `42`, `{"a":1}`); a string, ID,
 * custom scalar or enum may also be typed bare (`HOORAY`), and becomes a JSON string.
 */
export function parseVariableInput(
  text: string,
  category: TypeCategory,
  enumValues: readonly string[] = [],
): ParsedValue {
  const trimmed = text.trim();
  const json = tryJson(trimmed);
  switch (category) {
    case 'number':
      return typeof json?.value === 'number' ? json : { error: phrase('Type a number.') };
    case 'boolean':
      return typeof json?.value === 'boolean' ? json : { error: phrase('Type true or false.') };
    case 'json':
      return json ?? { error: phrase('Type a JSON value (a list is written [ … ], an input object { … }).') };
    case 'enum': {
      const value = typeof json?.value === 'string' ? json.value : trimmed;
      return enumValues.length === 0 || enumValues.includes(value)
        ? { value }
        : { error: phrase('Use one of: {0}', enumValues.map((name) => JSON.stringify(name)).join(', ')) };
    }
    case 'string':
      return { value: typeof json?.value === 'string' ? json.value : text };
  }
}

function tryJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * A value named like the variable in an earlier result of the same document, to offer as the prompt's default: the
 * add-reaction flow asks for `$id` after a query that answered `issue { id }`. Depth-first; the first scalar found.
 */
export function valueNamed(data: unknown, name: string, depth = 0): string | number | boolean | undefined {
  if (data === null || typeof data !== 'object' || depth > 12) return undefined;
  const record = data as Record<string, unknown>;
  const own = record[name];
  if (typeof own === 'string' || typeof own === 'number' || typeof own === 'boolean') return own;
  for (const child of Array.isArray(data) ? data : Object.values(record)) {
    const found = valueNamed(child, name, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The text a prompt starts with for a remembered value: bare for strings, JSON otherwise. */
export function promptDefault(value: string | number | boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
