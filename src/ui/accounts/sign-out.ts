// `DevDesk: Sign Out…`: deactivates the token on its Qiita or Qiita Team host, then forgets it here. When the host
// cannot be reached the token is forgotten anyway, and the user is told it still works there. GitHub tokens are
// only forgotten, and VS Code's own GitHub session is left signed in (see sign-out-rules.ts). The decisions and
// sentences live in sign-out-rules.ts.
import * as vscode from 'vscode';
import { statusMessages } from '../base/status-message';
import type { Command } from '../base/commands';
import { loadCore } from '../base/core';
import { describeError, type ErrorDescription } from '../base/errors';
import type { Log } from '../base/log';
import { localize } from '../base/tree/tree-item';
import { untrustedText } from '../base/untrusted-text';
import { AlreadySendingError, walkWriteRoad } from '../base/write-road';
import type { Accounts } from './accounts';
import type { Host } from './host';
import { pickHost } from './pick-host';
import {
  deactivatesOnServer,
  failureDetail,
  signOutOutcome,
  signOutReport,
  type SignOutOutcome,
} from './sign-out-rules';
import { userAgent } from './user-agent';

/** A sign-out waits this long for the host before forgetting the token regardless. */
const deactivationTimeoutMs = 10_000;

/**
 * Asks the host to deactivate the token, on the write road (one request, never repeated, one sign-out of a host at
 * a time: a second one while the first is on its way throws and forgets nothing); returns the failure, described.
 */
async function deactivate(host: Host, token: string): Promise<ErrorDescription | undefined> {
  const options = { timeoutMs: deactivationTimeoutMs };
  const title = vscode.l10n.t('Signing out of {0}…', host.label);
  try {
    await walkWriteRoad({
      target: `devdesk.signOut ${host.id}`,
      host,
      client: async () => loadCore().createArticleClient({ baseUrl: host.id, token, userAgent: userAgent() }),
      write: async (client) => {
        const articles = await client();
        const revoke = () =>
          host.kind === 'team'
            ? articles.deleteTeamAccessToken(token, options)
            : articles.deleteAccessToken(token, options);
        await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, revoke);
        return { result: undefined };
      },
    });
    return undefined;
  } catch (error) {
    if (error instanceof AlreadySendingError) throw error;
    return describeError(error);
  }
}

/** Signs out of one host (deactivating the token where the host can), tells the user how it went, and returns that. */
export async function signOutOf(accounts: Accounts, host: Host, log: Log): Promise<SignOutOutcome> {
  const token = await accounts.tokens.get(host);
  const { source } = await accounts.tokens.info(host);
  const failure = token && deactivatesOnServer(host.kind) ? await deactivate(host, token) : undefined;
  const outcome = signOutOutcome(host.kind, failure, source);
  await accounts.tokens.delete(host);
  log.info(`Signed out of ${host.id} (${outcome}${failure ? `: ${failure.reason}` : ''})`);
  const report = signOutReport(outcome, host.label, failure && failureDetail(failure));
  // Done as asked (the token deactivated or already refused): the status bar says so. Anything the user should act
  // on or know about the token still being valid is a notification.
  if (outcome === 'deactivated' || outcome === 'alreadyInvalid') statusMessages.say(localize(report.text));
  else
    void (report.severity === 'warning' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage)(
      localize(report.text),
    );
  return outcome;
}

export class SignOutCommand implements Command {
  readonly id = 'devdesk.signOut';

  constructor(
    private readonly accounts: Accounts,
    private readonly log: Log,
  ) {}

  async execute(hostId?: string): Promise<SignOutOutcome | undefined> {
    const signedIn = await this.accounts.signedIn();
    if (signedIn.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('You are not signed in to any host.'));
      return undefined;
    }
    // A host named by the caller is never swapped for another: the pick answers on its own when one host is signed in.
    if (hostId !== undefined && !signedIn.some((h) => h.id === hostId)) {
      void vscode.window.showInformationMessage(vscode.l10n.t('You are not signed in to {0}.', untrustedText(hostId)));
      return undefined;
    }
    const host =
      signedIn.find((h) => h.id === hostId) ?? (await pickHost(signedIn, vscode.l10n.t('Sign out of which host?')));
    if (!host) return undefined;
    return signOutOf(this.accounts, host, this.log);
  }
}
