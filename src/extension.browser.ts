// Composes DevDesk for a browser's web worker extension host (vscode.dev, github.dev; package.json's `browser`).
// The build swaps every `node/` module for its `browser/` twin (scripts/esbuild-browser-twins.mjs). Registered here
// is what works without Node so far: accounts, Articles (article files in a virtual workspace through
// `workspace.fs`), the preview, Pull Requests, Notifications, Events and Templates, every request going through the
// fetch transport (core/http/browser/transport.ts), and the GraphQL editor (its language service on this worker).
import * as vscode from 'vscode';
import { registerAccounts, type AccountsTesting } from './ui/accounts/index';
import { registerArticles } from './ui/articles/index';
import { registerEvents } from './ui/events/index';
import { registerGraphQL, type GraphQLTesting } from './ui/graphql/index';
import { registerNotifications } from './ui/notifications/index';
import { registerPreview, type PreviewTesting } from './ui/preview/index';
import { registerPulls, type PullsTesting } from './ui/pulls/index';
import { registerTemplates } from './ui/templates/index';
import { listBelow, readText, uriOfPath, writeText } from './ui/base/browser/virtual-files';
import { uriDisk } from './ui/base/browser/uri-disk';
import { provideCore } from './ui/base/browser/provided-core';
import { guardOffRoadWrites } from './ui/base/write-road';
import { offRoadWrites } from './ui/base/off-road-writes';
import { recordPrompts, type PromptsTesting } from './ui/base/prompts-testing';
import type { TreeRegistry } from './ui/base/tree/commands';
import { activated, baseDeps, type DevDeskPublicApi } from './extension.shared';
// The core is inside this bundle (a web worker host loads one script), so the entry hands its article layout the
// disk it reads: the virtual workspace through `workspace.fs`. The UI itself reaches the core only through loadCore,
// which gets the core module from the entry (provideCore).
import { useVirtualDisk } from './core/articles/browser/file-workspace';
import * as core from './core/index';
import { useGraphQLDisks } from './core/graphql/browser/graphql-disks';

/** What activate() returns in the browser under DevDesk's own tests (ExtensionMode.Test only, as on the desktop). */
export interface DevDeskBrowserApi extends DevDeskPublicApi {
  /** Which extension host runs this entry: `webworker` when a worker's global scope has no `process`. */
  readonly host: 'webworker' | 'other';
  readonly trees: TreeRegistry;
  readonly accounts: AccountsTesting;
  readonly pulls: PullsTesting;
  readonly preview: PreviewTesting;
  readonly graphql: GraphQLTesting;
  readonly shownErrors: readonly string[];
  readonly prompts: PromptsTesting;
}

export function activate(context: vscode.ExtensionContext): DevDeskPublicApi | DevDeskBrowserApi {
  const started = performance.now();
  provideCore(core); // before anything calls loadCore()
  if (context.extensionMode === vscode.ExtensionMode.Test) guardOffRoadWrites(offRoadWrites);
  const deps = baseDeps(context);
  const { accounts, testing } = registerAccounts(deps);
  const pulls = registerPulls({ ...deps, accounts });
  const events = registerEvents({ ...deps, accounts });
  const notifications = registerNotifications({ ...deps, accounts });
  context.subscriptions.push(pulls, events, notifications, registerTemplates({ ...deps, accounts }));
  // Article files in a virtual workspace (workspace.fs: ui/base/browser/virtual-files.ts) and their preview.
  useVirtualDisk({ read: readText, list: (folder) => listBelow(folder), write: writeText });
  context.subscriptions.push(registerArticles({ ...deps, accounts }));
  const preview = registerPreview({ ...deps, accounts });
  context.subscriptions.push(preview);
  // graphql-config files and their schema files in the virtual workspace; fetched schemas cached in global storage.
  const storage = context.globalStorageUri;
  useGraphQLDisks({ workspace: uriDisk(uriOfPath), storage: uriDisk((path) => storage.with({ path })) });
  const graphql = registerGraphQL({ ...deps, accounts });
  context.subscriptions.push(graphql);
  const activationTimeMs = activated(deps, started);
  if (context.extensionMode !== vscode.ExtensionMode.Test) return { activationTimeMs };
  return {
    activationTimeMs,
    host: 'importScripts' in globalThis && !('process' in globalThis) ? 'webworker' : 'other',
    trees: deps.trees,
    accounts: testing,
    pulls: pulls.testing,
    preview: preview.testing,
    graphql: graphql.testing,
    shownErrors: deps.presenter.shown,
    prompts: recordPrompts(vscode.window),
  };
}

export function deactivate(): void {}
