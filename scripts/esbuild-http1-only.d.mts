// Types of esbuild-http1-only.mjs for the TypeScript tests that bundle the core.
import type { Plugin } from 'esbuild';

export function http1Only(): Plugin;
