// Types of third-party-notices.mjs for its unit test.
import type { Metafile } from 'esbuild';

export function packageFolderOf(input: string): string | undefined;
export function bundledPackageFolders(metafiles: readonly Metafile[]): string[];
export function thirdPartyNotices(folders: readonly string[], root?: string): string;
export function writeThirdPartyNotices(metafiles: readonly Metafile[], outFile: string): number;
