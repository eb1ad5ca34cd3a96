// The small, general HTTP-layer options the GitHub client relies on, checked against the emulator's control routes:
// the list of redirects followed (to remember a 301), and `okStatuses`. How writes meet redirects is in
// test/unit/http/redirects.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import { closeSharedDispatcher, HttpClient, NotFoundError } from '../../../src/core/http/index.js';

describe('HTTP layer extensions used by the GitHub client', () => {
  let emulator: RunningEmulator;
  const client = (): HttpClient =>
    new HttpClient({
      baseUrl: emulator.info.url,
      service: { name: 'github', accept: 'application/json' },
      cache: false,
    });
  const redirectTo = (status: number) => ({
    path: '/__emulator/redirect',
    query: { to: `${emulator.info.url}/__emulator/echo`, status },
  });

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
    const observed = new HttpClient({
      baseUrl: emulator.info.url,
      service: { name: 'github', accept: 'application/json' },
      onRedirect: (hop) => seen.push(hop.status),
    });
    await observed.request(redirectTo(307));
    assert.deepEqual(seen, [307]);
  });

  it('hands back the statuses listed in okStatuses instead of throwing', async () => {
    const response = await client().request({ path: '/github/api/v3/no/such/route', okStatuses: [404] });
    assert.equal(response.status, 404);
    await assert.rejects(client().request({ path: '/github/api/v3/no/such/route' }), NotFoundError);
  });
});
