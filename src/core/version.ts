// The extension's version, read from package.json so there is one place to bump it. A named import lets
// esbuild inline just this one field (not the whole manifest) into the bundles. Dependency-free: the main
// extension bundle imports it too.
import { version } from '../../package.json';

export const devdeskVersion: string = version;

/**
 * The User-Agent DevDesk sends unless told otherwise: `DevDesk/<version> (<platform>; node <version>)`.
 * `product` replaces the `DevDesk` token, e.g. for a tool built on the core.
 */
export function defaultUserAgent(product = 'DevDesk'): string {
  return `${product}/${devdeskVersion} (${process.platform}; node ${process.versions.node})`;
}
