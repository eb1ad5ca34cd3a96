// The dialects' searches for where an extension may start (dialect/scan.ts): kept per paragraph, they answer as a
// fresh search of the rest would, and a long paragraph of one notation renders (issue 34, finding 6; the time it
// takes is `npm run bench`'s figure, not asserted here).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Marked, type TokenizerAndRendererExtension } from 'marked';
import { renderGitHub, renderQiita } from '../../../src/ui/preview/webview/dialect';
import { emojiCandidate } from '../../../src/ui/preview/webview/dialect/emoji';
import {
  blockStart,
  patternCandidate,
  scanningLexer,
  startOf,
  type Candidate,
} from '../../../src/ui/preview/webview/dialect/scan';

/** A small seeded generator: the same texts on every run. */
function texts(seed: number, count: number, alphabet: string[]): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 80) }, () => alphabet[Math.floor(next() * alphabet.length)]!).join(''),
  );
}

const alphabet = [
  'a',
  ' ',
  '\n',
  '\n\n',
  '@',
  ':',
  'smile',
  ':+1:',
  '$',
  '`',
  '[',
  '](x)',
  '!',
  '*',
  '_',
  '#1',
  'o/r#2',
  ':::',
  '$$',
  '-',
  '.',
];

describe('preview dialect: kept searches', () => {
  const candidates: Candidate[] = [
    emojiCandidate,
    patternCandidate('mention', /@\w/y, /(?<=\W)@\w/g),
    patternCandidate('dollarCode', /\$`/y, /(?<!\$)\$`/g),
  ];

  it('answer what a fresh search of the rest answers, at every question marked asks', () => {
    let asked = 0;
    const probes: TokenizerAndRendererExtension[] = candidates.map((candidate) => ({
      name: `probe-${candidate.name}`,
      level: 'inline',
      start(src) {
        const kept = startOf(this.lexer, src, candidate);
        assert.equal(kept, startOf(undefined, src, candidate), `${candidate.name} in ${JSON.stringify(src)}`);
        asked += 1;
        return kept;
      },
      tokenizer: () => undefined,
      renderer: () => '',
    }));
    const blockProbe: TokenizerAndRendererExtension = {
      name: 'probe-block',
      level: 'block',
      start(src) {
        const kept = blockStart(this.lexer, src, /^ {0,3}\$\$/m);
        assert.equal(kept, blockStart(undefined, src, /^ {0,3}\$\$/m), JSON.stringify(src));
        return kept;
      },
      tokenizer: () => undefined,
      renderer: () => '',
    };
    const marked = new Marked({ gfm: true, async: false, extensions: [...probes, blockProbe] }).use(scanningLexer);
    for (const text of texts(34, 300, alphabet)) marked.parse(text, { async: false });
    assert.ok(asked > 1000, `asked ${asked} times`);
  });
});

describe('preview dialect: long paragraphs of one notation render', () => {
  const long = (unit: string) => unit.repeat(Math.ceil(64_000 / unit.length));

  it('runs of `[` and `![`, both dialects', () => {
    for (const unit of ['[', '![']) {
      assert.ok(renderQiita(long(unit)).startsWith(`<p>${unit[0]}`));
      assert.ok(renderGitHub(long(unit), { repository: 'o/r' }).startsWith(`<p>${unit[0]}`));
    }
  });

  it('emoji, mentions and math, both dialects', () => {
    assert.equal(renderQiita(long(':smile: ')).match(/class="emoji"/g)?.length, 8000);
    assert.equal(renderGitHub(long(':smile: '), { repository: 'o/r' }).match(/<g-emoji/g)?.length, 8000);
    assert.equal(renderQiita(long('@alice ')).match(/user-mention/g)?.length, Math.ceil(64_000 / 7));
    assert.equal(
      renderGitHub(long('@alice '), { repository: 'o/r' }).match(/user-mention/g)?.length,
      Math.ceil(64_000 / 7),
    );
    assert.equal(renderQiita(long('$`x`$ ')).match(/<span>\$x\$<\/span>/g)?.length, Math.ceil(64_000 / 6));
    assert.equal(renderGitHub(long('$x$ ')).match(/js-inline-math/g)?.length, 16_000);
  });

  it('a line of colons or dollars, and lines of paragraphs between headings', () => {
    assert.ok(renderQiita(long(':')).startsWith('<p>:::'));
    assert.ok(renderGitHub(long('$')).startsWith('<p>$$$'));
    assert.equal(renderQiita(long('a\n# h\n')).match(/<h1/g)?.length, Math.ceil(64_000 / 6));
  });
});
