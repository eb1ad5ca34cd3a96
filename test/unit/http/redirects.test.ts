// Redirects and writes: a write never silently becomes a read. 307/308 repeat the write verbatim (the token still
// judged per hop); 301/302/303 to a write fail with RedirectedWriteError before anything else is sent; reads
// follow every redirect. Checked against loopback servers that record what actually arrived.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ApiError, closeSharedDispatcher, RedirectedWriteError } from '../../../src/core/http/index.js';
import { fakeToken, loggedClient } from './fixtures.js';
import { startRecordingServer, type RecordingServer } from './recording-server.js';

describe('HTTP layer: redirects of writes', () => {
  let home: RecordingServer;
  let elsewhere: RecordingServer;
  const update = { title: 'Updated title', body: '# Changed' };
  const arrivals = (server: RecordingServer) => server.seen.map((request) => `${request.method} ${request.path}`);

  before(async () => {
    [home, elsewhere] = await Promise.all([startRecordingServer(), startRecordingServer()]);
  });
  beforeEach(() => {
    home.seen.length = 0;
    elsewhere.seen.length = 0;
  });
  after(async () => {
    await Promise.all([home.close(), elsewhere.close()]);
    await closeSharedDispatcher();
  });

  it('fails a PATCH answered 301 with RedirectedWriteError; the server saw one PATCH and no GET', async () => {
    home.redirect('/api/v2/items/abc', 301, `${home.url}/api/v2/items/moved`);
    const { client, lines } = loggedClient(home.url, { token: fakeToken });
    const error = await client
      .request({ method: 'PATCH', path: '/api/v2/items/abc', json: update })
      .catch((caught: unknown) => caught);

    assert.ok(error instanceof RedirectedWriteError);
    assert.ok(error instanceof ApiError, 'callers catching ApiError see it too');
    assert.equal(error.status, 301);
    assert.equal(error.retryable, false);
    assert.equal(error.method, 'PATCH');
    assert.equal(error.path, '/api/v2/items/abc');
    assert.equal(error.location, `${home.url}/api/v2/items/moved`);
    assert.match(
      error.message,
      /^PATCH \/api\/v2\/items\/abc was redirected \(301\) to http:\/\/127\.0\.0\.1:\d+\/api\/v2\/items\/moved; not followed/,
    );
    assert.deepEqual(arrivals(home), ['PATCH /api/v2/items/abc']);
    assert.ok(lines.some((line) => line.startsWith('✗ PATCH /api/v2/items/abc was redirected (301)')));
  });

  it('fails every write answered 301, 302 or 303 without sending anything more', async () => {
    for (const status of [301, 302, 303]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        home.seen.length = 0;
        const path = `/writes/${status}/${method}`;
        home.redirect(path, status, `${home.url}/elsewhere`);
        const { client } = loggedClient(home.url, { token: fakeToken });
        await assert.rejects(
          client.request({ method, path, json: update }),
          RedirectedWriteError,
          `${method} after ${status}`,
        );
        assert.deepEqual(arrivals(home), [`${method} ${path}`], `${method} after ${status}`);
      }
    }
  });

  it('never puts the token in the error, even when the new location carries it', async () => {
    home.redirect('/leaky', 302, `${home.url}/next?access_token=${fakeToken}`);
    const { client } = loggedClient(home.url, { token: fakeToken });
    const error = await client
      .request({ method: 'POST', path: '/leaky', json: update })
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof RedirectedWriteError);
    assert.ok(!error.message.includes(fakeToken));
    assert.ok(!error.location.includes(fakeToken));
  });

  it('repeats a PATCH answered 307 or 308 as the same PATCH, body included, at the new location', async () => {
    for (const status of [307, 308]) {
      home.seen.length = 0;
      home.redirect(`/items/${status}`, status, `${home.url}/items/new-home`);
      const { client } = loggedClient(home.url, { token: fakeToken });
      const response = await client.request({ method: 'PATCH', path: `/items/${status}`, json: update });

      assert.equal(response.url, `${home.url}/items/new-home`);
      assert.deepEqual(
        response.redirects.map((hop) => hop.status),
        [status],
      );
      assert.deepEqual(arrivals(home), [`PATCH /items/${status}`, 'PATCH /items/new-home']);
      const repeated = home.seen[1]!;
      assert.equal(repeated.body, JSON.stringify(update));
      assert.equal(repeated.contentType, 'application/json');
      assert.equal(repeated.authorization, 'Bearer', 'the new location is below the base: the token goes along');
    }
  });

  it('repeats a write after a 307 to another origin without the token, as for any hop outside the base', async () => {
    home.redirect('/items/away', 307, `${elsewhere.url}/inbox`);
    const { client, lines } = loggedClient(home.url, { token: fakeToken });
    const response = await client.request({ method: 'PATCH', path: '/items/away', json: update });

    assert.equal(response.url, `${elsewhere.url}/inbox`);
    assert.equal(home.seen[0]?.authorization, 'Bearer');
    assert.deepEqual(arrivals(elsewhere), ['PATCH /inbox']);
    assert.equal(elsewhere.seen[0]?.body, JSON.stringify(update));
    assert.equal(elsewhere.seen[0]?.authorization, null);
    assert.ok(lines.some((line) => line.includes('token not sent')));
  });

  it('lets a GET follow 301, 302 and 303 as a GET', async () => {
    for (const status of [301, 302, 303]) {
      home.seen.length = 0;
      home.redirect(`/reads/${status}`, status, `${home.url}/reads/target`);
      const { client } = loggedClient(home.url, { token: fakeToken });
      const response = await client.request({ path: `/reads/${status}` });
      assert.equal(response.status, 200);
      assert.deepEqual(arrivals(home), [`GET /reads/${status}`, 'GET /reads/target']);
    }
  });
});
