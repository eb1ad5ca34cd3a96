// The small, general HTTP-layer options the GitHub client relies on, checked against the emulator's control routes:
// the list of redirects followed (to remember a 301), verbatim 301/302 (GitHub's rule), and `okStatuses`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import { closeSharedDispatcher, HttpClient, NotFoundError } from '../../../src/core/http/index.js';

interface Echo {
  method: string;
  headers: Record<string, string>;
}

describe('HTTP layer extensions used by the GitHub client', () => {
  let emulator: RunningEmulator;
  const client = (verbatimRedirects?: boolean): HttpClient =>
    new HttpClient({ baseUrl: emulator.info.url, service: { name: 'github', accept: 'application/json' }, verbatimRedirects, cache: false });
  const redirectTo = (status: number) => ({ path: '/__emulator/redirect', query: { to: `${emulator.info.url}/__emulator/echo`, status } });

  before(async () => {
    emulator = await startEmulator();
  });
  after(async () => {
    await emulator.close();
    await closeSharedDispatcher();
  });

  it('lists the redirects it followed, with their statuses', async () => {
    const response = await client().request(redirectTo(301));
    assert.equal(response.redirects.length, 1);
    assert.equal(response.redirects[0]?.status, 301);
    assert.equal(response.redirects[0]?.to, `${emulator.info.url}/__emulator/echo`);
    assert.match(response.redirects[0]?.from ?? '', /\/__emulator\/redirect\?/);
    const direct = await client().request({ path: '/__emulator/echo' });
    assert.deepEqual(direct.redirects, []);
  });

  it('tells onRedirect about each redirect as it is followed', async () => {
    const seen: number[] = [];
    const observed = new HttpClient({ baseUrl: emulator.info.url, service: { name: 'github', accept: 'application/json' }, onRedirect: (hop) => seen.push(hop.status) });
    await observed.request(redirectTo(307));
    assert.deepEqual(seen, [307]);
  });

  it('downgrades POST to GET after a 302 by default (RFC 9110)', async () => {
    const echo = (await client().request({ ...redirectTo(302), method: 'POST', json: { a: 1 } })).json() as Echo;
    assert.equal(echo.method, 'GET');
  });

  it('repeats POST verbatim after 301 and 302 with verbatimRedirects', async () => {
    for (const status of [301, 302]) {
      const echo = (await client(true).request({ ...redirectTo(status), method: 'POST', json: { a: 1 } })).json() as Echo;
      assert.equal(echo.method, 'POST', `after ${status}`);
      assert.equal(echo.headers['content-type'], 'application/json');
    }
  });

  it('still turns 303 into a GET with verbatimRedirects', async () => {
    const echo = (await client(true).request({ ...redirectTo(303), method: 'POST', json: { a: 1 } })).json() as Echo;
    assert.equal(echo.method, 'GET');
  });

  it('hands back the statuses listed in okStatuses instead of throwing', async () => {
    const response = await client().request({ path: '/github/api/v3/no/such/route', okStatuses: [404] });
    assert.equal(response.status, 404);
    await assert.rejects(client().request({ path: '/github/api/v3/no/such/route' }), NotFoundError);
  });
});
