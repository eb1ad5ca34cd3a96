// `DevDesk: Accounts`, as data: one item per configured host with who is signed in, the token's scopes, the
// rate-limit budget left and when it resets, and the actions offered. Pure (tested under node:test); the command
// (accounts-command.ts) gathers the facts and shows the items.
import type { ErrorReason } from '../base/errors';
import { phrase, type Phrase } from '../base/text';
import type { HostKind } from './host';

/** A host's rate-limit budget as its last answer reported it. */
export interface RateBudget {
  readonly limit?: number;
  readonly remaining?: number;
  /** Epoch ms. */
  readonly resetAt?: number;
}

export interface AccountFacts {
  readonly hostId: string;
  readonly kind: HostKind;
  readonly label: string;
  /** No token; a token the host vouched for just now; a token it refused (401); a token that could not be checked. */
  readonly state: 'signedOut' | 'signedIn' | 'refused' | 'unchecked';
  readonly login?: string;
  /** The token's scopes when known: GitHub says them (`X-OAuth-Scopes`), Qiita's are known from an OAuth sign-in. */
  readonly scopes?: readonly string[];
  readonly budget?: RateBudget;
  /** Why the check failed (`unchecked`). */
  readonly problem?: ErrorReason;
}

export type AccountAction = 'signIn' | 'switch' | 'signOut';

export interface AccountItem {
  readonly hostId: string;
  readonly label: string;
  /** A codicon: `account` (signed in), `circle-slash` (signed out), `warning` (refused or not checked). */
  readonly icon: string;
  readonly description: string | Phrase;
  /** Shown joined by " · ". */
  readonly detail: readonly Phrase[];
  /** What the item offers, the default first. */
  readonly actions: readonly AccountAction[];
}

/** "987 of 1000 requests left, resets at 13:05"; "Rate limit spent until 13:05"; undefined when nothing is known. */
export function budgetText(
  budget: RateBudget | undefined,
  formatTime: (epochMs: number) => string,
): Phrase | undefined {
  if (!budget || budget.remaining === undefined) return undefined;
  const reset = budget.resetAt !== undefined ? formatTime(budget.resetAt) : undefined;
  if (budget.remaining <= 0) return reset ? phrase('Rate limit spent until {0}', reset) : phrase('Rate limit spent');
  if (budget.limit !== undefined) {
    return reset
      ? phrase('{0} of {1} requests left, resets at {2}', budget.remaining, budget.limit, reset)
      : phrase('{0} of {1} requests left', budget.remaining, budget.limit);
  }
  return reset
    ? phrase('{0} requests left, resets at {1}', budget.remaining, reset)
    : phrase('{0} requests left', budget.remaining);
}

/** `X-OAuth-Scopes: repo, read:org` → ['repo', 'read:org']; undefined without the header (fine-grained tokens). */
export function parseScopesHeader(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((scope) => scope.trim())
    .filter((scope) => scope !== '');
}

function description(facts: AccountFacts): string | Phrase {
  switch (facts.state) {
    case 'signedOut':
      return phrase('Signed out');
    case 'signedIn':
      return facts.login ?? phrase('Signed in');
    case 'refused':
      return phrase('Token refused (401)');
    case 'unchecked':
      return phrase('Signed in (not checked: {0})', facts.problem ?? 'unknown');
  }
}

export function accountItem(facts: AccountFacts, formatTime: (epochMs: number) => string): AccountItem {
  const signedOut = facts.state === 'signedOut';
  const detail: Phrase[] = [];
  if (facts.state === 'refused') detail.push(phrase('The host no longer accepts this token: sign in again.'));
  if (!signedOut && facts.scopes)
    detail.push(facts.scopes.length > 0 ? phrase('Scopes: {0}', facts.scopes.join(', ')) : phrase('Scopes: none'));
  const budget = signedOut ? undefined : budgetText(facts.budget, formatTime);
  if (budget) detail.push(budget);
  return {
    hostId: facts.hostId,
    label: facts.label,
    icon: signedOut ? 'circle-slash' : facts.state === 'signedIn' ? 'account' : 'warning',
    description: description(facts),
    detail,
    actions: signedOut ? ['signIn'] : ['switch', 'signOut'],
  };
}

/** One item per host, in the order of the settings (Qiita, each team, GitHub). */
export function accountItems(facts: readonly AccountFacts[], formatTime: (epochMs: number) => string): AccountItem[] {
  return facts.map((each) => accountItem(each, formatTime));
}
