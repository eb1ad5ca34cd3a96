// The rules of the one cache of the workspace folders' git remotes (src/ui/base/kept-reads.ts, used by
// git-remotes.ts): read once per key, shared while under way, read again once forgotten, failures not kept.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KeptReads } from '../../../src/ui/base/kept-reads';

/** A source whose reads are counted, each answering what the source holds when the read starts. */
function countedSource(initial: string[]) {
  const source = { value: initial, reads: 0 };
  const read = async () => {
    source.reads += 1;
    return source.value;
  };
  return { source, read };
}

describe('KeptReads', () => {
  it('reads a key once, however often it is asked for', async () => {
    const cache = new KeptReads<string[]>();
    const { source, read } = countedSource(['https://github.com/devdesk-org/docs-site.git']);
    for (let asked = 0; asked < 50; asked++)
      assert.deepEqual(await cache.get('file:///clone', read), ['https://github.com/devdesk-org/docs-site.git']);
    assert.equal(source.reads, 1);
  });

  it('shares one read among callers asking while it is under way', async () => {
    const cache = new KeptReads<string[]>();
    const { source, read } = countedSource(['a']);
    const answers = await Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)]);
    assert.deepEqual(answers, [['a'], ['a'], ['a']]);
    assert.equal(source.reads, 1);
  });

  it('reads again after forget, and only the key forgotten', async () => {
    const cache = new KeptReads<string[]>();
    const first = countedSource(['old']);
    const other = countedSource(['other']);
    await cache.get('one', first.read);
    await cache.get('two', other.read);
    first.source.value = ['new'];
    assert.deepEqual(await cache.get('one', first.read), ['old'], 'kept until forgotten');
    cache.forget('one');
    assert.deepEqual(await cache.get('one', first.read), ['new']);
    assert.deepEqual(await cache.get('two', other.read), ['other']);
    assert.deepEqual([first.source.reads, other.source.reads], [2, 1]);
  });

  it('does not keep a read that was under way when its key was forgotten', async () => {
    const cache = new KeptReads<string>();
    let finishSlowRead!: (value: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finishSlowRead = resolve)));
    cache.forget('k'); // the source changed while the slow read was under way
    finishSlowRead('before the change');
    assert.equal(await slow, 'before the change', 'its own callers get what it read');
    assert.equal(await cache.get('k', async () => 'after the change'), 'after the change');
  });

  it('does not keep a failed read, and a failure does not drop a newer read', async () => {
    const cache = new KeptReads<string>();
    let failRead!: (error: Error) => void;
    const failing = cache.get('k', () => new Promise<string>((_resolve, reject) => (failRead = reject)));
    cache.forget('k');
    const newer = cache.get('k', async () => 'newer');
    failRead(new Error('unreadable'));
    await assert.rejects(failing, /unreadable/);
    assert.equal(await newer, 'newer');
    assert.equal(await cache.get('k', async () => 'read again'), 'newer', 'the newer read stays kept');
    cache.forget('k');
    await assert.rejects(cache.get('k', async () => Promise.reject(new Error('still unreadable'))));
    assert.equal(await cache.get('k', async () => 'readable'), 'readable', 'the failure was not kept');
  });
});
