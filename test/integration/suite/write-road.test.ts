// The write road's guard in real VS Code: under the tests, the HTTP layer refuses a write whose client the road did
// not hand out (src/core/http/write-guard.ts), before anything leaves; reads go as ever. Every other write test of
// the suite passing shows that each write DevDesk sends carries the road's permit.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { Core } from '../../../src/ui/base/core';
import { devdesk, emulator, emulatorRequests } from './helpers';

/** The core bundle DevDesk itself loaded (one module per path in this extension host). */
function loadedCore(): Core {
  const extension = vscode.extensions.getExtension('devdesk.devdesk')!;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(extension.extensionPath, 'dist', 'core.js')) as Core;
}

describe('The write road', () => {
  const repo = { owner: 'devdesk-org', repo: 'monorepo' };
  const reactions = '/repos/devdesk-org/monorepo/issues/12/reactions';

  it('refuses a REST write from a client the road did not hand out, and sends nothing; a read goes', async () => {
    await devdesk();
    const github = loadedCore().createGitHubClient({ baseUrl: emulator.github, token: emulator.tokens.github });
    const before = (await emulatorRequests(reactions, 'POST')).count;
    await assert.rejects(github.reactions.add({ kind: 'issue', repo, number: 12 }, 'rocket'), (error: Error) => {
      assert.equal(error.name, 'OffRoadWriteError');
      assert.match(error.message, /POST \S*\/issues\/12\/reactions was sent off the write road/);
      return true;
    });
    assert.equal((await emulatorRequests(reactions, 'POST')).count, before, 'nothing reached the service');
    assert.equal((await github.pulls.get(repo, 1)).number, 1, 'a read is no write');
  });

  it('refuses a GraphQL mutation from a client the road did not hand out; a query goes', async () => {
    const graphql = loadedCore().createGraphQLClient({ endpoint: emulator.graphql, token: emulator.tokens.github });
    const mutation = 'mutation Sneak { addReaction(input: { subjectId: "x", content: ROCKET }) { clientMutationId } }';
    await assert.rejects(graphql.execute({ query: mutation }), (error: Error) => error.name === 'OffRoadWriteError');
    const viewer = await graphql.request<{ viewer: { login: string } }>({ query: 'query { viewer { login } }' });
    assert.equal(viewer.viewer.login, 'mona');
  });
});
