// DevDesk's language model tools (contributes.languageModelTools): what VS Code's agent mode, or any extension through
// `vscode.lm.invokeTool`, may ask DevDesk. The feature stands on the accounts' clients and the core alone, never on
// another feature: what the Pull Requests view knows of a pull request is asked of GitHub again here, in one compact
// answer, so neither feature depends on the other's shapes.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { BaseDeps } from '../base/feature';
import { pullRequestTool } from './pull-request-tool';
import { searchTool } from './search-tool';
import { registerReadTool } from './tool';

export function registerAgentTools(deps: BaseDeps & { accounts: Accounts }): vscode.Disposable {
  return vscode.Disposable.from(
    registerReadTool(pullRequestTool(deps.accounts)),
    registerReadTool(searchTool(deps.accounts)),
  );
}
