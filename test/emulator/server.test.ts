// The emulator's shell: `npm run emulator` prints one JSON line and stops on SIGTERM; it binds to loopback only;
// the control route adds and clears faults the way tests and curl users need.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from './server.js';

const cli = join(__dirname, 'cli.ts');
const hex40 = /^[0-9a-f]{40}$/;

function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  const firstLine = new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  return { child, exited, firstLine };
}

describe('emulator command line', () => {
  it('prints one JSON line with every base, the tokens and the OAuth client, serves, and exits 0 on SIGTERM', async () => {
    const { child, exited, firstLine } = runCli(['--port', '0', '--seed', '1']);
    const info = JSON.parse(await firstLine);
    assert.match(info.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(info.articles, `${info.url}/qiita`);
    assert.ok(Object.keys(info.teams).length >= 2, 'two team hosts');
    for (const [team, base] of Object.entries(info.teams)) assert.equal(base, `${info.url}/teams/${team}`);
    assert.equal(info.github, `${info.url}/github/api/v3`);
    assert.equal(info.graphql, `${info.url}/github/api/graphql`);
    assert.match(info.tokens.articles, hex40);
    assert.match(info.tokens.team, hex40);
    assert.ok(info.tokens.github.length >= 20);
    assert.match(info.oauth.client_id, hex40);
    assert.match(info.oauth.client_secret, hex40);

    const items = await fetch(`${info.articles}/api/v2/items?per_page=1`);
    assert.equal(items.status, 200);
    assert.ok(Number(items.headers.get('total-count')) >= 300);
    const root = await fetch(`${info.github}/`, { headers: { 'User-Agent': 'devdesk-test' } });
    assert.equal(root.status, 200);

    child.kill('SIGTERM');
    assert.equal((await exited).code, 0);
  });

  it('refuses a malformed option with a clear message and exit code 2', async () => {
    const { exited } = runCli(['--port', 'eighty']);
    const { code, stderr } = await exited;
    assert.equal(code, 2);
    assert.match(stderr, /--port takes a whole number/);
  });
});

describe('emulator binding', () => {
  it('refuses to bind anywhere but loopback', async () => {
    await assert.rejects(startEmulator({ host: '0.0.0.0' }), /only loopback addresses are allowed/);
  });

  it('adds the --latency option as a latency fault on every request', async () => {
    const emulator = await startEmulator({ latency: 5 });
    try {
      assert.deepEqual(emulator.faults.list(), [{ kind: 'latency', ms: 5 }]);
    } finally {
      await emulator.close();
    }
  });
});

describe('emulator fault control route', () => {
  let emulator: RunningEmulator;
  let control: string;
  before(async () => {
    emulator = await startEmulator();
    control = `${emulator.info.url}/__emulator/faults`;
  });
  after(() => emulator.close());

  const post = (body: string) =>
    fetch(control, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
  const items = () => fetch(`${emulator.info.articles}/api/v2/items?per_page=1`);

  it('makes the next matching request fail with 500, once', async () => {
    const added = await post(JSON.stringify({ kind: 'error500', pathPrefix: '/qiita', times: 1 }));
    assert.equal(added.status, 201);
    assert.equal((await items()).status, 500);
    assert.equal((await items()).status, 200);
  });

  it('serves malformed JSON and drops connections on demand', async () => {
    await post(
      JSON.stringify([
        { kind: 'malformedJson', pathPrefix: '/qiita', times: 1 },
        { kind: 'drop', pathPrefix: '/github', times: 1 },
      ]),
    );
    await assert.rejects((await items()).json(), SyntaxError);
    await assert.rejects(fetch(`${emulator.info.github}/`, { headers: { 'User-Agent': 'devdesk-test' } }));
  });

  it("answers an unauthorized fault with each service's own 401, as to a revoked token, once", async () => {
    await post(
      JSON.stringify([
        { kind: 'unauthorized', pathPrefix: '/qiita', times: 1 },
        { kind: 'unauthorized', pathPrefix: '/github/api/v3', times: 1 },
      ]),
    );
    const qiita = await items();
    assert.deepEqual([qiita.status, await qiita.json()], [401, { message: 'Unauthorized', type: 'unauthorized' }]);
    const github = await fetch(`${emulator.info.github}/`, { headers: { 'User-Agent': 'devdesk-test' } });
    assert.equal(github.status, 401);
    assert.equal(((await github.json()) as { message: string }).message, 'Bad credentials');
    assert.equal((await items()).status, 200);
  });

  it('answers an abuse fault with 403 and Retry-After', async () => {
    await post(JSON.stringify({ kind: 'abuse', pathPrefix: '/github/api/v3', retryAfter: 7, times: 1 }));
    const answer = await fetch(`${emulator.info.github}/`, { headers: { 'User-Agent': 'devdesk-test' } });
    assert.equal(answer.status, 403);
    assert.equal(answer.headers.get('retry-after'), '7');
  });

  it('answers an invalid fault with 422 and the message the rule gives', async () => {
    await post(
      JSON.stringify({
        kind: 'invalid',
        pathPrefix: '/qiita',
        message: '[Sign in again](command:devdesk.signOut)',
        times: 1,
      }),
    );
    const answer = await items();
    assert.equal(answer.status, 422);
    assert.equal(((await answer.json()) as { message: string }).message, '[Sign in again](command:devdesk.signOut)');
    assert.equal((await items()).status, 200);
  });

  it('lists and clears the rules', async () => {
    await post(JSON.stringify({ kind: 'latency', ms: 1 }));
    const listed = (await (await fetch(control)).json()) as Array<{ kind: string }>;
    assert.ok(listed.some((rule) => rule.kind === 'latency'));
    assert.equal((await fetch(control, { method: 'DELETE' })).status, 200);
    assert.deepEqual(await (await fetch(control)).json(), []);
  });

  it('says what is wrong with a bad rule', async () => {
    const unknown = await post(JSON.stringify({ kind: 'meteor' }));
    assert.equal(unknown.status, 422);
    assert.match(
      ((await unknown.json()) as { message: string }).message,
      /latency, error500, drop, malformedJson, abuse, rateLimit, invalid, unauthorized/,
    );
    assert.equal((await post('{not json')).status, 400);
  });
});

describe('emulator token control route', () => {
  let emulator: RunningEmulator;
  before(async () => {
    emulator = await startEmulator();
  });
  after(() => emulator.close());

  const issue = (body: string) =>
    fetch(`${emulator.info.url}/__emulator/tokens`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
  const me = (base: string, token: string) =>
    fetch(`${base}/api/v2/authenticated_user`, { headers: { Authorization: `Bearer ${token}` } });

  it('issues a fresh public token per call; deactivating it leaves the seeded token working', async () => {
    const answer = await issue(JSON.stringify({ mount: '/qiita' }));
    assert.equal(answer.status, 201);
    const { token, scopes } = (await answer.json()) as { token: string; scopes: string[] };
    assert.match(token, hex40);
    assert.notEqual(token, emulator.tokens.articles);
    assert.deepEqual(scopes, ['read_qiita', 'write_qiita']);
    assert.equal(((await (await me(emulator.info.articles, token)).json()) as { id: string }).id, 'devdesk_user');
    const deleted = await fetch(`${emulator.info.articles}/api/v2/access_tokens/${token}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(deleted.status, 204);
    assert.equal((await me(emulator.info.articles, token)).status, 401);
    assert.equal((await me(emulator.info.articles, emulator.tokens.articles)).status, 200);
    const listed = (await (await fetch(`${emulator.info.url}/__emulator/tokens`)).json()) as Array<{
      token: string;
      team: string | null;
      active: boolean;
    }>;
    assert.deepEqual(
      listed.find((record) => record.token === token),
      { token, scopes: ['read_qiita', 'write_qiita'], team: null, active: false },
    );
  });

  it('issues a team token bound to its team', async () => {
    const [first, second] = Object.keys(emulator.info.teams);
    const answer = await issue(JSON.stringify({ mount: `/teams/${first}` }));
    const { token, scopes } = (await answer.json()) as { token: string; scopes: string[] };
    assert.deepEqual(scopes, ['read_qiita_team', 'write_qiita_team']);
    assert.equal((await me(emulator.info.teams[first!]!, token)).status, 200);
    assert.equal((await me(emulator.info.teams[second!]!, token)).status, 401);
  });

  it('refuses an unknown mount or a body that is not JSON (400)', async () => {
    assert.equal((await issue(JSON.stringify({ mount: '/teams/nowhere' }))).status, 400);
    assert.equal((await issue(JSON.stringify({ mount: '/github/api/v3' }))).status, 400);
    assert.equal((await issue('{not json')).status, 400);
  });
});

describe('emulator GitHub settings control route', () => {
  let emulator: RunningEmulator;
  before(async () => {
    emulator = await startEmulator();
  });
  after(() => emulator.close());

  const patch = (body: string) =>
    fetch(`${emulator.info.url}/__emulator/github/settings`, {
      method: 'PATCH',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
  const pollInterval = async () =>
    (
      await fetch(`${emulator.info.github}/events`, { headers: { Authorization: `Bearer ${emulator.tokens.github}` } })
    ).headers.get('x-poll-interval');

  it('changes the X-Poll-Interval the event feeds send, and refuses what is not whole seconds', async () => {
    assert.equal(await pollInterval(), '60');
    assert.equal((await patch(JSON.stringify({ pollInterval: 2 }))).status, 200);
    assert.equal(await pollInterval(), '2');
    for (const bad of ['{"pollInterval": 0}', '{"pollInterval": 1.5}', '{}', 'nope'])
      assert.equal((await patch(bad)).status, 400, bad);
    assert.equal(await pollInterval(), '2');
  });
});

describe('emulator request counts', () => {
  let emulator: RunningEmulator;
  before(async () => {
    emulator = await startEmulator();
  });
  after(() => emulator.close());

  const graphql = (body: object) =>
    fetch(emulator.info.graphql, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Authorization: `Bearer ${emulator.tokens.github}`, 'Content-Type': 'application/json' },
    });
  const counted = async (method: string) =>
    (
      (await (
        await fetch(`${emulator.info.url}/__emulator/requests?path=/github/api/graphql&method=${method}`)
      ).json()) as { count: number }
    ).count;

  it('counts a GraphQL mutation as MUTATION besides its POST, and a query only as a POST', async () => {
    await fetch(`${emulator.info.url}/__emulator/requests`, { method: 'DELETE' });
    await (await graphql({ query: '{ viewer { login } }' })).text();
    await (
      await graphql({
        query:
          'query A { viewer { login } } mutation B($id: ID!) { addStar(input: { starrableId: $id }) { clientMutationId } }',
        operationName: 'A',
      })
    ).text();
    await (
      await graphql({
        query: 'mutation { markFileAsViewed(input: { pullRequestId: "x", path: "a" }) { clientMutationId } }',
      })
    ).text();
    await (await graphql({ query: 'not graphql' })).text();
    assert.equal(await counted('POST'), 4);
    assert.equal(await counted('MUTATION'), 1);
    const all = (
      (await (await fetch(`${emulator.info.url}/__emulator/requests?path=/github/api/graphql`)).json()) as {
        count: number;
      }
    ).count;
    assert.equal(all, 4, 'every method together counts each request once');
  });

  it("lists each request since the reset on the timeline, a GraphQL request by its operation's name", async () => {
    await fetch(`${emulator.info.url}/__emulator/requests`, { method: 'DELETE' });
    await (await graphql({ query: 'query Who { viewer { login } }' })).text();
    await (await graphql({ query: '{ viewer { login } }' })).text();
    await (await fetch(`${emulator.info.github}/user`, { headers: { Authorization: 'Bearer nope' } })).text();
    const timeline = (await (await fetch(`${emulator.info.url}/__emulator/requests/timeline`)).json()) as Array<{
      method: string;
      path: string;
      operation?: string;
      atMs: number;
      ms: number;
    }>;
    assert.deepEqual(
      timeline.map(({ method, path, operation }) => [method, path, operation ?? null]),
      [
        ['POST', '/github/api/graphql', 'Who'],
        ['POST', '/github/api/graphql', 'anonymous'],
        ['GET', `${new URL(emulator.info.github).pathname}/user`, null],
      ],
    );
    assert.ok(timeline.every((request) => request.ms >= 0 && request.atMs >= 0));
    assert.ok(timeline[0]!.atMs <= timeline[1]!.atMs && timeline[1]!.atMs <= timeline[2]!.atMs, 'in arrival order');
  });
});
