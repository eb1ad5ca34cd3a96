// One attempt over the wire, as the HTTP layer sees it whatever sends it: what goes out, what comes back, and the
// refusal of an answer past its limit (answer-limits.ts). Node's sender is node/transport.ts (undici); a browser's
// would fill the same shapes.

/** A complete answer of one attempt. */
export interface Answer {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface AttemptOptions {
  origin: string;
  /** Path and query. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  /** The most bytes of body this attempt reads (answer-limits.ts). */
  maxAnswerBytes: number;
}

/** The body was (or announced it would be) longer than the attempt reads; the client names the request and host. */
export class AnswerLimitExceeded extends Error {
  override readonly name = 'AnswerLimitExceeded';
  constructor(readonly limitBytes: number) {
    super(`the answer is larger than ${limitBytes} bytes; not read further`);
  }
}
