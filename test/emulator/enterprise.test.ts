// The emulator's second GitHub host (/ghes): its own data and token, and the request records that tell which token
// went to which host (the integration tests of two signed-in GitHub hosts rely on both).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from './server.js';

describe('emulator Enterprise host', () => {
  let emulator: RunningEmulator;
  before(async () => {
    emulator = await startEmulator();
  });
  after(() => emulator.close());

  const viewer = (base: string, token: string) =>
    fetch(`${base}/user`, { headers: { Authorization: `token ${token}`, 'User-Agent': 'devdesk-test' } });
  const requests = async (path: string, token: string) =>
    (
      (await (
        await fetch(`${emulator.info.url}/__emulator/requests?${new URLSearchParams({ path, token })}`)
      ).json()) as { count: number }
    ).count;

  it('serves REST and GraphQL below /ghes with its own token, and each host refuses the other’s', async () => {
    const { enterprise, github, tokens } = emulator.info;
    assert.equal(enterprise.github, `${emulator.info.url}/ghes/api/v3`);
    assert.equal(enterprise.graphql, `${emulator.info.url}/ghes/api/graphql`);
    assert.notEqual(enterprise.token, tokens.github);
    assert.equal(
      ((await (await viewer(enterprise.github, enterprise.token)).json()) as { login: string }).login,
      'mona',
    );
    assert.equal((await viewer(enterprise.github, tokens.github)).status, 401);
    assert.equal((await viewer(github, enterprise.token)).status, 401);
    const graphql = await fetch(enterprise.graphql, {
      method: 'POST',
      headers: {
        Authorization: `bearer ${enterprise.token}`,
        'Content-Type': 'application/json',
        'User-Agent': 'devdesk-test',
      },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    assert.deepEqual(await graphql.json(), { data: { viewer: { login: 'mona' } } });
  });

  it('counts the requests below a path that carried a given token, and forgets them on reset', async () => {
    const { enterprise, github, tokens } = emulator.info;
    await fetch(`${emulator.info.url}/__emulator/requests`, { method: 'DELETE' });
    await viewer(enterprise.github, enterprise.token);
    await viewer(enterprise.github, enterprise.token);
    await viewer(github, tokens.github);
    assert.equal(await requests('/ghes/', enterprise.token), 2);
    assert.equal(await requests('/ghes/', tokens.github), 0);
    assert.equal(await requests('/github/', tokens.github), 1);
    assert.equal(await requests('/github/', enterprise.token), 0);
    await fetch(`${emulator.info.url}/__emulator/requests`, { method: 'DELETE' });
    assert.equal(await requests('/ghes/', enterprise.token), 0);
  });
});
