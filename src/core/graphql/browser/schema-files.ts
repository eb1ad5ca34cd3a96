// The browser twin of ../node/schema-files.ts (same exports): the schema files a graphql-config file names, read from
// the virtual workspace (graphql-disks.ts) on the extension host's worker, where the browser's language service runs.
import type * as OnDisk from '../node/schema-files.js';
import { toGraphQLSchema } from '../schema-source.js';
import { readTextFile, workspaceDisk } from './graphql-disks.js';

async function readOrFail(file: string): Promise<string> {
  const text = await readTextFile(workspaceDisk(), file);
  if (text === undefined) throw new Error(`The GraphQL schema file ${file} is not there.`);
  return text;
}

export const readSchemaFiles: typeof OnDisk.readSchemaFiles = async (pointers) => {
  const files = pointers.flatMap((pointer) => (pointer.kind === 'file' ? [pointer.path] : []));
  if (files.length === 0) return undefined;
  const json = files.find((file) => file.endsWith('.json'));
  if (json) return toGraphQLSchema(JSON.parse(await readOrFail(json)));
  const texts = await Promise.all(files.map(readOrFail));
  return toGraphQLSchema(texts.join('\n'));
};
