// The browser twin of ../node/config.ts (same exports): no graphql-config file on a local disk, so none is found.
import type * as OnDisk from '../node/config.js';
import { notInBrowser } from '../../not-in-browser.js';

export type { GraphQLConfigFile, SchemaPointer } from '../node/config.js';

export const findGraphQLConfig: typeof OnDisk.findGraphQLConfig = () => Promise.resolve(undefined);
export const readGraphQLConfig: typeof OnDisk.readGraphQLConfig = () => Promise.resolve(undefined);
export const isInsideFolder: typeof OnDisk.isInsideFolder = () => notInBrowser('GraphQL config files on this computer');
