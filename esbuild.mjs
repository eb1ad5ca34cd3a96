// Bundles the extension (dist/extension.js), the public core API (dist/core.js), the GraphQL editor's services
// (dist/graphql.js, loaded lazily) and its language worker's code (dist/graphql-worker.js), and writes github.com's
// GraphQL schema (dist/github-schema.gz, for both entries) and the bundled packages' licenses (dist/ThirdPartyNotices.txt) beside them.
// Flags: --production (minify, no sourcemaps), --watch (rebuild on change).
// Each build's metafile goes to out/esbuild/<bundle>.meta.json: what each package adds to a bundle (`npm run bench`
// prints it; https://esbuild.github.io/analyze/ draws it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { http1Only } from './scripts/esbuild-http1-only.mjs';
import { llhttpBesideBundle } from './scripts/esbuild-llhttp-beside.mjs';
import { undiciAgentBeside, undiciAgentEntry } from './scripts/esbuild-undici-agent-chunk.mjs';
import { oneVscodeNamespace } from './scripts/esbuild-vscode-namespace.mjs';
import { webBundleOptions } from './scripts/web-bundle.mjs';
import { writeThirdPartyNotices } from './scripts/third-party-notices.mjs';
import { ensureGitHubSchemaFile, gitHubSchemaFileName } from './scripts/github-schema.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const shared = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: production,
  sourcemap: production ? false : 'linked',
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
  // Error classes set `name` from their constructor; minified names would make logs and messages unreadable.
  keepNames: true,
  // ESM entries first (https://esbuild.github.io/api/#main-fields): graphql's CommonJS entry cannot be tree-shaken,
  // and would put all of graphql-js (285 KB) into dist/core.js for the parser the GraphQL client uses.
  mainFields: ['module', 'main'],
  // undici's HTTP/2 client, which DevDesk's dispatcher never uses, stays out (scripts/esbuild-http1-only.mjs says why),
  // and its WebAssembly HTTP parser ships beside the bundle, read on the first connection (scripts/esbuild-llhttp-beside.mjs).
  // undici's Agent itself is a chunk beside the bundles that send, required on the first dispatcher
  // (scripts/esbuild-undici-agent-chunk.mjs).
  plugins: [http1Only(), llhttpBesideBundle(), undiciAgentBeside()],
};

const targets = [
  // One namespace object for the `vscode` API instead of one per importing file (scripts/esbuild-vscode-namespace.mjs).
  {
    ...shared,
    entryPoints: { extension: 'src/extension.ts' },
    outdir: 'dist',
    external: ['vscode'],
    plugins: [...shared.plugins, oneVscodeNamespace()],
  },
  { ...shared, entryPoints: { core: 'src/core/index.ts' }, outdir: 'dist', external: ['vscode'] },
  // The browser entry (package.json's `browser`): dist/web/extension.js (scripts/web-bundle.mjs).
  webBundleOptions({ production }),

  { ...shared, entryPoints: undiciAgentEntry, outdir: 'dist' },
  {
    ...shared,
    entryPoints: { graphql: 'src/graphql/index.ts', 'graphql-worker': 'src/graphql/worker.ts' },
    outdir: 'dist',
    external: ['vscode'],
    // graphql-js checks every `instanceof` against copies of itself from another module unless NODE_ENV says
    // production (jsutils/instanceOf); the bundle holds one copy, and the check costs ~10% of building a schema.
    define: { 'process.env.NODE_ENV': '"production"' },
  },
  {
    // The preview webview's script (src/ui/preview/webview): runs in the webview, not in Node; bundles DOMPurify and
    // marked. It lives in media/preview/ because the webview may load only from there (localResourceRoots).
    ...shared,
    entryPoints: { preview: 'src/ui/preview/webview/main.ts' },
    outdir: 'media/preview',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    mainFields: ['browser', 'module', 'main'],
  },
  {
    // The preview's diagrams (src/ui/preview/webview/mermaid-entry.ts): mermaid, in its own script that the page loads
    // only when a document has a diagram (webview/diagrams.ts), so preview.js stays small. Always minified: mermaid is
    // large, and the .vsix carries it.
    ...shared,
    entryPoints: { mermaid: 'src/ui/preview/webview/mermaid-entry.ts' },
    outdir: 'media/preview',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    keepNames: false,
    mainFields: ['browser', 'module', 'main'],
  },
  {
    // KaTeX's stylesheet for the preview's math (https://katex.org/docs/browser), with the fonts it needs beside it in
    // media/preview/fonts/. Only the WOFF2 files of the common fonts ship (keepKatexFonts): every webview engine
    // reads WOFF2, and the rest (calligraphic, fraktur, script, sans-serif, typewriter) falls back to the page's fonts.
    ...shared,
    entryPoints: { katex: 'node_modules/katex/dist/katex.css' },
    outdir: 'media/preview',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    loader: { '.woff2': 'file' },
    assetNames: 'fonts/[name]',
    plugins: [
      keepKatexFonts([
        'AMS-Regular',
        'Main-Bold',
        'Main-BoldItalic',
        'Main-Italic',
        'Main-Regular',
        'Math-BoldItalic',
        'Math-Italic',
        'Size1-Regular',
        'Size2-Regular',
        'Size3-Regular',
        'Size4-Regular',
      ]),
    ],
  },
];

