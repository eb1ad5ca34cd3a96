// After a sign-in to a team host: the other teams the user belongs to (`GET /api/v2/teams` there), offered in the
// sign-in's own notification with an "Add" button that appends their hosts to `devdesk.qiita.teams`. Listing the
// teams is a courtesy: when it fails the sign-in is reported as usual. The decisions live in teams-found.ts.
import * as vscode from 'vscode';
import { describeError } from '../base/errors';
import type { Log } from '../base/log';
import { statusMessages } from '../base/status-message';
import { untrustedText } from '../base/untrusted-text';
import type { Accounts } from './accounts';
import type { Host } from './host';
import { teamsToOffer, type FoundTeam } from './teams-found';

const listTimeoutMs = 5000;

/** The teams of the signed-in user on `host` that are not configured yet; none when they cannot be listed. */
export async function otherTeams(accounts: Accounts, host: Host, log: Log): Promise<FoundTeam[]> {
  if (host.kind !== 'team') return [];
  try {
    const client = await accounts.articleClient(host);
    if (!client) return [];
    const teams = await client.listTeams({ timeoutMs: listTimeoutMs });
    return teamsToOffer(host.id, vscode.workspace.getConfiguration('devdesk').get<string[]>('qiita.teams', []), teams);
  } catch (error) {
    log.warn(`Could not list the teams on ${host.id}: ${describeError(error).reason}`);
    return [];
  }
}

/**
 * Appends the teams' hosts to `devdesk.qiita.teams` in the user's settings: the setting is application-scoped (a
 * workspace never decides where tokens go), so a value in a workspace's settings is neither read nor extended.
 */
export async function addTeamHosts(found: readonly FoundTeam[]): Promise<void> {
  const config = vscode.workspace.getConfiguration('devdesk');
  const current = config.inspect<string[]>('qiita.teams')?.globalValue ?? [];
  await config.update('qiita.teams', [...current, ...found.map((team) => team.url)], vscode.ConfigurationTarget.Global);
}

/** "Signed in… You are also a member of …: add to DevDesk?" with "Add"; resolves once the user has answered. */
export async function reportSignInWithTeams(
  host: Host,
  login: string,
  found: readonly FoundTeam[],
  log: Log,
): Promise<void> {
  // Team names and the login come from the service: a notification would make a link of [label](command:…).
  const names = untrustedText(found.map((team) => team.name).join(', '));
  const add = vscode.l10n.t('Add');
  const chosen = await vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Signed in to {0} as {1}. You are also a member of {2}: add to DevDesk?',
      host.label,
      untrustedText(login),
      names,
    ),
    add,
  );
  if (chosen !== add) return;
  await addTeamHosts(found);
  log.info(`Added team hosts ${found.map((team) => team.url).join(', ')}`);
  statusMessages.say(vscode.l10n.t('Added {0}. Sign in to each team to see its articles.', names));
}
