// `DevDesk: Sign In…`: pick a host (or get one from the caller), get a token the host has vouched for, store it.
import * as vscode from 'vscode';
import type { Command } from '../base/commands';
import type { Log } from '../base/log';
import type { Accounts } from './accounts';
import type { Host } from './host';
import { pickHost } from './pick-host';
import { isSandboxHost, sandboxTokenFor } from './sandbox';
import { promptForCheckedToken, verificationFailure, type CheckedToken } from './token-prompt';
import { isSafeTransport } from './token-rules';
import { whoAmI } from './verify';

async function chooseSandboxToken(host: Host): Promise<boolean> {
  const useSandbox = vscode.l10n.t("$(beaker) Use the sandbox's token");
  const paste = vscode.l10n.t('$(key) Paste a token');
  const picked = await vscode.window.showQuickPick([useSandbox, paste], { title: vscode.l10n.t('Sign in to {0}', host.label), ignoreFocusOut: true });
  return picked === useSandbox;
}

/** Checks the sandbox's token with a status-bar spinner (it answers from this machine). */
async function checkSandboxToken(host: Host, token: string): Promise<CheckedToken | undefined> {
  try {
    const login = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Checking the token with {0}…', host.label) }, () => whoAmI(host, token));
    return { token, login };
  } catch (error) {
    void vscode.window.showErrorMessage(verificationFailure(host, error));
    return undefined;
  }
}

export class SignInCommand implements Command {
  readonly id = 'devdesk.signIn';

  constructor(
    private readonly accounts: Accounts,
    private readonly log: Log,
  ) {}

  async execute(hostId?: string): Promise<void> {
    const hosts = this.accounts.hosts();
    const host = hosts.find((h) => h.id === hostId) ?? (await pickHost(hosts, vscode.l10n.t('Sign in to which host?')));
    if (!host) return;
    if (!isSafeTransport(host.id)) {
      void vscode.window.showErrorMessage(vscode.l10n.t('{0} uses plain HTTP. DevDesk sends tokens only over HTTPS (or to this machine). Change the URL in settings.', host.id));
      return;
    }
    const sandboxToken = (await isSandboxHost(host)) && (await chooseSandboxToken(host)) ? await sandboxTokenFor(host) : undefined;
    const checked = sandboxToken ? await checkSandboxToken(host, sandboxToken) : await promptForCheckedToken(host);
    if (!checked) return;
    await this.accounts.tokens.set(host, checked.token);
    this.log.info(`Signed in to ${host.id} as ${checked.login}`);
    void vscode.window.showInformationMessage(vscode.l10n.t('Signed in to {0} as {1}.', host.label, checked.login));
  }
}