/**
 * KaTeX's font files other than the kept WOFF2 ones are left out of the build; their `url()`s (empty after the build,
 * which a browser would read as the stylesheet itself) are taken out, and so is a font face left with none.
 */
function keepKatexFonts(kept) {
  return {
    name: 'keep-katex-fonts',
    setup(build) {
      build.onEnd((result) => {
        const file = Object.keys(result.metafile?.outputs ?? {}).find((name) => name.endsWith('.css'));
        if (!file) return;
        const css = readFileSync(file, 'utf8')
          .replace(/,?url\(\)\s*format\("[^"]*"\)/g, '')
          .replace(/@font-face\{[^}]*src:(?:;|\})[^}]*\}?/g, '')
          .replace(/src:,/g, 'src:');
        writeFileSync(file, css);
      });
      build.onResolve({ filter: /^fonts\/KaTeX_.*\.(?:woff2?|ttf)$/ }, (args) => {
        const match = /KaTeX_(.+)\.woff2$/.exec(args.path);
        if (match && kept.includes(match[1])) return undefined;
        return { path: args.path, namespace: 'dropped-font' };
      });
      build.onLoad({ filter: /.*/, namespace: 'dropped-font' }, () => ({ contents: '', loader: 'empty' }));
    },
  };
}

const metafileDir = 'out/esbuild';

function saveMetafile(name, result) {
  mkdirSync(metafileDir, { recursive: true });
  writeFileSync(`${metafileDir}/${name.replaceAll('/', '-')}.meta.json`, JSON.stringify(result.metafile));
}

function reportSizes(result) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    console.log(`${file.padEnd(28)} ${(output.bytes / 1024).toFixed(1).padStart(8)} KB`);
  }
}

function report(options, result) {
  saveMetafile(Object.keys(options.entryPoints)[0], result);
  reportSizes(result);
}

// github.com's GraphQL schema beside the bundles (dist/graphql.js and the browser entry read it); rewritten only when
// the schema package or its build script changes (scripts/github-schema.mjs).
const schemaFile = ensureGitHubSchemaFile(`dist/${gitHubSchemaFileName}`);
if (schemaFile.written)
  console.log(`${schemaFile.outFile.padEnd(28)} ${(schemaFile.bytes / 1024).toFixed(1).padStart(8)} KB`);

if (watch) {
  for (const options of targets) {
    const context = await esbuild.context({
      ...options,
      plugins: [
        ...(options.plugins ?? []),
        { name: 'report', setup: (build) => build.onEnd((result) => result.metafile && report(options, result)) },
      ],
    });
    await context.watch();
  }
  console.log('esbuild: watching src/ for changes');
} else {
  const metafiles = [];
  for (const options of targets) {
    const result = await esbuild.build(options);
    report(options, result);
    metafiles.push(result.metafile);
  }
  // The licenses of the packages the bundles carry, shipped beside them (scripts/third-party-notices.mjs).
  const packages = writeThirdPartyNotices(metafiles, 'dist/ThirdPartyNotices.txt');
  console.log(`${'dist/ThirdPartyNotices.txt'.padEnd(28)} ${String(packages).padStart(8)} packages`);
}
