// graphql-config files (graphql.config.*, .graphqlrc*, package.json's `graphql`), honoured when a workspace has one
// and never required: a document on disk under such a file is checked against the schema files it names, or the
// endpoint it names (introspected like any other). Found by the core's locateGraphQLConfig, nearest folder first up
// to the workspace folder, and read by the bundle's readGraphQLConfig only when there is one (most workspaces have
// none: their documents then never load the bundle's YAML parser); remembered per folder until a config file changes.
// A schema pointer the editor does not use (a glob, a code file, a file outside the workspace folder) is said in the
// log, with the reason.
import * as vscode from 'vscode';
import { configFileNames, loadGraphQL, locateGraphQLConfig, type GraphQLBundle } from '../base/core';
import { Disposable } from '../base/dispose';
import { pathOfUri } from '../base/node/workspace-disk';
import type { Log } from '../base/log';

export type GraphQLConfigFile = NonNullable<Awaited<ReturnType<GraphQLBundle['findGraphQLConfig']>>>;

/** Every file a graphql-config may be (the names the core looks for), and package.json (its `graphql` member). */
const watchedFileNames = [...configFileNames, 'package.json'];
const configFilesGlob = `**/{${watchedFileNames.join(',')}}`;
const isConfigFile = (uri: vscode.Uri) => watchedFileNames.includes(uri.path.slice(uri.path.lastIndexOf('/') + 1));

export class GraphQLConfigs extends Disposable {
  private readonly byFolder = new Map<string, Promise<GraphQLConfigFile | undefined>>();
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  readonly onDidChange = this.changed.event;

  private watching = false;

  constructor(private readonly log: Log) {
    super();
  }

  /**
   * Forgets what was found whenever a config file changes: watched from the first look on, not from activation (until
   * something is remembered there is nothing to forget, and a window without GraphQL documents never watches). A
   * config saved in the editor is forgotten at once; a change from elsewhere (a checkout) comes through the file
   * watcher, which reports it later, or on a busy machine not at all for a file in a folder made a moment before.
   */
  private watchConfigFiles(): void {
    if (this.watching) return;
    this.watching = true;
    const watcher = this.register(vscode.workspace.createFileSystemWatcher(configFilesGlob));
    const forget = () => {
      this.byFolder.clear();
      this.changed.fire();
    };
    this.register(watcher.onDidCreate(forget));
    this.register(watcher.onDidChange(forget));
    this.register(watcher.onDidDelete(forget));
    this.register(vscode.workspace.onDidSaveTextDocument((document) => isConfigFile(document.uri) && forget()));
  }

  /** The config that applies to a document on this host's disk inside a workspace folder, if any. */
  find(uri: vscode.Uri): Promise<GraphQLConfigFile | undefined> {
    // Paths on this host's disk: a file's on the desktop, a virtual workspace's URI path in the browser.
    const workspaceFolder = vscode.workspace.getWorkspaceFolder(uri);
    const root = workspaceFolder && pathOfUri(workspaceFolder.uri);
    const folder = pathOfUri(vscode.Uri.joinPath(uri, '..'));
    if (root === undefined || folder === undefined) return Promise.resolve(undefined);
    let found = this.byFolder.get(folder);
    if (!found) {
      this.watchConfigFiles();
      found = locateGraphQLConfig(folder, root)
        .then((located) => located && loadGraphQL().readGraphQLConfig(located, root))
        .then((config) => {
          for (const pointer of config?.schema ?? [])
            if (pointer.kind === 'unsupported')
              this.log.warn(`GraphQL: ${config!.file}: the schema "${pointer.pointer}" is not used: ${pointer.reason}`);
          return config;
        })
        .catch((error: unknown) => {
          this.log.warn(`GraphQL: could not read the graphql-config file above ${folder}: ${(error as Error).message}`);
          return undefined;
        });
      this.byFolder.set(folder, found);
    }
    return found;
  }
}
