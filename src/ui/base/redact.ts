// Masks credentials in a line before it is logged. Two layers: the tokens DevDesk knows (every token the token
// store has read or written is added to the set), and the token shapes that cannot be anything else. A bare
// 40-hex string is *not* masked by shape: commit SHAs look exactly like that and the log needs them; a Qiita token
// has the same shape, which is why known tokens are masked by value.

const shapes: Array<[RegExp, string]> = [
  [/(authorization\s*[:=]\s*)(bearer|token|basic)?\s*[^\s,;"']+/gi, '$1$2 [redacted]'],
  [/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g, '[redacted]'],
  [/([?&](access_token|client_secret|code|token)=)[^&\s]+/gi, '$1[redacted]'],
  [/("(?:token|access_token|client_secret)"\s*:\s*")[^"]+/gi, '$1[redacted]'],
];

export class Redactor {
  private readonly known = new Set<string>();

  /** Masks this exact value from now on. Very short values are ignored: they would mask ordinary words. */
  remember(secret: string): void {
    if (secret.length >= 8) this.known.add(secret);
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.known) result = result.split(secret).join('[redacted]');
    for (const [pattern, replacement] of shapes) result = result.replace(pattern, replacement);
    return result;
  }
}
