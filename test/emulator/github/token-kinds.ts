// The kinds of token GitHub tells apart, as far as its answers show them. A classic personal access token (or an OAuth
// app's) carries scopes, which every answer names in `X-OAuth-Scopes`; an endpoint names the scopes it accepts in
// `X-Accepted-OAuth-Scopes` (https://docs.github.com/apps/oauth-apps/building-oauth-apps/scopes-for-oauth-apps). A
// fine-grained personal access token has no scopes, so no `X-OAuth-Scopes`, and the notifications API refuses it
// (https://docs.github.com/en/rest/activity/notifications). Tokens are classic with the seeded viewer's scopes unless
// a test makes one another kind through `POST /__emulator/github/tokens` (tokenKindFromControl).
import { createHash } from 'node:crypto';
import type { GitHubStore } from './store.js';

/** Hex digits made from a text, for token names (the store's fakeSha, without importing the store: it imports us). */
const hexOf = (text: string) => createHash('sha1').update(text).digest('hex');

export type GitHubTokenKind = 'classic' | 'fine-grained' | 'classic-without-notifications';

const kindNames: readonly GitHubTokenKind[] = ['classic', 'fine-grained', 'classic-without-notifications'];

/** What a classic token's `X-OAuth-Scopes` says: `repo` reaches notifications too. */
const classicScopes = 'read:org, repo, user';
/** A classic token made without `notifications` or `repo` (public repositories only): no notifications for it. */
const scopesWithoutNotifications = 'public_repo, read:org, user';

export class TokenKinds {
  private readonly kinds = new Map<string, GitHubTokenKind>();

  of(token: string): GitHubTokenKind {
    return this.kinds.get(token) ?? 'classic';
  }

  set(token: string, kind: GitHubTokenKind): void {
    if (kind === 'classic') this.kinds.delete(token);
    else this.kinds.set(token, kind);
  }

  /** How many tokens were made another kind (names new ones apart). */
  get size(): number {
    return this.kinds.size;
  }

  /** The token's `X-OAuth-Scopes`, or undefined for a fine-grained token (GitHub sends the header only with scopes). */
  scopesOf(token: string): string | undefined {
    switch (this.of(token)) {
      case 'fine-grained':
        return undefined;
      case 'classic-without-notifications':
        return scopesWithoutNotifications;
      case 'classic':
        return classicScopes;
    }
  }
}

/**
 * `{"kind": "fine-grained" | "classic-without-notifications"}`: a new token of github.com's seeded viewer of that
 * kind (`github_pat_…` or `ghp_…`), which GitHub serves no notifications (403), the rest as the viewer's own token.
 * `{"kind": "classic" | "fine-grained" | "classic-without-notifications", "token": "<a token github.com knows>"}`
 * makes that token this kind (a test signed in with the sandbox's token turns it another kind, then back).
 */
export function tokenKindFromControl(
  store: GitHubStore,
  viewerToken: string,
  body: unknown,
): { status: number; body: unknown } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { kind, token: given } = fields;
  if (!kindNames.includes(kind as GitHubTokenKind) || (given !== undefined && typeof given !== 'string'))
    return {
      status: 400,
      body: { message: `Body must be {"kind": one of ${kindNames.join(', ')}} with an optional "token".` },
    };
  const kinds = store.notifications.tokenKinds;
  if (typeof given === 'string') {
    if (!store.userForToken(given)) return { status: 404, body: { message: 'No such GitHub token.' } };
    kinds.set(given, kind as GitHubTokenKind);
    return { status: 200, body: { kind } };
  }
  if (kind === 'classic') return { status: 400, body: { message: 'A new token is issued only of another kind.' } };
  const viewer = store.userForToken(viewerToken)!;
  const count = kinds.size;
  const token = store.issueToken(
    viewer.id,
    kind === 'fine-grained'
      ? `github_pat_11${hexOf(`fine-grained:${count}`).slice(0, 20)}_${hexOf(`pat:${count}`).slice(0, 30)}`
      : `ghp_${hexOf(`classic-without-notifications:${count}`).slice(0, 36)}`,
  );
  kinds.set(token, kind as GitHubTokenKind);
  return { status: 201, body: { token, kind } };
}
