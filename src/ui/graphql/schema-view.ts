// The read-only schema documents go to definition opens: an endpoint's schema as SDL, under the
// `devdesk-graphql-schema:` scheme (one document per endpoint, named after its host).
import * as vscode from 'vscode';
import type { SchemaService } from './schemas';

export const schemaScheme = 'devdesk-graphql-schema';

type TextRange = { start: { line: number; character: number }; end: { line: number; character: number } };

export function schemaUri(endpoint: string): vscode.Uri {
  let host = 'schema';
  try {
    host = new URL(endpoint).host.replace(/[^A-Za-z0-9.-]/g, '_');
  } catch {
    // keep the generic name
  }
  return vscode.Uri.from({ scheme: schemaScheme, path: `/${host}/schema.graphql`, query: new URLSearchParams({ endpoint }).toString() });
}

export function schemaLocation(endpoint: string, range: TextRange): vscode.Location {
  return new vscode.Location(schemaUri(endpoint), new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character));
}

export class SchemaDocuments implements vscode.TextDocumentContentProvider {
  constructor(private readonly schemas: SchemaService) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const endpoint = new URLSearchParams(uri.query).get('endpoint') ?? '';
    const service = await this.schemas.ready(endpoint);
    return service?.schemaText() ?? `# ${vscode.l10n.t('No schema could be read from {0}.', endpoint)}\n`;
  }
}
