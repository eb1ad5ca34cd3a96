// An esbuild plugin for the Node bundles that carry undici's client (dist/undici-agent.chunk.js, which dist/core.js and
// dist/graphql.js require): undici's HTTP/1.1 response parser, llhttp compiled to WebAssembly, ships beside the bundle
// instead of inside it. undici holds it as two modules of base64 text, about 70 KB each (lib/llhttp/llhttp_simd-wasm.js,
// and llhttp-wasm.js without SIMD), and requires them only inside `lazyllhttp()` (lib/dispatcher/client-h1.js), on the
// process's first connection: the SIMD build, or the other when SIMD is refused (UNDICI_NO_WASM_SIMD=1, older Node on
// ppc64) or fails to compile. Inside dist/core.js they were 140 KB of its 500 that V8 read on each `require`, though at
// most one is ever used. Here each `require` of them stays a `require` of undici's own file, copied unchanged beside
// the bundle as `<name>.chunk.js` (.vscodeignore packages dist/*.chunk.js), so undici still picks and loads one as it did.
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file names undici's client-h1.js requires the parser by, relative to its folder. */
const llhttpModule = /^\.\.\/llhttp\/llhttp(?:_simd)?-wasm\.js$/;

/** The name of the copy beside the bundle. */
function llhttpChunkName(request) {
  return `${basename(request, '.js')}.chunk.js`;
}

export function llhttpBesideBundle() {
  return {
    name: 'llhttp-beside-bundle',
    setup(build) {
      /** The parser modules this build left out, by the name of their copy. */
      const sources = new Map();
      build.onResolve({ filter: llhttpModule }, (args) => {
        if (!/[\\/]undici[\\/]lib[\\/]dispatcher$/.test(args.resolveDir)) return undefined;
        const chunk = llhttpChunkName(args.path);
        sources.set(chunk, join(args.resolveDir, args.path));
        return { path: `./${chunk}`, external: true };
      });
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        const { outdir, outfile } = build.initialOptions;
        const folder = outdir ?? dirname(outfile);
        mkdirSync(folder, { recursive: true });
        for (const [chunk, source] of sources) copyFileSync(source, join(folder, chunk));
      });
    },
  };
}
