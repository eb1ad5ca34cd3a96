// The preview's instant/exact policy with an injected clock (no real timers): what a writer's typing costs the
// service, fed as events through the panel's decision (exact-policy.ts), the request scheduler and the budget check.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetAllows, type BudgetFigures } from '../../../src/ui/preview/budget';
import {
  decideRender,
  defaultExactDelayMs,
  PauseAfterDrawn,
  type RenderTrigger,
} from '../../../src/ui/preview/exact-policy';
import { RenderScheduler, type Timers } from '../../../src/ui/preview/scheduler';

class FakeClock implements Timers {
  now = 0;
  private timers = new Map<number, { at: number; callback: () => void }>();
  private next = 0;
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  /** Moves time on, firing each timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.now = due[1].at;
      this.timers.delete(due[0]);
      due[1].callback();
      await flush();
    }
    this.now = end;
    await flush();
  }
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

interface Answer {
  html?: string;
  rateLimited?: boolean;
}

/**
 * A preview as panel.ts wires it, the service answering after `serviceMs` with what `answer` says, and the page taking
 * `drawMs` to draw a local rendering (one at a time, then the newest waiting: webview/latest-only.ts).
 */
function preview(
  options: { serviceMs?: number; drawMs?: number; budget?: BudgetFigures; answer?: (text: string) => Answer } = {},
) {
  const clock = new FakeClock();
  const requests: string[] = [];
  const drawn: Array<{ text: string; exact: boolean }> = [];
  let held = false;
  let text = '';
  const scheduler = new RenderScheduler<{ text: string; force: boolean }, Answer>({
    delayMs: defaultExactDelayMs,
    timers: clock,
    keyOf: (input) => input.text,
    cacheable: (answer) => answer.html !== undefined,
    render: async (input) => {
      if (!input.force && !budgetAllows(options.budget, 10, clock.now)) return {};
      requests.push(input.text);
      await new Promise<void>((resolve) => clock.setTimeout(resolve, options.serviceMs ?? 50));
      return options.answer?.(input.text) ?? { html: `<p>${input.text}</p>` };
    },
    onResult: (input, result) => {
      if ('output' in result && result.output.rateLimited) held = true;
      if ('output' in result && result.output.html !== undefined) drawn.push({ text: input.text, exact: true });
    },
  });
  const pause = new PauseAfterDrawn<{ text: string; force: boolean }>();
  let version = 0;
  const page = { drawing: false, waiting: undefined as number | undefined };
  const pageDraws = (drawing: number) => {
    if (page.drawing) {
      page.waiting = drawing;
      return;
    }
    page.drawing = true;
    clock.setTimeout(() => {
      page.drawing = false;
      const paused = pause.drawn(drawing);
      if (paused) scheduler.update(paused);
      const next = page.waiting;
      page.waiting = undefined;
      if (next !== undefined) pageDraws(next);
    }, options.drawMs ?? 0);
  };
  const change = (trigger: RenderTrigger) => {
    const decision = decideRender(trigger, { held, known: scheduler.has({ text, force: false }) });
    held = decision.held;
    if (decision.drawLocal) {
      drawn.push({ text, exact: false });
      version += 1;
      pageDraws(version);
    }
    pause.clear();
    if (decision.exact === 'none') scheduler.cancelPending();
    else if (decision.exact === 'afterPause' && decision.drawLocal) {
      scheduler.cancelPending();
      pause.edited(version, { text, force: decision.force });
    } else scheduler.update({ text, force: decision.force }, { immediate: decision.exact === 'now' });
  };
  return {
    clock,
    requests,
    drawn,
    type: (key: string) => {
      text += key;
      change('edit');
    },
    set: (value: string) => {
      text = value;
      change('edit');
    },
    change,
    get text() {
      return text;
    },
  };
}

/** The bench's typing (test/bench/vscode/preview.ts): 20 words of 5 keys 120 ms apart, 600 ms after each word. */
async function typeLikeTheBench(page: ReturnType<typeof preview>): Promise<void> {
  for (let key = 0; key < 100; key++) {
    page.type(String.fromCharCode(97 + (key % 26)));
    await page.clock.advance(key % 5 === 4 ? 600 : 120);
  }
}

describe('preview: instant while typing, exact at a pause', () => {
  it("draws every keystroke locally at once and makes at most 5 service requests for the bench's 100 keystrokes", async () => {
    const page = preview();
    page.change('open');
    await page.clock.advance(100);
    const opened = page.requests.length;
    await typeLikeTheBench(page);
    assert.equal(page.drawn.filter((draw) => !draw.exact).length, 101, 'the opening and each keystroke drawn locally');
    await page.clock.advance(defaultExactDelayMs + 100);
    assert.ok(page.requests.length - opened <= 5, `requests for 100 keystrokes: ${page.requests.length - opened}`);
    assert.deepEqual(
      page.drawn.at(-1),
      { text: page.text, exact: true },
      'the exact rendering arrives after the pause',
    );
  });

  it('counts the pause from when the page has drawn a keystroke: a page drawing each in 1.3 s, keystrokes 1.1 s apart, one request', async () => {
    // A long article on a busy machine: the page draws slower than the writer types, and holds the editor's
    // keystrokes back (the bench's 100 KB article had keystrokes over a second apart while the writer never paused).
    const page = preview({ drawMs: 1_300 });
    for (let key = 0; key < 20; key++) {
      page.type(String.fromCharCode(97 + key));
      await page.clock.advance(1_100);
    }
    await page.clock.advance(20 * 1_300 + defaultExactDelayMs);
    assert.deepEqual(page.requests, [page.text], 'one request, for the text the writer stopped at');
    assert.deepEqual(page.drawn.at(-1), { text: page.text, exact: true });
  });

  it('makes no request while nothing changes', async () => {
    const page = preview();
    page.type('a');
    await page.clock.advance(5_000);
    const after = page.requests.length;
    await page.clock.advance(60 * 60 * 1000);
    assert.equal(page.requests.length, after);
  });

  it('never sends the same text twice: back to a rendered text, its exact rendering shows without a request', async () => {
    const page = preview();
    page.set('# One');
    await page.clock.advance(2_000);
    page.set('# One!');
    await page.clock.advance(2_000);
    page.set('# One');
    page.change('save');
    await page.clock.advance(2_000);
    assert.deepEqual(page.requests, ['# One', '# One!']);
    assert.deepEqual(page.drawn.at(-1), { text: '# One', exact: true });
  });

  it('renders exactly on save and on demand without waiting for the pause, one request in flight', async () => {
    const page = preview({ serviceMs: 500 });
    page.set('a');
    page.change('save');
    await page.clock.advance(10);
    assert.deepEqual(page.requests, ['a']);
    page.set('ab');
    page.change('demand');
    await page.clock.advance(2_000);
    assert.deepEqual(page.requests, ['a', 'ab']);
    assert.deepEqual(page.drawn.at(-1), { text: 'ab', exact: true });
  });

  it('stays local below the reserve (5 % left) and renders once when asked', async () => {
    const page = preview({ budget: { limit: 1000, remaining: 50, resetAt: 60 * 60 * 1000 } });
    page.change('open');
    await typeLikeTheBench(page);
    page.change('save');
    await page.clock.advance(5_000);
    assert.deepEqual(page.requests, []);
    page.change('demand');
    await page.clock.advance(1_000);
    assert.deepEqual(page.requests, [page.text]);
  });

  it('never retries a rate-limited answer by itself: typing on stays local until the user asks', async () => {
    let limited = true;
    const page = preview({ answer: (text) => (limited ? { rateLimited: true } : { html: text }) });
    page.set('a');
    page.change('save');
    await page.clock.advance(1_000);
    await typeLikeTheBench(page);
    page.change('save');
    await page.clock.advance(5_000);
    assert.deepEqual(page.requests, ['a']);
    limited = false;
    page.change('demand');
    await page.clock.advance(1_000);
    assert.deepEqual(page.requests, ['a', page.text]);
  });
});

describe('preview: the budget check', () => {
  const hour = 60 * 60 * 1000;
  it('goes while figures are unknown, above the reserve, or after the window restarted', () => {
    assert.equal(budgetAllows(undefined, 10, 0), true);
    assert.equal(budgetAllows({ limit: 5000, remaining: 501, resetAt: hour }, 10, 0), true);
    assert.equal(budgetAllows({ limit: 1000, remaining: 0, resetAt: hour }, 10, hour + 1), true);
  });
  it('stays local at or below the reserve, and when spent', () => {
    assert.equal(budgetAllows({ limit: 5000, remaining: 500, resetAt: hour }, 10, 0), false);
    assert.equal(budgetAllows({ limit: 1000, remaining: 50, resetAt: hour }, 10, 0), false);
    assert.equal(budgetAllows({ limit: undefined, remaining: 0, resetAt: undefined }, 10, 0), false);
    assert.equal(
      budgetAllows({ limit: 1000, remaining: 50, resetAt: hour }, 0, 0),
      true,
      'a reserve of 0 spends to the end',
    );
  });
});
