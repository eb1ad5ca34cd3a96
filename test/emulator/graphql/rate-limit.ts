// GitHub's GraphQL primary rate limit: 5,000 points per hour per user, spent by each query's computed cost
// (see query-cost.ts). One bucket per token; the window starts with the first request and resets an hour later.

export interface RateLimitSnapshot {
  limit: number;
  used: number;
  remaining: number;
  /** When the window resets (ms since the epoch). */
  resetAt: number;
}

const hourMs = 60 * 60 * 1000;

export class RateLimitBucket {
  readonly limit: number;
  private used = 0;
  private resetAt = 0;

  constructor(
    limit = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.limit = limit;
  }

  snapshot(): RateLimitSnapshot {
    this.roll();
    return { limit: this.limit, used: this.used, remaining: this.limit - this.used, resetAt: this.resetAt };
  }

  /** Spends `cost` points; returns false (spending nothing) when the bucket cannot pay for it. */
  spend(cost: number): boolean {
    this.roll();
    if (this.used + cost > this.limit) return false;
    this.used += cost;
    return true;
  }

  isExhausted(): boolean {
    return this.snapshot().remaining <= 0;
  }

  /** Spends everything left in this window (fault `rateLimit`). */
  exhaust(): void {
    this.roll();
    this.used = this.limit;
  }

  /** The `X-RateLimit-*` headers GitHub sends on every GraphQL answer. */
  headers(): Record<string, string | number> {
    const { limit, used, remaining, resetAt } = this.snapshot();
    return {
      'X-RateLimit-Limit': limit,
      'X-RateLimit-Remaining': remaining,
      'X-RateLimit-Reset': Math.ceil(resetAt / 1000),
      'X-RateLimit-Used': used,
      'X-RateLimit-Resource': 'graphql',
    };
  }

  private roll(): void {
    const now = this.now();
    if (now < this.resetAt) return;
    this.used = 0;
    this.resetAt = now + hourMs;
  }
}

/** GitHub prints `resetAt` as an ISO date-time without milliseconds. */
export function isoSeconds(ms: number): string {
  return new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
