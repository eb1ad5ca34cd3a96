// The names a graphql-config file may have in a folder, in the order they are looked for (package.json with a
// `graphql` member comes after them); shared by both disks' finders (node/ and browser/config-files.ts). The .js/.ts
// forms are not among them: reading one would mean running the workspace's code inside the editor.
export const configFileNames: readonly string[] = [
  'graphql.config.json',
  'graphql.config.yml',
  'graphql.config.yaml',
  '.graphqlrc',
  '.graphqlrc.json',
  '.graphqlrc.yml',
  '.graphqlrc.yaml',
];
