// The preview's math: which elements hold Qiita's TeX, and the local fallback marking math up as Qiita does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Marked } from 'marked';
import { mathSource, qiitaMathExtensions } from '../../../src/ui/preview/webview/math';

describe('preview: math sources', () => {
  it('a div holds display math between $$, with or without them (a ```math fence)', () => {
    assert.deepEqual(mathSource('DIV', '$$\ne^{i\\pi} + 1 = 0\n$$'), { tex: 'e^{i\\pi} + 1 = 0', display: true });
    assert.deepEqual(mathSource('div', '\n x^2 \n'), { tex: 'x^2', display: true });
  });

  it('a span holds inline math between single dollars; anything else is left alone', () => {
    assert.deepEqual(mathSource('SPAN', '$a^2 + b^2$'), { tex: 'a^2 + b^2', display: false });
    assert.equal(mathSource('span', 'a^2'), undefined);
    assert.equal(mathSource('span', '$$x$$'), undefined);
    assert.equal(mathSource('p', '$x$'), undefined);
  });
});

describe('preview: the fallback marks math up as Qiita does', () => {
  const marked = new Marked({ gfm: true, breaks: true, async: false, extensions: qiitaMathExtensions });
  const render = (markdown: string) => marked.parse(markdown, { async: false });

  it('$$ blocks become a math div, escaped', () => {
    assert.equal(render('$$\na < b\n$$\n'), '<div class="math">$$\na &lt; b\n$$</div>\n');
  });

  it('inline $…$ becomes a math span, not emphasis; prices and empty pairs stay text', () => {
    assert.equal(render('Area $a_1 * b_2$ here.'), '<p>Area <span class="math">$a_1 * b_2$</span> here.</p>\n');
    assert.equal(render('It costs $5 or $10.'), '<p>It costs $5 or $10.</p>\n');
    assert.equal(render('Not $$ inline.'), '<p>Not $$ inline.</p>\n');
  });

  it('raw HTML inside the TeX stays text', () => {
    assert.match(render('$<img src=x onerror=alert(1)>$'), /<span class="math">\$&lt;img src=x onerror=alert\(1\)&gt;\$<\/span>/);
  });
});
