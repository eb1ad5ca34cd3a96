// The Templates view's nodes and the Team section's nodes, built from the service's data.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Template, TeamMember } from '../../../src/core/index';
import { memberDescription, memberNode, teamListNodes } from '../../../src/ui/articles/team/qiita-team-nodes';
import { templateDescription, templateNode } from '../../../src/ui/templates/nodes';

const group = {
  created_at: '2024-01-01T00:00:00+09:00',
  updated_at: '2024-01-01T00:00:00+09:00',
  id: 1,
  description: '',
  name: 'Dev',
  private: false,
  url_name: 'dev',
};
const template = (overrides: Partial<Template> = {}): Template => ({
  id: 7,
  name: 'Daily',
  title: 'Daily %{Year}',
  body: '',
  tags: [],
  expanded_body: '',
  expanded_tags: [],
  expanded_title: 'Daily 2026',
  coedit: false,
  group: null,
  ...overrides,
});
const text = (value: string | { message: string; args: ReadonlyArray<string | number> } | undefined) =>
  typeof value === 'object'
    ? value.args.reduce<string>((out, arg, index) => out.replace(`{${index}}`, String(arg)), value.message)
    : value;

describe('template nodes', () => {
  it('show the group and the coedit mode', () => {
    assert.equal(text(templateDescription(template())), 'whole team');
    assert.equal(text(templateDescription(template({ coedit: true }))), 'whole team · coediting');
    assert.equal(text(templateDescription(template({ group }))), 'Dev group');
    assert.equal(text(templateDescription(template({ group, coedit: true }))), 'Dev group · coediting');
  });

  it('open the template as a file on click, with a stable id under their host', () => {
    const node = templateNode('host/h', 'h', template());
    assert.equal(node.id, 'host/h/template/7');
    assert.deepEqual(node.open?.args, [{ hostId: 'h', templateId: 7 }], 'the reference the open command takes');
    assert.equal(node.contextValue, 'devdesk.template');
    assert.equal(node.tooltip, 'Daily %\\{Year\\}', 'the title, escaped for the Markdown tooltip');
  });
});

describe('team nodes', () => {
  const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
    id: 'yamada',
    name: 'Taro Yamada',
    description: '',
    email: '',
    last_accessed_at: '',
    ...overrides,
  });

  it('show email and last access only when the service sends them', () => {
    assert.equal(memberDescription(member()), 'Taro Yamada');
    assert.equal(
      memberDescription(member({ email: 'taro@example.com', last_accessed_at: '2026-11-20T10:00:00+09:00' })),
      'Taro Yamada · taro@example.com · 2026-11-20',
    );
  });

  it('mark the user’s own member node (the service refuses removing yourself)', () => {
    assert.equal(memberNode('p', 'h', member(), 'yamada').contextValue, 'devdesk.member;me');
    assert.equal(memberNode('p', 'h', member(), 'someone').contextValue, 'devdesk.member');
  });

  it('list Members and Invitations under the Team section', () => {
    assert.deepEqual(
      teamListNodes('host/h/team', 'h').map((node) => node.data),
      [
        { type: 'teamList', hostId: 'h', list: 'members' },
        { type: 'teamList', hostId: 'h', list: 'invitations' },
      ],
    );
  });
});
