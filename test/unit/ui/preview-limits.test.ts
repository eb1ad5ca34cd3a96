// The bounds of what the webview's Markdown lexer is given (src/ui/preview/webview/limits.ts): the two hostile
// inputs of issue 21 (200 KB of `*a`; lists nested 2,000 deep) are shown as escaped plain text and matched as one
// scroll-sync block, without reaching marked; ordinary documents reach marked unchanged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Marked } from 'marked';
import { blockLines } from '../../../src/ui/preview/webview/blocks';
import {
  boundedLocalUnits,
  exceededLimit,
  markdownLimits,
  plainTextHtml,
} from '../../../src/ui/preview/webview/limits';

const emphasisRun = '*a'.repeat(100_000);
const deepList = Array.from({ length: 2_000 }, (_, depth) => `${'  '.repeat(depth)}- <b>level ${depth}</b>`).join('\n');

/** A renderer that must not be reached. */
const unreachable = (): string[] => assert.fail('marked was given a document past the bounds');

describe('preview: the local renderer’s bounds', () => {
  it('200 KB of *a is shown as escaped plain text, marked never sees it', () => {
    assert.deepEqual(exceededLimit(emphasisRun), { kind: 'delimiters', line: 0 });
    const drawn = boundedLocalUnits(emphasisRun, unreachable);
    assert.equal(drawn.exceeded?.kind, 'delimiters');
    assert.deepEqual(drawn.units, [`<pre class="plain-source">${emphasisRun}</pre>`]);
  });

  it('lists nested 2,000 deep are shown as escaped plain text, their HTML escaped', () => {
    const exceeded = exceededLimit(deepList);
    assert.equal(exceeded?.kind, 'nesting');
    assert.ok(exceeded.line > 100 && exceeded.line < 300, `found at line ${exceeded.line}`);
    const [html = ''] = boundedLocalUnits(deepList, unreachable).units;
    assert.ok(
      html.startsWith('<pre class="plain-source">- &lt;b&gt;level 0&lt;/b&gt;\n  - &lt;b&gt;level 1'),
      html.slice(0, 80),
    );
    assert.ok(!html.includes('<b>'));
  });

  it('the scroll-sync lexer matches a document past the bounds as one block', () => {
    assert.deepEqual(blockLines(emphasisRun, false), [0]);
    assert.deepEqual(blockLines(deepList, true), [0]);
  });

  it('quotes and list markers on one line count as nesting; blank lines end a run of delimiters', () => {
    assert.equal(exceededLimit(`${'> '.repeat(markdownLimits.nesting + 1)}x`)?.kind, 'nesting');
    assert.equal(exceededLimit(`${'- '.repeat(markdownLimits.nesting + 1)}x`)?.kind, 'nesting');
    assert.equal(exceededLimit(`${'1. '.repeat(markdownLimits.nesting + 1)}x`)?.kind, 'nesting');
    assert.equal(exceededLimit(`${'\t'.repeat(markdownLimits.nesting + 1)}x`)?.kind, 'nesting');
    const half = '*a'.repeat(markdownLimits.delimitersPerBlock / 2 + 1);
    assert.equal(exceededLimit(`${half}\n\n${half}`), undefined, 'two paragraphs, each inside the bound');
    assert.deepEqual(
      exceededLimit(`# T\n\n${half}\n${half}`),
      { kind: 'delimiters', line: 3 },
      'one paragraph of two lines',
    );
  });

  it('ordinary documents reach marked and render as before', () => {
    const marked = new Marked({ gfm: true, async: false });
    const render = (markdown: string) => [marked.parse(markdown, { async: false })];
    const documents = [
      '# Title\n\nSome *emphasis*, __strong__ and snake_case_names.\n\n- a\n  - b\n    - c\n\n> quote\n> > nested\n',
      `${Array.from({ length: 12 }, (_, depth) => `${'  '.repeat(depth)}- item ${depth}`).join('\n')}\n`,
      `\`\`\`python\n${'def some_function_name(arg_one, arg_two):\n    return arg_one * arg_two\n'.repeat(200)}\`\`\`\n`,
      '* * *\n\n1. one\n2. two\n\n    indented code\n',
    ];
    for (const markdown of documents) {
      assert.equal(exceededLimit(markdown), undefined, markdown.slice(0, 40));
      assert.deepEqual(boundedLocalUnits(markdown, render), { units: render(markdown) });
    }
  });

  it('escapes every character HTML reads', () => {
    assert.equal(
      plainTextHtml(`<img src=x onerror="a('b')"> & more`),
      '<pre class="plain-source">&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; more</pre>',
    );
  });
});
