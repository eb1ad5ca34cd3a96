// The browser twin of ../node/workspace-disk.ts (same exports): a browser has no local disk, but a virtual workspace
// (github.dev's `vscode-vfs://`, read and written through `workspace.fs`) holds the Qiita CLI's layout as well; its
// paths are the URIs' paths (virtual-files.ts). Loading this module hands the core's layout that disk.
// The core is part of the browser bundle (browser/bundle-files.ts): this hands its layout the disk it reads.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { useVirtualDisk } from '../../../core/articles/browser/file-workspace';
import { listBelow, readText, writeText } from './virtual-files';

export { folderOnDisk, pathOfUri, uriOfPath } from './virtual-files';

useVirtualDisk({ read: readText, list: (folder) => listBelow(folder), write: writeText });
