// Asks for a token and checks it with the host before anything is stored. The check runs inside the input box
// (busy while it runs); a refusal is shown right under what the user typed, which stays there to be fixed.
// Hiding the box cancels a running check.
import * as vscode from 'vscode';
import { describeError } from '../base/errors';
import { errorMessage } from '../base/error-messages';
import { localize } from '../base/tree/tree-item';
import type { Host } from './host';
import { tokenProblem, tokenProblemText } from './token-rules';
import { whoAmI } from './verify';

export interface CheckedToken {
  token: string;
  login: string;
  /** The scopes the host granted, when the sign-in learnt them (OAuth). */
  scopes?: readonly string[];
  /** `vscode`: the token of VS Code's GitHub session. */
  source?: 'vscode';
}

function tokenPrompt(host: Host): string {
  return host.kind === 'github'
    ? vscode.l10n.t("Paste a personal access token (scopes: repo, read:org). It is kept in VS Code's secret storage.")
    : vscode.l10n.t(
        "Paste an access token (scopes: read_qiita, write_qiita{0}). It is kept in VS Code's secret storage; " +
          'signing out deactivates it.',
        host.kind === 'team' ? ', read_qiita_team, write_qiita_team' : '',
      );
}

function problemText(host: Host, token: string): string | undefined {
  const problem = tokenProblem(host.kind, token);
  return problem && localize(tokenProblemText(problem));
}

/** A sentence for a failed token check: the host refused it, lacks a scope, could not be reached… */
export function verificationFailure(host: Host, error: unknown): string {
  const description = describeError(error);
  if (description.reason === 'unauthorized') {
    return vscode.l10n.t(
      '{0} refused this token (401). Check that you copied all of it and that it has not been revoked.',
      host.label,
    );
  }
  if (description.reason === 'forbidden') {
    return vscode.l10n.t(
      '{0} accepted the token but it lacks a scope DevDesk needs (403). Create one with the scopes listed in the ' +
        'prompt.',
      host.label,
    );
  }
  return errorMessage(description, host.label);
}

export function promptForCheckedToken(host: Host): Promise<CheckedToken | undefined> {
  return new Promise((resolve) => {
    const input = vscode.window.createInputBox();
    let check: AbortController | undefined;
    input.title = vscode.l10n.t('Sign in to {0}', host.label);
    input.prompt = tokenPrompt(host);
    input.password = true;
    input.ignoreFocusOut = true;
    input.onDidChangeValue((value) => (input.validationMessage = value ? problemText(host, value.trim()) : undefined));
    input.onDidAccept(async () => {
      const token = input.value.trim();
      const problem = problemText(host, token);
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
        input.validationMessage = {
          message: verificationFailure(host, error),
          severity: vscode.InputBoxValidationSeverity.Error,
        };
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
