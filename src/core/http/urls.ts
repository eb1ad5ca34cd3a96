// The rules about service URLs, in one place: which hosts count as loopback, which URLs may carry a token, how a
// base URL is normalized, and the key a token is stored under. It imports nothing on purpose, not even Node's modules:
// the extension's small main bundle uses it, so it must not pull in undici, zod or the error classes.
//
// The emulator keeps its own loopback checks on purpose (test/emulator/server.ts isLoopback, and the OAuth
// page's redirect check): a test server must not share code with the client it tests, or one bug would hide
// itself on both sides.

const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4 = new RegExp(`^${octet}(?:\\.${octet}){3}$`);

/** A dotted-quad IPv4 address (no leading zeros), as Node's `net.isIP` reads one, without Node. */
function isIPv4(host: string): boolean {
  return ipv4.test(host);
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIPv4(host)) return host.startsWith('127.');
  return host === '::1' || host === '0:0:0:0:0:0:0:1';
}

/** True when the URL may carry a token without TLS. */
export function isSecureEnough(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** Normalizes a base URL: http(s) only, no query, no fragment. Throws TypeError otherwise (or when unparsable). */
export function normalizeBaseUrl(baseUrl: string | URL): URL {
  const url = new URL(String(baseUrl));
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`base URL must be http(s): ${url.protocol}`);
  url.search = '';
  url.hash = '';
  return url;
}

/** The path prefix of a base URL without its trailing slash: '' for an origin, '/teams/alpha' for a prefix. */
export function basePathOf(baseUrl: URL): string {
  return baseUrl.pathname.replace(/\/+$/, '');
}

/**
 * The identity of a base URL: origin plus path prefix, without trailing slashes (`https://qiita.com/` →
 * `https://qiita.com`). Two spellings of the same base give the same key, so a token is stored under it.
 * Throws TypeError for a URL that is not http(s) or does not parse.
 */
export function baseUrlKey(value: string): string {
  const url = normalizeBaseUrl(value);
  return `${url.origin}${basePathOf(url)}`;
}

/**
 * The REST base for a host the user typed: `github.com` → `https://api.github.com`; an Enterprise host
 * (`https://ghe.example.com`) → `https://ghe.example.com/api/v3`; a URL that already has a path is kept.
 */
export function gitHubApiUrl(hostOrUrl: string): string {
  const url = new URL(/^[a-z]+:\/\//i.test(hostOrUrl) ? hostOrUrl : `https://${hostOrUrl}`);
  const host = url.hostname.toLowerCase();
  if (host === 'github.com' || host === 'www.github.com' || host === 'api.github.com') return 'https://api.github.com';
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/api/v3'}`;
}
