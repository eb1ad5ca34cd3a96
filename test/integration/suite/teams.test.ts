// Teams of an organization in the Pull Requests view, in real VS Code against the emulator: the organization of
// the configured repositories with its teams nested by parent; creating a child team, giving it a repository with
// `push` and seeing that permission in the tree, changing and removing it, editing the team, deleting the parent
// (its child goes too), each asserted on the emulator's state; the refusals of a secret child team and of a foreign
// repository explained; and an organization whose teams cannot be read.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';

const viewId = 'devdesk.pullRequests';
const org = 'devdesk-org';

async function github(
  path: string,
  accept = 'application/vnd.github+json',
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${emulator.github}${path}`, {
    headers: { authorization: `Bearer ${emulator.tokens.github}`, accept },
  });
  return { status: response.status, json: response.status === 200 ? await response.json() : undefined };
}

interface ServedTeam {
  name: string;
  slug: string;
  parent: { slug: string } | null;
  members_count: number;
  repos_count: number;
}

async function servedTeams(): Promise<ServedTeam[]> {
  return (await github(`/orgs/${org}/teams?per_page=100`)).json as ServedTeam[];
}

/** A node's description as English text (phrases filled in with their arguments). */
function descriptionOf(node: TreeNode): string | undefined {
  if (node.kind !== 'item' || node.description === undefined) return undefined;
  const description = node.description;
  if (typeof description === 'string') return description;
  return description.message.replace(/\{(\d+)\}/g, (_, index: string) => String(description.args[Number(index)]));
}

async function child(parent: TreeNode | undefined, label: string): Promise<TreeNode> {
  const children = await eventually(async () => {
    const nodes = await childrenOf(viewId, parent);
    return nodes.some((node) => labelOf(node) === label) ? nodes : undefined;
  }, `${label} in the tree`).catch(async () => {
    throw new Error(`${label} is not among: ${(await childrenOf(viewId, parent)).map(labelOf).join(', ')}`);
  });
  return children.find((node) => labelOf(node) === label)!;
}

/** A path of labels from the view's top level. */
async function nodeAt(...labels: string[]): Promise<TreeNode> {
  let node: TreeNode | undefined;
  for (const label of labels) node = await child(node, label);
  return node!;
}

describe('Teams', () => {
  const stamp = Date.now().toString(36);
  const parentName = `Suite Parent ${stamp}`;
  const childName = `Suite Child ${stamp}`;

  before(async () => {
    await devdesk(); // activated first: the sign-in's quick pick then opens within the helper's wait
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    // Leaves the emulator as found, whatever failed above.
    for (const team of (await servedTeams()).filter((each) => each.name.includes(stamp))) {
      await fetch(`${emulator.github}/orgs/${org}/teams/${team.slug}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${emulator.tokens.github}` },
      });
    }
    await signOut(emulator.github);
  });

  it('lists the organization of the configured repositories with its teams nested by parent, and their counts', async () => {
    const orgs = await childrenOf(viewId, await nodeAt('Organizations and teams'));
    assert.deepEqual(orgs.map(labelOf), [org], 'one node for the organization owning both configured repositories');
    const served = await servedTeams();
    const top = await childrenOf(viewId, orgs[0]);
    assert.deepEqual(
      top.map(labelOf),
      served
        .filter((team) => !team.parent)
        .map((team) => team.name)
        .sort((a, b) => a.localeCompare(b)),
    );
    const engineering = (await github(`/orgs/${org}/teams/engineering`)).json as ServedTeam;
    const engineeringNode = top.find((node) => labelOf(node) === 'Engineering')!;
    assert.equal(
      descriptionOf(engineeringNode),
      `${engineering.members_count} members · ${engineering.repos_count} repositories`,
    );
    const under = await childrenOf(viewId, engineeringNode);
    assert.deepEqual(under.map(labelOf), [
      ...served.filter((team) => team.parent?.slug === 'engineering').map((team) => team.name),
      'Members',
      'Repositories',
    ]);
    const members = await childrenOf(
      viewId,
      under.find((node) => labelOf(node) === 'Members'),
    );
    const servedMembers = (await github(`/orgs/${org}/teams/engineering/members?per_page=100`)).json as Array<{
      login: string;
    }>;
    assert.deepEqual(
      members.map(labelOf),
      servedMembers.map((member) => member.login),
      'members, those of child teams included',
    );
    const repos = await childrenOf(
      viewId,
      under.find((node) => labelOf(node) === 'Repositories'),
    );
    assert.equal(
      descriptionOf(repos.find((node) => labelOf(node) === 'devdesk-org/monorepo')!),
      'push (write)',
      'the seed gives Engineering push on the monorepo',
    );
  });

  it('creates a parent and a child team, as the service then shows', async () => {
    const created = await vscode.commands.executeCommand(
      'devdesk.teams.create',
      await nodeAt('Organizations and teams', org),
      { name: parentName, description: 'Made by the integration suite', privacy: 'closed' },
    );
    assert.equal(created, `Created the team ${parentName} in ${org}.`, 'no refusal: the sentence of what was done');
    // Created from the parent's node, the new team goes under it.
    await vscode.commands.executeCommand(
      'devdesk.teams.create',
      await nodeAt('Organizations and teams', org, parentName),
      { name: childName, privacy: 'closed' },
    );
    const served = await servedTeams();
    const parent = served.find((team) => team.name === parentName);
    const childTeam = served.find((team) => team.name === childName);
    assert.ok(parent && childTeam, 'both teams are on the service');
    assert.equal(childTeam.parent?.slug, parent.slug);
    await nodeAt('Organizations and teams', org, parentName, childName);
  });

  it('from the palette, creates a team in the only organization of the configured repositories without asking', async () => {
    const name = `Suite Palette ${stamp}`;
    await vscode.commands.executeCommand('devdesk.teams.create', undefined, { name, description: 'From the palette' });
    const created = (await servedTeams()).find((team) => team.name === name);
    assert.ok(created, 'the team is on the service');
    assert.equal(created.parent, null, 'a top-level team: no node, no parent');
    await nodeAt('Organizations and teams', org, name);
  });

  it('adds a repository to the child team with push, and shows that permission in the tree', async () => {
    const childNode = await nodeAt('Organizations and teams', org, parentName, childName);
    await vscode.commands.executeCommand('devdesk.teams.addRepository', childNode, {
      repository: `${org}/docs-site`,
      permission: 'push',
    });
    const slug = (await servedTeams()).find((team) => team.name === childName)!.slug;
    const checked = (
      await github(`/orgs/${org}/teams/${slug}/repos/${org}/docs-site`, 'application/vnd.github.v3.repository+json')
    ).json as { permissions: Record<string, boolean> };
    assert.deepEqual(checked.permissions, { pull: true, triage: true, push: true, maintain: false, admin: false });
    const repo = await nodeAt(
      'Organizations and teams',
      org,
      parentName,
      childName,
      'Repositories',
      `${org}/docs-site`,
    );
    assert.equal(descriptionOf(repo), 'push (write)');
    assert.equal(
      descriptionOf(await nodeAt('Organizations and teams', org, parentName, childName)),
      '1 member · 1 repository',
    );
  });

  it("changes the child team's permission on the repository, then removes the repository", async () => {
    const slug = (await servedTeams()).find((team) => team.name === childName)!.slug;
    const path = `/orgs/${org}/teams/${slug}/repos/${org}/docs-site`;
    await vscode.commands.executeCommand(
      'devdesk.teams.changePermission',
      await nodeAt('Organizations and teams', org, parentName, childName, 'Repositories', `${org}/docs-site`),
      { permission: 'maintain' },
    );
    const checked = (await github(path, 'application/vnd.github.v3.repository+json')).json as {
      permissions: Record<string, boolean>;
    };
    assert.equal(checked.permissions.maintain, true);
    assert.equal(checked.permissions.admin, false);
    assert.equal(
      descriptionOf(
        await nodeAt('Organizations and teams', org, parentName, childName, 'Repositories', `${org}/docs-site`),
      ),
      'maintain',
    );

    (await devdesk()).confirmations.answerNext(
      (question) => question === `Remove ${org}/docs-site from the team ${childName}?`,
    );
    await vscode.commands.executeCommand(
      'devdesk.teams.removeRepository',
      await nodeAt('Organizations and teams', org, parentName, childName, 'Repositories', `${org}/docs-site`),
    );
    assert.equal((await github(path)).status, 404);
    const repos = await childrenOf(
      viewId,
      await nodeAt('Organizations and teams', org, parentName, childName, 'Repositories'),
    );
    assert.deepEqual(
      repos.map((node) => node.kind),
      ['message'],
      'the tree says the team has no repositories',
    );
  });

  it('edits a team: its description, and its parent (to the top level and back)', async () => {
    const slug = (await servedTeams()).find((team) => team.name === childName)!.slug;
    const parentSlug = (await servedTeams()).find((team) => team.name === parentName)!.slug;
    await vscode.commands.executeCommand(
      'devdesk.teams.edit',
      await nodeAt('Organizations and teams', org, parentName, childName),
      { description: 'Edited by the suite', parent: null },
    );
    const moved = (await github(`/orgs/${org}/teams/${slug}`)).json as ServedTeam & { description: string };
    assert.equal(moved.description, 'Edited by the suite');
    assert.equal(moved.parent, null);
    await nodeAt('Organizations and teams', org, childName);

    await vscode.commands.executeCommand(
      'devdesk.teams.edit',
      await nodeAt('Organizations and teams', org, childName),
      { parent: parentSlug },
    );
    assert.equal(((await github(`/orgs/${org}/teams/${slug}`)).json as ServedTeam).parent?.slug, parentSlug);
    await nodeAt('Organizations and teams', org, parentName, childName);
  });

  it('explains why a secret team cannot be a child team, and creates nothing', async () => {
    const name = `Suite Secret ${stamp}`;
    const refusal = await vscode.commands.executeCommand<string | undefined>(
      'devdesk.teams.create',
      await nodeAt('Organizations and teams', org, parentName),
      { name, privacy: 'secret' },
    );
    assert.match(refusal ?? '', /secret team cannot be a parent team or have one \(422\)/);
    assert.ok(!(await servedTeams()).some((team) => team.name === name), 'the service has no such team');
  });

  it('explains why a repository of another owner cannot be added', async () => {
    const refusal = await vscode.commands.executeCommand<string | undefined>(
      'devdesk.teams.addRepository',
      await nodeAt('Organizations and teams', org, parentName),
      { repository: 'mona/dotfiles', permission: 'pull' },
    );
    assert.equal(
      refusal,
      `mona/dotfiles does not belong to ${org} (422): a team can only get repositories of its own organization, or direct forks of them.`,
    );
  });

  it('deletes the parent team, and its child goes too', async () => {
    const [parent, childTeam] = [parentName, childName].map((name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    assert.equal((await github(`/orgs/${org}/teams/${childTeam}`)).status, 200);
    (await devdesk()).confirmations.answerNext((question) => question === `Delete the team ${parentName} of ${org}?`);
    await vscode.commands.executeCommand(
      'devdesk.teams.delete',
      await nodeAt('Organizations and teams', org, parentName),
    );
    assert.equal((await github(`/orgs/${org}/teams/${parent}`)).status, 404);
    assert.equal((await github(`/orgs/${org}/teams/${childTeam}`)).status, 404);
    const top = await childrenOf(viewId, await nodeAt('Organizations and teams', org));
    assert.ok(!top.some((node) => labelOf(node) === parentName), 'and the tree no longer shows it');
  });

  it("shows no node for a user's repository, and says why another organization's teams cannot be read", async () => {
    const config = () => vscode.workspace.getConfiguration('devdesk');
    const before = config().inspect<string[]>('github.repositories')?.globalValue;
    try {
      await config().update(
        'github.repositories',
        [`${org}/monorepo`, 'mona/dotfiles', 'acme-corp/widgets'],
        vscode.ConfigurationTarget.Global,
      );
      const orgs = await childrenOf(viewId, await nodeAt('Organizations and teams'));
      assert.deepEqual(orgs.map(labelOf), [org, 'acme-corp']);
      const [message] = await childrenOf(viewId, orgs[1]);
      assert.ok(message?.kind === 'message', 'a message in place of the teams, not a toast');
      assert.match(message.text.message, /cannot be read \(403\)/);
    } finally {
      await config().update('github.repositories', before, vscode.ConfigurationTarget.Global);
    }
  });
});
