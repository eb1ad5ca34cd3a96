// The gateway from the UI to the core. The core (HTTP layer, service clients) ships as dist/core.js and loads on
// first use, so activation stays cheap and the main bundle small: features reach it only through `loadCore()`,
// plus `import type` for its types (lint enforces both). The URL rules and the version are the exception: tiny,
// dependency-free modules that activation needs, shared here so the UI and the core follow one rule each.
import { join } from 'node:path';

export { baseUrlKey, gitHubApiUrl, isLoopbackHost, isSecureEnough } from '../../core/http/urls';
export { devdeskVersion } from '../../core/version';

export type Core = typeof import('../../core/index');

let loaded: Core | undefined;

export function loadCore(): Core {
  // A computed path keeps esbuild from inlining the core into dist/extension.js; an `import()` would not load a
  // CommonJS sibling bundle synchronously.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require(join(__dirname, 'core.js')) as Core;
  return loaded;
}
