// PLACEHOLDER: replaced by the GitHub GraphQL emulation (issue 3).
import type { GitHubStore } from '../github/index.js';
import { sendJson } from '../http.js';
import type { Service } from '../service.js';

export function createGraphQLService(_options: { store: GitHubStore; token: string }): Service {
  return { handle: (_request, response) => sendJson(response, 404, { message: 'Not Found' }) };
}
