// Shared steps of the integration tests: the emulator's facts, DevDesk's API, and signing in as a user would.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';

export interface EmulatorInfo {
  url: string;
  articles: string;
  teams: Record<string, string>;
  github: string;
  graphql: string;
  tokens: { articles: string; team: string; github: string };
  /** The emulator's second GitHub host, an Enterprise Server stand-in (not configured unless a test adds it). */
  enterprise: { web: string; github: string; graphql: string; token: string };
}

export const emulator = JSON.parse(process.env.DEVDESK_EMULATOR ?? '{}') as EmulatorInfo;

/** What the emulator counted of the requests below a path since the last reset (`/__emulator/requests`). */
export interface RequestStats {
  count: number;
  inFlight: number;
  maxInFlight: number;
}

/** `method`: count only requests of that method (all when absent); `token`: only those that carried it. */
export async function emulatorRequests(pathPrefix: string, method?: string, token?: string): Promise<RequestStats> {
  const query = new URLSearchParams({ path: pathPrefix, ...(method ? { method } : {}), ...(token ? { token } : {}) });
  return (await fetch(`${emulator.url}/__emulator/requests?${query}`)).json() as Promise<RequestStats>;
}

/** The emulator's requests below `pathPrefix` since the last reset, in order (`/__emulator/requests/timeline`). */
async function requestTimeline(pathPrefix = '/'): Promise<Array<{ method: string; operation?: string }>> {
  const query = new URLSearchParams({ path: pathPrefix });
  return (await fetch(`${emulator.url}/__emulator/requests/timeline?${query}`)).json() as Promise<
    Array<{ method: string; operation?: string }>
  >;
}

/**
 * The GraphQL operations that reached the emulator below `pathPrefix` since the last reset, by name (`anonymous`
 * without one).
 */
export async function graphqlOperations(pathPrefix = '/'): Promise<string[]> {
  return (await requestTimeline(pathPrefix)).flatMap((request) => request.operation ?? []);
}

/**
 * The writes that reached the emulator since the last reset: REST requests other than GET, and GraphQL mutations.
 * A view's own GraphQL reads are POSTs too, and may come at any time: they are not counted.
 */
export async function writeRequests(): Promise<number> {
  const rest = (await requestTimeline()).filter(
    (request) => request.operation === undefined && !/^(GET|HEAD|OPTIONS)$/.test(request.method),
  );
  return rest.length + (await emulatorRequests('/', 'MUTATION')).count;
}

export async function resetEmulatorRequests(): Promise<void> {
  await fetch(`${emulator.url}/__emulator/requests`, { method: 'DELETE' });
}

export async function devdesk(): Promise<DevDeskApi> {
  return vscode.extensions.getExtension<DevDeskApi>('devdesk.devdesk')!.activate();
}

/**
 * Polls until `probe` returns a value (not undefined), or fails after `timeoutMs`. The pause between two probes is
 * the only timer of the suite: a test waits for what it expects, never for a fixed time.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Accepting the selected item of the quick pick or input box that is open, as the user presses Enter. */
export const pressEnter = async (): Promise<void> => {
  await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
};

/** Dismissing the quick pick that is open (Escape). */
export const pressEscape = async (): Promise<void> => {
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
};

/**
 * Answers whatever quick pick or input box is open with `press` (Enter unless told), again and again, until `done`
 * holds: a prompt opens after the work before it (a request, a check), later on a busy machine, and the extension
 * host cannot see the workbench's prompts, so the test presses until the answer has had its effect. A press while
 * no prompt is open does nothing.
 */
export async function acceptQuickPicksUntil(
  done: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
  press = pressEnter,
): Promise<void> {
  await eventually(
    async () => {
      if (!(await done())) await press();
      return (await done()) ? true : undefined;
    },
    what,
    timeoutMs,
    300,
  );
}

/** Runs what a command started to its end, answering each of its prompts with `press` (see above). */
export async function acceptingQuickPicks<T>(
  running: Thenable<T>,
  what: string,
  timeoutMs?: number,
  press = pressEnter,
): Promise<T> {
  let finished = false;
  const result = Promise.resolve(running).finally(() => (finished = true));
  result.catch(() => undefined); // awaited below; a failure is reported there
  await acceptQuickPicksUntil(() => finished, what, timeoutMs, press);
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

/**
 * Article files in the folder `scratch` of the workspace (set as the article root in the run's user settings, not in
 * the fixture folder), signed in to Qiita afresh; `leaveArticleScratch` closes the editors, removes the folder and
 * signs out again.
 */
export async function enterArticleScratch(scratch: string): Promise<void> {
  await vscode.workspace
    .getConfiguration('devdesk.articleFiles')
    .update('root', scratch, vscode.ConfigurationTarget.Global);
  await signOut(emulator.articles).then(undefined, () => undefined);
  await signInWithSandboxToken(emulator.articles);
}

export async function leaveArticleScratch(scratch: string): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await vscode.workspace
    .getConfiguration('devdesk.articleFiles')
    .update('root', undefined, vscode.ConfigurationTarget.Global);
  await rm(join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, scratch), { recursive: true, force: true });
  await signOut(emulator.articles).then(undefined, () => undefined);
}
