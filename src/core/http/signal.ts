// One AbortSignal per call that fires on the caller's signal or on the call's timeout, and remembers which,
// so the error says "timed out" or "aborted" truthfully.

export interface CallSignal {
  signal: AbortSignal;
  timedOut(): boolean;
  dispose(): void;
}

export function callSignal(callerSignal: AbortSignal | undefined, timeoutMs: number): CallSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new Error(`timeout after ${timeoutMs} ms`));
        }, timeoutMs)
      : undefined;
  timer?.unref?.();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      if (timer) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it fires. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
