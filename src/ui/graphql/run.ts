// Running an operation: `DevDesk: Run GraphQL Operation` (devdesk.graphql.run) and the "Run" lens above each
// operation. The chosen operation goes alone (the others blanked, operation-text.ts) to the document's endpoint:
// the signed-in GitHub host's by default, or a `# endpoint:` comment's. A token is sent only to the host it was
// issued for; an endpoint no account is for is asked without one, after the user agrees. An endpoint whose schema
// DevDesk may not fetch yet (consent.ts) is asked about first: its operations are read with its schema. Variables come
// from the `# variables:` block, a sibling `<name>.variables.json`, then prompts (variables.ts). The answer opens
// beside the editor (result-view.ts); the server's errors become diagnostics at their locations. A mutation walks the
// write road (base/write-road.ts): sent once, its failure naming the host, and no "Retry": it may have been applied.
import * as vscode from 'vscode';
import { textFiles } from '../base/node/text-files';
import { pathOfUri, uriOfPath } from '../base/node/workspace-disk';
import { userAgent, type Accounts, type Host } from '../accounts/index';
import type { Command } from '../base/commands';
import { loadCore, readDocumentSettings, variablesFor } from '../base/core';
import type { FailureContext } from '../base/error-presenter';
import { localize } from '../base/tree/tree-item';
import { walkWriteRoad } from '../base/write-road';
import { noAccountFor, variablesBlockProblem, variablesFileProblem } from './document-phrases';
import { hostOfEndpoint, normalizeEndpoint } from './endpoints';
import type { RegionSchemas } from './region-schemas';
import { isolateOperation, zeroBased } from './operation-text';
import { promptForVariable } from './prompts';
import { regionsOf, type GraphQLRegion } from './regions';
import { withLateProgress } from './late-progress';
import { resultDocument, statusPhrases } from './result-text';
import type { ResultDocuments } from './result-view';
import type { LanguageService } from './schemas';
import { declaredOnly, missingRequired, promptDefault, siblingVariablesPath, valueNamed } from './variables';

type DocumentOperation = Awaited<ReturnType<LanguageService['operations']>>[number];
type GraphQLClient = NonNullable<Awaited<ReturnType<Accounts['graphqlClient']>>>;
type GraphQLResult = Awaited<ReturnType<GraphQLClient['execute']>>;

/** The client an operation goes through: the host's (with its token), or, if the user agreed, one without a token. */
interface EndpointClient {
  client: GraphQLClient;
  anonymous: boolean;
  host: Host | undefined;
}

/** Which operation a lens runs: the region (template) and the operation's index in it. */
export interface RunTarget {
  region: number;
  index: number;
}

interface Candidate {
  region: GraphQLRegion;
  regionIndex: number;
  operations: DocumentOperation[];
  index: number;
}

export function operationLabel(operation: DocumentOperation): string {
  return `${operation.type} ${operation.name ?? vscode.l10n.t('(anonymous)')}`;
}

export class RunOperationCommand implements Command {
  readonly id = 'devdesk.graphql.run';
  private readonly runErrors = vscode.languages.createDiagnosticCollection('graphql-run');
  /** The data of each document's last answer: a later prompt offers a value of the same name (`$id`). */
  private readonly lastData = new Map<string, unknown>();
  /** Failures of a mutation or subscription on its way: no Retry, it may have been applied. */
  private readonly failedWrites = new WeakSet<object>();

  constructor(
    private readonly accounts: Accounts,
    private readonly schemas: RegionSchemas,
    private readonly results: ResultDocuments,
  ) {}

  /** Clears a document's run errors once its text changes (their locations no longer hold). */
  documentChanged(document: vscode.TextDocument): void {
    this.runErrors.delete(document.uri);
  }

  dispose(): void {
    this.runErrors.dispose();
  }

  /**
   * One run per document at a time, however it was pressed: the lens passes the document and its operation, the
   * palette nothing (the active editor). Else a mutation pressed on both while the first is on its way went twice.
   */
  runTarget(uri?: vscode.Uri | string): readonly unknown[] {
    return [(uri ?? vscode.window.activeTextEditor?.document.uri)?.toString()];
  }

  failureContext(error: unknown, ...args: unknown[]): FailureContext {
    const wrote = typeof error === 'object' && error !== null && this.failedWrites.has(error);
    return wrote ? {} : { retry: () => vscode.commands.executeCommand(this.id, ...args) };
  }

