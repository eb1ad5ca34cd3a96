// github.com and a GitHub Enterprise Server together, in real VS Code against the emulator's two GitHub hosts
// (`/github` and `/ghes`, each with its own data and token): both signed in at once, both in Accounts, the Pull
// Requests view grouped by host with each host's pull requests, and the emulator's request records proving that no
// token went to the other host. Then the older one-server setting, `devdesk.github.enterpriseUri`.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { openAccounts } from './accounts-pick';
import {
  childrenOf,
  emulator,
  emulatorRequests,
  eventually,
  labelOf,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { viewId } from './pull-nodes';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';

const config = () => vscode.workspace.getConfiguration('devdesk');
const enterprise = () => emulator.enterprise;
const hostIdOf = (node: TreeNode) => (node.kind === 'item' ? (node.data as { hostId?: string }).hostId : undefined);

/** The hosts' labels: the product and the web address (the emulator's github.com stand-in is below /github). */
const dotComLabel = () => `GitHub (${new URL(emulator.github).host}/github)`;
const enterpriseLabel = () => `GitHub Enterprise (${new URL(enterprise().web).host}/ghes)`;

const isHostNode = (node: TreeNode) => node.kind === 'item' && (node.data as { type?: string }).type === 'hostGroup';

/** The top level of Pull Requests once it is a node per host (`hosts` of them), or (0) once it is no such node. */
const topLevel = (hosts: number) =>
  eventually(
    async () => {
      const nodes = await childrenOf(viewId);
      const hostNodes = nodes.filter(isHostNode);
      if (hosts === 0) return nodes.length > 0 && hostNodes.length === 0 ? nodes : undefined;
      return hostNodes.length === hosts && nodes.length === hosts ? nodes : undefined;
    },
    hosts === 0
      ? "one host's nodes at the top of Pull Requests"
      : `a node per host (${hosts}) at the top of Pull Requests`,
  );

/** The open pull requests of a repository node under a host's node. */
async function openPulls(hostNode: TreeNode, repo: string): Promise<TreeNode[]> {
  const repos = await childrenOf(viewId, hostNode);
  const repoNode = repos.find((node) => labelOf(node) === repo);
  assert.ok(repoNode, `repositories of ${labelOf(hostNode)}: ${repos.map(labelOf).join(', ')}`);
  const open = (await childrenOf(viewId, repoNode)).find((node) => labelOf(node) === 'Open pull requests');
  assert.ok(open, 'the Open pull requests group');
  return childrenOf(viewId, open);
}

describe('two GitHub hosts: github.com and an Enterprise Server', () => {
  const repositories = config().inspect<string[]>('github.repositories')?.globalValue;
  before(async () => {
    await config().update('github.enterpriseHosts', [enterprise().github], vscode.ConfigurationTarget.Global);
    // docs-site on github.com (a plain owner/name goes to the first signed-in host), old-tools's new name on the Enterprise host.
    await config().update(
      'github.repositories',
      ['devdesk-org/docs-site', `${enterprise().web.replace(/^https?:\/\//, '')}/devdesk-org/toolbox`],
      vscode.ConfigurationTarget.Global,
    );
    await signOut(emulator.github);
    await signOut(enterprise().github);
    await resetEmulatorRequests();
    // One after the other: the test answers each sign-in's quick picks, and two at once would answer each other's.
    await signInWithSandboxToken(emulator.github);
    await signInWithSandboxToken(enterprise().github);
  });
  after(async () => {
    await signOut(enterprise().github);
    await signOut(emulator.github);
    await config().update('github.enterpriseUri', undefined, vscode.ConfigurationTarget.Global);
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await config().update('github.repositories', repositories, vscode.ConfigurationTarget.Global);
  });

  it('signs in to both at once, and Accounts shows each with its own login and rate-limit budget', async () => {
    const { done, items } = await openAccounts();
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await done;
    const github = items.filter((item) => item.hostId === emulator.github || item.hostId === enterprise().github);
    assert.deepEqual(
      github.map((item) => [item.hostId, item.label, item.description, item.icon]),
      [
        [emulator.github, dotComLabel(), 'mona', 'account'],
        [enterprise().github, enterpriseLabel(), 'mona', 'account'],
      ],
    );
    for (const item of github)
      assert.ok(
        item.detail.some((line) => line.message === '{0} of {1} requests left, resets at {2}'),
        `${item.hostId} has its own budget`,
      );
  });

  it('groups Pull Requests by host, with each host’s pull requests, and sends each host only its own token', async () => {
    const [dotCom, server] = await topLevel(2);
    assert.deepEqual([hostIdOf(dotCom!), hostIdOf(server!)], [emulator.github, enterprise().github]);
    assert.deepEqual(
      [labelOf(dotCom!), labelOf(server!)],
      [dotComLabel(), enterpriseLabel()],
      'each host node names its host as people know it',
    );

    const fromDotCom = await openPulls(dotCom!, 'devdesk-org/docs-site');
    const fromServer = await openPulls(server!, 'devdesk-org/toolbox');
    assert.ok(
      fromDotCom.some((node) => node.kind === 'item'),
      'pull requests from github.com',
    );
    assert.ok(
      fromServer.some((node) => node.kind === 'item'),
      'pull requests from the Enterprise host',
    );
    assert.ok([...fromDotCom, ...fromServer].every((node) => node.kind !== 'item' || hostIdOf(node) !== undefined));
    assert.ok(
      fromServer.filter((node) => node.kind === 'item').every((node) => hostIdOf(node) === enterprise().github),
    );
    assert.ok(
      !(await childrenOf(viewId, dotCom)).some((node) => labelOf(node) === 'devdesk-org/toolbox'),
      'the Enterprise entry is not on github.com',
    );

    const own = {
      dotCom: await emulatorRequests('/github/', undefined, emulator.tokens.github),
      server: await emulatorRequests('/ghes/', undefined, enterprise().token),
    };
    assert.ok(
      own.dotCom.count > 0 && own.server.count > 0,
      `each host was asked with its own token: ${JSON.stringify(own)}`,
    );
    assert.equal(
      (await emulatorRequests('/ghes/', undefined, emulator.tokens.github)).count,
      0,
      "github.com's token never went to the Enterprise host",
    );
    assert.equal(
      (await emulatorRequests('/github/', undefined, enterprise().token)).count,
      0,
      "the Enterprise host's token never went to github.com",
    );
  });

  it('groups Events by host, each host’s node holding the days of its own events', async () => {
    const hosts = await eventually(async () => {
      const nodes = await childrenOf('devdesk.events');
      return nodes.length === 2 && nodes.every(isHostNode) ? nodes : undefined;
    }, 'a node per host at the top of Events');
    assert.deepEqual(hosts.map(hostIdOf), [emulator.github, enterprise().github]);
    assert.deepEqual(hosts.map(labelOf), [dotComLabel(), enterpriseLabel()]);
    for (const host of hosts) {
      const days = await childrenOf('devdesk.events', host);
      assert.ok(
        days.length > 0 && days.every((day) => day.kind === 'item' && hostIdOf(day) === hostIdOf(host)),
        `${labelOf(host)}: ${days.map(labelOf).join(', ')}`,
      );
    }
    assert.equal(
      (await emulatorRequests('/ghes/', undefined, emulator.tokens.github)).count,
      0,
      "github.com's token never went to the Enterprise host",
    );
    assert.equal(
      (await emulatorRequests('/github/', undefined, enterprise().token)).count,
      0,
      "the Enterprise host's token never went to github.com",
    );
  });

  it("renders an Enterprise pull request's description on the Enterprise host, never on github.com", async () => {
    const [, server] = await topLevel(2);
    const [pull] = (await openPulls(server!, 'devdesk-org/toolbox')).filter((node) => node.kind === 'item');
    const number = (pull!.data as { pull: { number: number } }).pull.number;
    await resetEmulatorRequests();
    await vscode.commands.executeCommand(
      'devdesk.pulls.openDescription',
      enterprise().github,
      'devdesk-org',
      'toolbox',
      number,
    );
    await eventually(
      async () => {
        const inspection = await vscode.commands.executeCommand<
          { snapshot: { renderer: string; label?: string } } | undefined
        >('devdesk.preview.inspect');
        return inspection?.snapshot.renderer === 'gfm' && (await emulatorRequests('/ghes/api/v3/markdown')).count > 0
          ? true
          : undefined;
      },
      "the description rendered by the Enterprise host's /markdown",
      20_000,
    );
    assert.equal((await emulatorRequests('/github/api/v3/markdown')).count, 0, 'nothing of it was sent to github.com');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('still takes the older devdesk.github.enterpriseUri as an Enterprise host beside github.com', async () => {
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await topLevel(0); // the Enterprise host is no longer configured: github.com's own nodes alone
    await config().update('github.enterpriseUri', enterprise().github, vscode.ConfigurationTarget.Global);
    const [dotCom, server] = await topLevel(2);
    assert.deepEqual(
      [hostIdOf(dotCom!), hostIdOf(server!)],
      [emulator.github, enterprise().github],
      'the same host, with the token it kept',
    );
    assert.ok((await openPulls(server!, 'devdesk-org/toolbox')).some((node) => node.kind === 'item'));
  });
});
