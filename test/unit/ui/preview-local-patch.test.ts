// The local rendering in pieces (webview/dialect/blockwise.ts, webview/block-units.ts): over random edits of articles
// with every notation, the blocks make exactly the whole rendering, and the units the page sanitizes one at a time
// parse, each alone, into the nodes the whole rendering parses into (parse5 is a spec-compliant HTML parser, as the
// browser's that DOMPurify uses), so the page patched unit by unit is the page drawn whole.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { sanitizeUnits } from '../../../src/ui/preview/webview/block-units';
import {
  gitHubDrawingCounts,
  qiitaDrawingCounts,
  renderGitHub,
  renderGitHubBlocks,
  renderQiita,
  renderQiitaBlocks,
  type BlockHtml,
} from '../../../src/ui/preview/webview/dialect';

const corpus = join(__dirname, '../../fixtures/preview-corpus');
const texts = (dialect: string) =>
  readdirSync(join(corpus, dialect))
    .filter((name) => name.endsWith('.md'))
    .map((name) => readFileSync(join(corpus, dialect, name), 'utf8'));
/** The bench's article (test/bench/vscode/preview.ts) in small: sections of notes, math, code and lists. */
const sections = Array.from({ length: 12 }, (_, index) =>
  [
    `## Section ${index}`,
    '',
    ':::note info',
    `A note in section ${index}.`,
    ':::',
    '',
    `Inline $x_${index}^2$ math and **bold** text with a [link](https://example.com/${index}).`,
    '',
    '```ruby:app.rb',
    `puts ${index}`,
    '```',
    '',
    '- one',
    '- two',
    '',
  ].join('\n'),
).join('\n');

/** What writers type most: letters, spaces, line breaks. */
const typing = ['a', 'b', ' ', '\n', '\n\n', '.'];
/** What moves blocks: Markdown's markers, raw HTML opened and closed elsewhere, fences, notes, footnotes, definitions. */
const pieces = [
  'a',
  ' ',
  '\n',
  '\n\n',
  '#',
  '## Same heading\n',
  '*',
  '**',
  '_',
  '`',
  '```',
  '```ruby:a.rb\n',
  ':::note warn\n',
  ':::\n',
  '$$\n',
  '$',
  '- ',
  '1. ',
  '> ',
  '> [!NOTE]\n',
  '|a|b|\n|-|-|\n',
  '[^1]',
  '[^1]: note\n',
  '[ref]',
  '\n[ref]: https://example.com\n',
  '<details><summary>S</summary>\n\n',
  '</details>\n',
  '<b>',
  '</b>',
  '<div>',
  '</div>',
  '<!-- c',
  ' -->',
  '@alice ',
  ':smile:',
  'https://example.com\n',
  '    ',
];

/** A small deterministic generator (mulberry32), so a failure names an edit that can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function edit(text: string, next: () => number): string {
  const at = Math.floor(next() * (text.length + 1));
  if (next() < 0.3 && text.length > 0)
    return text.slice(0, at) + text.slice(Math.min(text.length, at + 1 + Math.floor(next() * 12)));
  const from = next() < 0.7 ? typing : pieces;
  return text.slice(0, at) + from[Math.floor(next() * from.length)]! + text.slice(at);
}

// parse5's `parseFragment(html)` parses as a `<template>`'s content, where an end tag before any start tag is
// dropped (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intemplate); the page parses in a
// `<body>`, where a stray `</p>` makes an empty paragraph. A unit that opens with text or an end tag parses as it.
type Element = DefaultTreeAdapterMap['element'];
const child = (node: { childNodes: unknown[] }, name: string) =>
  node.childNodes.find((candidate) => (candidate as Element).nodeName === name) as Element;
const body = child(child(parse('<!DOCTYPE html><body></body>'), 'html'), 'body');
/** The nodes HTML parses into (in a `<body>`, as the page's content), written back out. */
const parsed = (html: string) => serialize(parseFragment(body, html, {}));

function assertSameAsWhole(whole: string, blocks: BlockHtml[], context: string): void {
  assert.equal(blocks.map((block) => block.html).join(''), whole, `the blocks make the whole rendering (${context})`);
  const units = sanitizeUnits(blocks);
  assert.equal(units.join(''), whole, `the units make the whole rendering (${context})`);
  assert.equal(
    units.map(parsed).join(''),
    parsed(whole),
    `each unit parses alone as it does in the whole page (${context})`,
  );
}

