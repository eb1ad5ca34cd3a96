// PLACEHOLDER: replaced by the GitHub REST emulation (issue 3).
import { sendJson } from '../http.js';
import type { Service } from '../service.js';

export type GitHubStore = Record<string, never>;

export function createGitHubServices(_options: { seed: number; baseUrl: string; webUrl: string }): { rest: Service; store: GitHubStore; token: string } {
  return { rest: { handle: (_request, response) => sendJson(response, 404, { message: 'Not Found' }) }, store: {}, token: 'ghp_' + 'x'.repeat(36) };
}
