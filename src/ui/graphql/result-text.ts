// The text of a result document: a first-line comment with what the run cost (operation, HTTP status, time, size,
// rate-limit cost and what is left) and the answer as pretty JSON. The line sits in the document rather than in the
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

/** The parts of the status line (phrases the adapter localizes, and sizes); joined with " · ". */
export function statusPhrases(summary: RunSummary): Array<Phrase | string> {
  const parts: Array<Phrase | string> = [
    phrase('{0} on {1}', summary.operation, hostOf(summary.endpoint)),
    phrase('HTTP {0}', summary.status),
    phrase('{0} ms', Math.round(summary.elapsedMs)),
    formatBytes(summary.bytes),
  ];
  const rate = summary.rateLimit;
  if (rate?.cost !== undefined) parts.push(phrase('cost {0}', rate.cost));
  if (rate?.remaining !== undefined) {
    parts.push(rate.limit !== undefined ? phrase('{0} of {1} points left', rate.remaining, rate.limit) : phrase('{0} points left', rate.remaining));
  }
  if (summary.errorCount > 0) parts.push(summary.errorCount === 1 ? phrase('1 error') : phrase('{0} errors', summary.errorCount));
  if (summary.anonymous) parts.push(phrase('sent without a token'));
  return parts;
}

/** The document: `// <status line>` then the answer (data, errors, extensions as the server sent them). */
export function resultDocument(statusLine: string, answer: { data: unknown; errors: readonly unknown[]; extensions?: unknown }): string {
  const body: Record<string, unknown> = {};
  if (answer.errors.length > 0) body.errors = answer.errors;
  body.data = answer.data ?? null;
  if (answer.extensions !== undefined) body.extensions = answer.extensions;
  return `// ${statusLine.replace(/\n/g, ' ')}\n${JSON.stringify(body, null, 2)}\n`;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}
