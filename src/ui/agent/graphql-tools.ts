// The GraphQL tools: `devdesk_graphqlSchema` (a type or field of GitHub's schema: github.com's as DevDesk ships it, the
// GraphQL editor's bundled schema, dist/github-schema.gz, read through dist/graphql.js, or a named Enterprise Server
// host's own, tool-schemas.ts), `devdesk_graphqlValidate` (a document checked against it by graphql-js's rules), and
// `devdesk_graphqlQuery` (a query run on a signed-in GitHub host,
// docs.github.com/graphql/guides/forming-calls-with-graphql; a mutation or subscription is refused before anything is
// sent, and the answer says what the query cost of the rate limit,
// docs.github.com/graphql/overview/rate-limits-and-node-limits-for-the-graphql-api).
import type { Accounts } from '../accounts/index';
import { loadCore, loadGraphQL } from '../base/core';
import type { ReadTool } from './tool';
import { githubHostOf, ToolInputError } from './tool-hosts';
import type { ToolSchemas } from './tool-schemas';

export function graphqlSchemaTool(schemas: ToolSchemas): ReadTool<{ coordinate: string; host?: string }> {
  return {
    name: 'devdesk_graphqlSchema',
    check: (agent, input) => agent.checkToolInput(agent.graphqlSchemaInput, input),
    async answer({ coordinate, host }, signal) {
      const { schema, said } = await schemas.of(host, signal);
      const found = loadGraphQL().lookupSchemaCoordinate(schema, coordinate);
      if (!found) throw new ToolInputError(`GitHub's GraphQL schema (${said}) has no ${JSON.stringify(coordinate)}.`);
      const summary = `${coordinate} in GitHub's GraphQL schema (${said}).`;
      return loadCore().agent.toolAnswer(summary, 'GitHub', found);
    },
  };
}

export function graphqlValidateTool(schemas: ToolSchemas): ReadTool<{ document: string; host?: string }> {
  return {
    name: 'devdesk_graphqlValidate',
    check: (agent, input) => agent.checkToolInput(agent.graphqlValidateInput, input),
    async answer({ document, host }, signal) {
      const { schema, said } = await schemas.of(host, signal);
      const errors = loadGraphQL().validateGraphQLDocument(schema, document);
      const summary =
        errors.length === 0
          ? `The document is valid against GitHub's GraphQL schema (${said}).`
          : `The document has ${loadCore().agent.counted(errors.length, 'error')} against GitHub's GraphQL schema ` +
            `(${said}).`;
      return loadCore().agent.toolAnswer(summary, 'GitHub', { valid: errors.length === 0, errors });
    },
  };
}

type QueryInput = { document: string; variables?: Record<string, unknown>; operationName?: string; host?: string };

export function graphqlQueryTool(accounts: Accounts): ReadTool<QueryInput> {
  return {
    name: 'devdesk_graphqlQuery',
    check: (agent, input) => agent.checkToolInput(agent.graphqlQueryInput, input),
    async answer(input, signal) {
      const operation = loadGraphQL().describeOperation(input.document, input.operationName);
      if (operation.type !== 'query') {
        const what = operation.type ?? 'a document that does not single out one readable operation';
        throw new ToolInputError(
          `Refused, nothing was sent: this tool runs queries only, and this is ${what}. Use DevDesk's own tools ` +
            'for writes, or give operationName when the document holds several operations.',
        );
      }
      const host = await githubHostOf(accounts, input.host);
      const client = await accounts.requireGraphQLClient(host);
      const result = await client.execute({
        query: input.document,
        ...(input.variables ? { variables: input.variables } : {}),
        ...(input.operationName ? { operationName: input.operationName } : {}),
        signal,
      });
      const limit = result.rateLimit;
      const data = {
        host: host.id,
        data: result.data ?? null,
        errors: result.errors.map((error) => ({ message: error.message, ...(error.path ? { path: error.path } : {}) })),
        rateLimit: {
          cost: limit?.cost ?? null,
          remaining: limit?.remaining ?? null,
          used: limit?.used ?? null,
          limit: limit?.limit ?? null,
          resetAt: limit?.resetAt?.toISOString() ?? null,
        },
      };
      const { counted, toolAnswer } = loadCore().agent;
      const cost =
        limit?.cost === undefined
          ? 'its cost unknown (select rateLimit { cost } to learn it)'
          : `it cost ${counted(limit.cost, 'point')}`;
      const left =
        limit?.remaining === undefined ? 'unknown points remain' : `${counted(limit.remaining, 'point')} left`;
      const summary =
        `Query run on ${host.id}: ${counted(result.errors.length, 'error')}, ${result.bytes} bytes; ${cost}, ` +
        `${left}.`;
      return toolAnswer(summary, 'GitHub', data);
    },
  };
}
