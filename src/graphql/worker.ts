// dist/graphql-worker.js: what the GraphQL language worker loads (core/graphql/language/node/worker-client.ts), and no
// more: graphql-js, graphql-language-service and the schema builders, without dist/graphql.js's HTTP client, YAML
// parser and document readers, which the worker never uses. A third of the code to compile when the worker starts.
export { serveLanguageWorker } from '../core/graphql/language/worker-server.js';
