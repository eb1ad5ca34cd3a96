// The preview's local dialect renderer against the emulator's rendering of the same text, block for block
// (dialect/agreement.ts): each notation of Qiita's and GitHub's dialects, then the corpus the bench reads
// (test/fixtures/preview-corpus/). The emulator follows the services' own renderers (its tests cite them).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compareBlocks, topLevelBlocks } from '../../../src/ui/preview/webview/dialect/agreement';
import { renderGitHub, renderQiita } from '../../../src/ui/preview/webview/dialect';
import { renderPreview } from '../../emulator/articles/preview-render';
import { renderGfm, renderMarkdown } from '../../emulator/github/markdown-render';
import { createSeededStore } from '../../emulator/github/seed';

const site = 'https://qiita.com';
const web = 'https://github.com';
const { store } = createSeededStore({ seed: 7, baseUrl: 'http://127.0.0.1:1/github/api/v3', webUrl: web });
const monorepo = store.repo('devdesk-org', 'monorepo')!;

/** Renders `markdown` both ways, asserts every block agrees, and gives the local HTML for the notation's own checks. */
function agreeingQiita(markdown: string): string {
  const local = renderQiita(markdown, { site });
  const agreement = compareBlocks(local, renderPreview(markdown, site));
  assert.deepEqual(agreement.differences, [], 'the local rendering agrees with the emulator block for block');
  assert.ok(agreement.total > 0);
  return local;
}

function agreeingGitHub(markdown: string, inRepository = false): string {
  const local = renderGitHub(markdown, inRepository ? { repository: 'devdesk-org/monorepo', web } : undefined);
  const service = inRepository ? renderGfm(store, markdown, monorepo) : renderMarkdown(markdown);
  const agreement = compareBlocks(local, service);
  assert.deepEqual(agreement.differences, [], 'the local rendering agrees with the emulator block for block');
  assert.ok(agreement.total > 0);
  return local;
}

