// One language service per endpoint, built on first need and shared by every document that uses the endpoint.
//
// - github.com: the schema bundled with DevDesk, at once (no request, no token).
// - Another GitHub host (Enterprise, the test service): its introspection through the core's schema store (disk
//   cache first, refreshed in the background). When the cache has none, github.com's bundled schema stands in, so
//   completion works on the first keystroke; the host's own schema replaces it when it arrives, and the stand-in
//   is released once nothing uses it.
// - Any other endpoint: its cached or fresh introspection, sent without a token unless an account is for it, and
//   only once the user agreed to it (consent.ts); until then it has no schema, and no request leaves.
// - A graphql-config file's schema files (`config:<file>` keys; configs.ts finds the file).
//
// Every schema is built, and every completion, diagnosis and hover answered, in a worker thread (the core's
// language worker): building github.com's schema takes a tenth of a second or more, which on the extension host's
// thread would stall every extension's typing. Loading starts when a GraphQL document opens (index.ts), before the
// first completion is asked for.
import * as vscode from 'vscode';
import { joinPath } from '../base/file-paths';
import type { IntrospectionQuery } from 'graphql';
import type { RemoteLanguageService } from '../../core/graphql/language/node/worker-client';
import type { Accounts } from '../accounts/index';
import { Disposable } from '../base/dispose';
import {
  graphQLWorkerFile,
  hasCachedIntrospection,
  isGitHubDotComEndpoint,
  loadGraphQL,
  readBundleFile,
  startLanguageWorker,
  type GraphQLBundle,
} from '../base/core';
import { hostSchemaCacheDir } from '../base/host-schemas';
import type { Log } from '../base/log';
import type { IntrospectionConsent } from './consent';
import { hostOfEndpoint } from './endpoints';

export type LanguageService = RemoteLanguageService;
type LanguageWorker = ReturnType<typeof startLanguageWorker>;
type GraphQLConfigFile = NonNullable<Awaited<ReturnType<GraphQLBundle['findGraphQLConfig']>>>;

interface Entry {
  service: LanguageService | undefined;
  /** True while github.com's schema stands in for the endpoint's own. */
  standIn: boolean;
  /** Resolves with the first service the endpoint gets (a stand-in counts), or undefined when it gets none. */
  ready: Promise<LanguageService | undefined>;
  /** Replaced by the ready promise's resolver. */
  resolveReady: (service: LanguageService | undefined) => void;
}

