// Shared steps of the integration tests: the emulator's facts, DevDesk's API, and signing in as a user would.
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';

export interface EmulatorInfo {
  url: string;
  articles: string;
  teams: Record<string, string>;
  github: string;
  tokens: { articles: string; team: string; github: string };
}

export const emulator = JSON.parse(process.env.DEVDESK_EMULATOR ?? '{}') as EmulatorInfo;

export async function devdesk(): Promise<DevDeskApi> {
  return vscode.extensions.getExtension<DevDeskApi>('devdesk.devdesk')!.activate();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Signs in to a host through `DevDesk: Sign In…`, choosing "Use the sandbox's token" in the quick pick. */
export async function signInWithSandboxToken(hostId: string): Promise<void> {
  let finished = false;
  const done = Promise.resolve(vscode.commands.executeCommand('devdesk.signIn', hostId)).finally(() => (finished = true));
  // The sandbox check and the quick pick opening take longer on a busy machine (the first sign-in of a run loads
  // the core): accept again until the sign-in is done.
  for (let tries = 0; !finished && tries < 40; tries++) {
    await sleep(500);
    if (!finished) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
  }
  await done;
}

export async function signOut(hostId: string): Promise<void> {
  await vscode.commands.executeCommand('devdesk.signOut', hostId);
}

/** The children a view shows under a node (its top level without one), as VS Code asks for them. */
export async function childrenOf(viewId: string, parent?: TreeNode): Promise<TreeNode[]> {
  const tree = (await devdesk()).trees.get(viewId);
  if (!tree) throw new Error(`no tree for ${viewId}`);
  return tree.getChildren(parent);
}

export function labelOf(node: TreeNode): string {
  if (node.kind === 'item') return typeof node.label === 'string' ? node.label : node.label.message;
  return node.kind;
}
