// The same positions through graphql-language-service-server 2.14.8, the server of the GraphQL VS Code extension,
// started the way that extension starts it: a Node child process running `startServer({ method: 'node' })`, spoken
// to over Node IPC with LSP messages (vscode-jsonrpc, as vscode-languageclient does), in a workspace whose
// graphql-config points at github.com's schema. Two workspaces: the introspection JSON, and the published SDL.
// Figures: start to first completion, completion p50/p95 (each an IPC round trip, as the editor sees it),
// diagnostics of the 203-line document (didOpen to publishDiagnostics), the server's RSS and peak RSS.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  IPCMessageReader,
  IPCMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import type { DocumentPosition } from './graphql-documents.js';

export interface ServerFigures {
  schemaForm: string;
  startToFirstCompletionMs: number;
  /** Items of the first completion, or the server's error message. */
  firstCompletion: number | string;
  completionTimes: number[];
  positionsWithItems: number;
  positionsWithErrors: number;
  diagnosticsMs: number | undefined;
  diagnosticsCount: number | undefined;
  rssMB: number;
  peakRssMB: number;
}

interface Workspace {
  folder: string;
  /** The document completion is asked in; its text changes from one bench document to the next. */
  documentUri: string;
  /** The long document, opened once for its diagnostics. */
  longDocumentUri: string;
}

/** A folder with graphql.config.yml naming the schema file, and one document the server will be given. */
function writeWorkspace(folder: string, schemaFile: string, schemaText: string): Workspace {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, schemaFile), schemaText);
  writeFileSync(join(folder, 'graphql.config.yml'), `schema: ${schemaFile}\ndocuments: '**/*.graphql'\n`);
  writeFileSync(
    join(folder, 'server.js'),
    `require(${JSON.stringify(require.resolve('graphql-language-service-server'))}).startServer({ method: 'node' });\n`,
  );
  const [document, long] = [join(folder, 'bench.graphql'), join(folder, 'long.graphql')];
  writeFileSync(document, '');
  writeFileSync(long, '');
  return { folder, documentUri: pathToFileURL(document).toString(), longDocumentUri: pathToFileURL(long).toString() };
}

/** Status figures of a process from /proc (Linux): current and peak resident memory. */
function memoryOf(pid: number): { rssMB: number; peakRssMB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: kb('VmRSS') / 1024, peakRssMB: kb('VmHWM') / 1024 };
}

class LanguageServer {
  readonly connection: MessageConnection;
  private version = 1;
  /** Who waits for the diagnostics of which document. */
  private readonly diagnosticsWaiters = new Map<string, (count: number) => void>();

  constructor(
    readonly child: ChildProcess,
    private readonly workspace: Workspace,
  ) {
    this.connection = createMessageConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    // What the editor answers when the server asks for its settings: none (the config file says everything).
    this.connection.onRequest('workspace/configuration', (params: { items: unknown[] }) =>
      params.items.map(() => null),
    );
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onNotification(
      'textDocument/publishDiagnostics',
      (params: { uri: string; diagnostics: unknown[] }) =>
        this.diagnosticsWaiters.get(params.uri)?.(params.diagnostics.length),
    );
    this.connection.onNotification('window/logMessage', () => undefined);
    this.connection.listen();
  }

  async initialize(): Promise<void> {
    const rootUri = pathToFileURL(this.workspace.folder).toString();
    await this.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri,
      rootPath: this.workspace.folder,
      capabilities: {},
      workspaceFolders: [{ uri: rootUri, name: 'bench' }],
    });
    await this.connection.sendNotification('initialized', {});
  }

  /** Opens a document; resolves with the number of diagnostics the server publishes for it. */
  open(uri: string, text: string): Promise<number> {
    const published = this.nextDiagnostics(uri);
    void this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'graphql', version: 1, text },
    });
    return published;
  }

  /** Replaces the text of the bench document (full sync, as the server asks). */
  change(text: string): void {
    this.version += 1;
    void this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: this.workspace.documentUri, version: this.version },
      contentChanges: [{ text }],
    });
  }

  /** The number of items, or the error message the server answered with. */
  async complete(position: { line: number; character: number }): Promise<number | string> {
    try {
      const answer = await this.connection.sendRequest<{ items?: unknown[] } | unknown[] | null>(
        'textDocument/completion',
        { textDocument: { uri: this.workspace.documentUri }, position },
      );
      return Array.isArray(answer) ? answer.length : (answer?.items?.length ?? 0);
    } catch (error) {
      return (error as Error).message;
    }
  }

  async stop(): Promise<void> {
    await Promise.race([
      this.connection.sendRequest('shutdown').catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    this.connection.dispose();
    this.child.kill();
  }

  private nextDiagnostics(uri: string, timeoutMs = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.diagnosticsWaiters.delete(uri);
        reject(new Error('no publishDiagnostics'));
      }, timeoutMs);
      this.diagnosticsWaiters.set(uri, (count) => {
        clearTimeout(timer);
        this.diagnosticsWaiters.delete(uri);
        resolve(count);
      });
    });
  }
}

export interface ServerRun {
  /** What the config points at, for the figures' names. */
  schemaForm: string;
  folder: string;
  schemaFile: string;
  schemaText: string;
  /** The first completion asked after opening its document. */
  first: DocumentPosition;
  positions: DocumentPosition[];
  longDocument: string;
}

/** Starts a server on a workspace and measures it at `positions` (one document at a time, sent as a change). */
export async function measureServer(run: ServerRun): Promise<ServerFigures> {
  const workspace = writeWorkspace(run.folder, run.schemaFile, run.schemaText);
  const started = performance.now();
  const server = new LanguageServer(
    fork(join(run.folder, 'server.js'), [], {
      cwd: run.folder,
      execArgv: [],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    }),
    workspace,
  );
  try {
    await server.initialize();
    await server.open(workspace.documentUri, run.first.text).catch(() => undefined); // without a usable schema it may never publish
    const firstCompletion = await server.complete(run.first.position);
    const startToFirstCompletionMs = performance.now() - started;

    let current = run.first.text;
    let positionsWithItems = 0;
    let positionsWithErrors = 0;
    const completionTimes: number[] = [];
    for (const { text, position } of run.positions) {
      // Messages are handled in order, so the completion after a change sees the new text.
      if (text !== current) server.change((current = text));
      const asked = performance.now();
      const answer = await server.complete(position);
      completionTimes.push(performance.now() - asked);
      if (typeof answer === 'string') positionsWithErrors += 1;
      else if (answer > 0) positionsWithItems += 1;
    }
    const diagnostics = await timeDiagnostics(server, workspace.longDocumentUri, run.longDocument);
    const figures = {
      schemaForm: run.schemaForm,
      startToFirstCompletionMs,
      firstCompletion,
      completionTimes,
      positionsWithItems,
      positionsWithErrors,
      ...diagnostics,
    };
    return { ...figures, ...memoryOf(server.child.pid!) };
  } finally {
    await server.stop();
  }
}

/** Opening the long document to its published diagnostics. */
async function timeDiagnostics(
  server: LanguageServer,
  uri: string,
  document: string,
): Promise<{ diagnosticsMs: number | undefined; diagnosticsCount: number | undefined }> {
  const opened = performance.now();
  try {
    const diagnosticsCount = await server.open(uri, document);
    return { diagnosticsMs: performance.now() - opened, diagnosticsCount };
  } catch {
    return { diagnosticsMs: undefined, diagnosticsCount: undefined };
  }
}
