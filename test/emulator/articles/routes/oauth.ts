// The OAuth authorization pages. GET shows an HTML page with an approve form; the form POSTs back to the same
// path and the answer is a 302 to the redirect URI with `code` and `state` (or `error=access_denied`).
//
// Redirect URI: the real service redirects to the URL registered for the client. The emulator takes a
// `redirect_uri` query parameter instead, limited to loopback http(s) URLs and the vscode://, vscode-insiders://
// and code-oss:// schemes; without one it uses `defaultRedirectUri`.
import { publicScopes, teamScopes, type Scope } from '../auth.js';
import { tokenOwnerId } from '../people.js';
import type { Reply, RouteContext, RouteTable } from '../routing.js';
import { escapeHtml } from '../html.js';

export const defaultRedirectUri = 'vscode://devdesk.devdesk/oauth/callback';

interface AuthorizeRequest {
  clientId: string;
  scopes: Scope[];
  state: string | undefined;
  redirectUri: string;
}

const scopeDescriptions: Record<Scope, string> = {
  read_qiita: 'Read your data on the public edition',
  write_qiita: 'Write data on the public edition',
  read_qiita_team: 'Read data of the team',
  write_qiita_team: 'Write data of the team',
};

// Deliberately not src/core/http/urls.ts's isLoopbackHost: the emulator shares no code with the client it tests.
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export function isAllowedRedirect(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (['vscode:', 'vscode-insiders:', 'code-oss:'].includes(url.protocol)) return true;
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
}

class PageError extends Error {}

/** Reads the parameters from the query (GET) or the form (POST); throws PageError with a human message. */
function readRequest(context: RouteContext, fields: URLSearchParams): AuthorizeRequest {
  const team = context.site.team;
  const allowed: readonly Scope[] = team ? teamScopes : publicScopes;
  const clientId = fields.get('client_id') ?? '';
  if (clientId !== context.app.credentials.client.client_id) throw new PageError('Unknown client_id.');
  const scopes = (fields.get('scope') ?? '').split(/[\s+]+/).filter((scope) => scope !== '');
  if (scopes.length === 0) throw new PageError(`scope is required: space-separated names among ${allowed.join(', ')}.`);
  for (const scope of scopes) {
    if (!(allowed as readonly string[]).includes(scope)) {
      const hint = team
        ? ''
        : " Team scopes are requested on the team host's /api/v2/oauth/team_authorize page since Jun 5 2020.";
      throw new PageError(`The scope ${scope} cannot be requested here.${hint}`);
    }
  }
  const redirectUri = fields.get('redirect_uri') ?? defaultRedirectUri;
  if (!isAllowedRedirect(redirectUri))
    throw new PageError(
      'redirect_uri must be a loopback http(s) URL or a vscode://, vscode-insiders:// or code-oss:// URI.',
    );
  return { clientId, scopes: scopes as Scope[], state: fields.get('state') ?? undefined, redirectUri };
}

function html(status: number, title: string, content: string): Reply {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${content}</main></body></html>`,
  };
}

function authorizePage(context: RouteContext, request: AuthorizeRequest): Reply {
  const where = context.site.team ? `the team ${context.site.team.name}` : 'the article service';
  const hidden = [
    ['client_id', request.clientId],
    ['scope', request.scopes.join(' ')],
    ['redirect_uri', request.redirectUri],
    ...(request.state !== undefined ? [['state', request.state]] : []),
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join('');
  const scopes = request.scopes
    .map((scope) => `<li><code>${scope}</code>: ${escapeHtml(scopeDescriptions[scope])}</li>`)
    .join('');
  return html(
    200,
    'Authorize application',
    `<h1>Authorize application</h1>
<p>An application wants to access ${escapeHtml(where)} as <strong>${tokenOwnerId}</strong>.</p>
<ul id="scopes">${scopes}</ul>
<form id="authorize" method="post">${hidden}
<button id="approve" type="submit" name="decision" value="approve">Approve</button>
<button id="deny" type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}

function formFields(context: RouteContext): URLSearchParams {
  const type = String(context.request.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const body = context.json();
    return new URLSearchParams(
      Object.entries(body).filter(([, value]) => typeof value === 'string') as Array<[string, string]>,
    );
  }
  return new URLSearchParams(context.request.body.toString('utf8'));
}

function decide(context: RouteContext): Reply {
  const fields = formFields(context);
  const request = readRequest(context, fields);
  const target = new URL(request.redirectUri);
  if (fields.get('decision') === 'deny') {
    target.searchParams.set('error', 'access_denied');
  } else {
    const code = context.app.credentials.issueCode(
      request.clientId,
      request.scopes,
      tokenOwnerId,
      context.site.team?.id ?? null,
    );
    target.searchParams.set('code', code.code);
  }
  if (request.state !== undefined) target.searchParams.set('state', request.state);
  return { status: 302, headers: { Location: target.href } };
}

function guarded(handler: (context: RouteContext) => Reply): (context: RouteContext) => Reply {
  return (context) => {
    try {
      return handler(context);
    } catch (error) {
      if (error instanceof PageError)
        return html(
          400,
          'Authorization error',
          `<h1>Authorization error</h1><p id="error">${escapeHtml(error.message)}</p>`,
        );
      throw error;
    }
  };
}

export function registerOAuthRoutes(routes: RouteTable): void {
  const show = guarded((context) => authorizePage(context, readRequest(context, context.request.query)));
  routes.add('GET', '/api/v2/oauth/authorize', 'public', show, 'none');
  routes.add('POST', '/api/v2/oauth/authorize', 'public', guarded(decide), 'none');
  routes.add('GET', '/api/v2/oauth/team_authorize', 'team', show, 'none');
  routes.add('POST', '/api/v2/oauth/team_authorize', 'team', guarded(decide), 'none');
}
