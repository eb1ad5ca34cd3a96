// What a command run acts on, as a string, so the command pipeline (commands.ts) can run a command once per target
// at a time: a second press of Merge, Post Comment or Publish while the first is on its way sends nothing. Pure
// (test/unit/ui/command-target.test.ts).
//
// The same target reaches a command in different shapes: a tree node from the view, or a node a document's button
// builds for the same pull request. So a node is keyed by what its data names (its type, host and the ids of the
// things it holds), not by its tree id; titles, states and head SHAs are left out, since they change while the
// thing stays the same.

/** Fields of a nested object that name the thing rather than describe it. */
const namingFields: ReadonlySet<string> = new Set([
  'id',
  'number',
  'owner',
  'repo',
  'login',
  'name',
  'url_name',
  'slug',
  'hostId',
  'path',
  'filename',
]);

/** A URI-like value: what VS Code passes for an editor or an Explorer file (keyed by its string form). */
interface UriLike {
  readonly scheme: string;
  readonly path: string;
  toString(): string;
}

function isUriLike(value: object): value is UriLike {
  return (
    typeof (value as UriLike).scheme === 'string' &&
    typeof (value as UriLike).path === 'string' &&
    typeof value.toString === 'function'
  );
}

function isTreeNode(value: object): value is { kind: string; id: string; data?: unknown } {
  const node = value as { kind?: unknown; id?: unknown };
  return typeof node.kind === 'string' && typeof node.id === 'string';
}

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** `depth` 0 is an argument itself or a node's data: all its plain fields count; deeper, only naming fields. */
function keyOf(value: unknown, depth: number): string {
  if (value === undefined || value === null) return '';
  if (isPrimitive(value)) return JSON.stringify(value);
  if (typeof value !== 'object' || depth > 2) return '';
  if (isUriLike(value)) return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map((item) => keyOf(item, depth + 1)).join(',')}]`;
  if (isTreeNode(value)) return value.data === undefined ? JSON.stringify(value.id) : keyOf(value.data, 0);
  const fields = Object.entries(value)
    .filter(([name, field]) =>
      isPrimitive(field) ? depth === 0 || namingFields.has(name) : typeof field === 'object' && field !== null,
    )
    .map(([name, field]) => [name, keyOf(field, depth + 1)] as const)
    .filter(([, key]) => key !== '' && key !== '{}')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${fields.map(([name, key]) => `${name}:${key}`).join(',')}}`;
}

/** The key of one run: the command and what its arguments name. Equal keys mean "the same press again". */
export function commandRunKey(commandId: string, args: readonly unknown[]): string {
  return `${commandId}(${args.map((arg) => keyOf(arg, 0)).join(';')})`;
}
