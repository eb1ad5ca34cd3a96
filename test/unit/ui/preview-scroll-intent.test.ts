// Which scroll events may be the reader's: only those while input that scrolls is under way (scroll-intent.ts).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ScrollIntent } from '../../../src/ui/preview/webview/scroll-intent';

function page() {
  const target = new EventTarget();
  const clock = { at: 0 };
  let inputs = 0;
  const intent = new ScrollIntent(
    () => (inputs += 1),
    target,
    () => clock.at,
  );
  const fire = (type: string, fields: Record<string, unknown> = {}) =>
    target.dispatchEvent(Object.assign(new Event(type), fields));
  return { intent, clock, fire, inputs: () => inputs };
}

describe('ScrollIntent', () => {
  it('takes no scroll event for the reader before any input', () => {
    const { intent } = page();
    assert.equal(intent.active, false);
  });

  it("takes scroll events for the reader's from a wheel turn until a second after it", () => {
    const { intent, clock, fire, inputs } = page();
    clock.at = 5_000;
    fire('wheel');
    assert.equal(intent.active, true);
    assert.equal(inputs(), 1);
    clock.at = 5_900;
    assert.equal(intent.active, true);
    clock.at = 6_000;
    assert.equal(intent.active, false);
  });

  it('counts the keys that scroll a page, not the others', () => {
    const { intent, fire, inputs } = page();
    fire('keydown', { key: 'a' });
    fire('keydown', { key: 'Control' });
    assert.equal(intent.active, false);
    fire('keydown', { key: 'PageDown' });
    assert.equal(intent.active, true);
    assert.equal(inputs(), 1);
  });

  it('holds while a pointer is down (a scrollbar dragged slowly), and lets go at its release or a move without buttons', () => {
    const { intent, clock, fire } = page();
    fire('pointerdown');
    clock.at = 60_000;
    assert.equal(intent.active, true, 'held');
    fire('pointerup');
    clock.at = 61_000;
    assert.equal(intent.active, false, 'released');
    fire('pointerdown');
    clock.at = 70_000;
    fire('pointermove', { buttons: 0 });
    clock.at = 71_000;
    assert.equal(intent.active, false, 'a release missed outside the frame');
  });
});
