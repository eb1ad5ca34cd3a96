// The status bar's count of pull requests waiting for your review, in real VS Code against the emulator: the count
// is what the emulator's search finds for each repository of the view, it grows when a review is requested through
// the REST API and the view refreshes, its click opens the view at the Review requested group, and it hides when
// signed out. With github.com and the emulator's Enterprise host (/ghes) both signed in, it is the sum of each host's
// own count, its click opens the group on each host, and signing out of one leaves the other's.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { github, viewId } from './pull-nodes';

interface RepoData {
  type: string;
  repo: { owner: string; repo: string };
}

async function send(method: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${emulator.github}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${emulator.tokens.github}`,
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** The repositories of the view, in its order. */
async function viewRepositories(): Promise<Array<TreeNode & { kind: 'item' }>> {
  return eventually(async () => {
    const repos = (await childrenOf(viewId)).filter(
      (node): node is TreeNode & { kind: 'item' } => node.kind === 'item' && (node.data as RepoData).type === 'repo',
    );
    return repos.length > 0 ? repos : undefined;
  }, 'the repositories of the view');
}

const nameOf = (node: TreeNode & { kind: 'item' }) =>
  `${(node.data as RepoData).repo.owner}/${(node.data as RepoData).repo.repo}`;

/** What the emulator's search finds waiting for the user, asked repository by repository. */
async function waitingOnEmulator(names: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const answer = (
      await github(
        `/search/issues?q=${encodeURIComponent(`is:pr is:open review-requested:@me repo:${name}`)}&per_page=1`,
      )
    ).json as { total_count: number };
    counts.set(name, answer.total_count);
  }
  return counts;
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

async function shown() {
  return (await devdesk()).pulls.reviewWaiting();
}

describe('Pull Requests: the status bar counts reviews waiting for you', () => {
  let requested: { path: string; login: string } | undefined;
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    if (requested) await send('DELETE', requested.path, { reviewers: [requested.login] });
    await signOut(emulator.github);
  });

  it('counts what the search finds on the view’s repositories, follows a new request, reveals the group, hides signed out', async () => {
    const repos = await viewRepositories();
    const names = repos.map(nameOf);
    const before = await waitingOnEmulator(names);
    await eventually(
      async () => ((await shown()).shown?.total ?? 0) === sum(before) || undefined,
      `the count ${sum(before)}`,
    );

    const me = ((await github('/user')).json as { login: string }).login;
    const [owner, repo] = names[0]!.split('/');
    const open = (await github(`/repos/${owner}/${repo}/pulls?state=open&per_page=100`)).json as Array<{
      number: number;
      user: { login: string };
      requested_reviewers: Array<{ login: string }>;
      requested_teams: unknown[];
    }>;
    // One that asks nobody yet, so no team of the user's already brings it.
    const pull = open.find(
      (each) => each.user.login !== me && each.requested_reviewers.length === 0 && each.requested_teams.length === 0,
    );
    assert.ok(pull, `an open pull request in ${names[0]} not by ${me} and asking no one`);
    requested = { path: `/repos/${owner}/${repo}/pulls/${pull.number}/requested_reviewers`, login: me };
    assert.equal(await send('POST', requested.path, { reviewers: [me] }), 201);
    const after = await waitingOnEmulator(names);
    assert.equal(sum(after), sum(before) + 1, 'the emulator counts the new request');
    await vscode.commands.executeCommand('devdesk.refresh', viewId);
    const grown = await eventually(
      async () => {
        const now = (await shown()).shown;
        return now?.total === sum(after) ? now : undefined;
      },
      `the count ${sum(after)} after the refresh`,
    );
    assert.deepEqual(
      grown.hosts.map((each) => each.hostId),
      [emulator.github],
    );
    assert.deepEqual(
      grown.hosts[0]!.repositories.map((each) => `${each.repo.owner}/${each.repo.repo}`),
      names.filter((name) => (after.get(name) ?? 0) > 0),
    );

    await vscode.commands.executeCommand('devdesk.pulls.showReviewRequested');
    const first = repos.find((node) => (after.get(nameOf(node)) ?? 0) > 0)!;
    const group = (await childrenOf(viewId, first)).find((node) => labelOf(node) === 'Review requested')!;
    await eventually(
      async () => ((await devdesk()).pulls.selectedIds().includes(group.id) ? true : undefined),
      'the Review requested group selected',
    );

    await signOut(emulator.github);
    await eventually(
      async () => ((await shown()).shown === undefined ? true : undefined),
      'the count hidden when signed out',
    );
  });
});

/** A GitHub host of the emulator: its REST base and the sandbox's token there. */
interface EmulatedHost {
  readonly id: string;
  readonly token: string;
}

async function onHost(
  host: EmulatedHost,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${host.id}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${host.token}`,
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    json: response.headers.get('content-type')?.includes('json') ? await response.json() : undefined,
  };
}

/** What the host's search finds waiting for the user, summed over the repositories named. */
async function waitingOnHost(host: EmulatedHost, names: readonly string[]): Promise<number> {
  let total = 0;
  for (const name of names)
    total += (
      (
        await onHost(
          host,
          'GET',
          `/search/issues?q=${encodeURIComponent(`is:pr is:open review-requested:@me repo:${name}`)}&per_page=1`,
        )
      ).json as { total_count: number }
    ).total_count;
  return total;
}

