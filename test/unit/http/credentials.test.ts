// Credentials and headers, against real emulator instances: which requests carry the token, redirects across
// origins, the plain-HTTP rule, and redaction in logs and errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../../emulator/server.js';
import {
  ApiError,
  closeSharedDispatcher,
  HttpClient,
  InsecureTransportError,
  REDACTED,
} from '../../../src/core/http/index.js';
import { emulators, fakeToken, loggedClient, type Echo } from './fixtures.js';

describe('HTTP layer: credentials and headers', () => {
  let home: RunningEmulator;
  let elsewhere: RunningEmulator;

  before(async () => {
    [home, elsewhere] = (await emulators(2)) as [RunningEmulator, RunningEmulator];
  });
  after(async () => {
    await Promise.all([home.close(), elsewhere.close()]);
    await closeSharedDispatcher();
  });

  it('sends User-Agent, Accept and the token to URLs below its base', async () => {
    const { client } = loggedClient(home.info.url, { token: fakeToken });
    const echo = (await client.request({ path: '/__emulator/echo' })).json() as Echo;
    assert.equal(echo.authorization, 'Bearer');
    assert.equal(echo.headers['user-agent'], 'DevDesk-test/1.0');
    assert.equal(echo.headers.accept, 'application/json');
    assert.equal(echo.headers['content-type'], undefined);
  });

  it('sets Content-Type on bodies, JSON or raw', async () => {
    const { client } = loggedClient(home.info.url, { token: fakeToken });
    const json = (await client.request({ method: 'PUT', path: '/__emulator/echo', json: { a: 1 } })).json() as Echo;
    assert.equal(json.headers['content-type'], 'application/json');
    const raw = (
      await client.request({ method: 'PUT', path: '/__emulator/echo', body: '# hi', contentType: 'text/plain' })
    ).json() as Echo;
    assert.equal(raw.headers['content-type'], 'text/plain');
  });

  it('keeps the token away from URLs outside its base path on the same origin', async () => {
    const { client } = loggedClient(`${home.info.url}/teams/alpha`, { token: fakeToken });
    const echo = (await client.request({ url: `${home.info.url}/__emulator/echo` })).json() as Echo;
    assert.equal(echo.authorization, null);
  });

  it('ignores an Authorization header smuggled in by the caller', async () => {
    const { client } = loggedClient(`${home.info.url}/qiita`);
    const echo = (
      await client.request({
        url: `${home.info.url}/__emulator/echo`,
        headers: { Authorization: 'Bearer stolen-token-value' },
      })
    ).json() as Echo;
    assert.equal(echo.authorization, null);
  });

  it('drops the token on a redirect to another origin', async () => {
    const { client, lines } = loggedClient(home.info.url, { token: fakeToken });
    const response = await client.request({
      path: '/__emulator/redirect',
      query: { to: `${elsewhere.info.url}/__emulator/echo`, status: 307 },
    });
    const echo = response.json() as Echo;
    assert.equal(response.url, `${elsewhere.info.url}/__emulator/echo`);
    assert.equal(echo.authorization, null);
    assert.ok(lines.some((line) => line.includes('token not sent')));
  });

  it('keeps the token on a redirect within its base', async () => {
    const { client } = loggedClient(home.info.url, { token: fakeToken });
    const echo = (
      await client.request({ path: '/__emulator/redirect', query: { to: `${home.info.url}/__emulator/echo` } })
    ).json() as Echo;
    assert.equal(echo.authorization, 'Bearer');
  });

  it('refuses a token over plain HTTP to a non-loopback host, with a clear error', () => {
    assert.throws(
      () =>
        new HttpClient({
          baseUrl: 'http://qiita.example',
          token: fakeToken,
          service: { name: 'articles', accept: 'application/json' },
        }),
      (error: unknown) => {
        assert.ok(error instanceof InsecureTransportError);
        assert.match(error.message, /plain HTTP to qiita\.example/);
        assert.ok(!error.message.includes(fakeToken));
        return true;
      },
    );
    const anonymous = new HttpClient({
      baseUrl: 'http://qiita.example',
      service: { name: 'articles', accept: 'application/json' },
    });
    assert.equal(anonymous.hasToken, false);
    assert.throws(() => anonymous.setToken(fakeToken), InsecureTransportError);
  });

  it('allows a token over plain HTTP to loopback hosts only', () => {
    for (const baseUrl of [
      'http://127.0.0.1:1',
      'http://127.8.9.10',
      'http://localhost:8080/x',
      'http://[::1]:9',
      'https://qiita.com',
      'https://team.qiita.com',
    ]) {
      const client = new HttpClient({
        baseUrl,
        token: fakeToken,
        service: { name: 'articles', accept: 'application/json' },
      });
      assert.equal(client.hasToken, true, baseUrl);
    }
    for (const baseUrl of ['http://128.0.0.1', 'http://10.0.0.1', 'http://localhost.example.com', 'http://[::2]']) {
      assert.throws(
        () => new HttpClient({ baseUrl, token: fakeToken, service: { name: 'articles', accept: 'application/json' } }),
        InsecureTransportError,
        baseUrl,
      );
    }
  });

  it('redacts Authorization and tokens in every log line and error message', async () => {
    const { client, lines } = loggedClient(`${home.info.url}/qiita`, { token: fakeToken });
    const other = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
    await assert.rejects(
      client.request({ method: 'DELETE', path: `/api/v2/access_tokens/${other}`, secrets: [other] }),
      (error: unknown) => {
        assert.ok(error instanceof ApiError);
        assert.equal(error.path, `/qiita/api/v2/access_tokens/${REDACTED}`);
        assert.ok(!error.message.includes(other) && !error.message.includes(fakeToken));
        assert.ok(!JSON.stringify(error.headers).includes(fakeToken));
        return true;
      },
    );
    assert.ok(lines.length >= 3);
    assert.ok(lines.some((line) => line.includes(`"authorization":"${REDACTED}"`)));
    for (const line of lines) assert.ok(!line.includes(fakeToken) && !line.includes(other), line);
  });
});
