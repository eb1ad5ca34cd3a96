// The Pull Requests and Events figures of `npm run bench`, in a real extension host against the emulator: the
// first page of a repository with 1,050 pull requests, a 3,000-file pull request's Files node opened (time and
// requests), a diff editor opening (the head fetched, the base made from it and the patch), Next Unviewed File from
// there, and what the Events view's polls cost at steady state.
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  emulatorRequests,
  labelOf,
  resetEmulatorRequests,
  signInWithSandboxToken,
} from '../../integration/suite/helpers';

type Record = (entry: { [key: string]: unknown }) => void;

interface Emulator {
  url: string;
  github: string;
  tokens: { github: string };
}

async function requestsTo(path: string): Promise<number> {
  return (await emulatorRequests(path)).count;
}

async function child(
  tree: { getChildren(node?: TreeNode): Promise<TreeNode[]> | TreeNode[] },
  parent: TreeNode | undefined,
  text: string,
): Promise<TreeNode> {
  const found = (await tree.getChildren(parent)).find(
    (node) => labelOf(node) === text || labelOf(node).startsWith(text),
  );
  if (!found) throw new Error(`no "${text}" in the Pull Requests view`);
  return found;
}

export async function pullsFigures(api: DevDeskApi, record: Record): Promise<void> {
  const emulator = JSON.parse(process.env.DEVDESK_EMULATOR ?? '{}') as Emulator;
  await signInWithSandboxToken(emulator.github);
  const tree = api.trees.get('devdesk.pullRequests')!;
  for (let attempt = 0; attempt < 100 && (await tree.getChildren()).length === 0; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));

  tree.reload();
  await resetEmulatorRequests();
  const started = performance.now();
  const repo = await child(tree, undefined, 'devdesk-org/monorepo');
  const open = await child(tree, repo, 'Open pull requests');
  const pulls = (await tree.getChildren(open)).filter((node) => node.kind === 'item');
  record({
    state: 'metric',
    name: 'Pull Requests view: repository to the first page of 1,050 open pull requests',
    value: performance.now() - started,
    unit: 'ms',
    note: `${pulls.length} drawn`,
  });
  record({
    state: 'figure',
    name: 'Pull Requests view: list requests for that first page',
    value: await requestsTo('/github/api/v3/repos/devdesk-org/monorepo/pulls'),
    unit: 'req',
  });
  await stateFigures(tree, pulls, record);

  const [giant] = (await (
    await fetch(`${emulator.github}/repos/devdesk-org/monorepo/pulls?state=closed&per_page=1`, {
      headers: { authorization: `Bearer ${emulator.tokens.github}` },
    })
  ).json()) as Array<{ number: number }>;
  const closed = await child(tree, repo, 'Closed');
  const pull = (await tree.getChildren(closed)).find(
    (node) => node.kind === 'item' && (node.data as { pull?: { number: number } }).pull?.number === giant!.number,
  )!;
  await resetEmulatorRequests();
  const opening = performance.now();
  const files = await fileNodesUnder(tree, await child(tree, pull, 'Files'));
  const openedIn = performance.now() - opening;
  const [rest, graphql] = [await requestsTo('/github/api/v3'), await requestsTo('/github/api/graphql')];
  record({
    state: 'figure',
    name: 'Pull Requests view: a 3,000-file pull request expanded to its Files node opened (folder tree drawn)',
    value: openedIn,
    unit: 'ms',
    note: `${files.length} files drawn`,
  });
  record({
    state: 'figure',
    name: "Pull Requests view: requests for a 3,000-file pull request's Files node opened",
    value: rest + graphql,
    unit: 'req',
    note: `${rest} REST, ${graphql} GraphQL (a page of files; GraphQL: a page of their viewed states, and the review threads' states, which also tell the files with outdated threads)`,
  });

  const file = files[0];
  if (file?.kind === 'item' && file.open) {
    const opening = performance.now();
    await vscode.commands.executeCommand(file.open.command, ...file.open.args);
    await diffShowing((path) => path.endsWith(`/${(file.data as { file: { filename: string } }).file.filename}`));
    record({
      state: 'metric',
      name: 'Pull Requests view: a file to its diff editor (head fetched, base from the patch)',
      value: performance.now() - opening,
      unit: 'ms',
    });
    const next = performance.now();
    await vscode.commands.executeCommand('devdesk.pulls.nextUnviewedFile');
    await diffShowing((path) => !path.endsWith(`/${(file.data as { file: { filename: string } }).file.filename}`));
    record({
      state: 'figure',
      name: 'Pull Requests view: Next Unviewed File to the next diff editor (3,000-file pull request)',
      value: performance.now() - next,
      unit: 'ms',
    });
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  }

  await eventsPollCost(emulator, record);
}