/** The random edits took both roads: by their stretch, and whole (footnotes, headings, notes changed). */
function assertBothRoads(before: { stretch: number; whole: number }, after: { stretch: number; whole: number }): void {
  const stretch = after.stretch - before.stretch;
  const whole = after.whole - before.whole;
  assert.ok(stretch >= 100 && whole >= 100, `drawn by their stretch: ${stretch}, whole: ${whole}`);
}

describe('preview: the local rendering drawn in pieces', () => {
  it('equals the whole rendering over random edits of Qiita articles, by their stretch where they can be', () => {
    const before = { ...qiitaDrawingCounts };
    [...texts('qiita'), sections].forEach((original, file) => {
      const next = random(1000 + file);
      let text = original;
      for (let step = 0; step < 300; step++) {
        text = edit(text, next);
        assertSameAsWhole(
          renderQiita(text),
          renderQiitaBlocks(text),
          `Qiita file ${file}, step ${step}: ${JSON.stringify(text)}`,
        );
      }
    });
    assertBothRoads(before, qiitaDrawingCounts);
  });

  it('equals the whole rendering over random edits of GitHub documents, by their stretch where they can be', () => {
    const before = { ...gitHubDrawingCounts };
    [...texts('github'), sections].forEach((original, file) => {
      const next = random(2000 + file);
      let text = original;
      for (let step = 0; step < 300; step++) {
        text = edit(text, next);
        const context = { repository: 'devdesk-org/monorepo' };
        assertSameAsWhole(
          renderGitHub(text, context),
          renderGitHubBlocks(text, context),
          `GitHub file ${file}, step ${step}: ${JSON.stringify(text)}`,
        );
      }
    });
    assertBothRoads(before, gitHubDrawingCounts);
  });

  it('draws keystrokes in a paragraph by their stretch only, in a Qiita article and a GitHub document alike', () => {
    const article = `# Bench\n\n${sections}\nMiddle paragraph.\n\n${sections}\nTyped: `;
    for (const [render, whole, counts] of [
      [(text: string) => renderQiitaBlocks(text), (text: string) => renderQiita(text), qiitaDrawingCounts],
      [(text: string) => renderGitHubBlocks(text), (text: string) => renderGitHub(text), gitHubDrawingCounts],
    ] as const) {
      let text = article;
      render(text);
      const before = { ...counts };
      for (let key = 0; key < 60; key++) {
        const middle = text.indexOf(' paragraph.');
        text =
          key % 2 === 0
            ? `${text}${String.fromCharCode(97 + (key % 26))}`
            : `${text.slice(0, middle)}x${text.slice(middle)}`;
        assertSameAsWhole(whole(text), render(text), `key ${key}`);
      }
      assert.deepEqual(
        { stretch: counts.stretch - before.stretch, whole: counts.whole - before.whole },
        { stretch: 60, whole: 0 },
      );
    }
  });

  it('drops the footnotes when an edit takes away their last reference and definition', () => {
    const old = 'Intro\n\nA note[^1] here.\n\n[^1]: The note.\n\nLast paragraph\n\nEnd\n';
    renderQiitaBlocks(old);
    const next = old.replace('[^1] here.\n\n[^1]: The note.', ' here.');
    assertSameAsWhole(renderQiita(next), renderQiitaBlocks(next), 'footnotes gone');
  });

  it('keeps HTML of the writer’s own that spans blocks in one unit, and the blocks around it apart', () => {
    const units = sanitizeUnits(
      renderQiitaBlocks(
        'Before\n\n<details><summary>More</summary>\n\nInside\n\n```\ncode\n```\n\n</details>\n\nAfter\n',
      ),
    );
    assert.deepEqual(units, [
      '<p>Before</p>\n',
      '<details><summary>More</summary><p>Inside</p>\n<div class="code-frame" data-lang="text"><div class="highlight"><pre class="codehilite"><code>code\n</code></pre></div></div>\n</details>',
      '<p>After</p>\n',
    ]);
  });

  it('keeps everything after an element the parser mends in one unit: an unclosed <b>, a <div> in a paragraph', () => {
    assert.deepEqual(sanitizeUnits(renderGitHubBlocks('One\n\nTwo <b>bold\n\nThree\n\nFour\n')), [
      '<p>One</p>\n',
      '<p>Two <b>bold</p>\n<p>Three</p>\n<p>Four</p>\n',
    ]);
    assert.deepEqual(sanitizeUnits(renderGitHubBlocks('One\n\nTwo <div>x</div> y <div> z\n\nThree\n')), [
      '<p>One</p>\n',
      '<p>Two <div>x</div> y <div> z</p>\n<p>Three</p>\n',
    ]);
  });
});
