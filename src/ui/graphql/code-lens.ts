// "Run" above each operation of a GraphQL document or template. Operations are read by the parser alone, but the
// service that reads them comes with the schema: lenses appear once the document's schema is ready.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import type { RegionSchemas } from './region-schemas';
import { regionsOf } from './regions';
import type { RunTarget } from './run';

export class RunCodeLenses extends Disposable implements vscode.CodeLensProvider {
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly schemas: RegionSchemas) {
    super();
    this.register(schemas.schemas.onDidChange(() => this.changed.fire()));
  }

  async provideCodeLenses(document: vscode.TextDocument): Promise<vscode.CodeLens[]> {
    const lenses: vscode.CodeLens[] = [];
    for (const [regionIndex, region] of regionsOf(document).entries()) {
      const service = await this.schemas.serviceOf(document, region);
      for (const [index, operation] of ((await service?.operations(region.text)) ?? []).entries()) {
        const target: RunTarget = { region: regionIndex, index };
        const start = region.toHost(operation.range.start);
        const title =
          operation.type === 'query'
            ? vscode.l10n.t('$(play) Run query')
            : operation.type === 'mutation'
              ? vscode.l10n.t('$(play) Run mutation')
              : vscode.l10n.t('$(play) Run');
        lenses.push(
          new vscode.CodeLens(new vscode.Range(start, start), {
            title,
            command: 'devdesk.graphql.run',
            arguments: [document.uri, target],
          }),
        );
      }
    }
    return lenses;
  }
}
