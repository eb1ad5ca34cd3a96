// GitHub through VS Code's own sign-in: where VS Code has an authentication provider for the host (`github`, or
// `github-enterprise` for the server VS Code is set up for; see github-session-rules.ts) and is signed in to it,
// sign-in offers that account instead of a pasted token. VS Code lets an extension use an account's session only
// once the user allowed it (https://code.visualstudio.com/api/references/vscode-api#authentication): until then a
// silent look-up finds nothing, so the offer is made from the provider's accounts, which need no consent, and taking
// it asks VS Code for the session, which shows VS Code's own "allow DevDesk" question the first time. Nothing is
// asked or created before the user picks that way (in code-server and in the sandbox there is no account, and
// sign-in offers the pasted token as before). A token taken from a session follows it: refreshed when VS Code's
// session changes, forgotten when VS Code signs out of GitHub.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import type { Log } from '../base/log';
import type { Accounts } from './accounts';
import { githubAuthProvider, githubSessionScopes } from './github-session-rules';
import type { Host } from './host';

/** How long a silent session lookup may take (a provider still activating is not waited for). */
const lookupTimeoutMs = 3000;

function providerFor(host: Host) {
  if (host.kind !== 'github') return undefined;
  return githubAuthProvider(host.id, vscode.workspace.getConfiguration('github-enterprise').get<string>('uri', ''));
}

/** The look-up's answer, or undefined when it failed (no such provider in this VS Code) or took too long. */
async function withinLookupTime<T>(lookup: Thenable<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      Promise.resolve(lookup),
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), lookupTimeoutMs))),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** VS Code's GitHub session for the host that DevDesk may already use, asked silently; undefined when none. */
export async function existingGitHubSession(host: Host): Promise<vscode.AuthenticationSession | undefined> {
  const provider = providerFor(host);
  if (!provider) return undefined;
  const options = { createIfNone: false, silent: true };
  return withinLookupTime(vscode.authentication.getSession(provider, [...githubSessionScopes], options));
}

/** The account VS Code is signed in with for the host, whether or not DevDesk may use it yet; undefined when none. */
export async function vscodeGitHubAccount(
  host: Host,
): Promise<vscode.AuthenticationSessionAccountInformation | undefined> {
  const provider = providerFor(host);
  if (!provider) return undefined;
  return (await withinLookupTime(vscode.authentication.getAccounts(provider)))?.[0];
}

/**
 * That account's session, once the user picked it: VS Code asks the user to allow DevDesk the first time (its own
 * dialog, not timed). Undefined when the user declined or VS Code has no such session any more.
 */
export async function grantedGitHubSession(
  host: Host,
  account: vscode.AuthenticationSessionAccountInformation,
): Promise<vscode.AuthenticationSession | undefined> {
  const provider = providerFor(host);
  if (!provider) return undefined;
  try {
    return await vscode.authentication.getSession(provider, [...githubSessionScopes], { createIfNone: true, account });
  } catch {
    return undefined; // declined ("User did not consent…")
  }
}

/** Keeps tokens taken from VS Code's GitHub sessions in step with those sessions. */
export class GitHubSessionSync extends Disposable {
  constructor(
    private readonly accounts: Accounts,
    private readonly log: Log,
  ) {
    super();
    this.register(vscode.authentication.onDidChangeSessions((event) => void this.follow(event.provider.id)));
  }

  private async follow(providerId: string): Promise<void> {
    for (const host of await this.accounts.signedIn('github')) {
      if (providerFor(host) !== providerId || (await this.accounts.tokens.info(host)).source !== 'vscode') continue;
      const session = await existingGitHubSession(host);
      if (!session) {
        await this.accounts.tokens.delete(host);
        this.log.info(`VS Code signed out of ${providerId}; DevDesk signed out of ${host.id} too`);
        void vscode.window.showInformationMessage(
          vscode.l10n.t('VS Code signed out of GitHub, so DevDesk signed out of {0} too.', host.label),
        );
      } else if (session.accessToken !== (await this.accounts.tokens.get(host))) {
        await this.accounts.tokens.set(host, session.accessToken, { scopes: session.scopes, source: 'vscode' });
        this.log.info(`Took the renewed ${providerId} session for ${host.id}`);
      }
    }
  }
}
