// The Problems panel for GraphQL: the language service's diagnostics of every open GraphQL document and template,
// recomputed a moment after typing stops, and again when a schema arrives. Errors a run got back from the server
// live in their own collection (run-diagnostics) and are cleared when the document changes.
import * as vscode from 'vscode';
import type { GraphQLDiagnostic } from '../../core/graphql/language/types';
import { Disposable } from '../base/dispose';
import { graphQLKindHere } from './document-schemes';
import type { RegionSchemas } from './region-schemas';
import { regionsOf, toHostRange, type GraphQLRegion } from './regions';

const debounceMs = 250;

type Diagnostic = GraphQLDiagnostic;

const severities: Record<Diagnostic['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/** A template with `${…}` parts may spread fragments defined elsewhere: those two complaints would be noise there. */
const fragmentsFromElsewhere = /^(Unknown fragment|Fragment ".*" is never used)/;

export class GraphQLDiagnostics extends Disposable {
  private readonly collection = this.register(vscode.languages.createDiagnosticCollection('graphql'));
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly schemas: RegionSchemas) {
    super();
    this.register(vscode.workspace.onDidOpenTextDocument((document) => this.schedule(document, 0)));
    this.register(
      vscode.workspace.onDidChangeTextDocument(
        (event) => event.contentChanges.length > 0 && this.schedule(event.document, debounceMs),
      ),
    );
    this.register(vscode.workspace.onDidCloseTextDocument((document) => this.forget(document.uri)));
    this.register(
      schemas.schemas.onDidChange(() =>
        vscode.workspace.textDocuments.forEach((document) => this.schedule(document, 0)),
      ),
    );
    this.register({ dispose: () => this.timers.forEach((timer) => clearTimeout(timer)) });
    for (const document of vscode.workspace.textDocuments) this.schedule(document, 0);
  }

  /** Diagnoses a GraphQL document after `delayMs`; a document that is no longer GraphQL loses its diagnostics. */
  private schedule(document: vscode.TextDocument, delayMs: number): void {
    if (!graphQLKindHere(document)) {
      if (this.collection.has(document.uri)) this.collection.delete(document.uri);
      return;
    }
    const key = document.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.update(document);
      }, delayMs),
    );
  }

  private async update(document: vscode.TextDocument): Promise<void> {
    const version = document.version;
    const diagnostics: vscode.Diagnostic[] = [];
    for (const region of regionsOf(document)) {
      const service = await this.schemas.serviceOf(document, region);
      if (!service) continue;
      diagnostics.push(
        ...(await service.diagnose(region.text))
          .filter((item) => keep(region, item))
          .map((item) => toDiagnostic(region, item)),
      );
    }
    if (document.isClosed || document.version !== version) return; // a newer round is scheduled
    this.collection.set(document.uri, diagnostics);
  }

  private forget(uri: vscode.Uri): void {
    clearTimeout(this.timers.get(uri.toString()));
    this.timers.delete(uri.toString());
    this.collection.delete(uri);
  }
}

function keep(region: GraphQLRegion, item: Diagnostic): boolean {
  return !(region.hasSubstitutions && fragmentsFromElsewhere.test(item.message));
}

function toDiagnostic(region: GraphQLRegion, item: Diagnostic): vscode.Diagnostic {
  const diagnostic = new vscode.Diagnostic(toHostRange(region, item.range), item.message, severities[item.severity]);
  diagnostic.source = item.source;
  if (item.source.includes('Deprecation')) diagnostic.tags = [vscode.DiagnosticTag.Deprecated];
  return diagnostic;
}
