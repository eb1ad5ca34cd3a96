// `DevDesk: Sign In…`: pick a host (or get one from the caller), then a way to sign in: VS Code's own GitHub
// session (GitHub, where VS Code has one), the sandbox's token (in the sandbox), the browser (OAuth, on Qiita and
// Qiita Team once a client id is configured) or a pasted token.
// Whatever the way, the host vouches for the token (whoAmI) before it is stored. A team host's sign-in also offers
// the user's other teams (team-offer.ts).
import * as vscode from 'vscode';
import { statusMessages } from '../base/status-message';
import { untrustedText } from '../base/untrusted-text';
import type { Command } from '../base/commands';
import { describeError } from '../base/errors';
import { inputOf } from '../base/write-command';
import type { Log } from '../base/log';
import type { Accounts } from './accounts';
import type { Host } from './host';
import { existingGitHubSession, grantedGitHubSession, vscodeGitHubAccount } from './github-session';
import { oauthClientId, type OAuthSignIn } from './oauth';
import { signInMethods, type SignInMethod } from './oauth-rules';
import { pickHost } from './pick-host';
import { isSandboxHost, sandboxTokenFor } from './sandbox';
import { otherTeams, reportSignInWithTeams } from './team-offer';
import { promptForCheckedToken, verificationFailure, type CheckedToken } from './token-prompt';
import { isSafeTransport } from './token-rules';
import { whoAmI } from './verify';

type VSCodeAccount = vscode.AuthenticationSessionAccountInformation;

function methodLabel(method: SignInMethod, account: VSCodeAccount | undefined): string {
  switch (method) {
    case 'vscode':
      return vscode.l10n.t('$(github) Use the GitHub account VS Code is signed in with ({0})', account?.label ?? '');
    case 'sandbox':
      return vscode.l10n.t("$(beaker) Use the sandbox's token");
    case 'oauth':
      return vscode.l10n.t('$(globe) Sign in with browser (OAuth)');
    case 'paste':
      return vscode.l10n.t('$(key) Paste a token');
  }
}

/** The answers a test or a script gives instead of the prompts (the command's second argument). */
interface SignInInput {
  /** The way to sign in, when it is one this host offers: the method pick is then not shown. */
  method: SignInMethod;
}

/**
 * The way to sign in: asked only when there is a choice the caller did not make; undefined when the user dismissed the
 * pick.
 */
async function chooseMethod(
  host: Host,
  methods: SignInMethod[],
  account: VSCodeAccount | undefined,
  named: SignInMethod | undefined,
): Promise<SignInMethod | undefined> {
  if (named && methods.includes(named)) return named;
  if (methods.length === 1) return methods[0];
  const picked = await vscode.window.showQuickPick(
    methods.map((method) => ({ label: methodLabel(method, account), method })),
    { title: vscode.l10n.t('Sign in to {0}', host.label), ignoreFocusOut: true },
  );
  return picked?.method;
}

/** Checks a token DevDesk did not ask the user to type (the sandbox's, VS Code's session) with a status-bar spinner. */
async function checkToken(host: Host, token: string, scopes?: readonly string[]): Promise<CheckedToken | undefined> {
  try {
    const login = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Checking the token with {0}…', host.label) },
      () => whoAmI(host, token),
    );
    return { token, login, scopes };
  } catch (error) {
    void vscode.window.showErrorMessage(verificationFailure(host, error));
    return undefined;
  }
}

export class SignInCommand implements Command {
  readonly id = 'devdesk.signIn';

  constructor(
    private readonly accounts: Accounts,
    private readonly oauth: OAuthSignIn,
    private readonly log: Log,
  ) {}

  /** Resolves with the login signed in as, or undefined when nothing was stored. */
  async execute(hostId?: string, input?: unknown): Promise<string | undefined> {
    const hosts = this.accounts.hosts();
    const host = hosts.find((h) => h.id === hostId) ?? (await pickHost(hosts, vscode.l10n.t('Sign in to which host?')));
    if (!host) return undefined;
    if (!isSafeTransport(host.id)) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t(
          '{0} uses plain HTTP. DevDesk sends tokens only over HTTPS (or to this machine). Change the URL in settings.',
          host.id,
        ),
      );
      return undefined;
    }
    const clientId = oauthClientId();
    // Both asked at once: each may wait for a provider that is slow to answer (github-session.ts).
    const [session, vscodeAccount] = await Promise.all([existingGitHubSession(host), vscodeGitHubAccount(host)]);
    const account = session?.account ?? vscodeAccount;
    const methods = signInMethods(host.kind, {
      sandbox: await isSandboxHost(host),
      oauthClientId: clientId,
      vscodeSession: account !== undefined,
    });
    const method = await chooseMethod(host, methods, account, inputOf<SignInInput>(input).method);
    const vscodeSession = async () => session ?? (account && (await grantedGitHubSession(host, account)));
    const checked = method && (await this.signInWith(method, host, clientId, vscodeSession));
    if (!checked) return undefined;
    await this.accounts.tokens.set(host, checked.token, { scopes: checked.scopes, source: checked.source });
    this.log.info(`Signed in to ${host.id} as ${checked.login} (${method})`);
    const teams = await otherTeams(this.accounts, host, this.log);
    if (teams.length > 0) {
      void reportSignInWithTeams(host, checked.login, teams, this.log).catch((error: unknown) =>
        this.log.error(`Could not add the team hosts: ${describeError(error).reason}`),
      );
    } else {
      statusMessages.signedIn(host.label, untrustedText(checked.login));
    }
    return checked.login;
  }

  private async signInWith(
    method: SignInMethod,
    host: Host,
    clientId: string,
    vscodeSession: () => Promise<vscode.AuthenticationSession | undefined>,
  ): Promise<CheckedToken | undefined> {
    switch (method) {
      case 'vscode': {
        const session = await vscodeSession();
        const checked = session && (await checkToken(host, session.accessToken, session.scopes));
        return checked && { ...checked, source: 'vscode' };
      }
      case 'sandbox': {
        const issued = await sandboxTokenFor(host);
        return issued ? checkToken(host, issued.token, issued.scopes) : promptForCheckedToken(host);
      }
      case 'oauth':
        try {
          return await this.oauth.signIn(host, clientId);
        } catch (error) {
          // A refused or mismatched answer from the browser is a sentence for the user, not a crash; anything else
          // (the host unreachable during the exchange…) goes to the error presenter.
          if (!(error instanceof Error && error.name === 'OAuthError')) throw error;
          void vscode.window.showErrorMessage(untrustedText(error.message)); // may quote the server's error_description
          return undefined;
        }
      case 'paste':
        return promptForCheckedToken(host);
    }
  }
}
