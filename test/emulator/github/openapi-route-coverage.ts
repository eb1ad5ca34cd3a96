// Which operation of GitHub's OpenAPI description each route the REST emulator serves answers for, so the fidelity
// test can hold every served route to a validated answer, not only a hand-kept list.
import type { OpenApiValidator } from './openapi-validator.js';
import { GitHubRestService } from './rest-service.js';
import { GitHubStore } from './store.js';

export interface ServedRoute {
  /** `GET /repos/:owner/:repo/pulls`, as registered. */
  route: string;
  operationId: string | undefined;
}

/**
 * Routes the description has no operation for, each with how the fidelity walk checks it instead: none today. (The
 * `/repositories/{id}/…` form of every repository route is validated as its `/repos/{owner}/{repo}/…` operation, and
 * the root directory's `/contents` as get-content: openapi-validator.ts `canonicalPath`.)
 */
export const checkedOtherwise: Readonly<Record<string, string>> = {};

/** Every route the REST emulator registers, with the operation a request to it matches. */
export function servedRoutes(validator: OpenApiValidator): ServedRoute[] {
  const service = new GitHubRestService(new GitHubStore('http://127.0.0.1/api/v3', 'http://127.0.0.1'));
  return service.routes.map(({ method, path }) => ({
    route: `${method} ${path}`,
    // A parameter stands for one segment (`:name`) or the rest of the path (`*name`); any value matches the template.
    operationId: validator.operationFor(method, path.replace(/[:*]\w+/g, 'x'))?.operationId,
  }));
}
