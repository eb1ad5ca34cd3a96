// One attempt over the wire: dispatch a request through undici and collect the whole answer in memory, up to a
// limit (answer-limits.ts): past it, the connection is dropped at once instead of buffering the rest.
//
// Why `dispatcher.dispatch` with a small handler instead of `dispatcher.request`: cancelling a `request` takes an
// AbortSignal, while a handler is handed undici's controller and aborts it directly when the call ends (see
// signal.ts for what a signal per call cost). And every answer of these APIs is read whole (JSON, at most a few
// MB), so `request`'s body stream (an AsyncResource, a Readable, then `arrayBuffer()` to drain it) buys nothing
// here; the handler keeps the chunks and concatenates them once, a few µs cheaper per request.
// Headers are parsed once, by undici, into lower-case names (repeated ones as arrays, which normalizeHeaders joins).
import type { Dispatcher } from 'undici';
import type { HttpDispatcher } from './dispatcher.js';
import { normalizeHeaders } from '../response.js';
import { AnswerLimitExceeded, type Answer, type AttemptOptions } from '../attempt.js';
import type { CallDeadline } from '../signal.js';

/**
 * Sends the request once and resolves with the whole answer, whatever its status. Rejects with undici's error
 * when the connection fails, with AnswerLimitExceeded as soon as the body passes `maxAnswerBytes` (or its
 * Content-Length says it will), or with the call's reason as soon as the call is aborted or times out.
 */
export function sendOnce(dispatcher: HttpDispatcher, options: AttemptOptions, call: CallDeadline): Promise<Answer> {
  if (call.aborted) return Promise.reject(call.reason);
  return new Promise<Answer>((resolve, reject) => {
    const handler = new CollectingHandler(resolve, reject, call, options.maxAnswerBytes);
    try {
      dispatcher.dispatch(options as Dispatcher.DispatchOptions, handler);
    } catch (error) {
      handler.fail(error);
    }
  });
}

class CollectingHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 0;
  private headers: Record<string, string> = {};
  private chunks: Buffer[] = [];
  private length = 0;
  private settled = false;
  private readonly stopListening: () => void;

  constructor(
    private readonly resolve: (answer: Answer) => void,
    private readonly reject: (reason: unknown) => void,
    call: CallDeadline,
    private readonly maxAnswerBytes: number,
  ) {
    this.stopListening = call.listen((reason) => {
      this.controller?.abort(reason as Error);
      this.fail(reason);
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // Called again when undici re-sends a request whose pipelined predecessor failed: keep the latest.
    this.controller = controller;
    if (this.settled) controller.abort(new Error('request cancelled before it was sent'));
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return; // 1xx informational answers precede the real one
    this.status = statusCode;
    this.headers = normalizeHeaders(headers);
    // A body announced too long is refused before its first byte.
    if (Number(this.headers['content-length']) > this.maxAnswerBytes) this.refuseTooLarge(controller);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.settled) return;
    this.length += chunk.length;
    if (this.length > this.maxAnswerBytes) return this.refuseTooLarge(controller);
    this.chunks.push(chunk);
  }

  /** Drops what was read and the connection (undici closes the socket of an aborted request): nothing more arrives. */
  private refuseTooLarge(controller: Dispatcher.DispatchController): void {
    const error = new AnswerLimitExceeded(this.maxAnswerBytes);
    this.chunks = [];
    controller.abort(error);
    this.fail(error);
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settled = true;
    this.stopListening();
    this.resolve({ status: this.status, headers: this.headers, body: Buffer.concat(this.chunks, this.length) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  fail(reason: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.stopListening();
    this.reject(reason);
  }
}
