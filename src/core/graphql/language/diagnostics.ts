// Diagnostics: a syntax error, or graphql-js validation against the schema (https://graphql.org/learn/validation/)
// with the rule set graphql-language-service picks for editors (no "unused fragment", no "executable definitions"),
// plus deprecation warnings. Validation already refuses an enum value written as a string (`states: "OPEN"`):
// ValuesOfCorrectTypeRule says `Enum "PullRequestState" cannot represent non-enum value: "OPEN"`, as GitHub does.
//
// Ranges are computed here from the AST's offsets rather than taken from the library's getDiagnostics, whose ranges
// end one character late and assume a node fits on one line (graphql-language-service 5.7.0).
import {
  GraphQLError,
  NoDeprecatedCustomRule,
  parse,
  validate,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getRange, offsetToPosition, validateWithCustomRules } from 'graphql-language-service';
import type { DiagnosticSeverity, GraphQLDiagnostic, TextRange } from './types.js';

export function diagnose(schema: GraphQLSchema, text: string): GraphQLDiagnostic[] {
  let document: DocumentNode;
  try {
    document = parse(text);
  } catch (error) {
    if (error instanceof GraphQLError) return [syntaxDiagnostic(error, text)];
    throw error;
  }
  return [
    ...validateWithCustomRules(schema, document).flatMap((error) =>
      diagnosticsOf(error, text, 'error', 'GraphQL: Validation'),
    ),
    ...validate(schema, document, [NoDeprecatedCustomRule]).flatMap((error) =>
      diagnosticsOf(error, text, 'warning', 'GraphQL: Deprecation'),
    ),
  ];
}

/** The library's getRange finds the token the parser stopped at, which reads better than a bare column. */
function syntaxDiagnostic(error: GraphQLError, text: string): GraphQLDiagnostic {
  const location = error.locations?.[0] ?? { line: 1, column: 1 };
  const { start, end } = getRange(location, text);
  const range = {
    start: { line: start.line, character: start.character },
    end: { line: end.line, character: end.character },
  };
  return { message: error.message, severity: 'error', range, source: 'GraphQL: Syntax' };
}

/** One diagnostic per node the error names (e.g. both definitions of a duplicate), at the node's name if it has one. */
function diagnosticsOf(
  error: GraphQLError,
  text: string,
  severity: DiagnosticSeverity,
  source: string,
): GraphQLDiagnostic[] {
  const ranges = (error.nodes ?? []).flatMap((node) => rangeOf(highlightedPart(node), text) ?? []);
  if (ranges.length === 0) ranges.push(rangeOfLocation(error, text));
  return ranges.map((range) => ({ message: error.message, severity, range, source }));
}

/** A field or argument is marked at its name, a variable definition at its variable, anything else whole. */
function highlightedPart(node: ASTNode): ASTNode {
  if (node.kind !== 'Variable' && 'name' in node && node.name) return node.name;
  if ('variable' in node && node.variable) return node.variable;
  return node;
}

function rangeOf(node: ASTNode, text: string): TextRange | undefined {
  if (!node.loc) return undefined;
  return { start: positionAt(text, node.loc.start), end: positionAt(text, node.loc.end) };
}

/** For the rare error without nodes: its first location, else the start of the document. */
function rangeOfLocation(error: GraphQLError, text: string): TextRange {
  const offset = error.positions?.[0] ?? 0;
  return { start: positionAt(text, offset), end: positionAt(text, offset) };
}

function positionAt(text: string, offset: number): { line: number; character: number } {
  const { line, character } = offsetToPosition(text, offset);
  return { line, character };
}
