// The browser build's alias (issue 38): every import of a module in a `node/` folder of src/ resolves to its twin in
// the sibling `browser/` folder, which has the same exports (ARCHITECTURE.md, "The platform seam"). A `node/` module
// without a twin fails the build, naming it, so nothing that needs Node reaches the web bundle by accident.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const sourceExtensions = ['.ts'];

export function browserTwins() {
  return {
    name: 'browser-twins',
    setup(build) {
      build.onResolve({ filter: /(^|\/)node\/[^/]+$/ }, (args) => {
        if (!args.path.startsWith('.') || args.importer.includes('/node_modules/')) return undefined;
        const asked = resolve(dirname(args.importer), args.path).replace(/\.js$/, '');
        const twin = join(dirname(dirname(asked)), 'browser', asked.slice(dirname(asked).length + 1));
        const file = sourceExtensions.map((extension) => `${twin}${extension}`).find((path) => existsSync(path));
        if (file) return { path: file };
        return { errors: [{ text: `${args.path} (imported by ${args.importer}) has no browser/ twin at ${twin}.ts` }] };
      });
    },
  };
}
