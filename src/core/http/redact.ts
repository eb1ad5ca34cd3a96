// Redaction: no token may reach a log line or an error message, whether it sits in a header, a path (the
// token-deactivation endpoints carry the token in the URL) or a line the UI logs. The one redactor of DevDesk: the
// HTTP layer masks its requests' paths, headers and log lines with it, and the UI's log every line (through
// src/ui/base/core.ts: it is dependency-free, so the main bundle carries it).
//
// Two layers: the secrets known by value (the token of a request, every token the token store handles), and the
// token shapes that cannot be anything else. A bare 40-hex string is *not* masked by shape: commit SHAs look
// exactly like that and the log needs them; a Qiita token has the same shape, which is why known tokens are masked
// by value.

export const REDACTED = '[redacted]';

const sensitiveHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-github-otp']);

/** Secrets shorter than this are not masked by value: they would mask ordinary words. */
const shortestSecret = 4;

const tokenShapes: Array<[RegExp, string]> = [
  // An Authorization header or setting written out: `Authorization: Bearer …`, `authorization=token …`.
  [/(authorization\s*[:=]\s*)(bearer|token|basic)?\s*[^\s,;"']+/gi, `$1$2 ${REDACTED}`],
  // GitHub's token formats
  // (https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/).
  [/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g, REDACTED],
  // OAuth values in a query string or a JSON body.
  [/([?&](access_token|client_secret|code|token)=)[^&\s]+/gi, `$1${REDACTED}`],
  [/("(?:token|access_token|client_secret)"\s*:\s*")[^"]+/gi, `$1${REDACTED}`],
];

/** `text` with every secret (and its URL-encoded form) and every token shape replaced by REDACTED. */
export function redact(text: string, secrets: Iterable<string | undefined>): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret || secret.length < shortestSecret) continue;
    if (result.includes(secret)) result = result.split(secret).join(REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret && result.includes(encoded)) result = result.split(encoded).join(REDACTED);
  }
  for (const [shape, replacement] of tokenShapes) result = result.replace(shape, replacement);
  return result;
}

/** A copy of `headers` fit for a log line: credential headers are replaced, other values redacted. */
export function redactHeaders(
  headers: Record<string, string>,
  secrets: readonly (string | undefined)[],
): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    safe[name] = sensitiveHeaders.has(name.toLowerCase()) ? REDACTED : redact(value, secrets);
  }
  return safe;
}

/** Remembers secrets as they come by (the UI's log: the token store tells it each token) and masks them. */
export class Redactor {
  private readonly known = new Set<string>();

  /** Masks this exact value (and its URL-encoded form) from now on. */
  remember(secret: string): void {
    this.known.add(secret);
  }

  redact(text: string): string {
    return redact(text, this.known);
  }
}
