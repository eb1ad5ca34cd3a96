// previewArticleBody: POST {host}/api/preview as the Qiita CLI sends it, against the emulator; the answer read
// as a JSON string or as text (a loopback server plays a host that answers text/html); failures typed.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AuthenticationError, RateLimitError, ServerError, ValidationError } from '../../../src/core/http/index.js';
import { previewHtml } from '../../../src/core/articles/preview.js';
import type { RunningEmulator } from '../../emulator/server.js';
import { articleEmulator, clientFor } from './fixtures.js';

describe('article client: previewArticleBody (POST /api/preview)', () => {
  let emulator: RunningEmulator;
  before(async () => {
    emulator = await articleEmulator();
  });
  after(() => emulator.close());

  it("renders Qiita's notations through the emulator: notes, code titles, math, footnotes, mentions", async () => {
    const client = clientFor(emulator.info.articles, emulator.tokens.articles);
    const html = await client.previewArticleBody(
      ':::note info\nHi @yamada_taro[^n]\n:::\n\n```ts:a.ts\nlet a = 1;\n```\n\n$$\nx^2\n$$\n\n[^n]: note',
    );
    assert.match(html, /^<div class="note info">/);
    assert.match(html, /class="user-mention[^"]*"/);
    assert.match(html, /<span class="bold">a\.ts<\/span>/);
    assert.match(html, /<p>\$\$<br>x\^2<br>\$\$<\/p>/, 'math stays TeX in the text, as Qiita leaves it');
    assert.match(html, /<section class="footnotes"/);
  });

  it('works on a team host with its token, and is one request per call (never repeated)', async () => {
    await fetch(`${emulator.info.url}/__emulator/requests`, { method: 'DELETE' });
    emulator.faults.add({ kind: 'error500', pathPrefix: '/teams/alpha/api/preview', times: 1 });
    const client = clientFor(emulator.info.teams.alpha!, emulator.tokens.team);
    await assert.rejects(client.previewArticleBody('# x'), ServerError);
    assert.equal(emulator.requests.get('/teams/alpha/api/preview').count, 1, 'a POST is not retried');
    assert.match(await client.previewArticleBody('# x'), /<h1 id="x">x<\/h1>/);
  });

  it('fails typed: no token (401), a spent rate limit, a malformed body (400)', async () => {
    await assert.rejects(clientFor(emulator.info.articles, undefined).previewArticleBody('x'), AuthenticationError);
    const client = clientFor(emulator.info.teams.beta!, emulator.tokens.team);
    emulator.faults.add({ kind: 'rateLimit', pathPrefix: '/teams/beta/', times: 1 });
    await assert.rejects(client.previewArticleBody('x'), RateLimitError);
    const raw = await fetch(`${emulator.info.articles}/api/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.tokens.articles}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(raw.status, 400);
    await assert.rejects(
      clientFor(emulator.info.articles, emulator.tokens.articles).http.request({
        method: 'POST',
        path: '/api/preview',
        json: { parser_type: 'x', raw_body: '' },
      }),
      ValidationError,
    );
  });

  describe('a host that answers text/html', () => {
    let server: Server;
    let base: string;
    const seen: Array<{ path: string; body: string; authorization: string | undefined }> = [];
    before(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          seen.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end('<p>as text</p>');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("reads the body as the HTML, having sent the CLI's JSON with the token", async () => {
      const html = await clientFor(base, 'a'.repeat(40)).previewArticleBody('**b**');
      assert.equal(html, '<p>as text</p>');
      assert.deepEqual(seen, [
        {
          path: '/api/preview',
          body: JSON.stringify({ parser_type: 'qiita_cli', raw_body: '**b**' }),
          authorization: `Bearer ${'a'.repeat(40)}`,
        },
      ]);
    });
  });

  it('previewHtml: a JSON string is the HTML, text is the HTML, other JSON is refused', () => {
    assert.equal(previewHtml('"<p>x</p>"'), '<p>x</p>');
    assert.equal(previewHtml('<p>x</p>'), '<p>x</p>');
    assert.equal(previewHtml(''), '');
    assert.throws(() => previewHtml('{"html":"<p>x</p>"}'), TypeError);
    assert.throws(() => previewHtml('null'), TypeError);
  });
});
