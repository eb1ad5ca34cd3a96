// Shared setup of the GraphQL client tests: a fresh emulator per test file (mutations stay local to it) and a
// client signed in as the seeded viewer (`mona`) on the emulator's GraphQL endpoint.
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import { closeSharedDispatcher } from '../../../src/core/http/index.js';
import { createGraphQLClient, type GraphQLClient, type GraphQLClientOptions } from '../../../src/core/graphql/index.js';

export interface GraphQLFixture {
  emulator: RunningEmulator;
  client: GraphQLClient;
  /** Another client for the same endpoint (anonymous unless a token is given). */
  clientWith(options?: Partial<GraphQLClientOptions>): GraphQLClient;
  close(): Promise<void>;
}

export async function startGraphQLFixture(): Promise<GraphQLFixture> {
  const emulator = await startEmulator();
  const clientWith = (options: Partial<GraphQLClientOptions> = {}): GraphQLClient =>
    createGraphQLClient({
      endpoint: emulator.info.graphql,
      userAgent: 'DevDesk-tests/1.0',
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      ...options,
    });
  return {
    emulator,
    client: clientWith({ token: emulator.tokens.github }),
    clientWith,
    close: async () => {
      await emulator.close();
      await closeSharedDispatcher();
    },
  };
}
