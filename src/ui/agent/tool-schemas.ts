// Which GraphQL schema the agent's schema tools answer from: github.com's as DevDesk ships it when the input names no
// host (or names github.com), and a signed-in GitHub Enterprise Server host's own where DevDesk has it, as the GraphQL
// editor chooses (base/host-schemas.ts: the core's schema store and the same disk cache, so a schema either one
// fetched serves the other). A host whose own schema cannot be had is answered from github.com's, and the answer
// says so. Schemas are built on first use (their types' fields on first read) and kept while the host's account does
// not change.
import type { GraphQLSchema } from 'graphql';
import type { Accounts } from '../accounts/index';
import { loadGraphQL } from '../base/core';
import { Disposable } from '../base/dispose';
import { describeError } from '../base/errors';
import { hostSchemaCacheDir } from '../base/host-schemas';
import { githubHostOf } from './tool-hosts';

/** A schema and DevDesk's words for which one it is ("github.com's, as DevDesk ships it"). */
export interface ToolSchema {
  readonly schema: GraphQLSchema;
  readonly said: string;
}

const shipped = "github.com's, as DevDesk ships it";

export class ToolSchemas extends Disposable {
  private bundled: GraphQLSchema | undefined;
  private readonly byEndpoint = new Map<string, Promise<ToolSchema>>();

  constructor(
    private readonly accounts: Accounts,
    private readonly globalStorageDir: string,
  ) {
    super();
    this.register(accounts.onDidChange(() => this.byEndpoint.clear()));
  }

  /** github.com's schema as shipped, built once. */
  shipped(): ToolSchema {
    this.bundled ??= loadGraphQL().loadBundledGitHubSchema();
    return { schema: this.bundled, said: shipped };
  }

  /** The schema of the named signed-in GitHub host (github.com's shipped one without a name). */
  async of(hostName: string | undefined, signal: AbortSignal): Promise<ToolSchema> {
    if (hostName === undefined) return this.shipped();
    const host = await githubHostOf(this.accounts, hostName);
    const client = await this.accounts.requireGraphQLClient(host);
    const graphql = loadGraphQL();
    if (graphql.isGitHubDotComEndpoint(client.endpoint)) return this.shipped();
    let found = this.byEndpoint.get(client.endpoint);
    if (!found) {
      found = (async (): Promise<ToolSchema> => {
        const cacheDir = hostSchemaCacheDir(this.globalStorageDir);
        const opened = await graphql.openSchema({ client, cacheDir, signal });
        const snapshot = opened.current ?? (await opened.fresh);
        const when = snapshot.fetchedAt ? `, introspected ${snapshot.fetchedAt.toISOString()}` : '';
        return { schema: snapshot.schema, said: `${host.id}'s own (${client.endpoint}${when})` };
      })();
      this.byEndpoint.set(client.endpoint, found);
      found.catch(() => this.byEndpoint.delete(client.endpoint));
    }
    try {
      return await found;
    } catch (error) {
      if (signal.aborted) throw error;
      const { reason } = describeError(error);
      return { ...this.shipped(), said: `${shipped}, standing in: ${host.id}'s own could not be read (${reason})` };
    }
  }
}
