// Cross-origin requests (CORS), as each emulated service answers a browser. GitHub's REST API allows them from any
// origin, on github.com and on Enterprise Server alike, and answers a preflight (`OPTIONS`) with 204 and the methods
// and headers it accepts (https://docs.github.com/en/rest/using-the-rest-api/using-cors-and-jsonp-to-make-cross-origin-requests);
// its GraphQL endpoint is on the same API host and is modelled the same way. The article service's documentation
// (https://qiita.com/api/v2/docs) says nothing about cross-origin requests, so it is modelled as a server without
// CORS: no `Access-Control-*` header on any answer, so a browser cannot read them, and a preflight gets what any
// other unknown request gets. A test switch (`PUT /__emulator/cross-origin`) makes one service allow or refuse.
import type { ServerResponse } from 'node:http';
import { corsHeaders, preflightHeaders } from './github/http-conventions.js';

/** The emulated services, as the switch names them. */
export const crossOriginServices = ['github', 'graphql', 'qiita', 'ghes'] as const;
export type CrossOriginService = (typeof crossOriginServices)[number];

export type CrossOriginStance = 'allow' | 'refuse';

/** What each service does when no test has switched it: GitHub's hosts allow, the article service refuses. */
const defaults: Record<CrossOriginService, CrossOriginStance> = {
  github: 'allow',
  graphql: 'allow',
  qiita: 'refuse',
  ghes: 'allow',
};

/** The service a mount prefix belongs to (`/qiita`, `/teams/<id>`, `/github/api/v3`, `/ghes/api/graphql`…). */
export function crossOriginServiceOf(prefix: string): CrossOriginService {
  if (prefix.startsWith('/ghes')) return 'ghes';
  if (prefix === '/github/api/graphql') return 'graphql';
  if (prefix.startsWith('/github')) return 'github';
  return 'qiita';
}

export function isCrossOriginService(value: unknown): value is CrossOriginService {
  return crossOriginServices.includes(value as CrossOriginService);
}

/** Each service's stance; tests switch one, and `reset()` (or a new emulator) gives back the defaults. */
export class CrossOrigin {
  private stances = { ...defaults };

  set(service: CrossOriginService, stance: CrossOriginStance): void {
    this.stances[service] = stance;
  }

  get(service: CrossOriginService): CrossOriginStance {
    return this.stances[service];
  }

  list(): Record<CrossOriginService, CrossOriginStance> {
    return { ...this.stances };
  }

  reset(): void {
    this.stances = { ...defaults };
  }

  /**
   * Applies the service's stance to one request before the service sees it. A service that allows: a preflight
   * (`OPTIONS`) is answered here (204, GitHub's preflight headers) and every other answer carries
   * `Access-Control-Allow-Origin: *` and the exposed headers. A service that refuses: no `Access-Control-*` header
   * leaves in any answer, whatever the service writes. Returns true when the request was answered here.
   */
  apply(service: CrossOriginService, method: string, response: ServerResponse): boolean {
    if (this.stances[service] === 'refuse') {
      withoutCorsHeaders(response);
      return false;
    }
    if (method === 'OPTIONS') {
      response.writeHead(204, preflightHeaders);
      response.end();
      return true;
    }
    for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);
    return false;
  }
}

const isCorsHeader = (name: string): boolean => name.toLowerCase().startsWith('access-control-');

/** Drops every `Access-Control-*` header from what this response will send, however the service sets them. */
function withoutCorsHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (isCorsHeader(name) ? response : setHeader(name, value));
  response.writeHead = ((...args: unknown[]) => {
    for (const name of response.getHeaderNames()) if (isCorsHeader(name)) response.removeHeader(name);
    const filtered = args.map((arg) =>
      arg && typeof arg === 'object' && !Array.isArray(arg)
        ? Object.fromEntries(Object.entries(arg).filter(([name]) => !isCorsHeader(name)))
        : arg,
    );
    return writeHead(...filtered);
  }) as ServerResponse['writeHead'];
}
