// GitHub through VS Code's own sign-in: where VS Code has an authentication provider for the host (`github`, or
// `github-enterprise` for the server VS Code is set up for; see github-session-rules.ts) and a session with the
// scopes DevDesk needs, sign-in can use it instead of a pasted token. Never creates a session (createIfNone: false):
// in code-server and in the sandbox there is none, and sign-in offers the pasted token as before. A token taken from
// a session follows it: refreshed when VS Code's session changes, forgotten when VS Code signs out of GitHub.
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

/** VS Code's existing GitHub session for the host, asked silently; undefined when there is none to use. */
export async function existingGitHubSession(host: Host): Promise<vscode.AuthenticationSession | undefined> {
  const provider = providerFor(host);
  if (!provider) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      Promise.resolve(
        vscode.authentication.getSession(provider, [...githubSessionScopes], { createIfNone: false, silent: true }),
      ),
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), lookupTimeoutMs))),
    ]);
  } catch {
    return undefined; // no such provider in this VS Code
  } finally {
    clearTimeout(timer);
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
