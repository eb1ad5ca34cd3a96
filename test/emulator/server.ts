// The emulator: one loopback HTTP server hosting the article service (public + team hosts), GitHub REST v3 and
// GitHub GraphQL, each below its own path prefix, like an Enterprise install, and a second GitHub host below /ghes
// (enterprise.ts). Each service lives in its own
// folder (articles/, github/, graphql/); /__emulator holds the control routes (info, echo, redirect, faults, tokens,
// requests, ratelimits, github/settings, github/check-runs/complete, github/push: a commit on a pull request's head,
// github/oddities: what a server other than github.com may answer, cross-origin: which services answer a browser's
// cross-origin requests, cross-origin.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isIP } from 'node:net';
import { createArticleServices } from './articles/index.js';
import { Faults, isFaultKind, type FaultRule } from './faults.js';
import { createGitHubServices, type GitHubStore } from './github/index.js';
import { createGraphQLService } from './graphql/index.js';
import { operationOf } from './graphql/operation-kind.js';
import { enterpriseHost } from './enterprise.js';
import { CrossOrigin, crossOriginServiceOf, isCrossOriginService } from './cross-origin.js';
import { checkConclusions, checksOf, type CheckConclusion } from './github/check-store.js';
import { oddityFromControl } from './github/oddities.js';
import { pushFromControl } from './github/pushes.js';
import { renameFromControl } from './github/renames.js';
import { tokenKindFromControl } from './github/token-kinds.js';
import { readBody, sendEmpty, sendJson, sendText, type ServiceRequest } from './http.js';
import { credentialOf, mutation, RequestStats } from './request-stats.js';
import type { EmulatorInfo, EmulatorOptions, Service } from './service.js';

export type { EmulatorInfo, EmulatorOptions } from './service.js';
export { Faults, type FaultRule } from './faults.js';

export interface RunningEmulator {
  info: EmulatorInfo;
  /** Alias of `info`, the bases only. */
  urls: Pick<EmulatorInfo, 'url' | 'articles' | 'teams' | 'github' | 'graphql'>;
  tokens: EmulatorInfo['tokens'];
  faults: Faults;
  /** Requests per path (count, in flight); also `GET|DELETE /__emulator/requests`. */
  requests: RequestStats;
  /** The emulated GitHub's in-memory state (tests tune `settings`, issue tokens, inspect data). */
  githubStore: GitHubStore;
  /** Which services answer cross-origin requests (also `GET|PUT|DELETE /__emulator/cross-origin`). */
  crossOrigin: CrossOrigin;
  close(): Promise<void>;
}

const controlPrefix = '/__emulator';