  async execute(uri?: vscode.Uri | string, target?: RunTarget): Promise<void> {
    const document = await this.documentOf(uri);
    if (!document) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Open a GraphQL document (or a file with a GraphQL template) to run an operation.'),
      );
      return;
    }
    if (!(await this.agreeToEndpoints(document))) return;
    const candidate = await this.choose(document, target);
    if (!candidate) return;
    const operation = candidate.operations[candidate.index]!;
    const endpoint = await this.endpointOf(document, candidate.region);
    if (!endpoint) return;
    const client = await this.clientFor(endpoint);
    if (!client) return;
    let variables: Record<string, unknown>;
    try {
      variables = await this.variablesFor(document, candidate);
    } catch (error) {
      if (!(error instanceof VariablesBlockError)) throw error;
      void vscode.window.showErrorMessage(error.message);
      return;
    }
    const label = operationLabel(operation);
    const query = isolateOperation(candidate.region.text, candidate.operations, candidate.index);
    const request = { query, variables, operationName: operation.name };
    const send = (graphql: GraphQLClient) =>
      withLateProgress(vscode.l10n.t('Running {0}…', label), (signal) => graphql.execute({ ...request, signal }));
    const sent = operation.type === 'query' ? send(client.client) : this.write(document, client, send);
    const result = await sent.catch((error: unknown) => {
      if (operation.type !== 'query' && typeof error === 'object' && error !== null) this.failedWrites.add(error);
      throw error;
    });
    this.showErrors(document, candidate.region, result.errors);
    if (result.data !== undefined && result.data !== null) this.lastData.set(document.uri.toString(), result.data);
    const status = statusPhrases({
      operation: label,
      endpoint,
      status: result.status,
      elapsedMs: result.elapsedMs,
      bytes: result.bytes,
      errorCount: result.errors.length,
      rateLimit: result.rateLimit,
      anonymous: client.anonymous,
    });
    await this.results.show(
      document.uri,
      resultDocument(
        status.map((line) => line.map(localize).join(' · ')),
        result,
      ),
    );
  }

  /**
   * A mutation (or subscription) walks the write road: the endpoint's client with the road's permit, sent once and
   * never repeated, its failure naming the host, one at a time per document. A query stays a read.
   */
  private write(
    document: vscode.TextDocument,
    client: EndpointClient,
    send: (graphql: GraphQLClient) => Promise<GraphQLResult>,
  ): Promise<GraphQLResult> {
    return walkWriteRoad({
      target: `${this.id} ${document.uri.toString()}`,
      host: client.host,
      client: async () => client.client,
      write: async (graphql) => ({ result: await send(await graphql()) }),
    });
  }

  private async documentOf(uri: vscode.Uri | string | undefined): Promise<vscode.TextDocument | undefined> {
    if (uri) return vscode.workspace.openTextDocument(typeof uri === 'string' ? vscode.Uri.parse(uri) : uri);
    return vscode.window.activeTextEditor?.document;
  }

  /**
   * Running is the user asking for the endpoint: one whose schema still awaits their yes (a `# endpoint:` comment's or
   * a graphql-config file's) is asked about now, even after "Not Now", since its operations are read with its schema.
   * False when the user declined.
   */
  private async agreeToEndpoints(document: vscode.TextDocument): Promise<boolean> {
    for (const region of regionsOf(document)) if (!(await this.schemas.agreeToRun(document, region))) return false;
    return true;
  }

  /** The lens's operation, the only one, or the one the user picks. */
  private async choose(document: vscode.TextDocument, target: RunTarget | undefined): Promise<Candidate | undefined> {
    const candidates: Candidate[] = [];
    const regions = regionsOf(document);
    for (const [regionIndex, region] of regions.entries()) {
      const service = await this.schemas.serviceOf(document, region);
      const operations = (await service?.operations(region.text)) ?? [];
      operations.forEach((_, index) => candidates.push({ region, regionIndex, operations, index }));
    }
    if (target)
      return candidates.find(
        (candidate) => candidate.regionIndex === target.region && candidate.index === target.index,
      );
    if (candidates.length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('This document has no operation to run (or it does not parse yet: see the Problems panel).'),
      );
      return undefined;
    }
    if (candidates.length === 1) return candidates[0];
    const picked = await vscode.window.showQuickPick(
      candidates.map((candidate) => {
        const operation = candidate.operations[candidate.index]!;
        const line = candidate.region.toHost(operation.range.start).line + 1;
        return { label: operationLabel(operation), description: vscode.l10n.t('line {0}', line), candidate };
      }),
      { placeHolder: vscode.l10n.t('Which operation to run?') },
    );
    return picked?.candidate;
  }

  private async endpointOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<string | undefined> {
    if (region.writtenEndpoint !== undefined && !normalizeEndpoint(region.writtenEndpoint)) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t('The "# endpoint:" comment must be an http(s) URL, like https://ghe.example.com/api/graphql.'),
      );
      return undefined;
    }
    return this.schemas.endpointOf(document, region);
  }

  /** The client of the GitHub host the endpoint belongs to (its token), or, if the user agrees, one without a token. */
  private async clientFor(endpoint: string): Promise<EndpointClient | undefined> {
    const host = hostOfEndpoint(endpoint, this.accounts.hosts('github'));
    if (host) return { client: await this.accounts.requireGraphQLClient(host), anonymous: false, host };
    const runAnyway = vscode.l10n.t('Run Without a Token');
    const settings = vscode.l10n.t('Open Settings');
    const choice = await vscode.window.showWarningMessage(localize(noAccountFor(endpoint)), runAnyway, settings);
    if (choice === settings) await vscode.commands.executeCommand('workbench.action.openSettings', 'devdesk.github');
    if (choice !== runAnyway) return undefined;
    const client = loadCore().createGraphQLClient({ endpoint, userAgent: userAgent() });
    return { client, anonymous: true, host: undefined };
  }

  private async variablesFor(document: vscode.TextDocument, candidate: Candidate): Promise<Record<string, unknown>> {
    const operation = candidate.operations[candidate.index]!;
    const settings = readDocumentSettings(candidate.region.text);
    const block = variablesFor(settings, operation.range.start.line);
    if (block?.error) {
      const line = candidate.region.toHost({ line: block.line, character: 0 }).line + 1;
      throw new VariablesBlockError(localize(variablesBlockProblem(line, block.error)));
    }
    const values = { ...(await this.siblingVariables(document)), ...(block?.value ?? {}) };
    const variables = declaredOnly(values, operation.variables);
    const service = await this.schemas.serviceOf(document, candidate.region);
    const remembered = this.lastData.get(document.uri.toString());
    for (const variable of missingRequired(variables, operation.variables)) {
      variables[variable.name] = await promptForVariable(
        variable,
        operationLabel(operation),
        service,
        promptDefault(valueNamed(remembered, variable.name)),
      );
    }
    return variables;
  }

  /** `<name>.variables.json` beside a file on disk; {} without one. A file that is no JSON object is an error. */
  private async siblingVariables(document: vscode.TextDocument): Promise<Record<string, unknown>> {
    const documentPath = pathOfUri(document.uri); // on this host's disk (a virtual workspace's, in the browser)
    if (documentPath === undefined) return {};
    const path = siblingVariablesPath(documentPath);
    let text: string;
    try {
      text = await textFiles.read(path);
    } catch {
      return {};
    }
    try {
      const value = JSON.parse(text) as unknown;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    throw new VariablesBlockError(localize(variablesFileProblem(vscode.workspace.asRelativePath(uriOfPath(path)))));
  }

  private showErrors(
    document: vscode.TextDocument,
    region: GraphQLRegion,
    errors: ReadonlyArray<{ message: string; locations?: Array<{ line: number; column: number }> }>,
  ): void {
    const diagnostics = errors.flatMap((error) =>
      (error.locations ?? []).map((location) => {
        const start = region.toHost(zeroBased(location));
        const range = document.getWordRangeAtPosition(start) ?? new vscode.Range(start, start.translate(0, 1));
        const diagnostic = new vscode.Diagnostic(range, error.message, vscode.DiagnosticSeverity.Error);
        diagnostic.source = vscode.l10n.t('GraphQL: server');
        return diagnostic;
      }),
    );
    this.runErrors.set(document.uri, diagnostics);
  }
}

/** A variables block or file that cannot be used: the message says which and why. */
export class VariablesBlockError extends Error {
  override readonly name = 'VariablesBlockError';
}
