// Types of esbuild-browser-twins.mjs for its unit test.
import type { Plugin } from 'esbuild';
export function browserTwins(): Plugin;
