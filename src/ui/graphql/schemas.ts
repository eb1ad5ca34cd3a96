// One language service per endpoint, built on first need and shared by every document that uses the endpoint.
//
// - github.com: the schema bundled with DevDesk, at once (no request, no token).
// - Another GitHub host (Enterprise, the test service): its introspection through the core's schema store (disk
//   cache first, refreshed in the background). When the cache has none, github.com's bundled schema stands in, so
//   completion works on the first keystroke; the host's own schema replaces it when it arrives.
// - Any other endpoint: its cached or fresh introspection, sent without a token unless an account is for it.
// - A graphql-config file's schema files (`config:<file>` keys; configs.ts finds the file).
//
// Loading starts when a GraphQL document opens (index.ts), before the first completion is asked for.
import * as vscode from 'vscode';
import { join } from 'node:path';
import type { Accounts } from '../accounts/index';
import { Disposable } from '../base/dispose';
import { loadGraphQL, type GraphQLBundle } from '../base/core';
import type { Log } from '../base/log';
import { hostOfEndpoint } from './endpoints';

export type LanguageService = ReturnType<GraphQLBundle['createLanguageService']>;
type GraphQLConfigFile = NonNullable<Awaited<ReturnType<GraphQLBundle['findGraphQLConfig']>>>;

interface Entry {
  service: LanguageService | undefined;
  /** True while github.com's schema stands in for the endpoint's own. */
  standIn: boolean;
  /** Resolves with the first service the endpoint gets (a stand-in counts), or undefined when it gets none. */
  ready: Promise<LanguageService | undefined>;
  /** Replaced by the ready promise's resolver. */
  resolveReady: (service: LanguageService | undefined) => void;
  /** Resolves when the load has finished (the endpoint's own schema is in, or could not be had). */
  loaded: Promise<LanguageService | undefined>;
}

export class SchemaService extends Disposable {
  /** By schema source: an endpoint URL, or `config:<file>`. */
  private readonly entries = new Map<string, Entry>();
  private readonly configFiles = new Map<string, GraphQLConfigFile>();
  private bundled: LanguageService | undefined;
  private readonly changed = this.register(new vscode.EventEmitter<string>());
  /** Fires with an endpoint whose schema changed (loaded, or replaced by a fresher one). */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly accounts: Accounts,
    private readonly storageDir: string,
    private readonly log: Log,
  ) {
    super();
    // A sign-in may make an endpoint's own schema reachable: forget the stand-ins so the next use asks again.
    this.register(accounts.onDidChange(() => this.forgetStandIns()));
  }

  /** The service for an endpoint if it is ready; starts loading it otherwise. */
  current(endpoint: string): LanguageService | undefined {
    return this.entry(endpoint).service;
  }

  /** The service for an endpoint as soon as it has one (undefined when no schema could be had). */
  ready(endpoint: string): Promise<LanguageService | undefined> {
    const entry = this.entry(endpoint);
    return entry.ready.then(() => entry.service); // the latest: the endpoint's own schema may have replaced a stand-in
  }

  /** The endpoint's own schema once loaded (a stand-in only when the endpoint's own could not be had). */
  loaded(endpoint: string): Promise<LanguageService | undefined> {
    const entry = this.entry(endpoint);
    return entry.loaded.then(() => entry.service);
  }

  /** The source key of a graphql-config file's schema files (use it like an endpoint). */
  configSource(config: GraphQLConfigFile): string {
    const key = `config:${config.file}`;
    this.configFiles.set(key, config);
    return key;
  }

  /** Forgets the schemas read from graphql-config files (one of them changed). */
  forgetConfigs(): void {
    for (const key of this.configFiles.keys()) {
      this.entries.delete(key);
      this.changed.fire(key);
    }
    this.configFiles.clear();
  }

  /** The service of github.com's bundled schema (built once). */
  private bundledService(): LanguageService {
    if (!this.bundled) {
      const started = performance.now();
      const bundle = loadGraphQL();
      const loaded = performance.now();
      const schema = bundle.loadBundledGitHubSchema();
      const built = performance.now();
      this.bundled = bundle.createLanguageService(schema);
      const ms = (from: number, to = performance.now()) => (to - from).toFixed(0);
      this.log.info(`GraphQL: github.com's bundled schema ready in ${ms(started)} ms (bundle ${ms(started, loaded)} ms, schema ${ms(loaded, built)} ms, service ${ms(built)} ms)`);
    }
    return this.bundled;
  }

  private entry(endpoint: string): Entry {
    let entry = this.entries.get(endpoint);
    if (!entry) {
      let resolveReady: Entry['resolveReady'] = () => undefined;
      const ready = new Promise<LanguageService | undefined>((resolve) => (resolveReady = resolve));
      const created: Entry = { service: undefined, standIn: false, ready, resolveReady, loaded: ready };
      // Off the caller's stack: building a schema takes a moment, and an opening document should draw first.
      created.loaded = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.load(endpoint, created))
        .catch((error: unknown) => {
          this.log.error(`GraphQL: ${(error as Error).message}`);
          return created.service;
        })
        .finally(() => created.resolveReady(created.service));
      this.entries.set(endpoint, created);
      entry = created;
    }
    return entry;
  }

  private async load(endpoint: string, entry: Entry): Promise<LanguageService | undefined> {
    const bundle = loadGraphQL();
    const config = this.configFiles.get(endpoint);
    if (config) {
      const schema = await bundle.readSchemaFiles(config.schema);
      return schema ? this.settle(endpoint, entry, bundle.createLanguageService(schema), false) : undefined;
    }
    if (bundle.isGitHubDotComEndpoint(endpoint)) return this.settle(endpoint, entry, this.bundledService(), false);
    const host = hostOfEndpoint(endpoint, this.accounts.hosts('github'));
    const standIn = () => host && !entry.service && this.settle(endpoint, entry, this.bundledService(), true);
    const client = host ? await this.accounts.graphqlClient(host) : bundle.createGraphQLClient({ endpoint });
    if (!client) {
      standIn(); // a signed-out GitHub host: github.com's schema until sign-in
      return entry.service;
    }
    try {
      // The disk cache first: when it has the endpoint's schema, github.com's need not be built as well.
      const opened = await bundle.openSchema({ client, cacheDir: join(this.storageDir, 'graphql-schemas'), signal: this.lifetime });
      if (opened.current) this.settle(endpoint, entry, bundle.createLanguageService(opened.current.schema), false);
      else standIn();
      const fresh = await opened.fresh;
      if (fresh.schema !== opened.current?.schema) this.settle(endpoint, entry, bundle.createLanguageService(fresh.schema), false);
    } catch (error) {
      standIn();
      this.log.warn(`GraphQL: could not read the schema of ${endpoint}: ${(error as Error).message}`);
    }
    return entry.service;
  }

  private settle(endpoint: string, entry: Entry, service: LanguageService, standIn: boolean): LanguageService {
    if (this.entries.get(endpoint) !== entry) return service; // forgotten meanwhile
    entry.service = service;
    entry.standIn = standIn;
    entry.resolveReady(service);
    this.changed.fire(endpoint);
    return service;
  }

  private forgetStandIns(): void {
    for (const [endpoint, entry] of this.entries) if (entry.standIn || !entry.service) this.entries.delete(endpoint);
  }
}
