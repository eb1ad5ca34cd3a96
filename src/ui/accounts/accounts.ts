// The accounts every feature uses: which hosts exist, which are signed in, and a client for a host built with its
// token (clients are cached per host and token, and rebuilt when the token changes). Features never read tokens.
import * as vscode from 'vscode';
import type { RateLimitSnapshot, RateLimitTracker } from '../../core/index';
import { Disposable } from '../base/dispose';
import { loadCore, type Core } from '../base/core';
import { setContextKey } from '../base/context-keys';
import { markFailureHost } from '../base/error-presenter';
import { gitHubGraphQLEndpoint } from '../base/github-endpoints';
import type { Host, HostKind } from './host';
import { affectsHosts, configuredHosts } from './hosts';
import { isSandboxHost } from './sandbox';
import type { TokenStore } from './token-store';
import { userAgent } from './user-agent';

export type ArticleClient = ReturnType<Core['createArticleClient']>;
export type GitHubClient = ReturnType<Core['createGitHubClient']>;
export type GraphQLClient = ReturnType<Core['createGraphQLClient']>;

/** A view asked for a client of a host that has no token (signed out meanwhile, maybe in another window). */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
  constructor(readonly host: Host) {
    super(`not signed in to ${host.id}`);
    markFailureHost(this, host); // "Sign in again" goes to this host, whichever command failed
  }
}

export class Accounts extends Disposable {
  private readonly changed = this.register(new vscode.EventEmitter<void>());
  /**
   * Fires when a host is signed in or out (in any window) or the settings that name the hosts change (no other
   * setting).
   */
  readonly onDidChange = this.changed.event;
  private readonly clients = new Map<string, { token: string; client: unknown }>();
  private readonly logins = new Map<string, Promise<string>>();
  private readonly rateLimitChanged = this.register(new vscode.EventEmitter<void>());
  /** Fires when an answer from any host reported its rate-limit budget. */
  readonly onDidChangeRateLimit = this.rateLimitChanged.event;
  /** One budget record for every client made here; created with the first client (the core loads then anyway). */
  private tracker: RateLimitTracker | undefined;

  constructor(readonly tokens: TokenStore) {
    super();
    this.register(tokens.onDidChange(() => this.changedAccounts()));
    // Only the host settings: every view reloads on a change of accounts, and reads its own settings itself.
    this.register(vscode.workspace.onDidChangeConfiguration((event) => affectsHosts(event) && this.changedAccounts()));
  }

  hosts(kind?: HostKind): Host[] {
    const hosts = configuredHosts();
    return kind ? hosts.filter((host) => host.kind === kind) : hosts;
  }

  host(id: string): Host | undefined {
    return this.hosts().find((host) => host.id === id);
  }

  signedIn(kind?: HostKind): Promise<Host[]> {
    return this.tokens.signedIn(this.hosts(kind));
  }

  /** A client for the host with its stored token, or undefined when the host is signed out. */
  async articleClient(host: Host): Promise<ArticleClient | undefined> {
    return this.client(host.id, host, (token) =>
      loadCore().createArticleClient({
        baseUrl: host.id,
        token,
        userAgent: userAgent(),
        rateLimits: this.rateLimits(),
      }),
    );
  }

  /** Like articleClient, but a signed-out host throws SignedOutError (shown as "sign in" by the presenter). */
  async requireArticleClient(host: Host): Promise<ArticleClient> {
    const client = await this.articleClient(host);
    if (!client) throw new SignedOutError(host);
    return client;
  }

  async githubClient(host: Host): Promise<GitHubClient | undefined> {
    return this.client(host.id, host, (token) =>
      loadCore().createGitHubClient({ baseUrl: host.id, token, userAgent: userAgent(), rateLimits: this.rateLimits() }),
    );
  }

  /** Like githubClient, but a signed-out host throws SignedOutError. */
  async requireGitHubClient(host: Host): Promise<GitHubClient> {
    const client = await this.githubClient(host);
    if (!client) throw new SignedOutError(host);
    return client;
  }

