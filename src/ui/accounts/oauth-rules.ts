// Sign-in with the browser (OAuth authorization code flow) on Qiita and Qiita Team, as pure decisions tested under
// node:test: which sign-in methods to offer, which scopes to ask for, the authorize URL with our redirect, and what
// the browser's redirect back means. The flow itself (browser, URI handler, token exchange) is in oauth.ts.
import { phrase, type Phrase } from '../base/text';
import type { HostKind } from './host';

/** The path of DevDesk's URI handler that receives the redirect: `<scheme>://devdesk.devdesk/oauth/callback`. */
export const callbackPath = '/oauth/callback';

/**
 * Where the client secret of an OAuth application is kept in SecretStorage: per host and client id. The secret is
 * sent to the host it was entered for and to no other, even when another host is set up with the same client id.
 */
export function clientSecretKey(hostId: string, clientId: string): string {
  return `devdesk.oauthClientSecret.byHost:${JSON.stringify([hostId, clientId])}`;
}

/**
 * The key earlier builds used: the client id alone. Which host its secret was entered for is unknown, so it is
 * never read: it is deleted and the secret is asked again for the host being signed in to.
 */
export function unboundClientSecretKey(clientId: string): string {
  return `devdesk.oauthClientSecret:${clientId}`;
}

/** How long the flow waits for the browser before giving up. */
export const browserTimeoutMs = 5 * 60_000;

export type SignInMethod = 'vscode' | 'sandbox' | 'oauth' | 'paste';

/**
 * The ways to sign in to a host, first the one to pick by default: VS Code's GitHub session where it has one for
 * the host, the sandbox's token in the sandbox, the browser (OAuth) on Qiita and Qiita Team when a client id is
 * configured, and pasting a token always.
 */
export function signInMethods(
  kind: HostKind,
  options: { sandbox: boolean; oauthClientId: string; vscodeSession?: boolean },
): SignInMethod[] {
  const methods: SignInMethod[] = [];
  if (kind === 'github' && options.vscodeSession) methods.push('vscode');
  if (options.sandbox) methods.push('sandbox');
  if (kind !== 'github' && options.oauthClientId.trim() !== '') methods.push('oauth');
  methods.push('paste');
  return methods;
}

/** The scopes DevDesk asks for: the public edition's on Qiita, the team edition's on a team host. */
export function oauthScopes(kind: 'articles'): Array<'read_qiita' | 'write_qiita'>;
export function oauthScopes(kind: 'team'): Array<'read_qiita_team' | 'write_qiita_team'>;
export function oauthScopes(kind: 'articles' | 'team'): string[] {
  return kind === 'team' ? ['read_qiita_team', 'write_qiita_team'] : ['read_qiita', 'write_qiita'];
}

/**
 * The authorize URL with `redirect_uri` set to where this window receives the redirect (`vscode.env.asExternalUri`
 * of the handler's URI, which differs in code-server and remote windows). Qiita sends the browser to the URL
 * registered for the client; a host that takes `redirect_uri` (the sandbox) uses this one.
 */
export function withRedirectUri(authorizeUrl: string, redirectUri: string): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}

/**
 * The page URL as this window's browser reaches it, given where its origin is reachable from there
 * (`vscode.env.asExternalUri` of the origin): unchanged for a public host; for a host on the remote machine (the
 * sandbox in code-server) the forwarded address plus the page's path and query, which the forwarding drops.
 */
export function throughExternalOrigin(pageUrl: string, externalOrigin: string): string {
  const page = new URL(pageUrl);
  const external = new URL(externalOrigin);
  if (external.origin === page.origin && external.pathname === '/') return pageUrl;
  return `${external.origin}${external.pathname.replace(/\/$/, '')}${page.pathname}${page.search}`;
}

export type CallbackResult =
  | { readonly kind: 'code'; readonly code: string }
  /** The user pressed Deny on the authorize page (`error=access_denied`) or the host sent another error. */
  | { readonly kind: 'denied'; readonly error: string }
  /** `state` is missing or not the one this sign-in sent: the redirect belongs to another attempt (or a forgery). */
  | { readonly kind: 'stateMismatch' }
  /** Neither a code nor an error. */
  | { readonly kind: 'noCode' };

/** What the redirect's query (`code=…&state=…`, `error=…&state=…`) means for the sign-in that sent `state`. */
export function readCallback(query: string, expectedState: string): CallbackResult {
  const params = new URLSearchParams(query);
  if (params.get('state') !== expectedState) return { kind: 'stateMismatch' };
  const error = params.get('error');
  if (error) return { kind: 'denied', error };
  const code = params.get('code');
  return code ? { kind: 'code', code } : { kind: 'noCode' };
}

/** The sentence for a redirect that brings no code. */
export function callbackProblemText(result: Exclude<CallbackResult, { kind: 'code' }>, hostLabel: string): Phrase {
  switch (result.kind) {
    case 'stateMismatch':
      return phrase(
        'The browser returned an answer that does not belong to this sign-in (its state does not match), so ' +
          'DevDesk ignored it. Sign in to {0} again.',
        hostLabel,
      );
    case 'denied':
      return result.error === 'access_denied'
        ? phrase('Access to {0} was denied in the browser. Nothing was stored.', hostLabel)
        : phrase('{0} did not authorize DevDesk ({1}). Nothing was stored.', hostLabel, result.error);
    case 'noCode':
      return phrase(
        'The browser returned to DevDesk without an authorization code from {0}. Sign in again.',
        hostLabel,
      );
  }
}
