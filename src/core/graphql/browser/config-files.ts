// The browser twin of ../node/config-files.ts (same exports): no graphql-config file is looked for on a local disk.
import type * as OnDisk from '../node/config-files.js';

export type { ConfigFileText } from '../node/config-files.js';

export const locateGraphQLConfig: typeof OnDisk.locateGraphQLConfig = () => Promise.resolve(undefined);
export const locateGraphQLConfigAbove: typeof OnDisk.locateGraphQLConfigAbove = () => Promise.resolve(undefined);
