// Types of web-bundle.mjs for its unit test.
import type { BuildOptions } from 'esbuild';

export function webBundleOptions(options?: { production?: boolean }): BuildOptions;
