// Shared set-up for the article-client tests: a real emulator over loopback and clients per host.
import { request } from 'undici';
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import {
  createArticleClient,
  type ArticleClient,
  type ArticleClientOptions,
} from '../../../src/core/articles/index.js';

export const ownerId = 'devdesk_user';

export async function articleEmulator(): Promise<RunningEmulator> {
  return startEmulator({ seed: 1 });
}

export function clientFor(
  baseUrl: string,
  token: string | undefined,
  options: Partial<ArticleClientOptions> = {},
): ArticleClient {
  return createArticleClient({ baseUrl, token, retry: { baseDelayMs: 5, maxDelayMs: 20 }, ...options });
}

/** Approves the emulator's authorization page like a user in a browser would, and returns the `code`. */
export async function approveAuthorization(authorizeUrl: string): Promise<{ code: string; state: string | null }> {
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('decision', 'approve');
  url.search = '';
  const answer = await request(url, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await answer.body.dump();
  const location = answer.headers.location;
  if (answer.statusCode !== 302 || typeof location !== 'string')
    throw new Error(`authorization page answered ${answer.statusCode}`);
  const back = new URL(location);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.protocol} redirect`);
  return { code, state: back.searchParams.get('state') };
}
