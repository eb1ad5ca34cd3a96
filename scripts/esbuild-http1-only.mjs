// An esbuild plugin for the Node bundles: undici's HTTP/2 client (lib/dispatcher/client-h2.js) is left out. undici
// speaks HTTP/2 only to a dispatcher made with `allowH2: true`, which offers `h2` in TLS's ALPN; DevDesk's
// dispatcher (src/core/http/node/dispatcher.ts) never does, so every connection is HTTP/1.1 and that module never
// runs. Bundled, it loads `node:http2` when the core is required: about a third of `require('dist/core.js')`, paid
// by the first view. What stands in its place fails loudly should a connection ever negotiate HTTP/2.
export function http1Only() {
  return {
    name: 'http1-only',
    setup(build) {
      build.onLoad({ filter: /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h2\.js$/ }, () => ({
        contents: `module.exports = function connectH2() {
  throw new Error("DevDesk's HTTP client speaks HTTP/1.1 only; this connection negotiated HTTP/2.");
};`,
        loader: 'js',
      }));
    },
  };
}
