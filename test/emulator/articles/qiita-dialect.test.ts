// The emulator's Qiita preview renderer against the behaviour Qiita's own pipeline defines
// (https://github.com/increments/qiita-markdown: lib/qiita/markdown/filters/*.rb and spec/qiita/markdown/processor_spec.rb;
// custom blocks: https://github.com/increments/qiita_marker, test/test_qfm_custom_block.rb). Our own cases.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderPreview } from './preview-render.js';

const site = 'https://qiita.example';
const render = (markdown: string) => renderPreview(markdown, site);
const linked = (html: string) =>
  [...html.matchAll(/class="user-mention[^"]*" title="([^"]+)"/g)].map((match) => match[1]);

describe('emulator: Qiita preview dialect', () => {
  it('code blocks: a lone file name finds its language, and a file name keeps everything after the first colon', () => {
    const lone = render('```example.rb\n1\n```\n');
    assert.match(
      lone,
      /<div class="code-frame" data-lang="ruby">\s*<div class="code-lang"><span class="bold">example\.rb<\/span><\/div>/,
    );
    const colons = render('```ruby:test:example.rb\n1\n```\n');
    assert.match(colons, /data-lang="ruby">\s*<div class="code-lang"><span class="bold">test:example\.rb<\/span>/);
    assert.match(
      render('```\nplain\n```\n'),
      /<div class="code-frame" data-lang="text"><div class="highlight"><pre class="codehilite"><code>plain\n<\/code>/,
    );
    assert.match(render('```zsh\nls\n```\n'), /data-lang="bash"/, "the filter's aliases");
    assert.doesNotMatch(render('```:\n1\n```\n'), /code-lang/, 'a colon alone names nothing');
  });

  it("mentions: Qiita's pattern, not in blockquotes, code or a file name, never @all, no emphasis in a name", () => {
    assert.deepEqual(
      linked(render('@alice @al @o @o- @-o @o_ @_o @all me@example.com @charlie/@dave @mallory@github')),
      ['alice', 'al', 'o_', '_o', 'dave', 'mallory@github'],
    );
    assert.deepEqual(linked(render(`@${'o'.repeat(33)} and @${'o'.repeat(32)}`)), ['o'.repeat(32)]);
    assert.deepEqual(linked(render('> @alice\n\n`@bob`\n\n```ruby:@carol\n@dave\n```\n')), []);
    const underscores = render('@_alice_');
    assert.match(
      underscores,
      new RegExp(
        `<a href="${site}/_alice_" class="user-mention js-hovercard" title="_alice_" data-hovercard-target-type="user" data-hovercard-target-name="_alice_">@_alice_</a>`,
      ),
    );
    assert.doesNotMatch(underscores, /<em>/);
  });

  it('images: each is wrapped in a link to itself, unless already in a link', () => {
    assert.equal(
      render('![a](https://example.com/b.png "Title")'),
      '<p><a href="https://example.com/b.png" target="_blank"><img src="https://example.com/b.png" alt="a" title="Title"></a></p>\n',
    );
    assert.equal(
      render('[![a](https://example.com/b.png)](https://example.com/)'),
      '<p><a href="https://example.com/"><img src="https://example.com/b.png" alt="a"></a></p>\n',
    );
  });

  it('inline code that is only a colour gets a swatch; other code does not', () => {
    assert.equal(
      render('`#FF0000`'),
      '<p><code>#FF0000<span class="inline-code-color" style="background-color: #FF0000;"></span></code></p>\n',
    );
    assert.match(
      render('`rgb(255, 0, 0)` `hsl(0, 100%, 50%)`'),
      /rgb\(255, 0, 0\)<span class="inline-code-color" style="background-color: rgb\(255, 0, 0\);"><\/span>.*hsl\(0, 100%, 50%\)<span class="inline-code-color"/,
    );
    assert.doesNotMatch(render('`#ffce44 is yellow` `#12345`'), /inline-code-color/);
  });

  it('::: blocks: notes of three kinds (info by default); bare and unknown blocks are plain containers', () => {
    assert.equal(
      render(':::note warn\nCareful\n:::\n'),
      '<div class="note warn">\n<span class="fa fa-fw fa-exclamation-circle"></span><div>\n<p>Careful</p>\n</div>\n</div>\n',
    );
    assert.match(
      render(':::note alert\nNo\n:::\n'),
      /<div class="note alert">\n<span class="fa fa-fw fa-times-circle">/,
    );
    assert.match(render(':::note odd\nHm\n:::\n'), /<div class="note info">\n<span class="fa fa-fw fa-check-circle">/);
    assert.equal(
      render(':::\nSome kind of text is here.\n:::\n'),
      '<div>\n<p>Some kind of text is here.</p>\n</div>\n',
    );
    assert.equal(
      render(':::anytype\nSome kind of text is here.\n:::\n'),
      '<div>\n<p>Some kind of text is here.</p>\n</div>\n',
    );
  });

  it('math stays TeX for the page: $…$ and $$…$$ in the text, $`…`$ a span, ```math a code block of language math', () => {
    assert.equal(render('Inline $a^2 + b^2$ here.'), '<p>Inline $a^2 + b^2$ here.</p>\n');
    assert.equal(render('$$\nx^2\n$$\n'), '<p>$$<br>x^2<br>$$</p>\n');
    assert.equal(render('before $`A = B`$ after'), '<p>before <span>$A = B$</span> after</p>\n');
    assert.equal(
      render('$$`A = B`$$'),
      '<p>$$<code>A = B</code>$$</p>\n',
      'double dollars around code are no inline math',
    );
    assert.equal(
      render('```math\n\\frac{1}{2}\n```\n'),
      '<div class="code-frame" data-lang="math"><div class="highlight"><pre class="codehilite"><code>\\frac{1}{2}\n</code></pre></div></div>\n',
    );
  });

  it('emoji: a known :name: becomes the EmojiFilter image, not in code', () => {
    assert.equal(
      render(':+1: `:+1:` :nope:'),
      `<p><img class="emoji" title=":+1:" alt=":+1:" src="${site}/images/emoji/unicode/1f44d.png" height="20" width="20" align="absmiddle"> <code>:+1:</code> :nope:</p>\n`,
    );
  });

  it('autolinks the autolink extension found carry the class autolink; <…> and […](…) do not', () => {
    assert.equal(
      render('https://example.com <https://example.com> [Example](https://example.com) test@example.com'),
      '<p><a href="https://example.com" class="autolink">https://example.com</a> <a href="https://example.com">https://example.com</a> <a href="https://example.com">Example</a> <a href="mailto:test@example.com" class="autolink">test@example.com</a></p>\n',
    );
  });

  it('headings get ids from their text, repeats numbered; task lists get checkboxes', () => {
    assert.equal(
      render('# Hello, World!\n\n## Hello, World!\n'),
      '<h1 id="hello-world">Hello, World!</h1>\n<h2 id="hello-world-1">Hello, World!</h2>\n',
    );
    assert.equal(
      render('- [x] done\n- [ ] todo\n'),
      '<ul>\n<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" checked disabled>done</li>\n<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled>todo</li>\n</ul>\n',
    );
  });
});
