// Qiita's link cards in the preview: which paragraphs are a URL alone on its line (link-cards.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linkCardHost } from '../../../src/ui/preview/webview/link-cards';

describe('preview: link cards', () => {
  it('a paragraph that is only an http(s) address, linked to itself, is a card showing its host', () => {
    assert.equal(
      linkCardHost(
        ' https://qiita.com/Qiita/items/c686397e4a0f4f11683d\n',
        'https://qiita.com/Qiita/items/c686397e4a0f4f11683d',
        'https://qiita.com/Qiita/items/c686397e4a0f4f11683d',
      ),
      'qiita.com',
    );
  });

  it('a link among other text, a named link, or another scheme is not', () => {
    assert.equal(linkCardHost('See https://qiita.com', 'https://qiita.com', 'https://qiita.com'), undefined);
    assert.equal(linkCardHost('Qiita', 'Qiita', 'https://qiita.com'), undefined);
    assert.equal(linkCardHost('mailto:a@b.c', 'mailto:a@b.c', 'mailto:a@b.c'), undefined);
    assert.equal(linkCardHost('https://a.com', 'https://a.com', 'https://b.com'), undefined);
  });
});
