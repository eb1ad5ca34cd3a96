// An esbuild plugin for bundles that import the `vscode` API: every `import * as vscode from 'vscode'` gets one
// shared namespace object. Left to itself, esbuild gives each importing source file its own copy of the API
// (`__toESM(require('vscode'))` defines a getter per API member on a new object): 86 copies of some 200 members in
// dist/extension.js, about 35-50 ms of loading the extension, measured with a CPU profile of the extension host.
// The one namespace is a module of its own, `export * from 'vscode'`, whose import of `vscode` stays external.
export function oneVscodeNamespace() {
  return {
    name: 'one-vscode-namespace',
    setup(build) {
      build.onResolve({ filter: /^vscode$/ }, (args) =>
        args.namespace === 'vscode-namespace'
          ? { path: 'vscode', external: true }
          : { path: 'vscode', namespace: 'vscode-namespace' },
      );
      build.onLoad({ filter: /.*/, namespace: 'vscode-namespace' }, () => ({
        contents: "export * from 'vscode';",
        loader: 'js',
      }));
    },
  };
}
