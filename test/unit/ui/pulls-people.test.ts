// The label colours of the Labels… pick (a GitHub colour becomes a dot drawn in it; anything else cannot reach the
// SVG's markup), and what a pull request draft's completion offers where.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  completionTriggerAt,
  emojiEntries,
  issueEntries,
  personEntries,
} from '../../../src/ui/pulls/people/people-completion-items.js';
import { labelColour, labelIconDataUri } from '../../../src/ui/pulls/people/people-label-icons.js';

const svgOf = (uri: string): string => decodeURIComponent(uri.slice('data:image/svg+xml;utf8,'.length));

describe('Pull request labels: colour icons', () => {
  it("draws a label's dot in its own colour", () => {
    assert.equal(labelColour('D73A4A'), '#d73a4a');
    const uri = labelIconDataUri('d73a4a');
    assert.match(uri, /^data:image\/svg\+xml;utf8,/);
    assert.match(svgOf(uri), /<circle [^>]*fill="#d73a4a"/);
  });

  it('draws grey for a colour that is not six hex digits, so no markup gets in', () => {
    for (const hostile of ['"/><script>alert(1)</script>', 'red', 'fff', '']) {
      const svg = svgOf(labelIconDataUri(hostile));
      assert.match(svg, /fill="#ededed"/);
      assert.ok(!svg.includes('script') && !svg.includes('red"'));
    }
  });
});

describe('Draft completion: what is offered where', () => {
  it('finds the @, # or : being typed after a space, a bracket or the start of a line', () => {
    assert.deepEqual(completionTriggerAt('Thanks @mo'), { kind: 'user', start: 7 });
    assert.deepEqual(completionTriggerAt('@'), { kind: 'user', start: 0 });
    assert.deepEqual(completionTriggerAt('Fixed in (#12'), { kind: 'issue', start: 10 });
    assert.deepEqual(completionTriggerAt('#12'), { kind: 'issue', start: 0 });
    assert.deepEqual(completionTriggerAt('Nice :tad'), { kind: 'emoji', start: 5 });
    assert.deepEqual(completionTriggerAt(':'), { kind: 'emoji', start: 0 });
  });

  it('offers nothing inside a word, an address, a URL or a heading being typed', () => {
    for (const text of ['mail a@b', 'C#', 'see http:', '##', '  #', 'Thanks @mona ', 'a:b'])
      assert.equal(completionTriggerAt(text), undefined, text);
  });

  it('lists each person once, those who took part in the thread first', () => {
    const entries = personEntries(
      [
        { login: 'hubot', why: 'here' },
        { login: 'Hubot', why: 'here' },
      ],
      [
        { login: 'ada-l', why: 'write' },
        { login: 'hubot', why: 'admin' },
      ],
    );
    assert.deepEqual(
      entries.map((entry) => entry.label),
      ['@hubot', '@ada-l'],
    );
    assert.ok(entries[0]!.sortText < entries[1]!.sortText);
    assert.equal(entries[1]!.insertText, '@ada-l');
  });

  it('matches an issue by number or title, in the order given, and inserts the reference', () => {
    const [first, second] = issueEntries([
      { number: 12, title: 'Fix paging' },
      { number: 3, title: 'Old one' },
    ]);
    assert.equal(first!.insertText, '#12');
    assert.equal(first!.filterText, '#12 Fix paging');
    assert.ok(first!.sortText < second!.sortText);
  });

  it('inserts the shortcode and shows the character', () => {
    assert.deepEqual(
      emojiEntries([
        { name: '+1', character: '👍' },
        { name: 'octocat', character: undefined },
      ]).map((entry) => [entry.insertText, entry.description]),
      [
        [':+1:', '👍'],
        [':octocat:', undefined],
      ],
    );
  });
});
