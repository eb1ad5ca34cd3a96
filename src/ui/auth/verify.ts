import * as vscode from 'vscode';
import { loadCore } from '../core';
import type { Host } from './hosts';

const userAgent = 'DevDesk (VS Code extension)';

/** Who a token belongs to on its host; throws the core's typed errors when the host refuses it. */
export async function whoAmI(host: Host, token: string, signal?: AbortSignal): Promise<string> {
  const core = loadCore();
  if (host.kind === 'github') {
    const github = core.createGitHubClient({ baseUrl: host.id, token, userAgent });
    return (await github.users.authenticated({ signal })).login;
  }
  const articles = core.createArticleClient({ baseUrl: host.id, token, userAgent });
  const user = await articles.getAuthenticatedUser({ signal });
  return user.id;
}

/** A sentence that says what went wrong and what to do next, for a failed token check. */
export function explainVerificationFailure(host: Host, error: unknown): string {
  const core = loadCore();
  if (error instanceof core.AuthenticationError) return vscode.l10n.t('{0} refused this token (401). Check that you copied all of it and that it has not been revoked.', host.label);
  if (error instanceof core.PermissionError) return vscode.l10n.t('{0} accepted the token but it lacks a scope DevDesk needs (403). Create one with the scopes listed in the prompt.', host.label);
  if (error instanceof core.RateLimitError) return vscode.l10n.t('{0} says the rate limit is spent; try again after it resets.', host.label);
  if (error instanceof core.InsecureTransportError) return vscode.l10n.t('{0} uses plain HTTP. DevDesk sends tokens only over HTTPS (or to this machine). Change the URL in settings.', host.id);
  if (error instanceof core.NetworkError || error instanceof core.TimeoutError) return vscode.l10n.t('Could not reach {0}. Check the URL in settings and your connection.', host.id);
  return vscode.l10n.t('Could not check the token with {0}: {1}', host.label, error instanceof Error ? error.message : String(error));
}
