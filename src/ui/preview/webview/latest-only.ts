// Work that waits for the messages already queued behind it: while a long document is drawn, keystrokes pile up as
// render messages, and only the newest of them is worth drawing. `offer` keeps the newest and draws it once the
// queue is through; `flush` draws the waiting one at once, so a message after it sees the page as the messages
// before it left it (a snapshot after a render shows that render).
export interface LatestOnly<T> {
  offer(item: T): void;
  flush(): void;
}

export function latestOnly<T>(
  draw: (item: T) => void,
  later: (run: () => void) => void = (run) => setTimeout(run, 0),
): LatestOnly<T> {
  let waiting: { item: T } | undefined;
  const flush = () => {
    const next = waiting;
    waiting = undefined;
    if (next) draw(next.item);
  };
  return {
    offer(item) {
      if (waiting === undefined) later(flush);
      waiting = { item };
    },
    flush,
  };
}
