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

/** What the emulator counted of the requests below a path since the last reset (`/__emulator/requests`). */
export interface RequestStats {
  count: number;
  inFlight: number;
  maxInFlight: number;
}

/** `method`: count only requests of that method (all when absent). */
export async function emulatorRequests(pathPrefix: string, method?: string): Promise<RequestStats> {
  const query = new URLSearchParams({ path: pathPrefix, ...(method ? { method } : {}) });
  return (await fetch(`${emulator.url}/__emulator/requests?${query}`)).json() as Promise<RequestStats>;
}

export async function resetEmulatorRequests(): Promise<void> {
  await fetch(`${emulator.url}/__emulator/requests`, { method: 'DELETE' });
}

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

/**
 * Accepts the selected item of whatever quick pick or input box is open, again and again, until `done` holds: a
 * prompt opens after the work before it (a request, a check), later on a busy machine, so one fixed wait is not
 * enough. Pressing Enter is what the user would do.
 */
export async function acceptQuickPicksUntil(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  await eventually(async () => {
    await sleep(300);
    if (!(await done())) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    return (await done()) ? true : undefined;
  }, what, timeoutMs);
}

/** Runs what a command started to its end, accepting each of its prompts' selected item (see above). */
export async function acceptingQuickPicks<T>(running: Thenable<T>, what: string, timeoutMs?: number): Promise<T> {
  let finished = false;
  const result = Promise.resolve(running).finally(() => (finished = true));
  result.catch(() => undefined); // awaited below; a failure is reported there
  await acceptQuickPicksUntil(() => finished, what, timeoutMs);
  return result;
}

/** Signs in to a host through `DevDesk: Sign In…`, choosing "Use the sandbox's token" in the quick pick. */
export async function signInWithSandboxToken(hostId: string): Promise<void> {
  await devdesk(); // activated first: a cold activation and the sandbox check together outlast a short wait
  await acceptingQuickPicks(vscode.commands.executeCommand('devdesk.signIn', hostId), `the sign-in to ${hostId}`);
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
