// Checks and review states in the Pull Requests view, in real VS Code against the emulator: a failing check run on
// its pull request's node and under its Checks node, a review requested from the user's team counted, and Merge…
// asking about the failing check (declined: nothing merged; accepted: merged), each asserted on the emulator.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { github, group, pullNode, viewId } from './pull-nodes';

const monorepo = '/repos/devdesk-org/monorepo';

interface RestPull {
  number: number;
  merged?: boolean;
  head: { sha: string };
  requested_teams: Array<{ slug: string }>;
}

/** The first listed open pull request whose head's check runs include one with `conclusion`. */
async function pullWithCheck(conclusion: string): Promise<RestPull> {
  const page = (await github(`${monorepo}/pulls?per_page=30`)).json as RestPull[];
  for (const pull of page) {
    const runs = (await github(`${monorepo}/commits/${pull.head.sha}/check-runs`)).json as {
      check_runs: Array<{ conclusion: string | null }>;
    };
    if (runs.check_runs.some((run) => run.conclusion === conclusion)) return pull;
  }
  throw new Error(`no pull request with a ${conclusion} check on monorepo's first page`);
}

async function description(node: TreeNode): Promise<string> {
  const tree = (await devdesk()).trees.get(viewId)!;
  return String(tree.getTreeItem(node).description ?? '');
}

describe('Pull Requests: checks and review states', () => {
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    await vscode.commands.executeCommand('devdesk.refresh', viewId).then(undefined, () => undefined);
  });
  after(() => signOut(emulator.github));

  it('shows a failing check run on its pull request node and under Checks, with its details link', async () => {
    const failing = await pullWithCheck('failure');
    const node = await eventually(async () => {
      const found = await pullNode('devdesk-org/monorepo', failing.number);
      return found.kind === 'item' && found.icon?.id === 'error' ? found : undefined;
    }, 'the failing icon on the pull request node');
    const checks = (await childrenOf(viewId, node)).find((child) => labelOf(child) === 'Checks');
    assert.ok(checks && checks.kind === 'item', 'an expanded pull request has a Checks node');
    assert.equal(await description(checks), 'Checks failing');
    const runs = await childrenOf(viewId, checks);
    assert.deepEqual(runs.map(labelOf), ['build', 'test', 'ci/lint']);
    const test = runs[1]!;
    assert.ok(test.kind === 'item');
    assert.equal(test.icon?.id, 'error');
    assert.match(await description(test), /^failure · 3m 31s$/);
    assert.equal(test.open?.command, 'devdesk.pulls.openCheckDetails');
    assert.match(String(test.open?.args[0]), /\/devdesk-org\/monorepo\/runs\/\d+$/);
  });

  it("counts a review requested from the user's team: in Review requested and on the node", async () => {
    const page = (await github(`${monorepo}/pulls?per_page=30`)).json as RestPull[];
    const teamAsked = page.find((pull) => pull.requested_teams.some((team) => team.slug === 'reviewers'));
    assert.ok(teamAsked, 'the seed asks the Reviewers team on the first page');
    const requested = await group('devdesk-org/monorepo', 'Review requested');
    assert.ok(
      requested.some(
        (node) =>
          node.kind === 'item' && (node.data as { pull?: { number: number } }).pull?.number === teamAsked.number,
      ),
      `#${teamAsked.number} is in Review requested`,
    );
    const node = await pullNode('devdesk-org/monorepo', teamAsked.number);
    assert.match(await description(node), /review requested from your team devdesk-org\/reviewers/);
  });

  it('asks before merging over a failing check: declined, nothing is merged; accepted, it is merged', async () => {
    const failing = await pullWithCheck('failure');
    const api = await devdesk();
    const node = await pullNode('devdesk-org/monorepo', failing.number);
    api.confirmations.answerNext(() => false);
    await vscode.commands.executeCommand('devdesk.pulls.merge', node, { method: 'merge' });
    assert.equal(api.confirmations.asked.at(-1), `Some checks are failing. Merge #${failing.number} anyway?`);
    assert.equal(
      ((await github(`${monorepo}/pulls/${failing.number}`)).json as RestPull).merged,
      false,
      'declined: not merged',
    );

    api.confirmations.answerNext(() => true);
    await vscode.commands.executeCommand('devdesk.pulls.merge', node, { method: 'merge' });
    await eventually(
      async () => (((await github(`${monorepo}/pulls/${failing.number}`)).json as RestPull).merged ? true : undefined),
      'the merge on GitHub',
    );
  });
});
