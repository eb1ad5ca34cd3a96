// The article service (API v2) emulation: one public host and two team hosts (alpha, beta) over one shared,
// deterministic world. See README.md in this folder for the seeded data, tokens, OAuth and the choices made
// where the contract is silent.
import type { Service } from '../service.js';
import { Credentials, publicScopes, seededTokens, teamScopes, type SeededTokens, type TokenRecord } from './auth.js';
import { generateWorld } from './data.js';
import { tokenOwnerId } from './people.js';
import { hexId } from './random.js';
import { buildRoutes } from './routes/index.js';
import { ArticleHost } from './service.js';
import type { World } from './store.js';

export { seededTokens, type SeededTokens } from './auth.js';
export { tokenOwnerId } from './people.js';
export { defaultRedirectUri } from './routes/oauth.js';

export interface ArticleServices {
  public: Service;
  teams: Record<string, Service>;
  /** `articles` and `team` go into EmulatorInfo; `readOnly` and `otherUser` are extras for tests. */
  tokens: SeededTokens;
  oauth: { client_id: string; client_secret: string };
  /** The live state, for in-process inspection by tests. */
  world: World;
  /**
   * A fresh token of `devdesk_user`, as the OAuth flow would make it: public scopes (team `null`), or team scopes
   * bound to that team. Deactivating it leaves the seeded tokens alone.
   */
  issueToken(team: string | null): TokenRecord;
  /** Every token made at run time (OAuth exchanges and issueToken), oldest first; `active` turns false on deactivation. */
  issuedTokens(): readonly TokenRecord[];
}

export interface ArticleServiceOptions {
  seed: number;
  /** Absolute URL of a mount prefix such as `/qiita` or `/teams/alpha`. */
  baseUrl: (prefix: string) => string;
  /** The clock (template expansion, timestamps of new records, rate-limit windows). Defaults to the real time. */
  now?: () => Date;
}

export function createArticleServices(options: ArticleServiceOptions): ArticleServices {
  const now = options.now ?? (() => new Date());
  const world = generateWorld(options);
  const credentials = new Credentials(options.seed, now);
  let serial = 0;
  const app = {
    credentials,
    seed: options.seed,
    newId: (kind: string) => hexId(20, options.seed, 'created', kind, serial++, now().getTime()),
  };
  const routes = buildRoutes();
  const host = (site: World['publicSite']): ArticleHost => new ArticleHost({ app, world, site, routes, now });
  const teams: Record<string, Service> = {};
  for (const [id, { site }] of world.teams) teams[id] = host(site);
  const issueToken = (team: string | null): TokenRecord =>
    credentials.issue(tokenOwnerId, [...(team === null ? publicScopes : teamScopes)], team);
  return {
    public: host(world.publicSite),
    teams,
    tokens: seededTokens(options.seed),
    oauth: credentials.client,
    world,
    issueToken,
    issuedTokens: () => credentials.issuedTokens,
  };
}
