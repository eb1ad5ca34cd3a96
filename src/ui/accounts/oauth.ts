// Sign-in with the browser on Qiita and Qiita Team (OAuth authorization code flow):
//   1. a random `state`; the authorize page (public, or the team host's) opens in the browser, with the redirect
//      set to this window's URI handler as `vscode.env.asExternalUri` gives it (an http(s) callback page in
//      code-server and remote windows, `<scheme>://devdesk.devdesk/oauth/callback` on the desktop);
//   2. the redirect arrives at `handleUri`; its `state` must be the one sent, else the sign-in stops;
//   3. the code is exchanged at `POST /api/v2/access_tokens` (`team_access_tokens` on a team host) with the client
//      id and secret, and the new token is checked with whoAmI before the caller stores it.
// A cancellable notification waits for the browser, at most `browserTimeoutMs`. The client secret is asked once per
// host and kept in SecretStorage under that host and the client id (clientSecretKey), so it is sent to no other host
// (the sandbox serves its own on loopback, so there it is never typed). Pure parts: oauth-rules.ts.
import * as vscode from 'vscode';
import { isLoopbackHost, loadCore } from '../base/core';
import { Disposable } from '../base/dispose';
import { describeError } from '../base/errors';
import type { Log } from '../base/log';
import { withCancellableNotification } from '../base/progress';
import { randomHex } from '../base/random-names';
import { localize } from '../base/tree/tree-item';
import { walkWriteRoad } from '../base/write-road';
import type { Host } from './host';
import {
  browserTimeoutMs,
  callbackPath,
  callbackProblemText,
  clientSecretKey,
  oauthScopes,
  readCallback,
  throughExternalOrigin,
  unboundClientSecretKey,
  withRedirectUri,
} from './oauth-rules';
import { sandboxClientSecret } from './sandbox';
import type { CheckedToken } from './token-prompt';
import { userAgent } from './user-agent';
import { whoAmI } from './verify';

/** A sign-in with the browser that went wrong in a way the user should read (shown as is, not as a crash). */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
}

export function oauthClientId(): string {
  return vscode.workspace.getConfiguration('devdesk').get<string>('qiita.oauthClientId', '').trim();
}

/**
 * Where the browser reaches the page: a host on this machine may be forwarded (code-server, remote windows), and
 * openExternal's own forwarding would drop the path and query, so the forwarded origin is asked for first.
 */
async function reachableFromBrowser(pageUrl: string): Promise<string> {
  const origin = new URL(pageUrl);
  if (!isLoopbackHost(origin.hostname)) return pageUrl;
  const external = await vscode.env.asExternalUri(vscode.Uri.parse(`${origin.origin}/`));
  return throughExternalOrigin(pageUrl, external.toString(true));
}

/** Tests only (DevDeskApi under ExtensionMode.Test): the client-secret questions asked, and answers given ahead. */
export interface ClientSecretQuestions {
  /** The host ids the secret was asked for, oldest first. */
  readonly askedFor: string[];
  /** The next questions are answered with these instead of an input box. */
  readonly answers: string[];
}

interface Waiting {
  deliver(query: string): void;
  cancel(): void;
}

export class OAuthSignIn extends Disposable implements vscode.UriHandler {
  private waiting: Waiting | undefined;
  private lastUrl: string | undefined;
  readonly secretQuestions: ClientSecretQuestions = { askedFor: [], answers: [] };

  constructor(
    private readonly extensionId: string,
    private readonly secrets: vscode.SecretStorage,
    private readonly log: Log,
  ) {
    super();
    this.register(vscode.window.registerUriHandler(this));
  }

  /** The authorize URL last opened in the browser (the integration tests play the browser with it). */
  get lastAuthorizeUrl(): string | undefined {
    return this.lastUrl;
  }

