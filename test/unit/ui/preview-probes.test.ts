// What the preview's tests wait on: promises resolved by the event they wait for (the panel's changed() calls),
// never by polling; a bounded wait that fails by its name; the closed panel's waiters failing at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AnsweredRequests, ConditionProbe } from '../../../src/ui/preview/probes';

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
}

describe('preview: ConditionProbe', () => {
  it('resolves at once when the condition already holds', async () => {
    const probe = new ConditionProbe(() => true);
    assert.equal(await stateOf(probe.wait('x', 60_000)), 'resolved');
  });

  it('resolves on the change after which the condition holds, not before', async () => {
    let drawn = 0;
    const probe = new ConditionProbe(() => drawn >= 2);
    const first = probe.wait('the second render', 60_000);
    const second = probe.wait('the second render', 60_000);
    drawn = 1;
    probe.changed();
    assert.equal(await stateOf(first), 'pending');
    drawn = 2;
    assert.equal(await stateOf(first), 'pending', 'nothing resolves until the owner says something changed');
    probe.changed();
    assert.deepEqual([await stateOf(first), await stateOf(second)], ['resolved', 'resolved']);
  });

  it('fails a wait that outlives its bound, naming what it waited for', async () => {
    const probe = new ConditionProbe(() => false);
    await assert.rejects(probe.wait('the preview settling', 5), /the preview settling did not happen within 5 ms/);
  });

  it('fails every waiter when disposed (the panel closed)', async () => {
    const probe = new ConditionProbe(() => false);
    const waiting = probe.wait('x', 60_000);
    probe.dispose();
    await assert.rejects(waiting, /the preview closed/);
  });
});

describe('preview: AnsweredRequests', () => {
  it('resolves each request with the answer that carries its id', async () => {
    const requests = new AnsweredRequests<string>();
    const sent: number[] = [];
    const first = requests.ask((id) => sent.push(id), 'the webview', 60_000);
    const second = requests.ask((id) => sent.push(id), 'the webview', 60_000);
    assert.equal(sent.length, 2);
    requests.answered(sent[1]!, 'second');
    requests.answered(sent[0]!, 'first');
    requests.answered(sent[0]!, 'again'); // a repeated answer is ignored
    assert.deepEqual(await Promise.all([first, second]), ['first', 'second']);
  });

  it('fails a request nobody answers', async () => {
    const requests = new AnsweredRequests<string>();
    await assert.rejects(
      requests.ask(() => {}, 'the webview', 5),
      /the webview did not answer within 5 ms/,
    );
  });
});
