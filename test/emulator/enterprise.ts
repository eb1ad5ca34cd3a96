// A second GitHub host on the emulator's server, below /ghes, as a company's GitHub Enterprise Server sits beside
// github.com: REST at /ghes/api/v3 and GraphQL at /ghes/api/graphql (the layout of
// https://docs.github.com/en/enterprise-server@latest/rest/quickstart), its own data (the next seed), its own
// token (which the other host refuses, and the other's it refuses) and rate limits. Its data is built on its first
// request: most runs never ask it.
import type { ServerResponse } from 'node:http';
import { createGitHubServices } from './github/index.js';
import { viewerToken } from './github/seed.js';
import { createGraphQLService } from './graphql/index.js';
import type { ServiceRequest } from './http.js';
import type { Service } from './service.js';

export const enterprisePrefix = '/ghes';

/** What the emulator's info says of the Enterprise host. */
export interface EnterpriseInfo {
  /** The web address (`<url>/ghes`). */
  web: string;
  /** The REST base, what `devdesk.github.enterpriseHosts` names. */
  github: string;
  graphql: string;
  /** The seeded viewer's token there. */
  token: string;
}

export function enterpriseHost(options: { url: string; seed: number; now?: () => Date }): {
  info: EnterpriseInfo;
  mounts: Array<{ prefix: string; service: Service }>;
} {
  const web = `${options.url}${enterprisePrefix}`;
  let built: { rest: Service; graphql: Service } | undefined;
  const build = () => {
    if (!built) {
      const github = createGitHubServices({
        seed: options.seed,
        baseUrl: `${web}/api/v3`,
        webUrl: web,
        now: options.now,
      });
      built = { rest: github.rest, graphql: createGraphQLService({ store: github.store, token: github.token }) };
    }
    return built;
  };
  const lazy = (which: 'rest' | 'graphql'): Service => ({
    handle: (request: ServiceRequest, response: ServerResponse) => build()[which].handle(request, response),
    exhaustRateLimit: (leaveShare) => build()[which].exhaustRateLimit?.(leaveShare),
    refillRateLimit: () => built?.[which].refillRateLimit?.(),
    writeFault: (kind, response, retryAfter) => build()[which].writeFault?.(kind, response, retryAfter) ?? false,
  });
  return {
    info: { web, github: `${web}/api/v3`, graphql: `${web}/api/graphql`, token: viewerToken(options.seed) },
    mounts: [
      { prefix: `${enterprisePrefix}/api/graphql`, service: lazy('graphql') },
      { prefix: `${enterprisePrefix}/api/v3`, service: lazy('rest') },
    ],
  };
}
