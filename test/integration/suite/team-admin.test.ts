// Team administration in real VS Code against the emulator's team `alpha` (where the sandbox user is an admin and
// yamada_taro the owner): the Team section's members and invitations, removing the owner refused with the
// service's words, an invitation sent and revoked, a group created, renamed, given a member and deleted, and an
// article file imported as another member, back-dated with the file's dates.
import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';

const viewId = 'devdesk.articles';
const team = () => emulator.teams.alpha!;

async function teamApi(path: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${team()}/api/v2${path}`, {
    headers: { authorization: `Bearer ${emulator.tokens.team}` },
  });
  return {
    status: response.status,
    json: response.headers.get('content-type')?.includes('json') ? await response.json() : undefined,
  };
}

async function teamNode(label: 'Members' | 'Invitations'): Promise<TreeNode[]> {
  const host = await eventually(
    async () => (await childrenOf(viewId)).find((node) => labelOf(node).includes('/teams/alpha')),
    'the team host',
  );
  const section = (await childrenOf(viewId, host)).find((node) => labelOf(node) === 'Team');
  assert.ok(section, 'the team host has a Team section');
  const list = (await childrenOf(viewId, section)).find((node) => labelOf(node) === label);
  assert.ok(list, `the Team section has ${label}`);
  return childrenOf(viewId, list);
}

type Member = { id: string; email: string; last_accessed_at: string };

describe('Team administration', () => {
  before(() => signInWithSandboxToken(team()));
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(team());
  });

  it("lists the team's members with the email and last access the service shows an admin", async () => {
    const nodes = await teamNode('Members');
    const members = (await teamApi('/team_memberships')).json as Member[];
    assert.deepEqual(
      nodes.filter((node) => node.kind === 'item').map(labelOf),
      members.map((m) => `@${m.id}`),
    );
    const first = nodes[0]!;
    assert.ok(first.kind === 'item' && typeof first.description === 'string');
    assert.ok(members[0]!.email !== '' && first.description.includes(members[0]!.email), first.description);
    assert.ok(first.description.includes(members[0]!.last_accessed_at.slice(0, 10)));
  });

  it("refuses to remove the owner: nothing changes, and the service's reason is what the user reads", async () => {
    const api = await devdesk();
    api.confirmations.answerNext(() => true);
    const shown = (await vscode.commands.executeCommand('devdesk.team.removeMember', {
      hostId: team(),
      userId: 'yamada_taro',
    })) as string;
    assert.match(
      api.confirmations.asked.at(-1)!,
      /^Remove @yamada_taro from Qiita Team \(127\.0\.0\.1:\d+\/teams\/alpha\)\?/,
    );
    assert.match(
      shown,
      /^The team owner cannot be removed \(@yamada_taro stays in Qiita Team \(127\.0\.0\.1:\d+\/teams\/alpha\)\.\)$/,
    );
    const members = (await teamApi('/team_memberships')).json as Member[];
    assert.ok(
      members.some((m) => m.id === 'yamada_taro'),
      'the owner is still a member',
    );
  });

  it('invites by email (the invitation appears in the view) and revokes it from its node', async () => {
    const email = `suite.${Date.now()}@example.com`;
    await vscode.commands.executeCommand('devdesk.team.invite', { hostId: team() }, { email });
    const invited = (await teamApi('/team_invitations')).json as Array<{ email: string }>;
    assert.ok(
      invited.some((i) => i.email === email),
      'the service has the invitation',
    );
    const node = (await teamNode('Invitations')).find((n) => labelOf(n) === email);
    assert.ok(node, 'the Invitations list shows it');
    await vscode.commands.executeCommand('devdesk.team.revokeInvitation', node);
    const after = (await teamApi('/team_invitations')).json as Array<{ email: string }>;
    assert.ok(!after.some((i) => i.email === email), 'the invitation is revoked on the service');
  });

  it('creates a group, renames it, adds and removes a member, and deletes it after asking', async () => {
    const name = `Suite group ${Date.now()}`;
    await vscode.commands.executeCommand('devdesk.team.createGroup', { hostId: team() }, { name, private: false });
    const groups = (await teamApi('/groups?per_page=100')).json as Array<{
      name: string;
      url_name: string;
      private: boolean;
    }>;
    const group = groups.find((g) => g.name === name);
    assert.ok(group && !group.private, 'the service has the open group');
    await vscode.commands.executeCommand(
      'devdesk.team.renameGroup',
      { hostId: team(), groupUrlName: group.url_name },
      { name: `${name} (renamed)` },
    );
    assert.equal(((await teamApi(`/groups/${group.url_name}`)).json as { name: string }).name, `${name} (renamed)`);
    await vscode.commands.executeCommand(
      'devdesk.team.addGroupMember',
      { hostId: team(), groupUrlName: group.url_name },
      { userId: 'suzuki_hanako' },
    );
    const members = async () =>
      ((await teamApi(`/groups/${group.url_name}/members`)).json as Array<{ id: string }>).map((m) => m.id);
    assert.ok((await members()).includes('suzuki_hanako'));
    await vscode.commands.executeCommand('devdesk.team.removeGroupMember', {
      hostId: team(),
      groupUrlName: group.url_name,
      userId: 'suzuki_hanako',
    });
    assert.ok(!(await members()).includes('suzuki_hanako'));
    const api = await devdesk();
    api.confirmations.answerNext(() => true);
    await vscode.commands.executeCommand('devdesk.team.deleteGroup', { hostId: team(), groupUrlName: group.url_name });
    assert.match(
      api.confirmations.asked.at(-1)!,
      new RegExp(`^Delete the group ${name} \\(renamed\\) from Qiita Team`),
    );
    assert.equal((await teamApi(`/groups/${group.url_name}`)).status, 404);
  });

  it('imports the active article file as another member, back-dated with its dates', async () => {
    const word = `imported${Date.now()}`;
    const title = `Old notes ${word}`;
    const file = join(mkdtempSync(join(tmpdir(), 'devdesk-import-')), 'old-notes.md');
    writeFileSync(
      file,
      `---\ntitle: ${title}\ntags:\n  - notes\n  - Go 1.22\nprivate: false\nupdated_at: '2023-04-05T06:07:08+09:00'\nid: null\norganization_url_name: null\nslide: false\nignorePublish: false\n---\nWritten long ago.\n`,
    );
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(file)));
    await vscode.commands.executeCommand('devdesk.team.importArticle', { hostId: team() }, { userId: 'suzuki_hanako' });
    const items = (await teamApi(`/items?query=${encodeURIComponent(`title:${word}`)}`)).json as Array<{
      title: string;
      user: { id: string };
      updated_at: string;
      created_at: string;
      body: string;
      tags: Array<{ name: string; versions: string[] }>;
    }>;
    const item = items.find((i) => i.title === title);
    assert.ok(item, 'the service has the imported article');
    assert.equal(item.user.id, 'suzuki_hanako');
    assert.equal(item.body, 'Written long ago.\n');
    assert.deepEqual(
      item.tags.map((t) => [t.name, t.versions]),
      [
        ['notes', []],
        ['Go', ['1.22']],
      ],
    );
    assert.equal(item.updated_at, '2023-04-05T06:07:08+09:00');
    assert.ok(item.created_at <= item.updated_at, `created ${item.created_at} is not after updated ${item.updated_at}`);
  });
});
