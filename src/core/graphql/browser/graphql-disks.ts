// The two disks the GraphQL editor's browser twins read and write: the virtual workspace (graphql-config files and
// the schema files they name; github.dev's `vscode-vfs://` repository, paths being its URIs' `/`-separated paths) and
// the extension's global storage (the schema cache). The core knows no `vscode`, so the browser entry hands both over
// (useGraphQLDisks, over `workspace.fs`); until then, reaching either fails with NotInBrowserError.
import { rejectInBrowser } from '../../not-in-browser.js';
import type { ConfigPaths } from '../config-content.js';

/** Files by `/`-separated absolute path. */
export interface GraphQLDisk {
  /** The file's bytes; undefined when there is no such file (or it is a folder). */
  read(path: string): Promise<Uint8Array | undefined>;
  /** Whether a file is there (a look, nothing read). */
  exists(path: string): Promise<boolean>;
  /** Writes a whole file, making its folders. */
  write(path: string, bytes: Uint8Array): Promise<void>;
}

const unreachable = (what: string): GraphQLDisk => ({
  read: () => rejectInBrowser(what),
  exists: () => rejectInBrowser(what),
  write: () => rejectInBrowser(what),
});

let disks = {
  workspace: unreachable('GraphQL config files on this computer'),
  storage: unreachable("GraphQL schemas cached on this computer's disk"),
};

/** Called by the browser entry in activate(): the virtual workspace's files and the global storage's. */
export function useGraphQLDisks(given: { workspace: GraphQLDisk; storage: GraphQLDisk }): void {
  disks = given;
}

export const workspaceDisk = (): GraphQLDisk => disks.workspace;
export const storageDisk = (): GraphQLDisk => disks.storage;

/** A file's text, or undefined when it is not there. */
export async function readTextFile(disk: GraphQLDisk, path: string): Promise<string | undefined> {
  const bytes = await disk.read(path);
  return bytes && new TextDecoder().decode(bytes);
}

/** `/`-separated paths (a URI's path): `.` and `..` segments resolved, never above `/`. */
export function normalizePath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

export const uriPaths: ConfigPaths = {
  basename: (path) => path.slice(path.lastIndexOf('/') + 1),
  dirname: (path) => normalizePath(`${path}/..`),
  join: (...parts) => normalizePath(parts.join('/')),
  isAbsolute: (path) => path.startsWith('/'),
};
