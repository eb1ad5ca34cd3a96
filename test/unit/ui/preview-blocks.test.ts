// Block-level scroll sync: the source's top-level blocks (marked's lexer, Qiita's notations as one block each) and
// the mapping of lines to page positions and back; the sanitizer's allow-list decisions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blockLines, lineToOffset, matchBlocks, offsetToLine } from '../../../src/ui/preview/webview/blocks';
import {
  allowedUriPattern,
  forbiddenAttributes,
  forbiddenTags,
  isAllowedImageSource,
  isAllowedInput,
  linkTarget,
  purifyConfig,
} from '../../../src/ui/preview/webview/sanitize-config';

const source = [
  '# T',
  '',
  'Para one',
  'line two',
  '',
  ':::note info',
  'A',
  '',
  'B',
  ':::',
  '',
  '```ruby:a.rb',
  'x',
  '```',
  '',
  '$$',
  'x^2',
  '$$',
  '',
  '- a',
  '- b',
  '',
  '[^1]: foot',
  '',
  '<!-- c -->',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '[x]: http://x',
  '',
  'End',
].join('\n');

describe('preview: block lines', () => {
  it('Qiita: a note, a math block and a code frame are one block each; footnote definitions, comments and link definitions draw none', () => {
    assert.deepEqual(blockLines(source, true), [0, 2, 5, 11, 15, 19, 26, 32]);
  });

  it('plain Markdown: the note is paragraphs, $$ a paragraph', () => {
    assert.deepEqual(blockLines(source, false), [0, 2, 5, 8, 11, 15, 19, 26, 32]);
  });

  it('blank lines before the first block are skipped', () => {
    assert.deepEqual(blockLines('\n\n# A\n\nb\n', false), [2, 4]);
  });
});

describe('preview: lines to page positions and back', () => {
  const map = matchBlocks([0, 10, 20], [0, 100, 400]);

  it('interpolates inside a block, and the last block runs to the end of the document', () => {
    assert.equal(lineToOffset(map, 0, 1000, 40), 0);
    assert.equal(lineToOffset(map, 5, 1000, 40), 50);
    assert.equal(lineToOffset(map, 15, 1000, 40), 250);
    assert.equal(lineToOffset(map, 30, 1000, 40), 700);
  });

  it('offsetToLine inverts lineToOffset', () => {
    for (const line of [0, 3, 10, 14.5, 25])
      assert.ok(Math.abs(offsetToLine(map, lineToOffset(map, line, 1000, 40), 1000, 40) - line) < 1e-9, String(line));
  });

  it('matches blocks in order, as many as both sides have', () => {
    assert.deepEqual(matchBlocks([1, 2, 3], [10, 20]), { lines: [1, 2], tops: [10, 20] });
    assert.equal(lineToOffset(matchBlocks([], []), 10, 100, 20), 0);
  });
});

describe('preview: the sanitizer allow-list', () => {
  it('forbids scripts, styles, frames, objects, forms, base, meta, SVG and MathML; style and target attributes', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'svg', 'math'])
      assert.ok(forbiddenTags.includes(tag), tag);
    for (const attribute of ['style', 'formaction', 'srcset', 'target'])
      assert.ok(forbiddenAttributes.includes(attribute), attribute);
    assert.deepEqual(purifyConfig.USE_PROFILES, { html: true });
    assert.equal(purifyConfig.SANITIZE_NAMED_PROPS, true);
  });

  it('URLs: http(s), mailto, fragments and relative paths only', () => {
    for (const ok of ['https://a/b', 'http://a', 'mailto:x@y', '#top', 'docs/a.md', '../a.md', '/a.md', 'a.md?x=1'])
      assert.ok(allowedUriPattern.test(ok), ok);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,x',
      'vbscript:x',
      'vscode:extension/x',
      'file:///etc/passwd',
      'command:workbench.action.quit',
    ])
      assert.ok(!allowedUriPattern.test(bad), bad);
  });

  it('images: https, raster data: and relative; not http, SVG data or protocol-relative', () => {
    for (const ok of ['https://x/a.png', 'data:image/png;base64,iVBORw0KGgo=', 'img/a.png'])
      assert.ok(isAllowedImageSource(ok), ok);
    for (const bad of [
      'http://x/a.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHA+',
      '//x/a.png',
      'javascript:x',
    ])
      assert.ok(!isAllowedImageSource(bad), bad);
  });

  it('inputs survive only as checkboxes; links become fragments, URLs to open, or nothing', () => {
    assert.equal(isAllowedInput('checkbox'), true);
    assert.equal(isAllowedInput('text'), false);
    assert.equal(isAllowedInput(null), false);
    assert.deepEqual(linkTarget('#fn%201'), { kind: 'fragment', id: 'fn 1' });
    assert.deepEqual(linkTarget('https://x'), { kind: 'open', href: 'https://x' });
    assert.deepEqual(linkTarget('other.md#L2'), { kind: 'open', href: 'other.md#L2' });
    assert.deepEqual(linkTarget('javascript:x'), { kind: 'none' });
    assert.deepEqual(linkTarget(null), { kind: 'none' });
  });
});
