// Bare links and mentions in the preview's local dialects, checked against the rules GitHub and Qiita document and
// against the emulator's rendering of the same text, block for block: the GFM spec's autolink extension
// (https://github.github.com/gfm/#autolinks-extension-), which cmark-gfm implements for GitHub and qiita_marker for
// Qiita, and GitHub's @mentions ("Autolinked references and URLs", docs.github.com).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareBlocks } from '../../../src/ui/preview/webview/dialect/agreement';
import { bareLinkAt, trimLinkEnd } from '../../../src/ui/preview/webview/dialect/autolinks';
import { isAllowedImageSource, refusedImageReason } from '../../../src/ui/preview/webview/sanitize-config';
import { renderGitHub, renderQiita } from '../../../src/ui/preview/webview/dialect';
import { renderPreview } from '../../emulator/articles/preview-render';
import { renderGfm, renderMarkdown } from '../../emulator/github/markdown-render';
import { createSeededStore } from '../../emulator/github/seed';

const site = 'https://qiita.com';
const web = 'https://github.com';
const { store } = createSeededStore({ seed: 7, baseUrl: 'http://127.0.0.1:1/github/api/v3', webUrl: web });
const monorepo = store.repo('devdesk-org', 'monorepo')!;

/** GitHub's and Qiita's local renderings of `markdown`, each agreeing with the emulator block for block. */
function agreeing(markdown: string, inRepository = false): { github: string; qiita: string } {
  const github = renderGitHub(markdown, inRepository ? { repository: 'devdesk-org/monorepo', web } : undefined);
  const service = inRepository ? renderGfm(store, markdown, monorepo) : renderMarkdown(markdown);
  assert.deepEqual(compareBlocks(github, service).differences, [], 'GitHub: local and emulator agree');
  const qiita = renderQiita(markdown, { site });
  assert.deepEqual(compareBlocks(qiita, renderPreview(markdown, site)).differences, [], 'Qiita: local and emulator');
  return { github, qiita };
}

const links = (html: string) => Array.from(html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g), (m) => [m[1], m[2]]);

describe('preview dialect: bare links (GFM autolink extension)', () => {
  it('www. and http(s):// links end before trailing punctuation and unmatched closing parentheses', () => {
    const { github, qiita } = agreeing(
      'Visit www.example.org/a.b. or (https://example.com/q?x=(y)), see http://example.com/p:, ' +
        'ftp://files.example.net.\n',
    );
    const expected = [
      ['http://www.example.org/a.b', 'www.example.org/a.b'],
      ['https://example.com/q?x=(y)', 'https://example.com/q?x=(y)'],
      ['http://example.com/p', 'http://example.com/p'],
      ['ftp://files.example.net', 'ftp://files.example.net'],
    ];
    assert.deepEqual(links(github), expected);
    assert.deepEqual(links(qiita), expected);
    assert.match(github, /\(y\)<\/a>\), see/);
  });

  it('an entity-like ending and a < end the link; an e-mail address links with mailto:', () => {
    const { github } = agreeing('www.example.org/search?q=x&hl; www.example.org/he<lp ann.lee+tag@example.org.\n');
    assert.deepEqual(links(github), [
      ['http://www.example.org/search?q=x', 'www.example.org/search?q=x'],
      ['http://www.example.org/he', 'www.example.org/he'],
      ['mailto:ann.lee+tag@example.org', 'ann.lee+tag@example.org'],
    ]);
  });

  it('www. only after a blank, *, _, ~ or (; a scheme not glued to the letters before it', () => {
    const { github, qiita } = agreeing('xwww.example.org a.www.example.org foohttps://example.com *www.example.org*\n');
    assert.deepEqual(links(github), [['http://www.example.org', 'www.example.org']]);
    assert.deepEqual(links(qiita), [['http://www.example.org', 'www.example.org']]);
  });

  it('no underscore in the last two segments of the domain', () => {
    const { github } = agreeing('www.my_host.example.org www.example.my_zone.org http://example.under_score\n');
    assert.deepEqual(links(github), [['http://www.my_host.example.org', 'www.my_host.example.org']]);
  });

  it('an internationalised domain is linked, its address percent-encoded', () => {
    const { github, qiita } = agreeing('https://日本語.example/パス と www.例え.jp\n');
    const expected = [
      ['https://%E6%97%A5%E6%9C%AC%E8%AA%9E.example/%E3%83%91%E3%82%B9', 'https://日本語.example/パス'],
      ['http://www.%E4%BE%8B%E3%81%88.jp', 'www.例え.jp'],
    ];
    assert.deepEqual(links(github), expected);
    assert.deepEqual(links(qiita), expected);
  });

  it('the rules as a function: what starts no link is left as text', () => {
    assert.deepEqual(bareLinkAt('www.example.org).', '('), { text: 'www.example.org', href: 'http://www.example.org' });
    assert.deepEqual(bareLinkAt('http://x.org', 'o'), { none: 'http://' });
    assert.deepEqual(bareLinkAt('https:// nothing', ' '), { none: 'https://' });
    assert.equal(bareLinkAt('mailto:a@b.org', undefined), undefined);
    assert.equal(trimLinkEnd('http://a.org/x_(y))).?!'), 'http://a.org/x_(y)');
    assert.equal(trimLinkEnd('http://a.org/x;y;'), 'http://a.org/x;y');
    assert.equal(trimLinkEnd('http://a.org/x&amp;'), 'http://a.org/x');
  });

  it('a long run of closing parentheses or semicolons is trimmed in linear time', () => {
    const started = performance.now();
    renderGitHub(`http://example.com/${')'.repeat(50_000)} http://example.com/${';'.repeat(50_000)}\n`);
    assert.ok(performance.now() - started < 1_500, `took ${performance.now() - started} ms`);
  });
});

