// Lifetimes. Every stateful UI object extends Disposable and hands what it creates to `register`, so disposing the
// owner disposes everything it made, in reverse order. `lifetime` is an AbortSignal that fires on dispose: pass it
// to requests and pollers so they stop when their owner goes away. Plain TypeScript (no `vscode`), so the pure
// modules that use it stay testable under node:test; vscode.Disposable satisfies `DisposableLike`.

export interface DisposableLike {
  dispose(): unknown;
}

/** Disposes each item, last first; one that throws does not stop the others (the first error is rethrown). */
export function disposeAll(items: DisposableLike[]): void {
  let firstError: unknown;
  while (items.length > 0) {
    try {
      items.pop()!.dispose();
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError !== undefined) throw firstError;
}

export abstract class Disposable implements DisposableLike {
  private readonly owned: DisposableLike[] = [];
  private abort: AbortController | undefined;
  private disposed = false;

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Aborted when this object is disposed. Created on first use. */
  protected get lifetime(): AbortSignal {
    this.abort ??= new AbortController();
    if (this.disposed) this.abort.abort();
    return this.abort.signal;
  }

  /** Takes ownership: the item is disposed with this object (at once, if this object is already disposed). */
  protected register<T extends DisposableLike>(item: T): T {
    if (this.disposed) item.dispose();
    else this.owned.push(item);
    return item;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.abort?.abort();
    disposeAll(this.owned);
  }
}

/** A Disposable made of others, for `registerX(deps)` functions that return what they created. */
export class DisposableStore extends Disposable {
  add<T extends DisposableLike>(item: T): T {
    return this.register(item);
  }
}

/** A signal aborted when either the owner's lifetime or the caller's signal ends. */
export function linkedSignal(...signals: Array<AbortSignal | undefined>): AbortSignal {
  return AbortSignal.any(signals.filter((signal): signal is AbortSignal => signal !== undefined));
}
