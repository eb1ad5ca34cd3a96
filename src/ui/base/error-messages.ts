// One sentence per failure reason: what happened and what to do next. The only place error reasons meet
// vscode.l10n; tree error nodes and notifications both read from here.
import * as vscode from 'vscode';
import type { ErrorDescription } from './errors';
import { untrustedText } from './untrusted-text';

function timeOf(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(vscode.env.language, { hour: '2-digit', minute: '2-digit' });
}

// The service's own words are its text, not DevDesk's: a notification must not turn them into a link.
function serviceSaid(description: ErrorDescription): string {
  return description.params.serviceMessage ? ` (${untrustedText(description.params.serviceMessage)})` : '';
}

/** `where` names the host or the list that failed, e.g. "Qiita (qiita.com)"; it defaults to "The service". */
export function errorMessage(description: ErrorDescription, where?: string): string {
  const host = where ?? vscode.l10n.t('The service');
  const { params } = description;
  switch (description.reason) {
    case 'cancelled':
      return vscode.l10n.t('Cancelled.');
    case 'unauthorized':
      return params.notSignedIn
        ? vscode.l10n.t('You are not signed in to {0}. Sign in to go on.', host)
        : vscode.l10n.t('{0} no longer accepts your token (401). Sign in again.', host);
    case 'forbidden':
      return vscode.l10n.t(
        '{0} refused this (403){1}. Your token may lack a scope; sign in again with the scopes DevDesk asks for.',
        host,
        serviceSaid(description),
      );
    case 'notFound':
      return vscode.l10n.t('{0} did not find it (404): it was deleted, or your token cannot see it.', host);
    case 'conflict':
      return vscode.l10n.t('{0} refused this because it changed meanwhile (409). Refresh and try again.', host);
    case 'headChanged':
      return vscode.l10n.t(
        'The pull request has new commits you have not seen. Refresh it, review them, then try again.',
      );
    case 'mergeNotAllowed':
      return vscode.l10n.t('{0} cannot merge this pull request{1}.', host, serviceSaid(description));
    case 'invalid':
      return vscode.l10n.t(
        '{0} did not accept what was sent{1}. Correct it and try again.',
        host,
        serviceSaid(description),
      );
    case 'rateLimited':
      return params.resetAt
        ? vscode.l10n.t('The rate limit of {0} is spent; it resets at {1}.', host, timeOf(params.resetAt))
        : vscode.l10n.t('The rate limit of {0} is spent; try again later.', host);
    case 'abuseLimited':
      return vscode.l10n.t('{0} asks DevDesk to slow down; try again in {1} s.', host, params.retryAfterSeconds ?? 60);
    case 'serverError':
      return vscode.l10n.t('{0} had a problem ({1}). Try again in a moment.', host, params.status ?? 500);
    case 'network':
      return vscode.l10n.t(
        'Could not reach {0}{1}. Check your connection and the URL in settings, then retry.',
        host,
        params.code ? ` (${params.code})` : '',
      );
    case 'timeout':
      return vscode.l10n.t('{0} did not answer in time. Retry.', host);
    case 'insecureTransport':
      return vscode.l10n.t(
        'DevDesk sends tokens only over HTTPS (or to this machine). Change the URL in settings to https://.',
      );
    case 'redirectedWrite':
      return vscode.l10n.t(
        '{0} moved this to another address, so the change was not sent. Refresh and try again.',
        host,
      );
    case 'badResponse':
      return vscode.l10n.t('{0} answered with something DevDesk did not expect. The log has the details.', host);
    case 'tooLarge':
      return vscode.l10n.t('The text is larger than {0} accepts.', host);
    case 'answerTooLarge':
      return vscode.l10n.t(
        '{0} sent an answer larger than {1} MB, so DevDesk stopped reading it.',
        where ?? params.host ?? host,
        params.limitMegabytes ?? '?',
      );
    case 'notInBrowser':
      return vscode.l10n.t('This needs desktop VS Code: it is not available in the browser yet.');
    case 'browserRefused':
      return vscode.l10n.t(
        "{0} refused the browser's request (CORS) or is out of reach: use desktop VS Code or change its CORS setting.",
        host,
      );
    case 'unknown':
      return vscode.l10n.t('Something went wrong: {0}', untrustedText(params.detail ?? ''));
  }
}
