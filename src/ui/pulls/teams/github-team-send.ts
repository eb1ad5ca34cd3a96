// How a team command sends its one request: a refusal that breaks a team rule comes back explained in its own terms
// (github-team-refusals.ts), with "Change and Try Again" when the command can ask again prefilled.
import * as vscode from 'vscode';
import type { GitHubClient } from '../../accounts/index';
import { localize } from '../../base/tree/tree-item';
import type { Refusal, WriteRoad } from '../../base/write-command';
import { teamRefusal, type RefusalFacts } from './github-team-refusals';

export type TeamRoad = WriteRoad<GitHubClient>;

/** The refusal explained, or undefined when the service accepted. Other failures go on to the error presenter. */
export async function sendOrExplain(
  send: () => Promise<unknown>,
  facts: RefusalFacts,
  changeAndRetry?: () => unknown,
): Promise<Refusal | undefined> {
  try {
    await send();
    return undefined;
  } catch (error) {
    const rule = teamRefusal(error, facts);
    if (!rule) throw error;
    const message = localize(rule);
    const again = changeAndRetry && { title: vscode.l10n.t('Change and Try Again'), run: changeAndRetry };
    return again ? { refused: message, action: again } : { refused: message };
  }
}
