import * as vscode from 'vscode';
import { isSecureEnough } from '../../core/http/credentials';
import { configuredHosts, type Host } from '../auth/hosts';
import type { TokenStore } from '../auth/tokens';
import type { Log } from '../log';
import { explainVerificationFailure, whoAmI } from '../auth/verify';

const articleTokenPattern = /^[0-9a-f]{40}$/;

/** Why a token cannot be used for a host, or undefined when it looks right. */
export function tokenProblem(host: Host, token: string): string | undefined {
  if (!token) return vscode.l10n.t('Enter a token.');
  if (/\s/.test(token)) return vscode.l10n.t('A token has no spaces.');
  if (host.kind !== 'github' && !articleTokenPattern.test(token)) {
    return vscode.l10n.t('A Qiita access token is 40 lowercase hexadecimal characters.');
  }
  return undefined;
}

/** Tokens travel only over HTTPS, except to this machine (the built-in sandbox): the core's own rule. */
export function isSafeTransport(baseUrl: string): boolean {
  return isSecureEnough(new URL(baseUrl));
}

async function pickHost(hosts: Host[], placeHolder: string): Promise<Host | undefined> {
  if (hosts.length === 1) return hosts[0];
  const picked = await vscode.window.showQuickPick(
    hosts.map((host) => ({ label: host.label, description: host.id, host })),
    { placeHolder, ignoreFocusOut: true },
  );
  return picked?.host;
}

/**
 * The built-in sandbox (`npm run sandbox`) serves its tokens at `/__emulator/info` on loopback, so trying DevDesk
 * needs no account and no copy-paste. Never asked of any other host.
 */
async function sandboxTokenFor(host: Host): Promise<string | undefined> {
  const url = new URL(host.id);
  if (url.protocol !== 'http:' || !isSafeTransport(host.id)) return undefined;
  try {
    const response = await fetch(`${url.origin}/__emulator/info`, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return undefined;
    const info = (await response.json()) as { tokens?: { articles?: string; team?: string; github?: string } };
    const key = host.kind === 'articles' ? 'articles' : host.kind === 'team' ? 'team' : 'github';
    return info.tokens?.[key];
  } catch {
    return undefined;
  }
}

async function chooseSandboxToken(host: Host): Promise<boolean> {
  const useSandbox = vscode.l10n.t("$(beaker) Use the sandbox's token");
  const paste = vscode.l10n.t('$(key) Paste a token');
  const picked = await vscode.window.showQuickPick([useSandbox, paste], { title: vscode.l10n.t('Sign in to {0}', host.label), ignoreFocusOut: true });
  return picked === useSandbox;
}

function tokenPrompt(host: Host): string {
  return host.kind === 'github'
    ? vscode.l10n.t('Paste a personal access token (scopes: repo, read:org). It is kept in VS Code\'s secret storage.')
    : vscode.l10n.t('Paste an access token (scopes: read_qiita, write_qiita{0}). It is kept in VS Code\'s secret storage.', host.kind === 'team' ? ', read_qiita_team, write_qiita_team' : '');
}

interface CheckedToken {
  token: string;
  login: string;
}

/**
 * Asks for a token and checks it with the host before anything is stored. The check runs inside the input box
 * (busy while it runs); a refusal is shown right under what the user typed, which stays there to be fixed.
 * Hiding the box cancels a running check.
 */
function promptForCheckedToken(host: Host): Promise<CheckedToken | undefined> {
  return new Promise((resolve) => {
    const input = vscode.window.createInputBox();
    let check: AbortController | undefined;
    input.title = vscode.l10n.t('Sign in to {0}', host.label);
    input.prompt = tokenPrompt(host);
    input.password = true;
    input.ignoreFocusOut = true;
    input.onDidChangeValue((value) => (input.validationMessage = value ? tokenProblem(host, value.trim()) : undefined));
    input.onDidAccept(async () => {
      const token = input.value.trim();
      const problem = tokenProblem(host, token);
      if (problem || check) {
        input.validationMessage = problem;
        return;
      }
      check = new AbortController();
      input.busy = true;
      input.enabled = false;
      input.validationMessage = undefined;
      try {
        const login = await whoAmI(host, token, check.signal);
        resolve({ token, login });
        input.hide();
      } catch (error) {
        if (check.signal.aborted) return;
        input.validationMessage = { message: explainVerificationFailure(host, error), severity: vscode.InputBoxValidationSeverity.Error };
      } finally {
        check = undefined;
        input.busy = false;
        input.enabled = true;
      }
    });
    input.onDidHide(() => {
      check?.abort();
      resolve(undefined);
      input.dispose();
    });
    input.show();
  });
}

/** Checks the sandbox's token with a status-bar spinner (it answers from this machine). */
async function checkSandboxToken(host: Host, token: string): Promise<CheckedToken | undefined> {
  try {
    const login = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Checking the token with {0}…', host.label) }, () => whoAmI(host, token));
    return { token, login };
  } catch (error) {
    void vscode.window.showErrorMessage(explainVerificationFailure(host, error));
    return undefined;
  }
}

/** The token is stored only once the host has said whose it is. */
async function signIn(host: Host, tokens: TokenStore, log: Log): Promise<void> {
  const sandboxToken = await sandboxTokenFor(host);
  const checked = sandboxToken && (await chooseSandboxToken(host)) ? await checkSandboxToken(host, sandboxToken) : await promptForCheckedToken(host);
  if (!checked) return;
  await tokens.set(host, checked.token);
  log.info(`Signed in to ${host.id} as ${checked.login}`);
  void vscode.window.showInformationMessage(vscode.l10n.t('Signed in to {0} as {1}.', host.label, checked.login));
}

export function registerAccountCommands(context: vscode.ExtensionContext, tokens: TokenStore, log: Log): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('devdesk.signIn', async (hostId?: string) => {
      const hosts = configuredHosts();
      const host = hosts.find((h) => h.id === hostId) ?? (await pickHost(hosts, vscode.l10n.t('Sign in to which host?')));
      if (!host) return;
      if (!isSafeTransport(host.id)) {
        void vscode.window.showErrorMessage(
          vscode.l10n.t('{0} uses plain HTTP. DevDesk sends tokens only over HTTPS (or to this machine). Change the URL in settings.', host.id),
        );
        return;
      }
      await signIn(host, tokens, log);
    }),
    vscode.commands.registerCommand('devdesk.signOut', async (hostId?: string) => {
      const signedIn = await tokens.signedIn(configuredHosts());
      if (signedIn.length === 0) {
        void vscode.window.showInformationMessage(vscode.l10n.t('You are not signed in to any host.'));
        return;
      }
      const host = signedIn.find((h) => h.id === hostId) ?? (await pickHost(signedIn, vscode.l10n.t('Sign out of which host?')));
      if (!host) return;
      await tokens.delete(host);
      log.info(`Signed out of ${host.id}`);
      void vscode.window.showInformationMessage(vscode.l10n.t('Signed out of {0}.', host.label));
    }),
  );
}
