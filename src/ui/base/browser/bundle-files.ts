// The browser twin of ../node/bundle-files.ts (same exports). A web worker extension host loads one script and
// gives it no `require` of files beside it, so the browser bundle carries the core and the GraphQL bundle itself
// (requireBundle); the GraphQL language worker is served on the extension host's worker
// (core/graphql/language/browser/worker-client.ts), so a bundle's file is only a name here.
// The core is part of the browser bundle too, but the UI does not import its values: the entry hands it over
// (provided-core.ts), so the rule "the UI reaches the core only through loadCore" holds in both hosts.
import * as vscode from 'vscode';
import { providedCore } from './provided-core';

export function bundleFile(name: string): string {
  return name;
}

/** The bundle as a module: the core and the GraphQL bundle are part of the browser bundle; any other is not there. */
export function requireBundle(name: string): unknown {
  if (name === 'core.js') return providedCore();
  // Evaluated on first use, as the desktop's dist/graphql.js is required: graphql-js costs nothing at activation.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (name === 'graphql.js') return require('../../../graphql/index') as unknown;
  return providedCore().notInBrowser(`The ${name} bundle`);
}

/** A file the build writes in dist/ (`github-schema.gz`), read through the workbench from DevDesk's folder. */
export async function readBundleFile(name: string): Promise<Uint8Array> {
  const extension = vscode.extensions.getExtension('devdesk.devdesk');
  if (!extension) return providedCore().notInBrowser(`The ${name} file`);
  return vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, 'dist', ...name.split('/')));
}
