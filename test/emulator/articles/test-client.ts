// Test helper: a started emulator plus a tiny fetch-based client for the article hosts (loopback HTTP only).
import { seededTokens, type SeededTokens } from './index.js';
import { startEmulator, type RunningEmulator } from '../server.js';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else undefined. */
  json: unknown;
  text: string;
}

export interface CallOptions {
  token?: string | undefined;
  /** A JSON body (objects are stringified; strings are sent as they are, e.g. to send broken JSON). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ArticleTestbed {
  emulator: RunningEmulator;
  tokens: SeededTokens;
  /** Absolute base URLs: `public`, `alpha`, `beta`. */
  hosts: { public: string; alpha: string; beta: string };
  call(method: string, url: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

export const testSeed = 7;

export async function startArticleTestbed(options: { now?: () => Date; seed?: number } = {}): Promise<ArticleTestbed> {
  const seed = options.seed ?? testSeed;
  const emulator = await startEmulator({ seed, now: options.now });
  const hosts = { public: emulator.info.articles, alpha: emulator.info.teams.alpha!, beta: emulator.info.teams.beta! };
  return {
    emulator,
    tokens: seededTokens(seed),
    hosts,
    call: (method, url, callOptions = {}) => call(method, url, callOptions),
    close: () => emulator.close(),
  };
}

export async function call(
  method: string,
  url: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<Answer> {
  const allHeaders: Record<string, string> = { ...headers };
  if (token !== undefined) allHeaders.Authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    allHeaders['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, { method, headers: allHeaders, body: payload, redirect: 'manual' });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    json: isJson && text !== '' ? JSON.parse(text) : undefined,
    text,
  };
}

/** A fixed clock for tests: 2025-03-04 10:20 in Japan (single-digit month and day, to see zero padding). */
export const fixedNow = (): Date => new Date('2025-03-04T10:20:00+09:00');
