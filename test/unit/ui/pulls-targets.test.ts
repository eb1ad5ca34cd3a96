// What the Pull Requests view's commands act on: a node of the view and a reference a document, a test or a script
// hands over name the same thing, so the command pipeline runs a write once per target however it was reached; and
// every pulls, teams and events command that acts on a target is reachable from the palette (which asks for it).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { commandRunKey } from '../../../src/ui/base/command-target';
import { commentRefOf, nodeData, pullNamed, pullRefOf, repositoryRefOf } from '../../../src/ui/pulls/pull/targets';
import { teamRefOf, teamRepositoryRefOf } from '../../../src/ui/pulls/teams/github-team-refs';

const repo = { owner: 'octo', repo: 'hello' };
const listEntry = {
  id: 7,
  number: 12,
  title: 'Fix it',
  body: null,
  html_url: 'https://github.com/octo/hello/pull/12',
  head: { sha: 'aaa', ref: 'fix' },
  user: { login: 'alice', id: 1 },
};
const pullNode = {
  kind: 'item',
  id: 'github.com/octo/hello/open/12',
  label: 'Fix it',
  data: { type: 'pull', hostId: 'github.com', repo, pull: listEntry },
};
const team = { id: 3, slug: 'core', name: 'Core' };

describe('pull request targets', () => {
  it('reads the same pull request from a node of the view and from the description page’s reference', () => {
    const pageRef = { hostId: 'github.com', owner: 'octo', repo: 'hello', number: 12, headSha: 'aaa' };
    assert.deepEqual(pullRefOf(pullNode), pageRef);
    assert.deepEqual(pullRefOf(pageRef), pageRef);
  });

  it('runs a write once per pull request, whether it came as a node or as a reference with another head', () => {
    const pageRef = { hostId: 'github.com', owner: 'octo', repo: 'hello', number: 12, headSha: 'bbb' };
    const key = (from: unknown) => commandRunKey('devdesk.pulls.merge', [pullNamed(from), { method: 'merge' }]);
    assert.equal(key(pageRef), key(pullNode));
    assert.notEqual(key({ ...pageRef, number: 13 }), key(pullNode));
    assert.notEqual(key({ ...pageRef, hostId: 'ghe.example.com' }), key(pullNode));
  });

  it('narrows a node only to the types asked for', () => {
    assert.equal(nodeData(pullNode, 'pull')?.pull.number, 12);
    assert.equal(nodeData(pullNode, 'issueComment', 'reviewComment'), undefined);
    assert.equal(nodeData({ kind: 'loadMore', id: 'x' }, 'pull'), undefined);
    assert.equal(nodeData(undefined, 'pull'), undefined);
    assert.equal(pullRefOf([pullNode]), undefined, 'VS Code’s selected nodes are no reference');
  });

  it('reads a comment and a repository from nodes and references alike', () => {
    const commentNode = {
      kind: 'item',
      id: 'c',
      label: 'Hi',
      data: { type: 'issueComment', hostId: 'github.com', repo, number: 12, comment: { id: 99, body: 'Hi' } },
    };
    const ref = { hostId: 'github.com', owner: 'octo', repo: 'hello', number: 12, kind: 'issueComment', commentId: 99 };
    assert.deepEqual(commentRefOf(commentNode), ref);
    assert.deepEqual(commentRefOf(ref), ref);
    assert.equal(commentRefOf({ ...ref, kind: 'other' }), undefined);
    assert.deepEqual(repositoryRefOf(commentNode), { hostId: 'github.com', owner: 'octo', repo: 'hello' });
  });

  it('reads a team and a team repository from the teams’ nodes', () => {
    const teamNode = {
      kind: 'item',
      id: 't',
      label: 'Core',
      data: {
        type: 'teams',
        hostId: 'github.com',
        at: { kind: 'team', org: 'octo', shown: { team }, orgTeams: [team] },
      },
    };
    const repositoryNode = {
      kind: 'item',
      id: 'r',
      label: 'octo/hello',
      data: {
        type: 'teams',
        hostId: 'github.com',
        at: { kind: 'repository', org: 'octo', team, fullName: 'octo/hello', permission: 'push' },
      },
    };
    assert.deepEqual(teamRefOf(teamNode), { hostId: 'github.com', org: 'octo', slug: 'core' });
    assert.deepEqual(teamRefOf(repositoryNode), { hostId: 'github.com', org: 'octo', slug: 'core' });
    assert.deepEqual(teamRepositoryRefOf(repositoryNode), {
      hostId: 'github.com',
      org: 'octo',
      slug: 'core',
      repository: 'octo/hello',
    });
    assert.equal(teamRepositoryRefOf(teamNode), undefined);
  });
});

describe('pulls, teams and events commands in the palette', () => {
  /** Driven by VS Code's objects only (the diff editor's comment widget), or by another feature. */
  const notFromPalette = new Set([
    'devdesk.pulls.replyToThread',
    'devdesk.pulls.startReview',
    'devdesk.pulls.addReplyToReview',
    'devdesk.pulls.editReviewComment',
    'devdesk.pulls.saveReviewComment',
    'devdesk.pulls.cancelReviewCommentEdit',
    // Another feature's way into the view, called by id with its arguments: the palette offers the Notifications
    // view's Show Repository in Pull Requests, which asks for the thread.
    'devdesk.pulls.revealRepository',
  ]);

  it('offers every command that acts on a target, and asks for it', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      contributes: {
        commands: Array<{ command: string }>;
        menus: { commandPalette: Array<{ command: string; when?: string }> };
      };
    };
    const hidden = new Set(
      manifest.contributes.menus.commandPalette.filter((entry) => entry.when === 'false').map((entry) => entry.command),
    );
    const ours = manifest.contributes.commands
      .map((each) => each.command)
      .filter((id) => /^devdesk\.(pulls|teams|events)\./.test(id));
    assert.deepEqual(
      ours.filter((id) => hidden.has(id) && !notFromPalette.has(id)),
      [],
    );
  });

  it('offers the commands a file or an event node runs while signed in to GitHub (the palette asks which file or event)', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      contributes: { menus: { commandPalette: Array<{ command: string; when?: string }> } };
    };
    const when = (id: string) => manifest.contributes.menus.commandPalette.find((entry) => entry.command === id)?.when;
    for (const id of ['devdesk.pulls.openDiff', 'devdesk.pulls.openPatch', 'devdesk.events.openOnWeb'])
      assert.equal(when(id), 'devdesk.signedIn.github', id);
  });
});
