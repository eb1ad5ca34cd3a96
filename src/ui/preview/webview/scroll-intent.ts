// Whether the reader is scrolling the page: a scroll event counts as a hand scroll only while input that scrolls a
// page is under way (a wheel or touchpad turn, a scrolling key, a pointer held on the page or its scrollbar). Every
// other scroll event is the page's own doing (a render that made the page shorter, the editor's line scrolled to, the
// caret's block kept on screen, the browser's scroll anchoring), however late a busy machine delivers it and wherever
// it lands. Telling them apart by position alone took a late or clamped event for the reader's and handed the lead
// to the page while the writer typed.

/** How long after the last scrolling input its scroll events may still come (smooth scrolling, a busy page). */
const trailingMs = 1_000;

/** Keys that scroll a page (names: https://developer.mozilla.org/docs/Web/API/UI_Events/Keyboard_event_key_values). */
const scrollingKeys = new Set([
  ' ',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]);

export class ScrollIntent {
  private lastInputAt = Number.NEGATIVE_INFINITY;
  private pointerHeld = false;

  /** `onInput`: input that scrolls came, before its scroll event (a message may come between the two). */
  constructor(
    onInput: () => void,
    target: EventTarget = window,
    private readonly now: () => number = () => performance.now(),
  ) {
    const noted = () => {
      this.lastInputAt = this.now();
      onInput();
    };
    target.addEventListener('wheel', noted, { passive: true });
    target.addEventListener('touchmove', noted, { passive: true });
    target.addEventListener('keydown', (event) => {
      if (scrollingKeys.has((event as KeyboardEvent).key)) noted();
    });
    // A drag of the scrollbar scrolls for as long as the pointer is held, however slowly. A release missed (outside
    // the frame) is caught by the next move with no button down, or by the frame losing focus.
    target.addEventListener('pointerdown', () => {
      this.pointerHeld = true;
      noted();
    });
    const released = () => {
      if (!this.pointerHeld) return;
      this.pointerHeld = false;
      noted();
    };
    target.addEventListener('pointerup', released);
    target.addEventListener('pointercancel', released);
    target.addEventListener('pointermove', (event) => (event as PointerEvent).buttons === 0 && released());
    target.addEventListener('blur', released);
  }

  /** Whether a scroll event now may be the reader's. */
  get active(): boolean {
    return this.pointerHeld || this.now() - this.lastInputAt < trailingMs;
  }
}
