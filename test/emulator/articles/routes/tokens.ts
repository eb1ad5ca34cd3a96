// Access tokens (public edition) and team access tokens (team edition): creation from an authorization code,
// and deactivation. A deactivated token answers 401 from then on.
import { badRequest, notFound } from '../errors.js';
import type { TokenRecord } from '../auth.js';
import { created, noContent, viewerOf, type RouteContext, type RouteTable } from '../routing.js';
import { requiredString } from '../validate.js';

const hex40 = /^[0-9a-f]{40}$/;

function exchange(context: RouteContext, team: string | null): TokenRecord {
  const body = context.json();
  const fields = ['client_id', 'client_secret', 'code'].map((name) => {
    const value = requiredString(body, name);
    if (!hex40.test(value)) throw badRequest(`${name} must be 40 lowercase hexadecimal characters`);
    return value;
  });
  return context.app.credentials.exchange(fields[0]!, fields[1]!, fields[2]!, team);
}

const tokenJson = (record: TokenRecord) => ({
  client_id: record.clientId,
  scopes: [...record.scopes],
  token: record.token,
});

/** Deactivates a token of the caller; someone else's token, or an unknown one, is not found. */
function deactivate(context: RouteContext, token: string): void {
  const record = context.app.credentials.tokens.get(token);
  if (!record || !record.active || record.userId !== viewerOf(context).id) throw notFound();
  record.active = false;
}

export function registerTokenRoutes(routes: RouteTable): void {
  routes.add('POST', '/api/v2/access_tokens', 'both', (context) => created(tokenJson(exchange(context, null))), 'none');
  routes.add(
    'DELETE',
    '/api/v2/access_tokens/:access_token',
    'both',
    (context) => {
      deactivate(context, context.params.access_token!);
      return noContent();
    },
    'any-scope',
  );

  routes.add(
    'POST',
    '/api/v2/team_access_tokens',
    'team',
    (context) => created(tokenJson(exchange(context, context.site.team!.id))),
    'none',
  );
  routes.add(
    'DELETE',
    '/api/v2/team_access_tokens/:team_access_token',
    'team',
    (context) => {
      deactivate(context, context.params.team_access_token!);
      return noContent();
    },
    'any-scope',
  );
}
