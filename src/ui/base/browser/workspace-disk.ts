// The browser twin of ../node/workspace-disk.ts (same exports): a browser has no local disk, but a virtual workspace
// (github.dev's `vscode-vfs://`, read and written through `workspace.fs`) holds the Qiita CLI's layout as well; its
// paths are the URIs' paths (virtual-files.ts). The browser entry hands the core's layout that disk.
export { folderOnDisk, folderSchemes, pathOfUri, uriOfPath } from './virtual-files';
