// Markdown rendering through the client: markdown and gfm modes (with a repository context), raw rendering, the
// renderer version header, and the 400 KB limit enforced before anything is sent.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MarkdownTooLargeError, markdownLimitBytes, type GitHubClient } from '../../../src/core/github/index.js';
import { startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub client: markdown', () => {
  let fixture: GitHubFixture;
  let lines: string[];
  let client: GitHubClient;
  before(async () => {
    fixture = await startGitHubFixture();
    lines = [];
    client = fixture.clientWith({ token: fixture.emulator.tokens.github, logger: (line) => lines.push(line) });
  });
  after(() => fixture.close());

  it('renders markdown mode, returning the HTML and the renderer version', async () => {
    const rendered = await client.markdown.render('# Title\n\nHello **world** @hubot');
    assert.match(rendered.html, /<h1>Title<\/h1>/);
    assert.match(rendered.html, /<strong>world<\/strong>/);
    assert.doesNotMatch(rendered.html, /user-mention/);
    assert.match(rendered.rendererVersion ?? '', /^\d+\.\d+\.\d+$/);
  });

  it('renders gfm with the repository as context: mentions and references become links', async () => {
    const rendered = await client.markdown.render('Thanks @hubot, see #1', {
      mode: 'gfm',
      context: 'devdesk-org/monorepo',
    });
    assert.match(rendered.html, /class="user-mention[^"]*"[^>]*>@hubot<\/a>/);
    assert.match(rendered.html, /href="[^"]*\/devdesk-org\/monorepo\/pull\/1">#1<\/a>/);
  });

  it('renders raw text as plain Markdown', async () => {
    const rendered = await client.markdown.renderRaw('## 見出し\n\n- item @hubot');
    assert.match(rendered.html, /<h2>見出し<\/h2>/);
    assert.match(rendered.html, /<li>item @hubot<\/li>/);
    assert.ok(rendered.rendererVersion);
  });

  it('sends text of exactly 400 KB', async () => {
    const rendered = await client.markdown.renderRaw('a'.repeat(markdownLimitBytes));
    assert.ok(rendered.html.length >= markdownLimitBytes);
  });

  it('refuses text over 400 KB (counted in UTF-8 bytes) without sending it, and says so', async () => {
    const japanese = 'あ'.repeat(140_000); // 140,000 characters, 420,000 bytes
    const calls = [
      () => client.markdown.render(japanese, { mode: 'gfm' }),
      () => client.markdown.renderRaw(`${'a'.repeat(markdownLimitBytes)}!`),
    ];
    for (const call of calls) {
      lines.length = 0;
      const error = await call().catch((caught: unknown) => caught);
      assert.ok(error instanceof MarkdownTooLargeError);
      assert.ok(error.bytes > error.limitBytes);
      assert.equal(error.limitBytes, 400 * 1024);
      assert.match(error.message, /at most 400\.0 KB, so it was not sent/);
      assert.equal(lines.length, 0, 'nothing was sent');
    }
  });
});
