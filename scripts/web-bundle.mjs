// The browser entry's build (package.json's `browser`, issue 38): one script for a web worker extension host
// (vscode.dev, github.dev), which loads it with a `require` that knows only `vscode`. So the core is inside it, every
// `node/` module is swapped for its `browser/` twin (esbuild-browser-twins.mjs), and packages resolve to their browser
// builds. esbuild.mjs builds it; test/unit/web-bundle.test.ts builds it too and reads its metafile.
import { fileURLToPath } from 'node:url';
import { browserTwins } from './esbuild-browser-twins.mjs';
import { oneVscodeNamespace } from './esbuild-vscode-namespace.mjs';

/** @returns {import('esbuild').BuildOptions} */
export function webBundleOptions({ production = false } = {}) {
  return {
    entryPoints: { 'web/extension': 'src/extension.browser.ts' },
    outdir: 'dist',
    bundle: true,
    format: 'cjs',
    platform: 'browser',
    target: 'es2022',
    minify: production,
    sourcemap: production ? false : 'linked',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    keepNames: true,
    external: ['vscode'],
    mainFields: ['browser', 'module', 'main'],
    conditions: ['worker', 'browser'],
    // The User-Agent's platform words (src/core/version.ts); a browser sends its own User-Agent header anyway.
    define: { 'process.platform': '"web"', 'process.versions.node': '"none"', 'process.env.NODE_ENV': '"production"' },
    // gray-matter's one use of Node's global Buffer (web-buffer-shim.js).
    inject: [fileURLToPath(new URL('./web-buffer-shim.js', import.meta.url))],
    plugins: [browserTwins(), oneVscodeNamespace()],
  };
}
