// Which schema a GraphQL region is checked against: its `# endpoint:` comment's; else, for a file on disk, the
// schema its graphql-config file names; else the signed-in GitHub host's (github.com's when none is configured).
// Running always goes to the endpoint (run.ts): a config's schema files say what to complete, not where to send.
import type * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { GraphQLConfigs } from './configs';
import { documentEndpoint, normalizeEndpoint } from './endpoints';
import type { GraphQLRegion } from './regions';
import type { LanguageService, SchemaService } from './schemas';

export class RegionSchemas {
  constructor(
    readonly schemas: SchemaService,
    private readonly configs: GraphQLConfigs,
    private readonly accounts: Accounts,
  ) {}

  /** The endpoint a region's operations run against. */
  endpointOf(region: GraphQLRegion): string {
    return documentEndpoint(region.writtenEndpoint, this.accounts.hosts('github'));
  }

  /** The schema source of a region: an endpoint URL, or a graphql-config file's key (SchemaService.configSource). */
  async sourceOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<string> {
    if (region.writtenEndpoint !== undefined) return this.endpointOf(region);
    const config = await this.configs.find(document.uri);
    if (config?.schema.some((pointer) => pointer.kind === 'file')) return this.schemas.configSource(config);
    const url = config?.schema.find((pointer) => pointer.kind === 'url');
    const endpoint = url?.kind === 'url' ? normalizeEndpoint(url.url) : undefined;
    return endpoint ?? this.endpointOf(region);
  }

  async serviceOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<LanguageService | undefined> {
    return this.schemas.ready(await this.sourceOf(document, region));
  }
}