/** Asks the user's review on an open pull request of `name` that asks no one yet; returns how to take it back. */
async function requestReview(host: EmulatedHost, name: string): Promise<() => Promise<unknown>> {
  const me = ((await onHost(host, 'GET', '/user')).json as { login: string }).login;
  const open = (await onHost(host, 'GET', `/repos/${name}/pulls?state=open&per_page=100`)).json as Array<{
    number: number;
    user: { login: string };
    requested_reviewers: unknown[];
    requested_teams: unknown[];
  }>;
  const pull = open.find(
    (each) => each.user.login !== me && each.requested_reviewers.length === 0 && each.requested_teams.length === 0,
  );
  assert.ok(pull, `an open pull request in ${name} on ${host.id} not by ${me} and asking no one`);
  const path = `/repos/${name}/pulls/${pull.number}/requested_reviewers`;
  assert.equal((await onHost(host, 'POST', path, { reviewers: [me] })).status, 201);
  return () => onHost(host, 'DELETE', path, { reviewers: [me] });
}

describe('Pull Requests: the status bar counts reviews waiting for you on every GitHub host', () => {
  const config = () => vscode.workspace.getConfiguration('devdesk');
  const repositories = config().inspect<string[]>('github.repositories')?.globalValue;
  const dotCom = (): EmulatedHost => ({ id: emulator.github, token: emulator.tokens.github });
  const server = (): EmulatedHost => ({ id: emulator.enterprise.github, token: emulator.enterprise.token });
  const takeBack: Array<() => Promise<unknown>> = [];
  before(async () => {
    await config().update('github.enterpriseHosts', [server().id], vscode.ConfigurationTarget.Global);
    await config().update(
      'github.repositories',
      ['devdesk-org/docs-site', `${emulator.enterprise.web.replace(/^https?:\/\//, '')}/devdesk-org/toolbox`],
      vscode.ConfigurationTarget.Global,
    );
    await signOut(dotCom().id);
    await signOut(server().id);
    // One after the other: the test answers each sign-in's quick picks, and two at once would answer each other's.
    await signInWithSandboxToken(dotCom().id);
    await signInWithSandboxToken(server().id);
  });
  after(async () => {
    for (const undo of takeBack) await undo();
    await signOut(server().id);
    await signOut(dotCom().id);
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
    await config().update('github.repositories', repositories, vscode.ConfigurationTarget.Global);
  });

  it('shows the sum of both hosts, names each in the tooltip, opens the group on each, and keeps one host’s count when the other signs out', async () => {
    const hostNodes = await eventually(async () => {
      const nodes = await childrenOf(viewId);
      return nodes.length === 2 &&
        nodes.every((node) => node.kind === 'item' && (node.data as { type: string }).type === 'hostGroup')
        ? nodes
        : undefined;
    }, 'a node per host at the top of Pull Requests');
    const names = await Promise.all(
      hostNodes.map(async (node) =>
        (await childrenOf(viewId, node))
          .filter(
            (child): child is TreeNode & { kind: 'item' } =>
              child.kind === 'item' && (child.data as RepoData).type === 'repo',
          )
          .map(nameOf),
      ),
    );
    const [dotComNames, serverNames] = names as [string[], string[]];
    assert.ok(
      dotComNames.includes('devdesk-org/docs-site') && serverNames.includes('devdesk-org/toolbox'),
      `repositories: ${JSON.stringify(names)}`,
    );

    takeBack.push(
      await requestReview(dotCom(), 'devdesk-org/docs-site'),
      await requestReview(server(), 'devdesk-org/toolbox'),
    );
    const waiting = {
      dotCom: await waitingOnHost(dotCom(), dotComNames),
      server: await waitingOnHost(server(), serverNames),
    };
    assert.ok(waiting.dotCom > 0 && waiting.server > 0, `a review waits on each host: ${JSON.stringify(waiting)}`);
    await vscode.commands.executeCommand('devdesk.refresh', viewId);
    const both = await eventually(
      async () => {
        const now = await shown();
        return now.shown?.total === waiting.dotCom + waiting.server ? now : undefined;
      },
      `the count ${waiting.dotCom} + ${waiting.server}`,
      20_000,
    );
    assert.deepEqual(
      both.shown!.hosts.map((host) => [host.hostId, host.total]),
      [
        [dotCom().id, waiting.dotCom],
        [server().id, waiting.server],
      ],
    );
    for (const host of both.shown!.hosts)
      assert.ok(
        both.tooltip?.includes(`${host.label}: ${host.total}`),
        `the tooltip counts ${host.label}: ${both.tooltip}`,
      );

    // On each host, the Review requested group of the first repository the count found something in.
    const reviewGroups = await Promise.all(
      both.shown!.hosts.map(async (host, index) => {
        const first = `${host.repositories[0]!.repo.owner}/${host.repositories[0]!.repo.repo}`;
        const repo = (await childrenOf(viewId, hostNodes[index])).find((node) => labelOf(node) === first);
        assert.ok(repo, `${first} under ${labelOf(hostNodes[index]!)}`);
        return (await childrenOf(viewId, repo)).find((node) => labelOf(node) === 'Review requested')!.id;
      }),
    );
    await vscode.commands.executeCommand('devdesk.pulls.showReviewRequested');
    await eventually(async () => {
      const pulls = (await devdesk()).pulls;
      return reviewGroups.every((id) => pulls.expandedIds().includes(id)) &&
        pulls.selectedIds().includes(reviewGroups[0]!)
        ? true
        : undefined;
    }, "the Review requested group opened on each host, github.com's selected");

    await signOut(server().id);
    const one = await eventually(
      async () => {
        const now = (await shown()).shown;
        return now?.total === waiting.dotCom && now.hosts.length === 1 ? now : undefined;
      },
      `github.com's count alone (${waiting.dotCom}) once the Enterprise host is signed out`,
      20_000,
    );
    assert.equal(one.hosts[0]!.hostId, dotCom().id);
  });
});
