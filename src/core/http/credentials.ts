// Per-host credentials. A token belongs to one base URL (origin + path prefix, e.g. `https://qiita.com` or
// `http://127.0.0.1:4000/teams/alpha`) and is attached only to requests below it. Redirects and `Link` URLs are
// judged hop by hop with the same rule, so a token never follows a response to another origin, nor to another
// service that happens to share an origin. Plain HTTP is allowed with a token only for loopback hosts.
import { InsecureTransportError, type RequestInfo } from './errors.js';
import { basePathOf, isSecureEnough } from './urls.js';

// The URL rules used to live here; kept importable from this module for existing callers.
export { basePathOf, isLoopbackHost, isSecureEnough, normalizeBaseUrl } from './urls.js';

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
