// The browser twin of ../node/bundle-files.ts (same exports). A web worker extension host loads one script and
// gives it no `require` of files beside it, so the browser bundle carries the core and the GraphQL bundle itself
// (requireBundle); the GraphQL language worker is served on the extension host's worker
// (core/graphql/language/browser/worker-client.ts), so a bundle's file is only a name here.
// The one place the UI imports the core's values directly: in the browser the core is part of this bundle (the rule
// exists to keep it out of the desktop's dist/extension.js, which never holds this file).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import * as core from '../../../core/index';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { notInBrowser } from '../../../core/not-in-browser';
import * as vscode from 'vscode';

export function bundleFile(name: string): string {
  return name;
}

/** The bundle as a module: the core and the GraphQL bundle are part of the browser bundle; any other is not there. */
export function requireBundle(name: string): unknown {
  if (name === 'core.js') return core;
  // Evaluated on first use, as the desktop's dist/graphql.js is required: graphql-js costs nothing at activation.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (name === 'graphql.js') return require('../../../graphql/index') as unknown;
  return notInBrowser(`The ${name} bundle`);
}

/** A file the build writes in dist/ (`web/github-schema.gz`), read through the workbench from DevDesk's folder. */
export async function readBundleFile(name: string): Promise<Uint8Array> {
  const extension = vscode.extensions.getExtension('devdesk.devdesk');
  if (!extension) return notInBrowser(`The ${name} file`);
  return vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, 'dist', ...name.split('/')));
}
