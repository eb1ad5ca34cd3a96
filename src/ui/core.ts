// The core (HTTP layer and service clients) is shipped as dist/core.js and loaded on first use, so activation
// stays cheap and the main bundle small. Types come from the source; the code from the sibling bundle.
import { join } from 'node:path';

type Core = typeof import('../core/index');

let loaded: Core | undefined;

export function loadCore(): Core {
  // A computed path keeps esbuild from inlining the core into dist/extension.js; an `import()` would not load a
  // CommonJS sibling bundle synchronously.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require(join(__dirname, 'core.js')) as Core;
  return loaded;
}
