// Request budgets per hour: 1000 per access token, 60 per client IP without one. Every answer carries
// `Rate-Limit`, `Rate-Remaining` and `Rate-Reset` (epoch seconds when the window restarts).

export const authenticatedLimit = 1000;
export const anonymousLimit = 60;
const windowMs = 60 * 60 * 1000;

interface Bucket {
  limit: number;
  used: number;
  resetAt: number;
}

export interface RateState {
  allowed: boolean;
  headers: Record<string, string>;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  /** Set by `exhaust()`: every budget, including ones first used later, is spent until then. */
  private spentUntil = 0;
  /** The share of each budget `exhaust()` leaves. */
  private leaveShare = 0;

  constructor(private readonly now: () => Date) {}

  /** Counts one request against `key` and tells whether it may proceed. */
  take(key: string, limit: number): RateState {
    const now = this.now().getTime();
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { limit, used: 0, resetAt: now + windowMs };
      if (this.spentUntil > now)
        Object.assign(bucket, { used: limit - Math.floor(limit * this.leaveShare), resetAt: this.spentUntil });
      this.buckets.set(key, bucket);
    }
    const allowed = bucket.used < bucket.limit;
    if (allowed) bucket.used += 1;
    return { allowed, headers: this.headersOf(bucket) };
  }

  /** Every budget full again, none spent by `exhaust()` any more. */
  refill(): void {
    this.spentUntil = 0;
    this.leaveShare = 0;
    this.buckets.clear();
  }

  /** Spends every budget (all but `leaveShare` of it) for the rest of the current hour (the `rateLimit` fault). */
  exhaust(leaveShare = 0): void {
    const now = this.now().getTime();
    this.spentUntil = now + windowMs;
    this.leaveShare = leaveShare;
    for (const bucket of this.buckets.values()) {
      bucket.used = bucket.limit - Math.floor(bucket.limit * leaveShare);
      if (bucket.resetAt <= now) bucket.resetAt = this.spentUntil;
    }
  }

  private headersOf(bucket: Bucket): Record<string, string> {
    return {
      'Rate-Limit': String(bucket.limit),
      'Rate-Remaining': String(Math.max(0, bucket.limit - bucket.used)),
      'Rate-Reset': String(Math.ceil(bucket.resetAt / 1000)),
    };
  }
}
