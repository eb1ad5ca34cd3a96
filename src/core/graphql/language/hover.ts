// Hover: what the name under the cursor is in the schema (field with its type, argument, enum value, directive,
// variable type) and its description, as Markdown with the signature in a GraphQL code block.
import type { GraphQLSchema } from 'graphql';
import { getHoverInformation, Position } from 'graphql-language-service';
import type { TextPosition } from './types.js';

/** Markdown, or undefined when the position names nothing in the schema. */
export function hover(schema: GraphQLSchema, text: string, position: TextPosition): string | undefined {
  const contents = getHoverInformation(schema, text, new Position(position.line, position.character), undefined, {
    useMarkdown: true,
  });
  const markdown = typeof contents === 'string' ? contents : '';
  return markdown === '' ? undefined : markdown;
}
