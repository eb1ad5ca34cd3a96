// Per-host credentials. A token belongs to one base URL (origin + path prefix, e.g. `https://qiita.com` or
// `http://127.0.0.1:4000/teams/alpha`) and is attached only to requests below it. Redirects and `Link` URLs are
// judged hop by hop with the same rule, so a token never follows a response to another origin, nor to another
// service that happens to share an origin. Plain HTTP is allowed with a token only for loopback hosts.
import { isIP } from 'node:net';
import { InsecureTransportError, type RequestInfo } from './errors.js';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '0:0:0:0:0:0:0:1';
}

/** True when the URL may carry a token without TLS. */
export function isSecureEnough(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** Normalizes a base URL: http(s) only, no query, no fragment. */
export function normalizeBaseUrl(baseUrl: string | URL): URL {
  const url = new URL(String(baseUrl));
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`base URL must be http(s): ${url.protocol}`);
  url.search = '';
  url.hash = '';
  return url;
}

/** The path prefix of a base URL without its trailing slash: '' for an origin, '/teams/alpha' for a prefix. */
export function basePathOf(baseUrl: URL): string {
  return baseUrl.pathname.replace(/\/+$/, '');
}

export interface CredentialOptions {
  baseUrl: URL;
  token?: string;
  /** `Bearer` for both services (GitHub accepts it for every token kind). */
  scheme?: string;
}

export class Credentials {
  private readonly baseUrl: URL;
  /** The base URL's origin and path prefix, kept apart: `covers` runs on every request. */
  private readonly baseOrigin: string;
  private readonly basePath: string;
  private token: string | undefined;
  private readonly scheme: string;

  constructor(options: CredentialOptions) {
    this.baseUrl = options.baseUrl;
    this.baseOrigin = options.baseUrl.origin;
    this.basePath = basePathOf(options.baseUrl);
    this.scheme = options.scheme ?? 'Bearer';
    this.token = options.token || undefined;
    this.assertTransport({ method: 'INIT', path: this.baseUrl.pathname || '/' });
  }

  /** The configured token, for redaction only. */
  get secret(): string | undefined {
    return this.token;
  }

  get hasToken(): boolean {
    return this.token !== undefined;
  }

  /** Replaces (or clears) the token; the same transport rule applies. */
  setToken(token: string | undefined): void {
    this.token = token || undefined;
    this.assertTransport({ method: 'INIT', path: this.baseUrl.pathname || '/' });
  }

  /** True when `url` lies below the base URL this token was configured for. */
  covers(url: URL): boolean {
    if (url.origin !== this.baseOrigin) return false;
    const prefix = this.basePath;
    return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  }

  /**
   * The `Authorization` value for a request to `url`, or undefined when the URL is outside the token's base.
   * Throws InsecureTransportError when the token would go over plain HTTP to a non-loopback host.
   */
  authorizationFor(url: URL, request: RequestInfo): string | undefined {
    if (!this.token || !this.covers(url)) return undefined;
    if (!isSecureEnough(url)) throw new InsecureTransportError(request, url.host);
    return `${this.scheme} ${this.token}`;
  }

  private assertTransport(request: RequestInfo): void {
    if (this.token && !isSecureEnough(this.baseUrl)) throw new InsecureTransportError(request, this.baseUrl.host);
  }
}
