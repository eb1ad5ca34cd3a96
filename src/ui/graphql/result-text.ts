// The text of a result document: two comment lines saying what ran where and what it cost (HTTP status, time,
// size, rate-limit cost and what is left), then the answer as pretty JSON. Two short lines rather than one long
// one: the document sits in half the window, beside the query. The line sits in the document rather than in the
// status bar so it stays with its result: each source file has its own result document, shown beside it, and the
// status bar already carries the accounts' rate-limit item. The document is JSON with comments (jsonc).
import { phrase, type Phrase } from '../base/text';

export interface RunSummary {
  /** `query GetIssue`, `mutation (anonymous)`. */
  operation: string;
  endpoint: string;
  status: number;
  elapsedMs: number;
  bytes: number;
  errorCount: number;
  rateLimit?: { cost?: number; remaining?: number; limit?: number; resetAt?: Date };
  /** Sent without a token (an endpoint no account is for). */
  anonymous?: boolean;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export type StatusPart = Phrase | string;

/**
 * The status lines' parts (phrases the adapter localizes, and sizes), each line joined with " · ": what ran where,
 * then the figures.
 */
export function statusPhrases(summary: RunSummary): [StatusPart[], StatusPart[]] {
  const headline: StatusPart[] = [phrase('{0} on {1}', summary.operation, hostOf(summary.endpoint))];
  if (summary.anonymous) headline.push(phrase('sent without a token'));
  const parts: StatusPart[] = [
    phrase('HTTP {0}', summary.status),
    phrase('{0} ms', Math.round(summary.elapsedMs)),
    formatBytes(summary.bytes),
  ];
  const rate = summary.rateLimit;
  if (rate?.cost !== undefined) parts.push(phrase('cost {0}', rate.cost));
  if (rate?.remaining !== undefined) {
    parts.push(
      rate.limit !== undefined
        ? phrase('{0}/{1} points left', rate.remaining, rate.limit)
        : phrase('{0} points left', rate.remaining),
    );
  }
  if (summary.errorCount > 0)
    parts.push(summary.errorCount === 1 ? phrase('1 error') : phrase('{0} errors', summary.errorCount));
  return [headline, parts];
}

/**
 * The document: `// <status line>` for each line, then the answer (data, errors, extensions as the server sent them).
 */
export function resultDocument(
  statusLines: readonly string[],
  answer: { data: unknown; errors: readonly unknown[]; extensions?: unknown },
): string {
  const body: Record<string, unknown> = {};
  if (answer.errors.length > 0) body.errors = answer.errors;
  body.data = answer.data ?? null;
  if (answer.extensions !== undefined) body.extensions = answer.extensions;
  const comments = statusLines.map((line) => `// ${line.replace(/\n/g, ' ')}\n`).join('');
  return `${comments}${JSON.stringify(body, null, 2)}\n`;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}
