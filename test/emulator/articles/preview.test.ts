// POST /api/preview (the Qiita CLI's renderer): the notations a Qiita writer needs to see, in the markup the
// service's pipeline writes, the answer formats, validation, authentication and the rate limit.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startArticleTestbed, type ArticleTestbed } from './test-client.js';

const article = [
  '# Title',
  '',
  ':::note warn',
  'Careful: **bold** inside',
  ':::',
  '',
  ':::note',
  'Default type',
  ':::',
  '',
  '```ruby:app.rb',
  'puts "<hi>"',
  '```',
  '',
  '$$',
  'e^{i\\pi} + 1 = 0',
  '$$',
  '',
  'Inline $a_1 * b_2$ stays, hello @yamada_taro and mail me@example.com.[^1]',
  '',
  '[^1]: The footnote text.',
  '',
].join('\n');

describe('article emulator: POST /api/preview', () => {
  let bed: ArticleTestbed;
  before(async () => {
    bed = await startArticleTestbed();
  });
  after(() => bed.close());

  /** `token` null sends none. */
  const preview = (body: unknown, token: string | null = bed.tokens.articles) =>
    bed.call('POST', `${bed.hosts.public}/api/preview`, { token: token ?? undefined, body });

  it('renders note blocks, code titles, math left as TeX for the page, footnotes and mentions (a JSON string)', async () => {
    const answer = await preview({ parser_type: 'qiita_cli', raw_body: article });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
    const html = answer.json as string;
    assert.equal(typeof html, 'string');
    assert.match(html, /<h1 id="title">Title<\/h1>/);
    assert.match(
      html,
      /<div class="note warn">\n<span class="fa fa-fw fa-exclamation-circle"><\/span><div>\n<p>Careful: <strong>bold<\/strong> inside<\/p>/,
    );
    assert.match(
      html,
      /<div class="note info">\n<span class="fa fa-fw fa-check-circle"><\/span><div>\n<p>Default type<\/p>/,
    );
    assert.match(
      html,
      /<div class="code-frame" data-lang="ruby">\n<div class="code-lang"><span class="bold">app\.rb<\/span><\/div>/,
    );
    assert.match(html, /puts &quot;&lt;hi&gt;&quot;/);
    assert.match(html, /<p>\$\$<br>e\^\{i\\pi\} \+ 1 = 0<br>\$\$<\/p>/, 'display math stays TeX in the text');
    assert.match(html, /Inline \$a_1 \* b_2\$ stays/, 'inline math stays TeX in the text');
    assert.match(
      html,
      new RegExp(
        `<a href="${bed.hosts.public}/yamada_taro" class="user-mention js-hovercard" title="yamada_taro"[^>]*>@yamada_taro</a>`,
      ),
    );
    assert.doesNotMatch(html, /title="example"/, 'an e-mail address is no mention');
    assert.match(html, /<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1<\/a><\/sup>/);
    assert.match(
      html,
      /<section class="footnotes" data-footnotes>\n<ol>\n<li id="fn-1">\n<p>The footnote text\. <a href="#fnref-1" class="footnote-backref"/,
    );
    assert.doesNotMatch(html, /\[\^1\]/);
  });

  it('answers text/html to a client that asks only for HTML, on team hosts too', async () => {
    const answer = await bed.call('POST', `${bed.hosts.alpha}/api/preview`, {
      token: bed.tokens.team,
      body: { parser_type: 'qiita_cli', raw_body: ':::note alert\nNo\n:::' },
      headers: { accept: 'text/html' },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(answer.text, /^<div class="note alert">\n<span class="fa fa-fw fa-times-circle"><\/span>/);
  });

  it('passes raw HTML through untouched (the client sanitizes)', async () => {
    const html = (await preview({ parser_type: 'qiita_cli', raw_body: '<img src=x onerror="alert(1)">' }))
      .json as string;
    assert.match(html, /onerror="alert\(1\)"/);
  });

  it('needs a token of any scope, a raw_body string and the CLI parser type', async () => {
    assert.equal((await preview({ parser_type: 'qiita_cli', raw_body: 'x' }, null)).status, 401);
    assert.equal((await preview({ parser_type: 'qiita_cli', raw_body: 'x' }, bed.tokens.readOnly)).status, 200);
    const missing = await preview({ parser_type: 'qiita_cli' });
    assert.deepEqual([missing.status, missing.json], [400, { message: 'raw_body is required', type: 'bad_request' }]);
    assert.equal((await preview({ parser_type: 'other', raw_body: 'x' })).status, 400);
    assert.equal((await preview('{"raw_body":')).status, 400);
    assert.equal((await preview({ raw_body: '' })).status, 200, 'an empty body renders to nothing');
  });

  it('counts what arrived per path, and how many were answered at once (GET|DELETE /__emulator/requests)', async () => {
    const control = `${bed.emulator.info.url}/__emulator/requests`;
    await fetch(control, { method: 'DELETE' });
    bed.emulator.faults.add({ kind: 'latency', ms: 150, pathPrefix: '/qiita/api/preview', times: 2 });
    const answers = await Promise.all([preview({ raw_body: 'a' }), preview({ raw_body: 'b' })]);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200],
    );
    assert.deepEqual(await (await fetch(`${control}?path=/qiita/api/preview`)).json(), {
      count: 2,
      inFlight: 0,
      maxInFlight: 2,
    });
    await preview({ raw_body: 'c' });
    assert.deepEqual(await (await fetch(`${control}?path=/qiita/api/preview`)).json(), {
      count: 3,
      inFlight: 0,
      maxInFlight: 2,
    });
    await fetch(control, { method: 'DELETE' });
    assert.deepEqual(bed.emulator.requests.get('/qiita/api/preview'), { count: 0, inFlight: 0, maxInFlight: 0 });
  });

  it('spends the rate limit like any API call', async () => {
    const answer = await preview({ parser_type: 'qiita_cli', raw_body: 'x' });
    assert.ok(Number(answer.headers.get('rate-remaining')) < Number(answer.headers.get('rate-limit')));
  });
});
