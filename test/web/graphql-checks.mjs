// The browser suite's GraphQL checks (steps/graphql.js posts their facts): run.mjs spreads them into its checks.

/** `github(path)`: the emulator's GitHub REST answer with the seeded viewer's token (run.mjs). */
export const graphqlChecks = (github) => ({
  // A field of the schema's User type, offered inside `viewer { }`.
  'completes a schema field in a GraphQL document': (facts) => facts.offersLogin === true,
  "completes from github.com's schema shipped with DevDesk": (facts) => facts.offersLogin === true,
  // Not only the first folder's scheme (github.dev's) gets GraphQL features: here code-server's own folder's.
  "completes in a GraphQL file of the workspace's second folder": (facts) =>
    facts.scheme === 'vscode-remote' && facts.offersLogin === true,
  // Run Query's answer, in the result document beside the editor, is the emulator's viewer.
  'runs a GraphQL query against GitHub': async (facts) =>
    typeof facts.login === 'string' && facts.login === (await github('/user')).login,
  // The emulator's GitHub schema, fetched for the first document, kept gzip-compressed under the global storage.
  "keeps a GitHub host's fetched schema in the extension's global storage": (facts) =>
    facts.gzip === true && /^schema-.*127\.0\.0\.1.*\.json\.gz$/.test(facts.name) && facts.bytes > 1000,
  // A field that only the virtual folder's schema file has, offered in a GraphQL file under its .graphqlrc.yml.
  "completes from the schema a virtual folder's graphql-config file names": (facts) => facts.offered === true,
});
