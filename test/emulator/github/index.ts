// The GitHub REST v3 emulation: the seeded store plus the REST routes. The GraphQL emulation shares the store.
import { GitHubRestService } from './rest-service.js';
import { createSeededStore } from './seed.js';
import type { GitHubStore } from './store.js';

export { GitHubStore } from './store.js';
export { GitHubRestService } from './rest-service.js';

export function createGitHubServices(options: { seed: number; baseUrl: string; webUrl: string; now?: () => Date }): {
  rest: GitHubRestService;
  store: GitHubStore;
  token: string;
} {
  const { store, token } = createSeededStore(options);
  const now = options.now;
  if (now) store.setClock(() => now().getTime());
  return { rest: new GitHubRestService(store), store, token };
}
