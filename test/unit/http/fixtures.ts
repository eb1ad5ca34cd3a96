// Shared set-up for the HTTP-layer tests: real emulator instances over loopback, and clients that log.
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import { HttpClient, type HttpClientOptions } from '../../../src/core/http/index.js';

export const fakeToken = 'f0e1d2c3b4a5968778695a4b3c2d1e0f01234567';

export interface LoggedClient {
  client: HttpClient;
  lines: string[];
}

/** A client for `baseUrl` whose redacted log lines are collected; retries back off in milliseconds. */
export function loggedClient(baseUrl: string, options: Partial<HttpClientOptions> = {}): LoggedClient {
  const lines: string[] = [];
  const client = new HttpClient({
    baseUrl,
    service: { name: 'articles', accept: 'application/json' },
    userAgent: 'DevDesk-test/1.0',
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    logger: (line) => lines.push(line),
    logHeaders: true,
    ...options,
  });
  return { client, lines };
}

export async function emulators(count: number): Promise<RunningEmulator[]> {
  return Promise.all(Array.from({ length: count }, () => startEmulator()));
}

export interface Echo {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The scheme of the Authorization header that arrived, or null when none did. */
  authorization: string | null;
}
