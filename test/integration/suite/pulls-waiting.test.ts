// The status bar's count of pull requests waiting for your review, in real VS Code against the emulator: the count
// is what the emulator's search finds for each repository of the view, it grows when a review is requested through
// the REST API and the view refreshes, its click opens the view at the Review requested group, and it hides when
// signed out.
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
  const response = await fetch(`${emulator.github}${path}`, { method, headers: { authorization: `Bearer ${emulator.tokens.github}`, accept: 'application/vnd.github+json', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.status;
}

/** The repositories of the view, in its order. */
async function viewRepositories(): Promise<Array<TreeNode & { kind: 'item' }>> {
  return eventually(async () => {
    const repos = (await childrenOf(viewId)).filter((node): node is TreeNode & { kind: 'item' } => node.kind === 'item' && (node.data as RepoData).type === 'repo');
    return repos.length > 0 ? repos : undefined;
  }, 'the repositories of the view');
}

const nameOf = (node: TreeNode & { kind: 'item' }) => `${(node.data as RepoData).repo.owner}/${(node.data as RepoData).repo.repo}`;

/** What the emulator's search finds waiting for the user, asked repository by repository. */
async function waitingOnEmulator(names: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const answer = (await github(`/search/issues?q=${encodeURIComponent(`is:pr is:open review-requested:@me repo:${name}`)}&per_page=1`)).json as { total_count: number };
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
    await eventually(async () => ((await shown()).shown?.total ?? 0) === sum(before) || undefined, `the count ${sum(before)}`);

    const me = ((await github('/user')).json as { login: string }).login;
    const [owner, repo] = names[0]!.split('/');
    const open = (await github(`/repos/${owner}/${repo}/pulls?state=open&per_page=100`)).json as Array<{ number: number; user: { login: string }; requested_reviewers: Array<{ login: string }>; requested_teams: unknown[] }>;
    // One that asks nobody yet, so no team of the user's already brings it.
    const pull = open.find((each) => each.user.login !== me && each.requested_reviewers.length === 0 && each.requested_teams.length === 0);
    assert.ok(pull, `an open pull request in ${names[0]} not by ${me} and asking no one`);
    requested = { path: `/repos/${owner}/${repo}/pulls/${pull.number}/requested_reviewers`, login: me };
    assert.equal(await send('POST', requested.path, { reviewers: [me] }), 201);
    const after = await waitingOnEmulator(names);
    assert.equal(sum(after), sum(before) + 1, 'the emulator counts the new request');
    await vscode.commands.executeCommand('devdesk.refresh', viewId);
    const grown = await eventually(async () => { const now = (await shown()).shown; return now?.total === sum(after) ? now : undefined; }, `the count ${sum(after)} after the refresh`);
    assert.deepEqual(grown.repositories.map((each) => `${each.repo.owner}/${each.repo.repo}`), names.filter((name) => (after.get(name) ?? 0) > 0));

    await vscode.commands.executeCommand('devdesk.pulls.showReviewRequested');
    const first = repos.find((node) => (after.get(nameOf(node)) ?? 0) > 0)!;
    const group = (await childrenOf(viewId, first)).find((node) => labelOf(node) === 'Review requested')!;
    await eventually(async () => ((await devdesk()).pulls.selectedIds().includes(group.id) ? true : undefined), 'the Review requested group selected');

    await signOut(emulator.github);
    await eventually(async () => ((await shown()).shown === undefined ? true : undefined), 'the count hidden when signed out');
  });
});
