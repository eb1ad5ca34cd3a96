// Files by `/`-separated path through `workspace.fs`, in one file system: what the browser entry hands the core's
// GraphQL twins (core/graphql/browser/graphql-disks.ts) for the virtual workspace and for the global storage.
import * as vscode from 'vscode';
import type { GraphQLDisk } from '../../../core/graphql/browser/graphql-disks';

function isAbsent(error: unknown): boolean {
  return (
    error instanceof vscode.FileSystemError && (error.code === 'FileNotFound' || error.code === 'FileIsADirectory')
  );
}

/** A disk whose paths become URIs through `uriOf` (a workspace folder's scheme, or the global storage's). */
export function uriDisk(uriOf: (path: string) => vscode.Uri): GraphQLDisk {
  return {
    async read(path) {
      try {
        return await vscode.workspace.fs.readFile(uriOf(path));
      } catch (error) {
        if (isAbsent(error)) return undefined;
        throw error;
      }
    },
    exists: (path) =>
      Promise.resolve(vscode.workspace.fs.stat(uriOf(path))).then(
        (stat) => (stat.type & vscode.FileType.File) !== 0,
        () => false,
      ),
    async write(path, bytes) {
      const uri = uriOf(path);
      await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
      await vscode.workspace.fs.writeFile(uri, bytes);
    },
  };
}
