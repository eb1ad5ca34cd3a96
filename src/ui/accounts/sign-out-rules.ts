// What a sign-out ended as, and what to tell the user: pure (no `vscode`), tested under node:test.
// Qiita and Qiita Team tokens are deactivated on their host first (`DELETE /api/v2/access_tokens/:token`, or
// `team_access_tokens` on a team host); GitHub personal access tokens cannot be revoked with the token alone, so
// they are only forgotten, and a token lent by VS Code's own GitHub sign-in is left to VS Code. The token is
// forgotten locally in every case: the user asked to sign out.
import type { ErrorDescription } from '../base/errors';
import { phrase, type Phrase } from '../base/text';
import type { HostKind } from './host';

export type SignOutOutcome =
  /** The host deactivated the token. */
  | 'deactivated'
  /** The host no longer knew the token (401/404): it was revoked or deactivated already. */
  | 'alreadyInvalid'
  /** The host could not be reached (network, timeout): the token still works there. */
  | 'unreachable'
  /** The host answered with another failure (5xx, rate limit…): the token may still work there. */
  | 'notDeactivated'
  /** GitHub: nothing to ask the host; the token still works there until the user deletes it. */
  | 'forgotten'
  /** GitHub through VS Code's own sign-in: DevDesk stops using the session; VS Code stays signed in. */
  | 'sessionKept';

/** Whether a sign-out from a host of this kind asks the host to deactivate the token. */
export function deactivatesOnServer(kind: HostKind): boolean {
  return kind !== 'github';
}

/** The outcome from the deactivation's failure (undefined: it succeeded); `source` is where the token came from. */
export function signOutOutcome(kind: HostKind, failure?: ErrorDescription, source?: 'vscode'): SignOutOutcome {
  if (source === 'vscode') return 'sessionKept';
  if (!deactivatesOnServer(kind)) return 'forgotten';
  if (!failure) return 'deactivated';
  switch (failure.reason) {
    case 'unauthorized':
    case 'notFound':
      return 'alreadyInvalid';
    case 'network':
    case 'timeout':
    case 'cancelled':
      return 'unreachable';
    default:
      return 'notDeactivated';
  }
}

export interface SignOutReport {
  readonly severity: 'info' | 'warning';
  readonly text: Phrase;
}

/** The sentence shown after signing out of `hostLabel`; `detail` names the failure for `notDeactivated`. */
export function signOutReport(outcome: SignOutOutcome, hostLabel: string, detail = ''): SignOutReport {
  switch (outcome) {
    case 'deactivated':
      return {
        severity: 'info',
        text: phrase('Signed out of {0}. The token was deactivated on the server.', hostLabel),
      };
    case 'alreadyInvalid':
      return {
        severity: 'info',
        text: phrase('Signed out of {0}. The server no longer accepted the token.', hostLabel),
      };
    case 'forgotten':
      return {
        severity: 'info',
        text: phrase(
          'Signed out of {0}. The token itself stays valid on GitHub; delete it in your GitHub settings if you no ' +
            'longer need it.',
          hostLabel,
        ),
      };
    case 'sessionKept':
      return {
        severity: 'info',
        text: phrase(
          'Signed out of {0} in DevDesk. VS Code itself stays signed in to GitHub; sign out there from the ' +
            'Accounts menu if you want to.',
          hostLabel,
        ),
      };
    case 'unreachable':
      return {
        severity: 'warning',
        text: phrase(
          'Signed out of {0} here, but it could not be reached: the token is still valid on the server. Delete it ' +
            'in your account settings there if you no longer need it.',
          hostLabel,
        ),
      };
    case 'notDeactivated':
      return {
        severity: 'warning',
        text: phrase(
          'Signed out of {0} here, but it did not deactivate the token ({1}): the token may still be valid on the ' +
            'server.',
          hostLabel,
          detail,
        ),
      };
  }
}

/** A short name for a failure in the sentence above: the HTTP status, else the reason code. */
export function failureDetail(failure: ErrorDescription): string {
  return failure.params.status ? `HTTP ${failure.params.status}` : failure.reason;
}
