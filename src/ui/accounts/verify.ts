// Who a token belongs to on its host: the check made before a token is stored.
import { loadCore } from '../base/core';
import type { Host } from './host';
import { userAgent } from './user-agent';

/** The login (GitHub) or user id (Qiita) the token belongs to; throws the core's typed errors when refused. */
export async function whoAmI(host: Host, token: string, signal?: AbortSignal): Promise<string> {
  const core = loadCore();
  if (host.kind === 'github') {
    const github = core.createGitHubClient({ baseUrl: host.id, token, userAgent: userAgent() });
    return (await github.users.authenticated({ signal })).login;
  }
  const articles = core.createArticleClient({ baseUrl: host.id, token, userAgent: userAgent() });
  return (await articles.getAuthenticatedUser({ signal })).id;
}
