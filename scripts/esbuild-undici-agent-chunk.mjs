// undici's Agent as a chunk of its own beside the bundles (dist/undici-agent.chunk.js), built by esbuild.mjs from the
// entry below. src/core/http/node/dispatcher.ts requires the Agent when the first dispatcher is made; inside
// dist/core.js and dist/graphql.js it was still about 135 KB of each that V8 reads on every `require` of the bundle,
// though it runs only once a client sends. The plugin leaves that `require` to the chunk, which both bundles then share.
/** The chunk's esbuild entry: its name in dist/, and undici's module (the one dispatcher.ts requires). */
export const undiciAgentEntry = { 'undici-agent.chunk': 'node_modules/undici/lib/dispatcher/agent.js' };

export function undiciAgentBeside() {
  return {
    name: 'undici-agent-beside',
    setup(build) {
      build.onResolve({ filter: /^undici\/lib\/dispatcher\/agent\.js$/ }, () => ({
        path: './undici-agent.chunk.js',
        external: true,
      }));
    },
  };
}
