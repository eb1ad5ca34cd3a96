// Whether a preview may spend a request on the service's exact rendering, by the host's last known rate-limit
// figures (the core's RateLimitTracker, read from every answer's `X-RateLimit-*` / `Rate-*` headers). Pure
// (test/unit/ui/preview-budget.test.ts). The preview is one of several users of a host's hourly budget (GitHub's
// 5,000 requests an hour also feed the Pull Requests and Events views,
// https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api; Qiita allows 1,000 an hour,
// https://qiita.com/api/v2/docs#利用制限), so it stops short of a reserve.

/** The figures a budget check reads: what the host's last answer said. */
export interface BudgetFigures {
  limit: number | undefined;
  remaining: number | undefined;
  /** When the window restarts (epoch ms); past it, the figures say nothing any more. */
  resetAt: number | undefined;
}

/** The default reserve: a tenth of the hour's limit is left for the other views and the user's own writes. */
export const defaultReservePercent = 10;

/**
 * True when a render may go: no figures yet (the first answer tells), a window that has restarted since, or more
 * left than `reservePercent` of the limit. A spent budget always keeps the preview local until its reset.
 */
export function budgetAllows(figures: BudgetFigures | undefined, reservePercent: number, now: number): boolean {
  if (!figures || figures.remaining === undefined) return true;
  if (figures.resetAt !== undefined && figures.resetAt <= now) return true;
  if (figures.remaining <= 0) return false;
  if (figures.limit === undefined || figures.limit <= 0) return true;
  const reserve = (figures.limit * Math.min(100, Math.max(0, reservePercent))) / 100;
  return figures.remaining > reserve;
}