describe('preview dialect: @mentions (Qiita)', () => {
  it('not right after a word character (an e-mail-like address); after any other character, `.` too', () => {
    // Qiita's Mention filter links `@name` only where no word character precedes it.
    const { qiita } = agreeing('@hubot, (@hubot) and **@hubot**; not hello@hubot, x@hubot.dev, me.@hubot.\n');
    assert.equal(qiita.match(/class="user-mention/g)?.length, 4, qiita);
    assert.match(qiita, /not hello@hubot, /);
  });
});

describe('preview dialect: @mentions (GitHub)', () => {
  it('an `@` inside a word or an e-mail-like address is text or the address; `@login` at a word start mentions', () => {
    // As github.com renders a comment (docs.github.com, "Basic writing and formatting syntax", Mentioning people and
    // teams; "Autolinked references and URLs"): `@octocat` mentions the user, `foo@octocat` is text, and `a@b.com`
    // is an e-mail address, linked as the GFM spec's extended email autolink.
    const { github } = agreeing(
      'Hi @octocat, (@hubot) **@octocat**; not foo@octocat, x.@octocat, a/@hubot; mail a@octocat.com.\n',
      true,
    );
    const mentions = [...github.matchAll(/class="user-mention[^"]*" href="[^"]*\/([^"/]+)"/g)].map((m) => m[1]);
    assert.deepEqual(mentions, ['octocat', 'hubot', 'octocat'], github);
    assert.match(github, /not foo@octocat, x\.@octocat, a\/@hubot; /);
    assert.match(github, /<a href="mailto:a@octocat\.com">a@octocat\.com<\/a>\./);
  });
});

describe('preview dialect: an image over http (Qiita)', () => {
  it('is drawn with its http source, linked to itself, as Qiita shows it; the page then says why it is not loaded', () => {
    // Qiita's Markdown help (https://qiita.com/Qiita/items/c686397e4a0f4f11683d, "画像"): an image is shown linked to
    // its own address whatever its scheme. The page loads images over https only, so it keeps the image's place
    // with a note (sanitize-hooks.ts, images.ts) instead of dropping it silently.
    const { qiita } = agreeing('![chart](http://example.com/chart.png)\n');
    assert.match(
      qiita,
      /<a href="http:\/\/example\.com\/chart\.png" target="_blank"><img src="http:\/\/example\.com\/chart\.png" alt="chart"><\/a>/,
    );
    assert.ok(!isAllowedImageSource('http://example.com/chart.png'));
    assert.equal(refusedImageReason('http://example.com/chart.png'), 'http');
    assert.equal(refusedImageReason(' HTTP://example.com/a.png'), 'http');
    for (const other of ['https://example.com/a.png', 'img/a.png', '//example.com/a.png', 'javascript:x', 'http:'])
      assert.equal(refusedImageReason(other), undefined, other);
  });
});
