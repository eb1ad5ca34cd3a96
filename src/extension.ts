// Composes DevDesk's parts; nothing else. Heavy modules load lazily, on first use.
import * as vscode from 'vscode';
import { configuredHosts } from './ui/auth/hosts';
import { TokenStore } from './ui/auth/tokens';
import { registerAccountCommands } from './ui/commands/accounts';
import { createLog } from './ui/log';
import { registerViews } from './ui/views/register';

/** What activate() returns: the tests and the benchmark read the activation time from here. */
export interface DevDeskApi {
  readonly activationTimeMs: number;
}

export function activate(context: vscode.ExtensionContext): DevDeskApi {
  const started = performance.now();
  const log = createLog(context);
  const tokens = new TokenStore(context.secrets);
  context.subscriptions.push(tokens);

  registerAccountCommands(context, tokens, log);
  const views = registerViews(context);
  const refreshAccounts = () => tokens.updateContextKeys(configuredHosts()).then(() => views.refresh());
  context.subscriptions.push(
    tokens.onDidChange(refreshAccounts),
    vscode.workspace.onDidChangeConfiguration((event) => event.affectsConfiguration('devdesk') && refreshAccounts()),
    vscode.commands.registerCommand('devdesk.refresh', () => views.refresh()),
    vscode.commands.registerCommand('devdesk.openSettings', () => vscode.commands.executeCommand('workbench.action.openSettings', '@ext:devdesk.devdesk')),
    vscode.commands.registerCommand('devdesk.showLog', () => log.show()),
  );
  void refreshAccounts();

  const activationTimeMs = performance.now() - started;
  log.info(`DevDesk ${context.extension.packageJSON.version} activated in ${activationTimeMs.toFixed(2)} ms`);
  return { activationTimeMs };
}

export function deactivate(): void {}