describe('preview dialect: Qiita, locally as the service renders it', () => {
  it('notes of the three kinds, and plain ::: containers', () => {
    const html = agreeingQiita(
      ':::note info\nInfo\n:::\n\n:::note warn\nWarn\n:::\n\n:::note alert\nAlert\n:::\n\n:::\nBare\n:::\n\n:::other\nUnknown\n:::\n',
    );
    assert.deepEqual(
      [...html.matchAll(/<div class="note (\w+)">/g)].map((match) => match[1]),
      ['info', 'warn', 'alert'],
    );
    assert.match(html, /<div>\n<p>Bare<\/p>\n<\/div>/);
  });

  it('code frames with file names', () => {
    const html = agreeingQiita(
      '```ruby:app.rb\nputs 1\n```\n\n```example.py\nx = 1\n```\n\n```ruby:test:example.rb\n1\n```\n\n```\nplain\n```\n',
    );
    assert.deepEqual(
      [...html.matchAll(/<span class="bold">([^<]+)<\/span>/g)].map((match) => match[1]),
      ['app.rb', 'example.py', 'test:example.rb'],
    );
    assert.match(html, /data-lang="python"/);
  });

  it("an <iframe> or <script> embed vanishes whole, as Qiita's sanitizer removes it", () => {
    // Qiita's Markdown help (https://qiita.com/Qiita/items/c686397e4a0f4f11683d): raw HTML is sanitized.
    const html = agreeingQiita(
      'Before <script src="https://gist.github.com/a.js"></script> inline.\n\n' +
        '<iframe src="https://www.youtube.com/embed/x"></iframe>\n\n<script>\nalert(1)\n</script>\n\nAfter.\n',
    );
    assert.doesNotMatch(html, /iframe|script|alert|youtube/i);
    assert.match(html, /<p>Before {2}inline\.<\/p>\n<p>After\.<\/p>/);
  });

  it('a javascript: link keeps its text and loses its address', () => {
    const html = agreeingQiita('[run](javascript:alert(1)), [Run]( JavaScript:void(0)) and [ok](https://qiita.com)\n');
    assert.match(html, /<a>run<\/a>, <a>Run<\/a> and <a href="https:\/\/qiita\.com">ok<\/a>/);
    assert.doesNotMatch(html, /javascript/i);
  });

  it("markup in a code block's file name is stripped to its text", () => {
    const html = agreeingQiita('```ruby:<b>app</b>.rb\nputs 1\n```\n');
    assert.match(html, /<span class="bold">app\.rb<\/span>/);
  });

  it('a raw <img> outside a link is wrapped in a link to itself; one inside a link is not', () => {
    const html = agreeingQiita(
      '<img src="https://example.com/a.png">\n\nText <img src="https://example.com/b.png"> and ' +
        '<a href="https://example.com/"><img src="https://example.com/c.png"></a>\n',
    );
    assert.match(
      html,
      /<a href="https:\/\/example\.com\/a\.png" target="_blank"><img src="https:\/\/example\.com\/a\.png"><\/a>/,
    );
    assert.match(html, /<a href="https:\/\/example\.com\/b\.png" target="_blank"><img/);
    assert.match(html, /<a href="https:\/\/example\.com\/"><img src="https:\/\/example\.com\/c\.png"><\/a>/);
  });

  it("mentions by Qiita's rules", () => {
    const html = agreeingQiita(
      '@alice @al @o @all @_bob_ me@example.com @carol/@dave\n\n> @erin\n\n`@frank`\n\n[@grace](https://example.com)\n',
    );
    assert.deepEqual(
      [...html.matchAll(/class="user-mention[^"]*" title="([^"]+)"/g)].map((match) => match[1]),
      ['alice', 'al', '_bob_', 'dave'],
    );
  });

  it('images linked to themselves, colour swatches, task lists, heading ids', () => {
    const html = agreeingQiita(
      '# Same\n\n# Same\n\n![logo](https://example.com/a.png)\n\n`#ffce44` `rgb(0 128 255)` `#nothex`\n\n- [x] done\n- [ ] todo\n',
    );
    assert.match(html, /<a href="https:\/\/example\.com\/a\.png" target="_blank"><img/);
    assert.equal((html.match(/class="inline-code-color"/g) ?? []).length, 2);
    assert.match(html, /<h1 id="same-1">/);
    assert.match(
      html,
      /class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" checked disabled>done/,
    );
  });

  it('autolinks carry the autolink class; written links do not; URLs are encoded as marked encodes them', () => {
    const html = agreeingQiita(
      'https://example.com/日本 <https://example.com/a> [b](https://example.com/b?x=1&y=2) me@example.com\n',
    );
    assert.equal((html.match(/class="autolink"/g) ?? []).length, 2);
    assert.match(html, /href="https:\/\/example\.com\/%E6%97%A5%E6%9C%AC" class="autolink"/);
  });

  it('math left as TeX: $…$, $$…$$, $`…`$ and ```math', () => {
    const html = agreeingQiita('Inline $a^2$ and $`b^2`$.\n\n$$\nc^2\n$$\n\n```math\nd^2\n```\n');
    assert.match(html, /Inline \$a\^2\$ and <span>\$b\^2\$<\/span>/);
    assert.match(html, /<p>\$\$<br>c\^2<br>\$\$<\/p>/);
    assert.match(html, /data-lang="math"><div class="highlight"><pre class="codehilite"><code>d\^2/);
  });

  it('emoji shortcodes, not in code; unknown names stay text', () => {
    const html = agreeingQiita('Nice :+1: and :tada: but not :no_such_emoji: or `:+1:`, see https://qiita.com:443/x\n');
    assert.match(
      html,
      /<img class="emoji" title=":\+1:" alt=":\+1:" src="https:\/\/qiita\.com\/images\/emoji\/unicode\/1f44d\.png"/,
    );
    assert.equal((html.match(/class="emoji"/g) ?? []).length, 2);
    assert.match(html, /:no_such_emoji:/);
    assert.match(html, /<a href="https:\/\/qiita\.com:443\/x" class="autolink">/, 'a colon in a URL cuts nothing');
  });

  it('footnotes', () => {
    const html = agreeingQiita('Text[^a] and[^b].\n\n[^a]: First.\n[^b]: Second **bold**.\n');
    assert.match(html, /<sup class="footnote-ref"><a href="#fn-a" id="fnref-a" data-footnote-ref>1<\/a><\/sup>/);
    assert.match(html, /<li id="fn-b">\n<p>Second <strong>bold<\/strong>\. <a href="#fnref-b"/);
  });
});

describe('preview dialect: GitHub, locally as the service renders it', () => {
  it('the tag filter: a <title> or <xmp> swallows nothing after it', () => {
    const html = agreeingGitHub(
      '<title>Doc</title>\n\nafter the title\n\nInline <xmp>x</xmp> then more.\n\n<xmp>\nrest of the file\n',
    );
    assert.doesNotMatch(html, /<(?:title|xmp)\b/i);
    assert.match(html, /after the title/);
    assert.match(html, /rest of the file/);
  });

  it('alerts, task lists and footnotes', () => {
    const html = agreeingGitHub('> [!IMPORTANT]\n> Read this.\n\n- [x] done\n- [ ] todo\n\nNote[^1].\n\n[^1]: Here.\n');
    assert.match(
      html,
      /<div class="markdown-alert markdown-alert-important">\n<p class="markdown-alert-title">Important<\/p>/,
    );
    assert.match(html, /<input checked="" disabled="" type="checkbox">/);
    assert.match(html, /<section class="footnotes" data-footnotes>/);
  });

  it('emoji shortcodes as g-emoji, not in code', () => {
    const html = agreeingGitHub('Ship it :rocket: :sparkles: `:rocket:` :unknown_one: https://github.com\n');
    assert.match(
      html,
      /<g-emoji class="g-emoji" alias="rocket">🚀<\/g-emoji> <g-emoji class="g-emoji" alias="sparkles">✨<\/g-emoji> <code>:rocket:<\/code> :unknown_one: <a href="https:\/\/github\.com">/,
    );
  });

  it('math kept as TeX; prices stay text', () => {
    const html = agreeingGitHub('Area $a_1 * b_2$ for $5 or $10.\n\n$$\nx < y\n$$\n');
    assert.match(html, /\$a_1 \* b_2\$/);
    assert.match(html, /\$\$\nx &lt; y\n\$\$/);
  });

  it("#123 and @user link into the repository's context", () => {
    const html = agreeingGitHub('Fixed in #12 by @hubot.', true);
    assert.match(html, /href="https:\/\/github\.com\/devdesk-org\/monorepo\/issues\/12">#12<\/a>/);
    assert.match(html, /href="https:\/\/github\.com\/hubot">@hubot<\/a>/);
    assert.doesNotMatch(renderGitHub('Fixed in #12 by @hubot.'), /<a /, 'without a context nothing is linked');
  });

  it('a numeric character reference is its character, never the start of a #123 link', () => {
    // GFM spec 6.2 (https://github.github.com/gfm/#entity-and-numeric-character-references): `&#35;` is `#`.
    const html = agreeingGitHub('Tag &#35;123 and x&#64;hubot, then #12.', true);
    assert.doesNotMatch(html, /issues\/35|issues\/64|href="https:\/\/github\.com\/hubot"/);
    assert.match(html, /Tag (?:#|&#35;)123 and x(?:@|&#64;)hubot/);
    assert.match(html, /issues\/12">#12<\/a>/);
  });
});

describe('preview dialect: the corpus', () => {
  const corpus = join(__dirname, '../../fixtures/preview-corpus');
  const texts = (dialect: string) =>
    readdirSync(join(corpus, dialect))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ name, text: readFileSync(join(corpus, dialect, name), 'utf8') }));

  for (const { name, text } of texts('qiita')) {
    it(`qiita/${name} agrees block for block`, () => {
      assert.deepEqual(compareBlocks(renderQiita(text, { site }), renderPreview(text, site)).differences, []);
    });
  }
  for (const { name, text } of texts('github')) {
    it(`github/${name} agrees block for block (markdown mode)`, () => {
      assert.deepEqual(compareBlocks(renderGitHub(text), renderMarkdown(text)).differences, []);
    });
  }

  it('top-level blocks: elements and text runs, whitespace and attribute order normalised', () => {
    assert.deepEqual(topLevelBlocks('<p b="2"  a="1">x\n  y</p>\n&lt;title>t\n<ul>\n<li>a</li>\n</ul><hr>'), [
      '<p a="1" b="2">x y</p>',
      '&lt;title>t',
      '<ul><li>a</li></ul>',
      '<hr>',
    ]);
  });
});