  /** Receives the browser's redirect. Never logs the query: it carries the authorization code. */
  handleUri(uri: vscode.Uri): void {
    if (uri.path !== callbackPath) {
      this.log.warn(`Ignored a link to ${uri.path}: DevDesk handles only ${callbackPath}`);
      return;
    }
    if (!this.waiting) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('The browser returned to DevDesk, but no sign-in is waiting for it. Sign in again.'),
      );
      return;
    }
    this.log.info('The browser returned to DevDesk with an answer for the waiting sign-in');
    this.waiting.deliver(uri.query);
  }

  /** Signs in to a Qiita or Qiita Team host in the browser; undefined when the user gave up on the client secret. */
  async signIn(host: Host, clientId: string): Promise<CheckedToken | undefined> {
    if (host.kind === 'github') throw new Error('OAuth sign-in is for Qiita and Qiita Team hosts');
    const clientSecret = await this.clientSecret(host, clientId);
    if (!clientSecret) return undefined;
    this.log.rememberSecret(clientSecret);

    const state = randomHex(20);
    const handler = vscode.Uri.from({ scheme: vscode.env.uriScheme, authority: this.extensionId, path: callbackPath });
    const redirectUri = (await vscode.env.asExternalUri(handler)).toString(true);
    const client = loadCore().createArticleClient({ baseUrl: host.id, userAgent: userAgent() });
    const page =
      host.kind === 'team'
        ? client.buildTeamAuthorizeUrl({ clientId, scopes: oauthScopes('team'), state })
        : client.buildAuthorizeUrl({ clientId, scopes: oauthScopes('articles'), state });
    const authorizeUrl = withRedirectUri(page, redirectUri);
    this.lastUrl = authorizeUrl;
    const browserUrl = await reachableFromBrowser(authorizeUrl);

    const query = await withCancellableNotification(
      vscode.l10n.t('Waiting for the browser: approve DevDesk on {0}…', host.label),
      async (work) => {
        const answer = this.waitForRedirect(work.signal);
        // A string keeps the URL exactly as built (a Uri would re-encode the nested redirect_uri).
        const opened = await vscode.env.openExternal(browserUrl as unknown as vscode.Uri);
        if (!opened) this.waiting?.cancel();
        return answer;
      },
      this.lifetime,
    );
    const result = readCallback(query, state);
    if (result.kind !== 'code') {
      this.log.warn(`Sign-in to ${host.id} in the browser stopped: ${result.kind}`);
      throw new OAuthError(localize(callbackProblemText(result, host.label)));
    }

    const exchange = { client_id: clientId, client_secret: clientSecret, code: result.code };
    let issued: { token: string; scopes: string[] };
    try {
      // Creating the token is a write on the host: it walks the write road (sent once, never repeated).
      issued = await walkWriteRoad({
        target: `devdesk.signIn ${host.id}`,
        host,
        client: async () => client,
        write: async (road) => {
          const articles = await road();
          const title = vscode.l10n.t('Signing in to {0}…', host.label);
          const token = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title }, () =>
            host.kind === 'team' ? articles.createTeamAccessToken(exchange) : articles.createAccessToken(exchange),
          );
          return { result: token };
        },
      });
    } catch (error) {
      if (describeError(error).reason !== 'unauthorized') throw error;
      await this.secrets.delete(clientSecretKey(host.id, clientId));
      throw new OAuthError(
        vscode.l10n.t(
          '{0} refused the client secret or the authorization code (401). DevDesk forgot the client secret; sign ' +
            'in again and enter it anew.',
          host.label,
        ),
      );
    }
    this.log.rememberSecret(issued.token);
    const login = await whoAmI(host, issued.token);
    return { token: issued.token, login, scopes: issued.scopes };
  }

  private async clientSecret(host: Host, clientId: string): Promise<string | undefined> {
    const sandbox = await sandboxClientSecret(host, clientId);
    if (sandbox) return sandbox;
    // A secret kept under the client id alone may have been entered for another host: never sent, asked again.
    await this.secrets.delete(unboundClientSecretKey(clientId));
    const key = clientSecretKey(host.id, clientId);
    const stored = await this.secrets.get(key);
    if (stored) return stored;
    this.secretQuestions.askedFor.push(host.id);
    const typed =
      this.secretQuestions.answers.shift() ??
      (await vscode.window.showInputBox({
        title: vscode.l10n.t('Sign in to {0}', host.label),
        prompt: vscode.l10n.t(
          'Enter the client secret of the OAuth application {0} for {1}. It is asked once per host and kept in VS ' +
            "Code's secret storage.",
          clientId,
          host.label,
        ),
        password: true,
        ignoreFocusOut: true,
        validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('Enter the client secret.')),
      }));
    const secret = typed?.trim();
    if (secret) await this.secrets.store(key, secret);
    return secret;
  }

  /** Resolves with the redirect's query; rejects when cancelled (silently) or after `browserTimeoutMs`. */
  private waitForRedirect(signal: AbortSignal): Promise<string> {
    this.waiting?.cancel(); // one sign-in in the browser at a time: a new one replaces the old
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
        if (this.waiting === waiting) this.waiting = undefined;
        settle();
      };
      const cancel = () => finish(() => reject(new vscode.CancellationError()));
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(
              new OAuthError(
                vscode.l10n.t(
                  'The browser did not return to DevDesk within {0} minutes. Sign in again.',
                  browserTimeoutMs / 60_000,
                ),
              ),
            ),
          ),
        browserTimeoutMs,
      );
      const waiting: Waiting = { deliver: (query) => finish(() => resolve(query)), cancel };
      signal.addEventListener('abort', cancel, { once: true });
      this.waiting = waiting;
    });
  }

  override dispose(): void {
    this.waiting?.cancel();
    super.dispose();
  }
}
