// Which schema a GraphQL region is checked against: its `# endpoint:` comment's; else, for a file on disk, the
// schema its graphql-config file names; else the GitHub host the document belongs to (document-hosts.ts:
// its clone's host, else a signed-in one; github.com's when none is configured).
// Running always goes to the endpoint (run.ts): a config's schema files say what to complete, not where to send.
// An endpoint named by a comment or a config file that the user has not agreed to (consent.ts) has no schema yet:
// the region gets none (no completion, no diagnostics) and the user is asked once, in a notification.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { GitRemotes } from '../base/git-remotes';
import { uriOfPath } from '../base/node/workspace-disk';
import type { GraphQLConfigs } from './configs';
import type { EndpointNamer, IntrospectionConsent } from './consent';
import { DocumentHosts } from './document-hosts';
import { documentEndpoint, normalizeEndpoint } from './endpoints';
import type { GraphQLRegion } from './regions';
import type { LanguageService, SchemaService } from './schemas';

/** A region's schema source (an endpoint URL, or SchemaService.configSource's key) and who named it, if anyone did. */
interface NamedSource {
  source: string;
  namer?: EndpointNamer;
}

export class RegionSchemas {
  private readonly documentHosts: DocumentHosts;

  constructor(
    readonly schemas: SchemaService,
    private readonly configs: GraphQLConfigs,
    accounts: Accounts,
    readonly consent: IntrospectionConsent,
    gitRemotes: GitRemotes,
  ) {
    this.documentHosts = new DocumentHosts(accounts, gitRemotes);
  }

  /** The endpoint a region's operations run against: its comment's, else its document's GitHub host's. */
  async endpointOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<string> {
    return documentEndpoint(region.writtenEndpoint, await this.documentHosts.of(document.uri));
  }

  /** The schema source of a region: an endpoint URL, or a graphql-config file's key (SchemaService.configSource). */
  async sourceOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<string> {
    return (await this.namedSourceOf(document, region)).source;
  }

  /**
   * The region's service once its schema is ready; undefined without one, or while its endpoint awaits the user's yes
   * (asked here).
   */
  async serviceOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<LanguageService | undefined> {
    const { source, namer } = await this.namedSourceOf(document, region);
    if (namer && !this.schemas.allows(source)) {
      void this.consent.ask(source, namer);
      return undefined;
    }
    return this.schemas.ready(source);
  }

  /**
   * Asks (even after "Not Now") for the endpoint of a region that awaits the user's yes: the user is about to run an
   * operation there. True when the region's schema may be used.
   */
  async agreeToRun(document: vscode.TextDocument, region: GraphQLRegion): Promise<boolean> {
    const { source, namer } = await this.namedSourceOf(document, region);
    if (!namer || this.schemas.allows(source)) return true;
    return this.consent.ask(source, namer, true);
  }

  private async namedSourceOf(document: vscode.TextDocument, region: GraphQLRegion): Promise<NamedSource> {
    if (region.writtenEndpoint !== undefined) {
      const written = normalizeEndpoint(region.writtenEndpoint);
      return written
        ? { source: written, namer: { kind: 'comment', uri: document.uri } }
        : { source: await this.endpointOf(document, region) };
    }
    const config = await this.configs.find(document.uri);
    if (config?.schema.some((pointer) => pointer.kind === 'file')) return { source: this.schemas.configSource(config) };
    const url = config?.schema.find((pointer) => pointer.kind === 'url');
    const endpoint = url?.kind === 'url' ? normalizeEndpoint(url.url) : undefined;
    if (endpoint && config) return { source: endpoint, namer: { kind: 'config', uri: uriOfPath(config.file) } };
    return { source: await this.endpointOf(document, region) };
  }
}
