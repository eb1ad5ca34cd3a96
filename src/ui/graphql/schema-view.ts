// The read-only schema documents go to definition opens: a schema source's SDL (an endpoint's, or a graphql-config
// file's), under the `devdesk-graphql-schema:` scheme; one document per source, named after the endpoint's host.
import * as vscode from 'vscode';
import type { SchemaService } from './schemas';
import { graphQLSchemaScheme } from '../base/schemes';

export const schemaScheme = graphQLSchemaScheme;

type TextRange = { start: { line: number; character: number }; end: { line: number; character: number } };

export function schemaUri(source: string): vscode.Uri {
  let host = 'graphql-config';
  try {
    if (!source.startsWith('config:')) host = new URL(source).host.replace(/[^A-Za-z0-9.-]/g, '_');
  } catch {
    // keep the generic name
  }
  return vscode.Uri.from({
    scheme: schemaScheme,
    path: `/${host}/schema.graphql`,
    query: new URLSearchParams({ source }).toString(),
  });
}

export function schemaLocation(source: string, range: TextRange): vscode.Location {
  return new vscode.Location(
    schemaUri(source),
    new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character),
  );
}

export class SchemaDocuments implements vscode.TextDocumentContentProvider {
  constructor(private readonly schemas: SchemaService) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const source = new URLSearchParams(uri.query).get('source') ?? '';
    const service = await this.schemas.ready(source);
    return (
      (await service?.schemaText()) ??
      `# ${vscode.l10n.t('No schema could be read from {0}.', source.replace(/^config:/, ''))}\n`
    );
  }
}
