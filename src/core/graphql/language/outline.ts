// The document's outline and its runnable operations, from graphql-js's parser: what an editor lists as symbols
// and where it puts a "Run" lens, with each operation's variables and their types (to ask for their values).
import { GraphQLError, Kind, parse, print, type ASTNode, type DocumentNode, type SelectionSetNode } from 'graphql';
import { offsetToPosition } from 'graphql-language-service';
import type { TextRange } from './types.js';

export type OutlineKind =
  'query' | 'mutation' | 'subscription' | 'fragment' | 'field' | 'fragmentSpread' | 'inlineFragment';

export interface OutlineItem {
  /** Operation or fragment name, field response key (`alias: field` shows the alias), spread or type condition. */
  name: string;
  kind: OutlineKind;
  range: TextRange;
  /** The range of the name itself (the whole item for anonymous operations). */
  selectionRange: TextRange;
  children: OutlineItem[];
}

export interface VariableInfo {
  name: string;
  /** As written: `String!`, `[PullRequestState!]`. */
  type: string;
  /** As written, when the definition has one. */
  defaultValue?: string;
}

export interface DocumentOperation {
  /** Undefined for an anonymous operation. */
  name: string | undefined;
  type: 'query' | 'mutation' | 'subscription';
  range: TextRange;
  variables: VariableInfo[];
}

/** The outline, or [] for a document that does not parse (the diagnostics say why). */
export function outline(text: string): OutlineItem[] {
  const document = tryParse(text);
  if (!document) return [];
  return document.definitions.flatMap((definition): OutlineItem[] => {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      return [
        item(
          text,
          definition.name?.value ?? `(anonymous ${definition.operation})`,
          definition.operation,
          definition,
          definition.name,
          definition.selectionSet,
        ),
      ];
    }
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      return [item(text, definition.name.value, 'fragment', definition, definition.name, definition.selectionSet)];
    return [];
  });
}

/** Every operation of the document, in order, with its variables. */
export function operations(text: string): DocumentOperation[] {
  const document = tryParse(text);
  if (!document) return [];
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? [
          {
            name: definition.name?.value,
            type: definition.operation,
            range: rangeOf(text, definition),
            variables: (definition.variableDefinitions ?? []).map((variable) => ({
              name: variable.variable.name.value,
              type: print(variable.type),
              ...(variable.defaultValue ? { defaultValue: print(variable.defaultValue) } : {}),
            })),
          },
        ]
      : [],
  );
}

function item(
  text: string,
  name: string,
  kind: OutlineKind,
  node: ASTNode,
  nameNode: ASTNode | undefined,
  selectionSet: SelectionSetNode | undefined,
): OutlineItem {
  return {
    name,
    kind,
    range: rangeOf(text, node),
    selectionRange: rangeOf(text, nameNode ?? node),
    children: selectionSet ? childrenOf(text, selectionSet) : [],
  };
}

function childrenOf(text: string, selectionSet: SelectionSetNode): OutlineItem[] {
  return selectionSet.selections.map((selection) => {
    switch (selection.kind) {
      case Kind.FIELD:
        return item(
          text,
          selection.alias?.value ?? selection.name.value,
          'field',
          selection,
          selection.alias ?? selection.name,
          selection.selectionSet,
        );
      case Kind.FRAGMENT_SPREAD:
        return item(text, `...${selection.name.value}`, 'fragmentSpread', selection, selection.name, undefined);
      case Kind.INLINE_FRAGMENT:
        return item(
          text,
          `... on ${selection.typeCondition?.name.value ?? '(same type)'}`,
          'inlineFragment',
          selection,
          selection.typeCondition,
          selection.selectionSet,
        );
    }
  });
}

function tryParse(text: string): DocumentNode | undefined {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof GraphQLError) return undefined;
    throw error;
  }
}

function rangeOf(text: string, node: ASTNode): TextRange {
  const start = offsetToPosition(text, node.loc?.start ?? 0);
  const end = offsetToPosition(text, node.loc?.end ?? 0);
  return { start: { line: start.line, character: start.character }, end: { line: end.line, character: end.character } };
}