/** The file nodes under a Files node, through its folders (the tree layout). */
async function fileNodesUnder(
  tree: { getChildren(node?: TreeNode): Promise<TreeNode[]> | TreeNode[] },
  node: TreeNode,
): Promise<TreeNode[]> {
  const nodes: TreeNode[] = [];
  for (const each of await tree.getChildren(node)) {
    if (each.kind !== 'item') continue;
    if ((each.data as { type?: string }).type === 'fileFolder') nodes.push(...(await fileNodesUnder(tree, each)));
    else nodes.push(each);
  }
  return nodes;
}

/** Waits (at most 6 s) for the active tab to be a diff whose modified side's path passes `shows`. */
async function diffShowing(shows: (path: string) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
    if (input instanceof vscode.TabInputTextDiff && shows(input.modified.path)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * What the review and check states of that first page cost (one GraphQL query per page, the user's teams once per
 * host; never a request per pull request), and the time from expanding a pull request with checks to its Checks
 * drawn (its head's check runs and combined status).
 */
async function stateFigures(
  tree: { getChildren(node?: TreeNode): Promise<TreeNode[]> | TreeNode[] },
  pulls: TreeNode[],
  record: Record,
): Promise<void> {
  const rest = await requestsTo('/github/api/v3');
  const graphql = await requestsTo('/github/api/graphql');
  const teams = await requestsTo('/github/api/v3/user/teams');
  record({
    state: 'figure',
    name: 'Pull Requests view: requests for the first page with review and check states',
    value: rest + graphql,
    unit: 'req',
    note: `${rest - teams} list, ${graphql} GraphQL, ${teams} teams (once per host); ${pulls.length} pull requests`,
  });
  const withChecks = pulls.find(
    (node) => node.kind === 'item' && ['pass', 'error', 'clock'].includes(node.icon?.id ?? ''),
  );
  if (!withChecks) return;
  await resetEmulatorRequests();
  const expanding = performance.now();
  const checks = await child(tree, withChecks, 'Checks');
  const runs = await tree.getChildren(checks);
  record({
    state: 'metric',
    name: 'Pull Requests view: a pull request expanded to its Checks drawn',
    value: performance.now() - expanding,
    unit: 'ms',
    note: `${runs.length} checks, ${await requestsTo('/github/api/v3')} requests`,
  });
}

/** Rate-limit units the Events view spends on polls when nothing new happened (304s are free on GitHub). */
async function eventsPollCost(emulator: Emulator, record: Record): Promise<void> {
  const used = async () =>
    (
      (await (
        await fetch(`${emulator.github}/rate_limit`, { headers: { authorization: `Bearer ${emulator.tokens.github}` } })
      ).json()) as { resources: { core: { used: number } } }
    ).resources.core.used;
  await vscode.commands.executeCommand('devdesk.events.pollNow'); // every feed read once: what follows is steady state
  const before = await used();
  for (let poll = 0; poll < 5; poll++) await vscode.commands.executeCommand('devdesk.events.pollNow');
  record({
    state: 'figure',
    name: 'Events view: rate-limit units for 5 polls while nothing changes',
    value: (await used()) - before,
    unit: 'units',
  });
}
