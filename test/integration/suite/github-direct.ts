// Requests straight to the emulator's GitHub as the sandbox's user: how a suite sets up what it needs (a review, a
// push) or reads back what DevDesk left on the service, beside the UI it drives.
import * as assert from 'node:assert/strict';
import { emulator } from './helpers';

/** A JSON answer as the suites read it: fields picked by each test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DirectAnswer = { status: number; json: any };

/** `method` on `url` (the emulator's GitHub or its control routes) with the sandbox's token; a JSON body when given. */
export async function sendToUrl(method: string, url: string, body?: unknown): Promise<DirectAnswer> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${emulator.tokens.github}`,
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** `method` on a path of the emulator's GitHub REST API (`/repos/…`). */
export function sendToGitHub(method: string, path: string, body?: unknown): Promise<DirectAnswer> {
  return sendToUrl(method, `${emulator.github}${path}`, body);
}

/** A file's raw text at `ref` in the repository at `repoPath` (`/repos/{owner}/{repo}`). */
export async function fileAtRef(repoPath: string, ref: string, path: string): Promise<string> {
  const response = await fetch(
    `${emulator.github}${repoPath}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${ref}`,
    { headers: { authorization: `Bearer ${emulator.tokens.github}`, accept: 'application/vnd.github.raw' } },
  );
  assert.equal(response.status, 200, `${path} at ${ref}`);
  return response.text();
}
