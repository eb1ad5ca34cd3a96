// The browser twin of ../node/schema-files.ts (same exports): schema files on a local disk cannot be read.
import type * as OnDisk from '../node/schema-files.js';
import { rejectInBrowser } from '../../not-in-browser.js';

export const readSchemaFiles: typeof OnDisk.readSchemaFiles = () =>
  rejectInBrowser('GraphQL schema files on this computer');
