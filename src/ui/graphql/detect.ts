// Which documents are GraphQL documents, decided without loading dist/graphql.js: a `.graphql`/`.gql` file (or an
// untitled document in the GraphQL language), or a TypeScript/JavaScript file whose text has a GraphQL template's
// tag. The tag check is a cheap first look; the bundle's findEmbeddedGraphQL finds the templates themselves.

export const graphqlLanguage = 'graphql';
export const embeddingLanguages = ['typescript', 'javascript', 'typescriptreact', 'javascriptreact'] as const;

/** The schemes whose documents the user edits: files on disk and untitled documents (scratches). */
export const editableSchemes = ['file', 'untitled'] as const;

const templateTag = /\b(?:gql|graphql)\s*(?:`|\(\s*`|<)|\/\*\s*graphql\s*\*\//i;

/** True when a TS/JS text may hold a GraphQL template (`graphql(\`…\`)`, gql`…`, `/* GraphQL *\/ \`…\``). */
export function mayEmbedGraphQL(text: string): boolean {
  return templateTag.test(text);
}

export interface DocumentLike {
  readonly languageId: string;
  readonly uri: { readonly scheme: string };
  getText(): string;
}

export type GraphQLDocumentKind = 'graphql' | 'embedded';

/**
 * Whether DevDesk's GraphQL features apply to a document, and how: the whole text, or templates inside it. `schemes`:
 * the documents' schemes served (document-schemes.ts adds a virtual workspace's in the browser).
 */
export function graphQLKindOf(
  document: DocumentLike,
  schemes: readonly string[] = editableSchemes,
): GraphQLDocumentKind | undefined {
  if (!schemes.includes(document.uri.scheme)) return undefined;
  if (document.languageId === graphqlLanguage) return 'graphql';
  if ((embeddingLanguages as readonly string[]).includes(document.languageId) && mayEmbedGraphQL(document.getText()))
    return 'embedded';
  return undefined;
}
