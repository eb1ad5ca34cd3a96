// A repository renamed on GitHub while settings still name it the old way: GitHub answers the old name with a 301 to
// `/repositories/{id}/…` and links the list's next pages by id (the emulator's repository-ids.ts), and the Pull
// Requests view still lists the pull requests, pages through Load more and opens one, following those addresses.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { childrenOf, emulator, emulatorRequests, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { fileNodesUnder, github, group, pullOf, viewId } from './pull-nodes';

async function rename(repo: string, name: string): Promise<{ id: number }> {
  const [owner, current] = repo.split('/');
  const response = await fetch(`${emulator.url}/__emulator/github/rename`, {
    method: 'POST',
    body: JSON.stringify({ owner, repo: current, name }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as { id: number };
}

describe('Pull Requests: a renamed repository', () => {
  let id: number;
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    ({ id } = await rename('devdesk-org/monorepo', 'monorepo-next'));
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await signOut(emulator.github);
    await rename('devdesk-org/monorepo-next', 'monorepo');
  });

  it("lists its pull requests under the old name, and Load more brings the next page through GitHub's Link by id", async () => {
    const byId = `/github/api/v3/repositories/${id}/pulls`;
    const before = (await emulatorRequests(byId)).count;
    // Read afresh: a suite before this one may have left the list loaded under the old name.
    await vscode.commands.executeCommand('devdesk.refresh', viewId);
    const first = await group('devdesk-org/monorepo', 'Open pull requests');
    const served = (await github('/repos/devdesk-org/monorepo-next/pulls?per_page=60')).json as Array<{
      number: number;
    }>;
    assert.deepEqual(
      first.filter(pullOf).map((node) => pullOf(node)!.number),
      served.slice(0, 30).map((pull) => pull.number),
    );
    const more = first.at(-1)!;
    assert.equal(more.kind, 'loadMore');
    await vscode.commands.executeCommand('devdesk.tree.loadMore', viewId, more.id);
    const grown = await group('devdesk-org/monorepo', 'Open pull requests');
    assert.deepEqual(
      grown.filter(pullOf).map((node) => pullOf(node)!.number),
      served.map((pull) => pull.number),
    );
    // The first page came through the 301's Location, the second from its Link: both by id.
    assert.ok(
      (await emulatorRequests(byId)).count - before >= 2,
      'the pull requests were read at /repositories/{id}/pulls',
    );
  });

  it("opens one of its pull requests: its files are read at the repository's new address", async () => {
    const [pull] = (await group('devdesk-org/monorepo', 'Open pull requests')).filter(pullOf);
    const files = (await childrenOf(viewId, pull)).find((node) => labelOf(node) === 'Files');
    assert.ok(files, 'the pull request has a Files node');
    const served = (await github(`/repos/devdesk-org/monorepo-next/pulls/${pullOf(pull!)!.number}/files?per_page=100`))
      .json as unknown[];
    assert.equal((await fileNodesUnder(files)).length, Math.min(served.length, 100));
    assert.ok(
      (await emulatorRequests(`/github/api/v3/repositories/${id}/pulls/${pullOf(pull!)!.number}/files`)).count >= 1,
    );
  });
});
