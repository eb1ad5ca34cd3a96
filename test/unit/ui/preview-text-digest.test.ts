// The preview's render key in the browser (issue 38): its synchronous SHA-256 (preview/browser/text-digest.ts) gives
// Node's digest for the same text, across block boundaries and for text beyond ASCII.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textDigest as inBrowser } from '../../../src/ui/preview/browser/text-digest';
import { textDigest as onNode } from '../../../src/ui/preview/node/text-digest';

describe("the preview's text digest in the browser", () => {
  it('is the SHA-256 Node gives, base64url', () => {
    const texts = [
      '',
      'abc',
      '# 見出し\n\n本文 🎉',
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(64),
      'y'.repeat(10_000),
    ];
    for (const text of texts) assert.equal(inBrowser(text), onNode(text), JSON.stringify(text.slice(0, 20)));
    assert.equal(inBrowser('abc'), 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
