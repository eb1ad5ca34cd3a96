// The schema as SDL text, the read-only document "go to definition" opens, with where each schema coordinate
// (https://spec.graphql.org/draft/#sec-Schema-Coordinates: `Repository`, `Repository.pullRequests`,
// `Repository.pullRequests(states:)`, `PullRequestState.OPEN`, `@include`) is written in it. Printed by graphql-js
// and parsed back once, on first use: printing and indexing GitHub's schema takes a few hundred ms.
import {
  Kind,
  parse,
  printIntrospectionSchema,
  printSchema,
  type ASTNode,
  type DefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import type { TextRange } from './types.js';

export interface SchemaText {
  /** The SDL, as graphql-js prints it, and the built-in directives and introspection types after it. */
  text: string;
  /** The name's range in `text` for a coordinate, or undefined when the schema has no such member. */
  locate(coordinate: string): TextRange | undefined;
}

/** printSchema leaves out what every schema has (@include, @skip, @deprecated, __Type...): it follows, marked. */
export function createSchemaText(schema: GraphQLSchema): SchemaText {
  const text =
    `${printSchema(schema)}\n\n# Built into GraphQL ` +
    `(https://spec.graphql.org/October2021/#sec-Type-System.Directives)\n\n${printIntrospectionSchema(schema)}\n`;
  const offsets = indexCoordinates(text);
  const lineStarts = lineStartsOf(text);
  return {
    text,
    locate(coordinate) {
      const found = offsets.get(coordinate);
      if (!found) return undefined;
      const [start, end] = found;
      return { start: positionAt(lineStarts, start), end: positionAt(lineStarts, end) };
    },
  };
}

/** Start and end offsets of each coordinate's name. */
function indexCoordinates(text: string): Map<string, [number, number]> {
  const offsets = new Map<string, [number, number]>();
  const note = (coordinate: string, node: ASTNode | undefined): void => {
    if (node?.loc) offsets.set(coordinate, [node.loc.start, node.loc.end]);
  };
  for (const definition of parse(text).definitions) indexDefinition(definition, note);
  return offsets;
}

function indexDefinition(
  definition: DefinitionNode,
  note: (coordinate: string, node: ASTNode | undefined) => void,
): void {
  switch (definition.kind) {
    case Kind.DIRECTIVE_DEFINITION:
      note(`@${definition.name.value}`, definition.name);
      for (const arg of definition.arguments ?? []) note(`@${definition.name.value}(${arg.name.value}:)`, arg.name);
      return;
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
      const type = definition.name.value;
      note(type, definition.name);
      for (const field of definition.fields ?? []) {
        note(`${type}.${field.name.value}`, field.name);
        if ('arguments' in field)
          for (const arg of field.arguments ?? []) note(`${type}.${field.name.value}(${arg.name.value}:)`, arg.name);
      }
      return;
    }
    case Kind.ENUM_TYPE_DEFINITION:
      note(definition.name.value, definition.name);
      for (const value of definition.values ?? []) note(`${definition.name.value}.${value.name.value}`, value.name);
      return;
    case Kind.UNION_TYPE_DEFINITION:
    case Kind.SCALAR_TYPE_DEFINITION:
      note(definition.name.value, definition.name);
      return;
    default:
      return; // schema definition and extensions: nothing to point at
  }
}

/** Offsets where lines start: a position is then a binary search away instead of a scan of a megabyte. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function positionAt(lineStarts: readonly number[], offset: number): { line: number; character: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low, character: offset - lineStarts[low]! };
}