  /**
   * A GraphQL client for a GitHub host's own endpoint (gitHubGraphQLEndpoint) with the host's token, or undefined
   * when the host is signed out. The token is bound to that endpoint: the client sends it nowhere else.
   */
  async graphqlClient(host: Host): Promise<GraphQLClient | undefined> {
    if (host.kind !== 'github') return undefined;
    return this.client(`${host.id}#graphql`, host, (token) =>
      loadCore().createGraphQLClient({
        endpoint: gitHubGraphQLEndpoint(host.id),
        token,
        userAgent: userAgent(),
        rateLimits: this.rateLimits(),
      }),
    );
  }

  /** Like graphqlClient, but a signed-out host throws SignedOutError. */
  async requireGraphQLClient(host: Host): Promise<GraphQLClient> {
    const client = await this.graphqlClient(host);
    if (!client) throw new SignedOutError(host);
    return client;
  }

  /**
   * These accounts with every client they give carrying `permit`: the write road (base/write-road.ts) hands them to
   * a sender that fetches its own clients (a comment poster, the article publisher). One cache with this one.
   */
  withWritePermit(permit: object): Accounts {
    type Create<Client> = (token: string) => Client;
    const client = async <Client>(key: string, host: Host, create: Create<Client>): Promise<Client | undefined> => {
      const made = await this.client(key, host, create);
      return (made as { withWritePermit?(permit: object): Client } | undefined)?.withWritePermit?.(permit) ?? made;
    };
    return Object.create(this, { client: { value: client } }) as Accounts;
  }

  /** The host's `core` budget as its last answer to any feature reported it; undefined before the first answer. */
  rateLimit(host: Host): RateLimitSnapshot | undefined {
    return this.tracker?.get(host.id);
  }

  private rateLimits(): RateLimitTracker {
    if (!this.tracker) {
      this.tracker = new (loadCore().RateLimitTracker)();
      this.register(this.tracker.onDidChange(() => this.rateLimitChanged.fire()));
    }
    return this.tracker;
  }

  /** Sets `devdesk.signedIn.<kind>` and `devdesk.hasTeamHosts` for welcome content and menus. */
  async updateContextKeys(): Promise<void> {
    const hosts = this.hosts();
    const signedIn = await this.tokens.signedIn(hosts);
    const kinds: HostKind[] = ['articles', 'team', 'github'];
    await Promise.all([
      ...kinds.map((kind) =>
        setContextKey(
          `devdesk.signedIn.${kind}`,
          signedIn.some((host) => host.kind === kind),
        ),
      ),
      setContextKey(
        'devdesk.hasTeamHosts',
        hosts.some((host) => host.kind === 'team'),
      ),
    ]);
    // The views' welcome text offers the sandbox's token when a host is the sandbox's (asked of loopback hosts only).
    void Promise.all(hosts.map(isSandboxHost)).then((answers) =>
      setContextKey('devdesk.sandbox', answers.some(Boolean)),
    );
  }

  /**
   * Who is signed in on a host (the GitHub login, or the Qiita user id), asked of the host once and kept until the
   * accounts change; a failed ask is not kept. Views use it to mark what is the user's own.
   */
  login(host: Host): Promise<string> {
    let login = this.logins.get(host.id);
    if (!login) {
      login =
        host.kind === 'github'
          ? this.requireGitHubClient(host)
              .then((client) => client.users.authenticated())
              .then((user) => user.login)
          : this.requireArticleClient(host)
              .then((client) => client.getAuthenticatedUser())
              .then((user) => user.id);
      login.catch(() => this.logins.delete(host.id));
      this.logins.set(host.id, login);
    }
    return login;
  }

  /** The cached client under `key` (the host's id, or the id and the API when a host has two clients). */
  private async client<Client>(
    key: string,
    host: Host,
    create: (token: string) => Client,
  ): Promise<Client | undefined> {
    const token = await this.tokens.get(host);
    if (!token) return undefined;
    const cached = this.clients.get(key);
    if (cached?.token === token) return cached.client as Client;
    const client = create(token);
    this.clients.set(key, { token, client });
    return client;
  }

  private changedAccounts(): void {
    this.clients.clear();
    this.logins.clear();
    void this.updateContextKeys().then(() => this.changed.fire());
  }
}
