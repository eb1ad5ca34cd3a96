// Authorization: the OAuth authorize pages (public and team), token exchange and token deactivation.
import type { HttpClient } from '../http/index.js';
import { call, segment, type CallOptions } from './request.js';
import { accessTokenSchema, type AccessToken } from './schemas.js';

export type PublicScope = 'read_qiita' | 'write_qiita';
export type TeamScope = 'read_qiita_team' | 'write_qiita_team';

export interface AuthorizeUrlOptions<Scope extends string> {
  clientId: string;
  scopes: readonly Scope[];
  /** Anti-CSRF value echoed back with the code; always send one. */
  state?: string;
}

function authorizeUrl(http: HttpClient, page: string, options: AuthorizeUrlOptions<string>): string {
  return http
    .urlFor(page, { client_id: options.clientId, scope: options.scopes.join(' '), state: options.state })
    .toString();
}

/** The public authorization page (`GET /api/v2/oauth/authorize`), for the browser. */
export function buildAuthorizeUrl(http: HttpClient, options: AuthorizeUrlOptions<PublicScope>): string {
  return authorizeUrl(http, '/api/v2/oauth/authorize', options);
}

/** A team's authorization page (`GET /api/v2/oauth/team_authorize` on the team host), for the browser. */
export function buildTeamAuthorizeUrl(http: HttpClient, options: AuthorizeUrlOptions<TeamScope>): string {
  return authorizeUrl(http, '/api/v2/oauth/team_authorize', options);
}

/** The body of a token exchange (wire names, like every request body of this client). */
export interface TokenExchange {
  client_id: string;
  client_secret: string;
  /** The `code` the authorize page redirected back with. */
  code: string;
}

/** `POST /api/v2/access_tokens` */
export function createAccessToken(
  http: HttpClient,
  exchange: TokenExchange,
  options?: CallOptions,
): Promise<AccessToken> {
  return http.json(accessTokenSchema, {
    method: 'POST',
    path: '/api/v2/access_tokens',
    json: exchange,
    secrets: [exchange.client_secret, exchange.code],
    ...call(options),
  });
}

/** `POST /api/v2/team_access_tokens` (team host) */
export function createTeamAccessToken(
  http: HttpClient,
  exchange: TokenExchange,
  options?: CallOptions,
): Promise<AccessToken> {
  return http.json(accessTokenSchema, {
    method: 'POST',
    path: '/api/v2/team_access_tokens',
    json: exchange,
    secrets: [exchange.client_secret, exchange.code],
    ...call(options),
  });
}

/** `DELETE /api/v2/access_tokens/:access_token` (the token sits in the path: redacted from logs and errors) */
export function deleteAccessToken(http: HttpClient, token: string, options?: CallOptions): Promise<void> {
  return http.send({
    method: 'DELETE',
    path: `/api/v2/access_tokens/${segment(token)}`,
    secrets: [token],
    ...call(options),
  });
}

/** `DELETE /api/v2/team_access_tokens/:team_access_token` */
export function deleteTeamAccessToken(http: HttpClient, token: string, options?: CallOptions): Promise<void> {
  return http.send({
    method: 'DELETE',
    path: `/api/v2/team_access_tokens/${segment(token)}`,
    secrets: [token],
    ...call(options),
  });
}
