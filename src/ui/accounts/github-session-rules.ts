// GitHub through VS Code's own sign-in (`vscode.authentication`), as pure decisions (tested under node:test): which
// authentication provider holds sessions for a GitHub API host. A session's token is only ever sent to the server
// the provider signs in to, so a host matches a provider only when they name the same server.
import { baseUrlKey } from '../base/core';

export type GitHubAuthProvider = 'github' | 'github-enterprise';

/** The scopes DevDesk asks of a session (the same as for a pasted token). */
export const githubSessionScopes: readonly string[] = ['repo', 'read:org'];

function key(url: string): string | undefined {
  try {
    return baseUrlKey(url);
  } catch {
    return undefined;
  }
}

/**
 * The provider for a GitHub API host: `github` for api.github.com; `github-enterprise` when VS Code's
 * `github-enterprise.uri` setting names the server whose REST API (`<uri>/api/v3`) is this host; none otherwise
 * (the sandbox's emulator, or an Enterprise server VS Code is not set up for).
 */
export function githubAuthProvider(hostId: string, vscodeEnterpriseUri: string): GitHubAuthProvider | undefined {
  const host = key(hostId);
  if (!host) return undefined;
  if (host === 'https://api.github.com') return 'github';
  const uri = vscodeEnterpriseUri.trim().replace(/\/+$/, '');
  if (!uri) return undefined;
  return key(`${uri}/api/v3`) === host ? 'github-enterprise' : undefined;
}
