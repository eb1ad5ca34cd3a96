// GET /user: the account a token belongs to. Sign-in asks it before a token is stored, so a wrong or revoked token
// is caught while the user is still at the prompt.
import * as z from 'zod/mini';
import type { GitHubApi } from './api.js';
import { describedBy, type Schemas } from './schema.js';
import type { CallOptions } from './types.js';

/** `GET /user` answers a private or public user; DevDesk reads the fields both share. */
export const authenticatedUser = describedBy<Schemas['public-user']>()({
  login: z.string(),
  id: z.number(),
  name: z.nullable(z.string()),
  avatar_url: z.string(),
  html_url: z.string(),
  type: z.string(),
});

export type AuthenticatedUser = Schemas['public-user'];

export class Users {
  constructor(private readonly api: GitHubApi) {}

  /** The token's own account; never answered from the conditional cache, so a revoked token shows at once. */
  authenticated(options: CallOptions = {}): Promise<AuthenticatedUser> {
    return this.api.http.json(authenticatedUser, { path: '/user', signal: options.signal, cache: false });
  }
}
