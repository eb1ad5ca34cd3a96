// The GraphQL editor: registerGraphQL(deps) adds completion, diagnostics, hover, go to definition (into a
// read-only SDL view), the outline and "Run" lenses to `.graphql`/`.gql` files, untitled GraphQL documents and
// GraphQL templates in TS/JS; and the commands to run an operation and to open a scratch. Registering costs almost
// nothing: dist/graphql.js loads when the first GraphQL document (or TS/JS file with a template) opens, and the
// schema starts loading right then, before the first completion is asked for.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { isGraphQLLoaded } from '../base/core';
import { DisposableStore } from '../base/dispose';
import { hostSchemaCacheDir } from '../base/host-schemas';
import type { BaseDeps } from '../base/feature';
import { RunCodeLenses } from './code-lens';
import { embeddingLanguages, graphqlLanguage } from './detect';
import { graphQLKindHere, graphQLSchemes } from './document-schemes';
import { GraphQLDiagnostics } from './graphql-diagnostics';
import { GraphQLConfigs } from './configs';
import { IntrospectionConsent } from './consent';
import { GraphQLCompletions, GraphQLDefinitions, GraphQLHovers, GraphQLSymbols } from './language-features';
import { RegionSchemas } from './region-schemas';
import { regionsOf } from './regions';
import { ResultDocuments, resultScheme } from './result-view';
import { RunOperationCommand } from './run';
import { NewScratchCommand } from './scratch';
import { SchemaDocuments, schemaScheme } from './schema-view';
import { SchemaService } from './schemas';

export interface GraphQLTesting {
  /** Whether dist/graphql.js has been loaded on this thread (it must not be at activation). */
  bundleLoaded(): boolean;
  /** The window's first completion, from VS Code asking to DevDesk answering, in ms; undefined before it. */
  firstCompletionMs(): number | undefined;
  /** The folder of fetched schemas (global storage; a `workspace.fs` location in the browser). */
  schemaCacheFolder(): vscode.Uri;
}

/** The documents served: GraphQL and TS/JS, in the schemes served (a virtual workspace's too, in the browser). */
const selectorOf = (schemes: readonly string[]): vscode.DocumentSelector =>
  [graphqlLanguage, ...embeddingLanguages].flatMap((language) => schemes.map((scheme) => ({ language, scheme })));

/** Characters after which a GraphQL completion makes sense without a word typed yet. */
const triggerCharacters = ['{', '(', ':', '$', '@', '.'];

export function registerGraphQL(
  deps: BaseDeps & { accounts: Accounts },
): DisposableStore & { testing: GraphQLTesting } {
  const store = new DisposableStore();
  const consent = store.add(new IntrospectionConsent(deps.context.globalState, deps.accounts));
  // The global storage's path: on the desktop a folder on disk; in the browser a `workspace.fs` location's path, which
  // the browser entry's storage disk maps back to that location (core/graphql/browser/schema-cache.ts).
  const storage = deps.context.globalStorageUri;
  const storageDir = storage.scheme === 'file' ? storage.fsPath : storage.path;
  const schemas = store.add(new SchemaService(deps.accounts, storageDir, deps.log, consent));
  const configs = store.add(new GraphQLConfigs(deps.log));
  store.add(configs.onDidChange(() => schemas.forgetConfigs()));
  const regionSchemas = new RegionSchemas(schemas, configs, deps.accounts, consent, deps.gitRemotes);
  const results = store.add(new ResultDocuments());
  const run = store.add(new RunOperationCommand(deps.accounts, regionSchemas, results));

  const selector = selectorOf(graphQLSchemes());
  const completions = new GraphQLCompletions(regionSchemas, deps.log);
  store.add(vscode.languages.registerCompletionItemProvider(selector, completions, ...triggerCharacters));
  store.add(vscode.languages.registerHoverProvider(selector, new GraphQLHovers(regionSchemas)));
  store.add(vscode.languages.registerDefinitionProvider(selector, new GraphQLDefinitions(regionSchemas)));
  store.add(vscode.languages.registerDocumentSymbolProvider(selector, new GraphQLSymbols(regionSchemas)));
  store.add(vscode.languages.registerCodeLensProvider(selector, store.add(new RunCodeLenses(regionSchemas))));
  store.add(vscode.workspace.registerTextDocumentContentProvider(schemaScheme, new SchemaDocuments(schemas)));
  store.add(vscode.workspace.registerTextDocumentContentProvider(resultScheme, results));
  store.add(new GraphQLDiagnostics(regionSchemas));

  // The schema starts loading when a GraphQL document opens, not when the first completion is asked for.
  const warm = (document: vscode.TextDocument) => {
    if (!graphQLKindHere(document)) return;
    schemas.prepare(); // the worker's thread boots while this one reads the document
    for (const region of regionsOf(document)) void regionSchemas.serviceOf(document, region);
  };
  store.add(vscode.workspace.onDidOpenTextDocument(warm));
  store.add(
    vscode.workspace.onDidChangeTextDocument(
      (event) => event.contentChanges.length > 0 && run.documentChanged(event.document),
    ),
  );
  vscode.workspace.textDocuments.forEach(warm);

  deps.commands.add(run, new NewScratchCommand());
  return Object.assign(store, {
    testing: {
      bundleLoaded: isGraphQLLoaded,
      firstCompletionMs: () => completions.firstCompletionMs,
      schemaCacheFolder: () => storage.with({ path: hostSchemaCacheDir(storage.path) }),
    },
  });
}
