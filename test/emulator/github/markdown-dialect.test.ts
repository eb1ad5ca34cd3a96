// The emulator's GitHub renderer against the behaviour GitHub documents: GFM's tag filter
// (https://github.github.com/gfm/#disallowed-raw-html-extension-), footnotes as cmark-gfm writes them, alerts
// (docs.github.com, "Basic writing and formatting syntax", Alerts). Our own cases.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarkdown } from './markdown-render.js';

describe('emulator: GitHub markdown dialect', () => {
  it("the tag filter escapes the nine tags' opening bracket, in blocks and inline; other raw HTML stays", () => {
    const html = renderMarkdown(
      '<title>Doc</title>\n\nline after\n\nInline <xmp>x</xmp>, <TEXTAREA> and <b>bold</b>\n\n<plaintext>\n',
    );
    assert.match(html, /&lt;title>Doc&lt;\/title>/);
    assert.match(html, /<p>line after<\/p>/);
    assert.match(html, /Inline &lt;xmp>x&lt;\/xmp>, &lt;TEXTAREA> and <b>bold<\/b>/);
    assert.match(html, /&lt;plaintext>/);
    assert.doesNotMatch(html, /<(?:title|xmp|textarea|plaintext)\b/i);
    assert.match(renderMarkdown('<titles>ok</titles>'), /<titles>/, 'only those names');
  });

  it('footnotes: numbered references in order, the definitions closing the document, links both ways', () => {
    const html = renderMarkdown(
      'First[^b] then[^a] and[^b] again.\n\n[^a]: Alpha *note*.\n[^b]: Beta.\n[^c]: Never used.\n',
    );
    assert.match(
      html,
      /First<sup><a href="#fn-b" id="fnref-b" data-footnote-ref aria-describedby="footnote-label">1<\/a><\/sup> then<sup><a href="#fn-a"[^>]*>2<\/a><\/sup>/,
    );
    assert.match(
      html,
      /<section class="footnotes" data-footnotes>\n<h2 id="footnote-label" class="sr-only">Footnotes<\/h2>\n<ol>\n<li id="fn-b">\n<p>Beta\. <a href="#fnref-b"[^>]*>↩<\/a><\/p>\n<\/li>\n<li id="fn-a">\n<p>Alpha <em>note<\/em>\. <a href="#fnref-a"/,
    );
    assert.doesNotMatch(html, /Never used/);
    assert.equal(renderMarkdown('No[^x] definition.'), '<p>No[^x] definition.</p>\n');
  });

  it('alerts: a blockquote opened by [!NOTE]…[!CAUTION] alone on its line; any other stays a blockquote', () => {
    assert.equal(
      renderMarkdown('> [!TIP]\n> Use **this**.\n'),
      '<div class="markdown-alert markdown-alert-tip">\n<p class="markdown-alert-title">Tip</p>\n<p>Use <strong>this</strong>.</p>\n</div>\n',
    );
    assert.match(renderMarkdown('> [!FOO]\n> x\n'), /^<blockquote>/);
    assert.match(renderMarkdown('> [!NOTE] text on the line\n'), /^<blockquote>/);
  });
});

describe('emulator: GitHub emoji', () => {
  it('a known :name: becomes a g-emoji around its character, not in code', () => {
    assert.equal(
      renderMarkdown(':tada: `:tada:` :nope:'),
      '<p><g-emoji class="g-emoji" alias="tada">🎉</g-emoji> <code>:tada:</code> :nope:</p>\n',
    );
  });
});

describe('emulator: GitHub math', () => {
  it('$…$ and $$ blocks keep their TeX away from Markdown, in math-renderer elements; prices stay text', () => {
    assert.equal(
      renderMarkdown('Area $a_1 * b_2$ costs $5 or $10.'),
      '<p>Area <math-renderer class="js-inline-math" style="display: inline">$a_1 * b_2$</math-renderer> costs $5 or $10.</p>\n',
    );
    assert.equal(
      renderMarkdown('$$\na < b\n$$\n'),
      '<math-renderer class="js-display-math" style="display: block">$$\na &lt; b\n$$</math-renderer>\n',
    );
  });
});
