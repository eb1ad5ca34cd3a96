// Types of esbuild-llhttp-beside.mjs for the TypeScript tests that bundle the core.
import type { Plugin } from 'esbuild';

export function llhttpBesideBundle(): Plugin;
