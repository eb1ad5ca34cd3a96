// Work the page waits on, bounded: a promise that may never settle (a diagram mermaid hangs on) is given up after a
// time limit, so whatever waits behind it goes on. Pure (node:test: test/unit/ui/preview-time-limit.test.ts).

export type Bounded<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'timedOut' };

/** How `work` ended within `limitMs`: its value, its error, or `timedOut` (the work itself is not stopped). */
export function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<Bounded<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timedOut' }), limitMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'done', value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'failed', error });
      },
    );
  });
}
