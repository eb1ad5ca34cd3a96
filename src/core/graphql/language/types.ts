// The language service's own shapes: plain data, zero-based positions (line and UTF-16 character, as editors count),
// nothing from the library or the editor, so the extension, the benchmark and tests share one API.

export interface TextPosition {
  line: number;
  character: number;
}

export interface TextRange {
  start: TextPosition;
  end: TextPosition;
}

/**
 * What a completion stands for, named as the Language Server Protocol's CompletionItemKind (and VS Code's enum of
 * the same names):
 * https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/#completionItemKind
 */
export type CompletionKind =
  | 'Text'
  | 'Method'
  | 'Function'
  | 'Constructor'
  | 'Field'
  | 'Variable'
  | 'Class'
  | 'Interface'
  | 'Module'
  | 'Property'
  | 'Unit'
  | 'Value'
  | 'Enum'
  | 'Keyword'
  | 'Snippet'
  | 'Color'
  | 'File'
  | 'Reference'
  | 'Folder'
  | 'EnumMember'
  | 'Constant'
  | 'Struct'
  | 'Event'
  | 'Operator'
  | 'TypeParameter';

export interface GraphQLCompletionItem {
  label: string;
  kind: CompletionKind;
  /** The type (`String!`, `[PullRequestState!]`), a directive's signature, or what a keyword starts. */
  detail: string;
  /** The schema's description, when it has one. */
  documentation?: string;
  deprecated?: boolean;
  deprecationReason?: string;
  /** Text to insert instead of the label; a snippet (`$1` placeholders) when `snippet` is true. */
  insertText?: string;
  snippet?: boolean;
}

export type DiagnosticSeverity = 'error' | 'warning' | 'information' | 'hint';

export interface GraphQLDiagnostic {
  message: string;
  severity: DiagnosticSeverity;
  range: TextRange;
  /** `GraphQL: Syntax`, `GraphQL: Validation` or `GraphQL: Deprecation`. */
  source: string;
}