export class SchemaService extends Disposable {
  /** By schema source: an endpoint URL, or `config:<file>`. */
  private readonly entries = new Map<string, Entry>();
  private readonly configFiles = new Map<string, GraphQLConfigFile>();
  private worker: LanguageWorker | undefined;
  private bundled: Promise<LanguageService> | undefined;
  private readonly changed = this.register(new vscode.EventEmitter<string>());
  /** Fires with an endpoint whose schema changed (loaded, or replaced by a fresher one). */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly accounts: Accounts,
    private readonly storageDir: string,
    private readonly log: Log,
    private readonly consent: IntrospectionConsent,
  ) {
    super();
    // An endpoint the user just agreed to: whoever waits for its schema asks again and gets it.
    this.register(consent.onDidAgree((endpoint) => this.changed.fire(endpoint)));
    // A sign-in may make an endpoint's own schema reachable: forget the stand-ins so the next use asks again.
    this.register(accounts.onDidChange(() => this.forgetStandIns()));
    this.register({ dispose: () => void this.worker?.terminate() });
  }

  /** Whether a source's schema may be had now: a config's schema files, or an endpoint the consent allows. */
  allows(source: string): boolean {
    return this.configFiles.has(source) || this.consent.allows(source);
  }

  /**
   * The service for an endpoint as soon as it has one (undefined when no schema could be had, or the user has not
   * agreed to the endpoint: checked here, the one way in, so that no caller can fetch an endpoint unasked).
   */
  ready(endpoint: string): Promise<LanguageService | undefined> {
    if (!this.allows(endpoint)) return Promise.resolve(undefined);
    const entry = this.entry(endpoint);
    return entry.ready.then(() => entry.service); // the latest: the endpoint's own schema may have replaced a stand-in
  }

  /** The source key of a graphql-config file's schema files (use it like an endpoint). */
  configSource(config: GraphQLConfigFile): string {
    const key = `config:${config.file}`;
    this.configFiles.set(key, config);
    return key;
  }

  /** Forgets the schemas read from graphql-config files (one of them changed). */
  forgetConfigs(): void {
    for (const key of this.configFiles.keys()) this.forget(key);
    this.configFiles.clear();
  }

  /**
   * Starts the language worker if it is not running (a GraphQL document opened: its schema is about to be asked for).
   */
  prepare(): void {
    this.languageWorker();
  }

  /**
   * The language worker, started on first use; when it stops on its own, every schema is forgotten and reloaded on next
   * use.
   */
  private languageWorker(): LanguageWorker {
    if (!this.worker) {
      const codeCacheFile = joinPath(this.storageDir, 'graphql-code-cache', 'graphql.js.cache');
      const worker = startLanguageWorker(graphQLWorkerFile(), { codeCacheFile, readBundleFile });
      worker.onStopped((error) => {
        if (this.worker !== worker) return;
        this.log.error(`GraphQL: ${error.message}`);
        this.worker = undefined;
        this.bundled = undefined;
        for (const key of [...this.entries.keys()]) this.forget(key);
      });
      this.worker = worker;
    }
    return this.worker;
  }

  /** The service of github.com's bundled schema (built once, while anything uses it). */
  private bundledService(): Promise<LanguageService> {
    if (!this.bundled) {
      const started = performance.now();
      const loading = this.languageWorker().load({ kind: 'bundled' });
      const logReady = ({ loaded }: LanguageService) =>
        this.log.info(
          `GraphQL: github.com's bundled schema ready in ${(performance.now() - started).toFixed(0)} ms ` +
            `(built in ${loaded.buildMs.toFixed(0)} ms in the language worker; code cache ${loaded.codeCache})`,
        );
      loading.then(logReady, () => {
        if (this.bundled === loading) this.bundled = undefined; // the next use tries again
      });
      this.bundled = loading;
    }
    return this.bundled;
  }

  private entry(endpoint: string): Entry {
    let entry = this.entries.get(endpoint);
    if (!entry) {
      this.languageWorker(); // starts at once: its thread boots while this one goes on
      let resolveReady: Entry['resolveReady'] = () => undefined;
      const ready = new Promise<LanguageService | undefined>((resolve) => (resolveReady = resolve));
      const created: Entry = { service: undefined, standIn: false, ready, resolveReady };
      void this.load(endpoint, created)
        .catch((error: unknown) => this.log.error(`GraphQL: ${(error as Error).message}`))
        .finally(() => created.resolveReady(created.service));
      this.entries.set(endpoint, created);
      entry = created;
    }
    return entry;
  }

  private async load(endpoint: string, entry: Entry): Promise<void> {
    const config = this.configFiles.get(endpoint);
    if (config)
      return this.settle(
        endpoint,
        entry,
        await this.languageWorker().load({ kind: 'schema-files', pointers: config.schema }),
        false,
      );
    if (isGitHubDotComEndpoint(endpoint)) return this.settle(endpoint, entry, await this.bundledService(), false);
    const host = hostOfEndpoint(endpoint, this.accounts.hosts('github'));
    const cacheDir = hostSchemaCacheDir(this.storageDir);
    const standIn = async () => {
      const service = await this.bundledService();
      if (!entry.service) this.settle(endpoint, entry, service, true); // unless the host's own came first
    };
    // A GitHub host with nothing cached: github.com's schema starts building in the worker at once, before this
    // thread loads dist/graphql.js to look for the account and the host's own introspection (a first completion
    // should not wait for those).
    if (host && !(await hasCachedIntrospection(cacheDir, endpoint))) void standIn().catch(() => undefined);
    const client = host ? await this.accounts.graphqlClient(host) : loadGraphQL().createGraphQLClient({ endpoint });
    if (!client) {
      if (host) await standIn(); // a signed-out GitHub host: github.com's schema until sign-in
      return;
    }
    const bundle = loadGraphQL();
    try {
      // The disk cache first: when it has the endpoint's schema, github.com's need not be built as well.
      const build = (introspection: IntrospectionQuery) =>
        this.languageWorker().load({ kind: 'introspection', introspection });
      const opened = await bundle.openEndpointSchema({ client, cacheDir, signal: this.lifetime, build });
      if (opened.current) this.settle(endpoint, entry, opened.current.schema, false);
      else if (host) void standIn().catch(() => undefined);
      const fresh = await opened.fresh;
      if (fresh.schema !== opened.current?.schema) this.settle(endpoint, entry, fresh.schema, false);
    } catch (error) {
      if (host) await standIn();
      this.log.warn(`GraphQL: could not read the schema of ${endpoint}: ${(error as Error).message}`);
    }
  }

  private settle(endpoint: string, entry: Entry, service: LanguageService, standIn: boolean): void {
    if (this.entries.get(endpoint) !== entry) return void this.release(service); // forgotten meanwhile
    const replaced = entry.service;
    entry.service = service;
    entry.standIn = standIn;
    entry.resolveReady(service);
    this.changed.fire(endpoint);
    if (replaced && replaced !== service) void this.release(replaced);
  }

  private forgetStandIns(): void {
    for (const [endpoint, entry] of this.entries) if (entry.standIn || !entry.service) this.forget(endpoint);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.changed.fire(key);
    if (entry.service) void this.release(entry.service);
  }

  /** Frees a schema in the worker; github.com's bundled one only once no endpoint uses it. */
  private async release(service: LanguageService): Promise<void> {
    const bundled = this.bundled && (await this.bundled.catch(() => undefined));
    if (service !== bundled) return service.dispose();
    if ([...this.entries.values()].some((entry) => entry.service === bundled)) return;
    this.bundled = undefined;
    bundled.dispose();
  }
}