// Deliberately not src/core/http/urls.ts's isLoopbackHost: the emulator shares no code with the client it tests.
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '[::1]';
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`emulator: refusing to bind to ${host}; only loopback addresses are allowed`);
  const seed = options.seed ?? 1;
  const faults = new Faults();
  const requests = new RequestStats();
  const crossOrigin = new CrossOrigin();
  if (options.latency) faults.add({ kind: 'latency', ms: options.latency });

  const server = createServer();
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const articles = createArticleServices({ seed, baseUrl: (prefix) => `${url}${prefix}`, now: options.now });
  const github = createGitHubServices({
    seed,
    baseUrl: `${url}/github/api/v3`,
    webUrl: `${url}/github`,
    now: options.now,
  });
  const graphql = createGraphQLService({ store: github.store, token: github.token });
  const enterprise = enterpriseHost({ url, seed: seed + 1, now: options.now });

  const mounts: Array<{ prefix: string; service: Service }> = [
    { prefix: '/qiita', service: articles.public },
    ...Object.entries(articles.teams).map(([team, service]) => ({ prefix: `/teams/${team}`, service })),
    { prefix: '/github/api/graphql', service: graphql },
    { prefix: '/github/api/v3', service: github.rest },
    ...enterprise.mounts,
  ];

  const info: EmulatorInfo = {
    url,
    articles: `${url}/qiita`,
    teams: Object.fromEntries(Object.keys(articles.teams).map((team) => [team, `${url}/teams/${team}`])),
    github: `${url}/github/api/v3`,
    graphql: `${url}/github/api/graphql`,
    tokens: { articles: articles.tokens.articles, team: articles.tokens.team, github: github.token },
    oauth: articles.oauth,
    enterprise: enterprise.info,
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, {
          message: `emulator error: ${(error as Error).message}`,
          type: 'internal_server_error',
        });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    if (requestUrl.pathname.startsWith(controlPrefix))
      return control(method, requestUrl.pathname.slice(controlPrefix.length), body, response, request, requestUrl);

    const mount = mounts.find(
      (m) => requestUrl.pathname === m.prefix || requestUrl.pathname.startsWith(`${m.prefix}/`),
    );
    if (!mount) return sendJson(response, 404, { message: 'Not Found', type: 'not_found' });
    // Before the counts and the faults: a browser's preflight is not the request a test counts or faults.
    if (crossOrigin.apply(crossOriginServiceOf(mount.prefix), method, response)) return;
    const credential = credentialOf(request, requestUrl);
    const operation = requestUrl.pathname.endsWith('/graphql') && method === 'POST' ? operationOf(body) : undefined;
    response.once('close', requests.start(requestUrl.pathname, method, credential, operation?.name));
    // A GraphQL mutation is also counted as `MUTATION`: reads and writes both travel as `POST /graphql`.
    if (operation?.mutation) response.once('close', requests.start(requestUrl.pathname, mutation, credential));

    for (const rule of faults.take(method, requestUrl.pathname)) {
      if (await applyFault(rule, mount.service, request, response)) return;
    }

    const serviceRequest: ServiceRequest = {
      method,
      path: requestUrl.pathname.slice(mount.prefix.length) || '/',
      query: requestUrl.searchParams,
      headers: request.headers,
      body,
      baseUrl: `${url}${mount.prefix}`,
      url: requestUrl,
      raw: request,
    };
    await mount.service.handle(serviceRequest, response);
  }

  /** Applies one fault; returns true when the fault answered the request itself. */
  async function applyFault(
    rule: FaultRule,
    service: Service,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    switch (rule.kind) {
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, rule.ms ?? 0));
        return false;
      case 'drop':
        request.socket.destroy();
        return true;
      case 'malformedJson':
        sendText(response, 200, '{"id": "truncated", "title": ', 'application/json; charset=utf-8');
        return true;
      case 'rateLimit':
        service.exhaustRateLimit?.((rule.leavePercent ?? 0) / 100);
        return false;
      case 'invalid':
        // Both services answer a rejected write with 422 and a `message` (Qiita adds `type`, GitHub `errors[]`).
        sendJson(response, 422, { message: rule.message ?? 'Validation Failed', type: 'unprocessable_entity' });
        return true;
      case 'unauthorized':
        if (service.writeFault?.('unauthorized', response, 0)) return true;
        sendJson(response, 401, { message: 'Unauthorized' });
        return true;
      case 'error500':
      case 'abuse': {
        const retryAfter = rule.retryAfter ?? 1;
        if (service.writeFault?.(rule.kind, response, retryAfter)) return true;
        if (rule.kind === 'error500') sendJson(response, 500, { message: 'Internal Server Error' });
        else
          sendJson(
            response,
            403,
            { message: 'You have triggered an abuse detection mechanism.' },
            { 'Retry-After': retryAfter },
          );
        return true;
      }
    }
  }

  function control(
    method: string,
    path: string,
    body: Buffer,
    response: ServerResponse,
    request: IncomingMessage,
    requestUrl: URL,
  ): void {
    if (path === '/info' && method === 'GET') return sendJson(response, 200, info);
    if (path === '/echo') return echo(method, request, response);
    if (path === '/redirect') return redirect(requestUrl, response);
    if (path === '/tokens' && method === 'POST') return issueToken(body, response);
    if (path === '/tokens' && method === 'GET')
      return sendJson(
        response,
        200,
        articles.issuedTokens().map(({ token, scopes, team, active }) => ({ token, scopes, team, active })),
      );
    if (path === '/requests' && method === 'GET')
      return sendJson(
        response,
        200,
        requests.get(
          requestUrl.searchParams.get('path') ?? '/',
          requestUrl.searchParams.get('method') ?? undefined,
          requestUrl.searchParams.get('token') ?? undefined,
        ),
      );
    if (path === '/requests/timeline' && method === 'GET')
      return sendJson(response, 200, requests.timed(requestUrl.searchParams.get('path') ?? '/'));
    if (path === '/requests' && method === 'DELETE') {
      requests.reset();
      return sendJson(response, 200, requests.get());
    }
    if (path === '/ratelimits' && method === 'DELETE') {
      mounts.forEach((mount) => mount.service.refillRateLimit?.());
      return sendEmpty(response, 204);
    }
    if (path === '/github/settings' && method === 'PATCH') return githubSettings(body, response);
    if (path === '/github/tokens' && method === 'POST') {
      const issued = tokenKindFromControl(github.store, github.token, parsedBody(body));
      return sendJson(response, issued.status, issued.body);
    }
    if (path === '/github/check-runs/complete' && method === 'POST') return completeCheckRun(body, response);
    if (path === '/github/rename' && method === 'POST') {
      const renamed = renameFromControl(github.store, parsedBody(body));
      return sendJson(response, renamed.status, renamed.body);
    }
    if (path === '/github/push' && method === 'POST') {
      const pushed = pushFromControl(github.store, parsedBody(body));
      return sendJson(response, pushed.status, pushed.body);
    }
    if (path === '/github/oddities' && method === 'POST') {
      const done = oddityFromControl(github.store, parsedBody(body));
      return sendJson(response, done.status, done.body);
    }
    if (path === '/cross-origin') return crossOriginControl(method, body, response);
    if (path === '/faults' && method === 'GET') return sendJson(response, 200, faults.list());
    if (path === '/faults' && method === 'DELETE') {
      faults.clear();
      return sendJson(response, 200, []);
    }
    if (path === '/faults' && method === 'POST') {
      let rules: unknown;
      try {
        rules = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(response, 400, { message: 'Body must be a JSON fault rule or an array of them.' });
      }
      const list = Array.isArray(rules) ? rules : [rules];
      for (const rule of list) {
        if (!rule || typeof rule !== 'object' || !isFaultKind((rule as FaultRule).kind)) {
          return sendJson(response, 422, {
            message: `Unknown fault kind; use one of latency, error500, drop, malformedJson, abuse, rateLimit, invalid, unauthorized.`,
          });
        }
      }
      list.forEach((rule) => faults.add(rule as FaultRule));
      return sendJson(response, 201, faults.list());
    }
    sendJson(response, 404, { message: 'Unknown control route. Try GET /__emulator/info or POST /__emulator/faults.' });
  }

  /**
   * `{"mount": "/qiita" | "/teams/<id>"}`: a fresh token of the seeded user for that article host (201
   * `{token, scopes}`), so the sandbox can hand out one per sign-in and a sign-out (which deactivates it) never
   * destroys the seeded tokens. `GET /__emulator/tokens` lists every token made at run time (these and OAuth
   * exchanges), oldest first, with `team` and `active`: tests find the token a sign-in stored there.
   */
  function issueToken(body: Buffer, response: ServerResponse): void {
    const mount = bodyProperty(body, 'mount');
    const team = typeof mount === 'string' && mount.startsWith('/teams/') ? mount.slice('/teams/'.length) : undefined;
    if (mount !== '/qiita' && (team === undefined || !(team in articles.teams))) {
      return sendJson(response, 400, {
        message: `Body must be {"mount": "/qiita"} or {"mount": "/teams/<id>"} with one of: ${Object.keys(articles.teams).join(', ')}.`,
      });
    }
    const record = articles.issueToken(team ?? null);
    sendJson(response, 201, { token: record.token, scopes: record.scopes });
  }

  /** `{"pollInterval": seconds}`: the X-Poll-Interval the event feeds send (tests of polling need seconds, not a minute). */
  function githubSettings(body: Buffer, response: ServerResponse): void {
    const pollInterval = bodyProperty(body, 'pollInterval');
    if (typeof pollInterval !== 'number' || !Number.isInteger(pollInterval) || pollInterval < 1)
      return sendJson(response, 400, { message: 'Body must be {"pollInterval": <whole seconds, at least 1>}.' });
    github.store.settings.pollInterval = pollInterval;
    sendJson(response, 200, { pollInterval });
  }

  /**
   * `{"id": <check run id>, "conclusion": "success" | "failure" | …}`: a check run still queued or in progress
   * completes now (tests of the Checks node and its polling); 404 when no such run is pending.
   */
  function completeCheckRun(body: Buffer, response: ServerResponse): void {
    const id = bodyProperty(body, 'id');
    const conclusion = bodyProperty(body, 'conclusion');
    if (
      typeof id !== 'number' ||
      typeof conclusion !== 'string' ||
      !checkConclusions.includes(conclusion as CheckConclusion)
    ) {
      return sendJson(response, 400, {
        message: `Body must be {"id": <check run id>, "conclusion": one of ${checkConclusions.join(', ')}}.`,
      });
    }
    const run = checksOf(github.store).complete(id, conclusion as CheckConclusion);
    if (!run) return sendJson(response, 404, { message: `No queued or in-progress check run ${id}.` });
    sendJson(response, 200, { id: run.id, status: run.status, conclusion: run.conclusion });
  }

  /**
   * `PUT {"service": "github" | "graphql" | "qiita" | "ghes", "crossOrigin": "allow" | "refuse"}`: that service
   * answers a browser's cross-origin requests or not (cross-origin.ts); `GET` lists, `DELETE` gives back the defaults.
   */
  function crossOriginControl(method: string, body: Buffer, response: ServerResponse): void {
    if (method === 'GET') return sendJson(response, 200, crossOrigin.list());
    if (method === 'DELETE') {
      crossOrigin.reset();
      return sendJson(response, 200, crossOrigin.list());
    }
    const service = bodyProperty(body, 'service');
    const stance = bodyProperty(body, 'crossOrigin');
    if (method !== 'PUT' || !isCrossOriginService(service) || (stance !== 'allow' && stance !== 'refuse'))
      return sendJson(response, 400, {
        message: 'PUT {"service": "github" | "graphql" | "qiita" | "ghes", "crossOrigin": "allow" | "refuse"}.',
      });
    crossOrigin.set(service, stance);
    sendJson(response, 200, crossOrigin.list());
  }

  /** A control route's JSON body; undefined when it is not JSON. */
  function parsedBody(body: Buffer): unknown {
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
  }

  /** One property of a control route's JSON body; undefined when the body is not a JSON object. */
  function bodyProperty(body: Buffer, name: string): unknown {
    try {
      return (JSON.parse(body.toString('utf8')) as Record<string, unknown> | null)?.[name];
    } catch {
      return undefined;
    }
  }

  /** Tells what arrived (for HTTP-layer tests): method, headers, and whether credentials came, never their value. */
  function echo(method: string, request: IncomingMessage, response: ServerResponse): void {
    const { authorization, ...headers } = request.headers;
    sendJson(response, 200, {
      method,
      path: request.url,
      headers,
      authorization: authorization ? authorization.split(' ')[0] : null,
    });
  }

  /** `?to=<url>&status=30x`: a redirect to anywhere, e.g. another emulator instance (another origin). */
  function redirect(requestUrl: URL, response: ServerResponse): void {
    const to = requestUrl.searchParams.get('to');
    const status = Number(requestUrl.searchParams.get('status') ?? 302);
    if (!to || ![301, 302, 303, 307, 308].includes(status))
      return sendJson(response, 400, { message: 'Use ?to=<url>&status=301|302|303|307|308.' });
    sendEmpty(response, status, { Location: to });
  }

  return {
    info,
    urls: { url, articles: info.articles, teams: info.teams, github: info.github, graphql: info.graphql },
    tokens: info.tokens,
    faults,
    requests,
    githubStore: github.store,
    crossOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
