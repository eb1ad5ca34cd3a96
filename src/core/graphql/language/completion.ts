// Completion: graphql-language-service finds the candidates (fields, arguments, enum values, input fields,
// variables, directives, fragments, keywords); this file turns each into DevDesk's item, which always has a kind
// name and a detail line.
import type { GraphQLSchema } from 'graphql';
import { getAutocompleteSuggestions, Position, type CompletionItem } from 'graphql-language-service';
import type { CompletionKind, GraphQLCompletionItem, TextPosition } from './types.js';

/** LSP CompletionItemKind numbers (1-based) to names; see CompletionKind in types.ts. */
const kindNames: readonly CompletionKind[] = [
  'Text',
  'Method',
  'Function',
  'Constructor',
  'Field',
  'Variable',
  'Class',
  'Interface',
  'Module',
  'Property',
  'Unit',
  'Value',
  'Enum',
  'Keyword',
  'Snippet',
  'Color',
  'File',
  'Reference',
  'Folder',
  'EnumMember',
  'Constant',
  'Struct',
  'Event',
  'Operator',
  'TypeParameter',
];

/** LSP InsertTextFormat.Snippet: the insert text holds `$1`-style placeholders. */
const snippetFormat = 2;

export function complete(schema: GraphQLSchema, text: string, position: TextPosition): GraphQLCompletionItem[] {
  return getAutocompleteSuggestions(schema, text, new Position(position.line, position.character)).map((item) =>
    toCompletionItem(schema, item),
  );
}

function toCompletionItem(schema: GraphQLSchema, item: CompletionItem): GraphQLCompletionItem {
  const kind = kindNames[(item.kind ?? 1) - 1] ?? 'Text';
  const completion: GraphQLCompletionItem = { label: item.label, kind, detail: detailOf(schema, item, kind) };
  if (item.documentation) completion.documentation = item.documentation;
  if (item.isDeprecated) completion.deprecated = true;
  if (item.deprecationReason) completion.deprecationReason = item.deprecationReason;
  if (item.insertText && item.insertText !== item.label) {
    completion.insertText = item.insertText;
    if (item.insertTextFormat === snippetFormat) completion.snippet = true;
  }
  return completion;
}

/** The library gives a type for most items, only a label detail for arguments, and nothing for directives. */
function detailOf(schema: GraphQLSchema, item: CompletionItem, kind: CompletionKind): string {
  if (item.detail) return item.detail;
  if (item.type) return String(item.type);
  const labelDetail = item.labelDetails?.detail?.trim();
  if (labelDetail) return labelDetail;
  const directive = kind === 'Function' ? schema.getDirective(item.label) : undefined;
  if (directive) return `@${directive.name}${argumentList(directive.args)} on ${directive.locations.join(' | ')}`;
  return kind === 'Keyword' ? 'keyword' : kind.toLowerCase();
}

function argumentList(args: readonly { name: string; type: unknown }[]): string {
  return args.length === 0 ? '' : `(${args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ')})`;
}
