// Redaction: no token may reach a log line or an error message, whether it sits in a header or in a path
// (the token-deactivation endpoints carry the token in the URL).

export const REDACTED = '[REDACTED]';

const sensitiveHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-github-otp']);

/** Replaces every occurrence of each secret (and its URL-encoded form) in `text`. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    if (result.includes(secret)) result = result.split(secret).join(REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret && result.includes(encoded)) result = result.split(encoded).join(REDACTED);
  }
  return result;
}

/** A copy of `headers` fit for a log line: credential headers are replaced, other values redacted. */
export function redactHeaders(headers: Record<string, string>, secrets: readonly (string | undefined)[]): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    safe[name] = sensitiveHeaders.has(name.toLowerCase()) ? REDACTED : redact(value, secrets);
  }
  return safe;
}
