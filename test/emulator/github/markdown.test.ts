// POST /markdown and /markdown/raw: modes, GitHub references in gfm, headers and the 400 KB limit.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGitHub, type GitHubTestClient } from './test-client.js';

describe('GitHub REST emulator: markdown', () => {
  let client: GitHubTestClient;
  before(async () => {
    client = await startGitHub();
  });
  after(() => client.emulator.close());

  it('renders markdown mode as HTML with GitHub headers, without linking references', async () => {
    const response = await client.request('POST', '/markdown', {
      body: { text: '# Title\n\nHello **world** @mona #1' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html;charset=utf-8');
    assert.ok(response.headers.get('x-commonmarker-version'));
    assert.equal(Number(response.headers.get('content-length')), Buffer.byteLength(response.text));
    assert.match(response.text, /<h1>Title<\/h1>/);
    assert.match(response.text, /<strong>world<\/strong>/);
    assert.doesNotMatch(response.text, /user-mention/);
  });

  it('links mentions, issues, pull requests and commits in gfm mode when they exist', async () => {
    const store = client.store;
    const monorepo = store.repo('devdesk-org', 'monorepo')!;
    const sha = store.pull(monorepo, 1)!.pull.commits[0]!.sha;
    const text = `Thanks @hubot and @no-such-user-xyz, see #1, #12, #99999, acme-corp/widgets#1 and ${sha.slice(0, 7)}.\n\n\`#1 in code\``;
    const response = await client.request('POST', '/markdown', {
      body: { text, mode: 'gfm', context: 'devdesk-org/monorepo' },
    });
    const html = response.text;
    assert.match(
      html,
      new RegExp(`<a class="user-mention[^"]*"[^>]*href="${client.emulator.info.url}/github/hubot">@hubot</a>`),
    );
    assert.match(html, /@no-such-user-xyz/);
    assert.doesNotMatch(html, /href="[^"]*no-such-user-xyz"/);
    assert.match(html, /href="[^"]*\/devdesk-org\/monorepo\/pull\/1">#1<\/a>/);
    assert.match(html, /href="[^"]*\/devdesk-org\/monorepo\/issues\/12">#12<\/a>/);
    assert.doesNotMatch(html, /href="[^"]*\/99999"/);
    assert.match(html, /href="[^"]*\/acme-corp\/widgets\/pull\/1">acme-corp\/widgets#1<\/a>/);
    assert.match(html, new RegExp(`href="[^"]*/commit/${sha}"><tt>${sha.slice(0, 7)}</tt></a>`));
    assert.match(html, /<code>#1 in code<\/code>/);
    const apostrophe = await client.request('POST', '/markdown', {
      body: { text: "GitHub's notation", mode: 'gfm', context: 'devdesk-org/monorepo' },
    });
    assert.equal(apostrophe.text, '<p>GitHub&#39;s notation</p>\n', 'an escaped apostrophe is no issue reference');
  });

  it('renders /markdown/raw from a text/plain body', async () => {
    const response = await client.request('POST', '/markdown/raw', {
      body: '*raw* @mona',
      headers: { 'Content-Type': 'text/plain' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.text.trim(), '<p><em>raw</em> @mona</p>');
    const markdownType = await client.request('POST', '/markdown/raw', {
      body: '`x`',
      headers: { 'Content-Type': 'text/x-markdown' },
    });
    assert.equal(markdownType.text.trim(), '<p><code>x</code></p>');
  });

  it('refuses more than 400 KB with 403 too_large', async () => {
    const big = 'a'.repeat(400 * 1024 + 1);
    const response = await client.request('POST', '/markdown', { body: { text: big } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body.errors, [{ resource: 'Markdown', field: 'data', code: 'too_large' }]);
    const raw = await client.request('POST', '/markdown/raw', { body: big, headers: { 'Content-Type': 'text/plain' } });
    assert.equal(raw.status, 403);
    const fits = await client.request('POST', '/markdown', { body: { text: 'a'.repeat(400 * 1024) } });
    assert.equal(fits.status, 200);
  });

  it('validates its input', async () => {
    assert.equal(
      (await client.request('POST', '/markdown', { body: { mode: 'gfm' } })).body.errors[0].code,
      'missing_field',
    );
    assert.equal((await client.request('POST', '/markdown', { body: { text: 'x', mode: 'fancy' } })).status, 400);
    assert.equal(
      (await client.request('POST', '/markdown', { body: '"text"' })).body.message,
      'Body should be a JSON object',
    );
  });
});
