// Which signed-in GitHub host and pull request a tool's input names: the host by its address (or the one signed-in
// GitHub host when the input names none), the pull request by `owner/repo#n` or, without one, the pull request whose
// description is open in the active editor (a `devdesk-pull:` document, base/schemes.ts).
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import { loadCore } from '../base/core';
import { pullDocumentOf, pullScheme, type PullRef } from '../base/schemes';

/** A tool's input names something DevDesk cannot find: the sentence goes to the model as the answer. */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

const sameAddress = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The signed-in GitHub host the input names, or the only one signed in. */
export async function githubHostOf(accounts: Accounts, named: string | undefined): Promise<Host> {
  const signedIn = await accounts.signedIn('github');
  if (named !== undefined) {
    const host = signedIn.find((candidate) => sameAddress(candidate.id, named));
    if (host) return host;
    throw new ToolInputError(`No signed-in GitHub host is ${JSON.stringify(named)}. Signed in: ${list(signedIn)}.`);
  }
  if (signedIn.length === 1) return signedIn[0]!;
  if (signedIn.length === 0) throw new ToolInputError('No GitHub host is signed in to DevDesk.');
  throw new ToolInputError(`Several GitHub hosts are signed in; name one as "host": ${list(signedIn)}.`);
}

const list = (hosts: readonly Host[]) => hosts.map((host) => host.id).join(', ') || 'none';

/** The pull request the input names, or the one whose description is open in the active editor. */
export async function pullOf(
  accounts: Accounts,
  input: { pullRequest?: string; host?: string },
): Promise<{ host: Host; pull: PullRef }> {
  if (input.pullRequest !== undefined) {
    return { host: await githubHostOf(accounts, input.host), pull: loadCore().agent.splitPullName(input.pullRequest) };
  }
  const tab = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  const uri = tab instanceof vscode.TabInputText ? tab.uri : vscode.window.activeTextEditor?.document.uri;
  if (uri?.scheme === pullScheme) {
    const shown = pullDocumentOf(uri);
    return {
      host: await githubHostOf(accounts, input.host ?? shown.hostId),
      pull: { owner: shown.owner, repo: shown.repo, number: shown.number },
    };
  }
  throw new ToolInputError('No pull request is open in the editor; name one as "pullRequest": "owner/repo#number".');
}
