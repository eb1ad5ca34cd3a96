// A keystroke's render message carries its edit of the source before it, not the whole text (webview/source-edits.ts):
// the page makes the same source of it, and a page that reloaded meanwhile asks for the whole text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SourcePoster } from '../../../src/ui/preview/source-poster';
import { SourceReceiver } from '../../../src/ui/preview/webview/source-edits';

describe('preview: render messages carry the edit', () => {
  it('a keystroke into a 100 KB text posts a few characters, and the page makes the whole source of them', () => {
    const poster = new SourcePoster();
    const page = new SourceReceiver();
    let text = `# Article\n\n${'A paragraph of text.\n\n'.repeat(5_000)}Typed: `;
    const first = poster.outgoing({ version: 1, source: text });
    assert.equal(first.source, text, 'the first message goes whole');
    assert.equal(page.sourceOf(first), text);
    for (let version = 2; version < 60; version++) {
      const at = (version * 7919) % text.length;
      text = version % 3 === 0 ? text.slice(0, at) + text.slice(at + 1) : `${text.slice(0, at)}x${text.slice(at)}`;
      const posted = poster.outgoing({ version, source: text });
      assert.ok(
        posted.source.length + (posted.sourceEdit?.text.length ?? 0) < 10,
        `message ${version} carries its edit only`,
      );
      assert.equal(page.sourceOf(posted), text, `message ${version}`);
    }
  });

  it('a page that reloaded asks again, and the next message goes whole', () => {
    const poster = new SourcePoster();
    poster.outgoing({ version: 1, source: 'long enough text' });
    const reloaded = new SourceReceiver();
    const edit = poster.outgoing({ version: 2, source: 'long enough text!' });
    assert.equal(reloaded.sourceOf(edit), undefined, 'an edit of a source it never had');
    poster.reset();
    const whole = poster.outgoing({ version: 3, source: 'long enough text!!' });
    assert.equal(whole.sourceEdit, undefined);
    assert.equal(reloaded.sourceOf(whole), 'long enough text!!');
  });
});
