// What the tests and the benchmark wait on in a preview, resolved by the event itself rather than by polling: the
// panel says when something changed (the webview drew a render, a render settled), and every waiter whose condition
// now holds is resolved. Pure (no vscode; test/unit/ui/preview-probes.test.ts).

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Promises for "once `holds()` is true", checked whenever the owner calls `changed()`. */
export class ConditionProbe {
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly holds: () => boolean) {}

  /** Resolves at once if the condition holds, else on the first `changed()` after which it does. */
  wait(what: string, timeoutMs: number): Promise<void> {
    if (this.holds()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(
          () => this.settle(waiter, new Error(`${what} did not happen within ${timeoutMs} ms`)),
          timeoutMs,
        ),
      };
      this.waiters.add(waiter);
    });
  }

  /** Something the condition reads has changed: resolves the waiters if it holds now. */
  changed(): void {
    if (this.waiters.size === 0 || !this.holds()) return;
    for (const waiter of [...this.waiters]) this.settle(waiter);
  }

  /** Fails every waiter (the panel closed: what they wait for will not happen). */
  dispose(reason = 'the preview closed'): void {
    for (const waiter of [...this.waiters]) this.settle(waiter, new Error(reason));
  }

  private settle(waiter: Waiter, error?: Error): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    if (error) waiter.reject(error);
    else waiter.resolve();
  }
}

/** Requests answered by a later message that carries the request's id (the webview's snapshots). */
export class AnsweredRequests<Answer> {
  private readonly pending = new Map<number, (answer: Answer) => void>();
  private nextId = 0;

  /** Sends a request under a fresh id; resolves with its answer, or fails after `timeoutMs`. */
  ask(send: (id: number) => void, what: string, timeoutMs: number): Promise<Answer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${what} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      send(id);
    });
  }

  answered(id: number, answer: Answer): void {
    this.pending.get(id)?.(answer);
    this.pending.delete(id);
  }
}
