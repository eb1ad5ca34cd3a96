// The browser twin of ../node/bundled-schema.ts (same exports). github.com's schema shipped for the browser (read
// through `fetch` from the extension's own files) is later work of issue 38: until then it fails with
// NotInBrowserError.
import type * as OnDisk from '../node/bundled-schema.js';
import { notInBrowser } from '../../not-in-browser.js';

export const bundledGitHubSchemaFileName = 'github-schema.br';

const what = "github.com's bundled GraphQL schema";

export const defaultBundledSchemaFile: typeof OnDisk.defaultBundledSchemaFile = () => notInBrowser(what);
export const readBundledGitHubIntrospection: typeof OnDisk.readBundledGitHubIntrospection = () => notInBrowser(what);
export const loadBundledGitHubSchema: typeof OnDisk.loadBundledGitHubSchema = () => notInBrowser(what);
