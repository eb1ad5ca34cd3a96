// Faults on demand: tests (in-process) and the control route POST /__emulator/faults add rules here;
// the server consults them before a request reaches its service.

/** `unauthorized`: the service answers 401 as it does to a revoked token (the token itself stays valid). */
export type FaultKind =
  'latency' | 'error500' | 'drop' | 'malformedJson' | 'abuse' | 'rateLimit' | 'invalid' | 'unauthorized';

export interface FaultRule {
  kind: FaultKind;
  /** Only requests whose method matches (any when absent). */
  method?: string;
  /** Only requests whose absolute path (below the emulator root) starts with this (any when absent). */
  pathPrefix?: string;
  /** How many requests the rule affects before it expires (unlimited when absent). */
  times?: number;
  /** latency: delay in ms before the request is handled. */
  ms?: number;
  /** abuse: the Retry-After seconds to send. */
  retryAfter?: number;
  /** rateLimit: the percentage of each budget left unspent (default 0: all spent), e.g. 5 for a budget nearly gone. */
  leavePercent?: number;
  /** invalid: the message of the 422 answer (what a hostile or careless service might say). */
  message?: string;
}

export class Faults {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    if (!isFaultKind(rule.kind)) throw new Error(`unknown fault kind: ${String(rule.kind)}`);
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  /** Returns (and consumes one use of) every rule that applies to this request. */
  take(method: string, path: string): FaultRule[] {
    const hits = this.rules.filter(
      (rule) => (!rule.method || rule.method === method) && (!rule.pathPrefix || path.startsWith(rule.pathPrefix)),
    );
    for (const rule of hits) if (rule.times !== undefined) rule.times -= 1;
    this.rules = this.rules.filter((rule) => rule.times === undefined || rule.times > 0);
    return hits;
  }
}

const kinds: readonly FaultKind[] = [
  'latency',
  'error500',
  'drop',
  'malformedJson',
  'abuse',
  'rateLimit',
  'invalid',
  'unauthorized',
];
export function isFaultKind(value: unknown): value is FaultKind {
  return kinds.includes(value as FaultKind);
}
