// The browser twin of ../node/bundle-files.ts (same exports). A web worker extension host loads one script and
// gives it no `require` of files beside it, so the browser bundle carries the core itself (requireBundle) and the
// GraphQL bundles are not there yet (later work of issue 38).
// The one place the UI imports the core's values directly: in the browser the core is part of this bundle (the rule
// exists to keep it out of the desktop's dist/extension.js, which never holds this file).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import * as core from '../../../core/index';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { notInBrowser } from '../../../core/not-in-browser';

export function bundleFile(name: string): string {
  return notInBrowser(`The ${name} bundle`);
}

/** The bundle as a module: the core is part of the browser bundle; any other is not there. */
export function requireBundle(name: string): unknown {
  return name === 'core.js' ? core : notInBrowser(`The ${name} bundle`);
}
