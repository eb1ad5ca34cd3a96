// The status bar's rate-limit item, decided purely (tested under node:test): hidden while every signed-in host has
// at least 20 % of its budget left; otherwise the host with the smallest share, in the warning colour under 5 %,
// and with the reset time once the budget is spent. A budget whose reset time has passed counts as full again.
import { phrase, type Phrase } from '../base/text';
import { budgetText, type RateBudget } from './account-items';

/** Below this share of its budget a host shows in the status bar. */
export const lowShare = 0.2;
/** Below this share (or when spent) the item takes the warning colour. */
export const criticalShare = 0.05;

export interface HostBudget extends RateBudget {
  readonly hostId: string;
  readonly label: string;
}

export interface RateStatus {
  /** The host shown (the one with the smallest share left). */
  readonly hostId: string;
  readonly text: Phrase;
  readonly warning: boolean;
  /** Every host under the threshold, smallest share first, for the tooltip. */
  readonly lines: ReadonlyArray<{ readonly label: string; readonly budget: Phrase }>;
  /** When to decide again: the earliest reset among the hosts shown (epoch ms). */
  readonly refreshAt?: number;
}

function share(budget: HostBudget): number {
  return Math.max(0, budget.remaining!) / budget.limit!;
}

/** The item for the signed-in hosts' budgets at `now`; undefined when it should be hidden. */
export function rateStatus(
  budgets: readonly HostBudget[],
  now: number,
  formatTime: (epochMs: number) => string,
): RateStatus | undefined {
  const low = budgets
    .filter((budget) => budget.remaining !== undefined && budget.limit !== undefined && budget.limit > 0)
    .filter((budget) => budget.resetAt === undefined || budget.resetAt > now)
    .filter((budget) => share(budget) < lowShare)
    .sort((a, b) => share(a) - share(b));
  const worst = low[0];
  if (!worst) return undefined;
  const spent = worst.remaining! <= 0;
  const text = spent
    ? worst.resetAt !== undefined
      ? phrase('$(watch) {0}: rate limit spent until {1}', worst.label, formatTime(worst.resetAt))
      : phrase('$(watch) {0}: rate limit spent', worst.label)
    : phrase('$(dashboard) {0}: {1} of {2} requests left', worst.label, worst.remaining!, worst.limit!);
  const resets = low.map((budget) => budget.resetAt).filter((at): at is number => at !== undefined);
  return {
    hostId: worst.hostId,
    text,
    warning: spent || share(worst) < criticalShare,
    lines: low.map((budget) => ({ label: budget.label, budget: budgetText(budget, formatTime)! })),
    refreshAt: resets.length > 0 ? Math.min(...resets) : undefined,
  };
}
