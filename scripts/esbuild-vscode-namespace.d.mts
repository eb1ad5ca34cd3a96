// Types of esbuild-vscode-namespace.mjs for its unit test.
import type { Plugin } from 'esbuild';

export function oneVscodeNamespace(): Plugin;
