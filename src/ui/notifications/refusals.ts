// GitHub serves notifications only to classic personal access tokens with the `notifications` (or `repo`) scope and
// to OAuth apps, never to fine-grained tokens (https://docs.github.com/en/rest/activity/notifications: "This
// endpoint does not work with GitHub App user access tokens, GitHub App installation access tokens, or fine-grained
// personal access tokens"). A refusal names the host and says what to do; pure.
import { phrase, type Phrase } from '../base/text';

/** The sentence for a refusal of the notifications API, or undefined for any other failure. */
export function refusalOf(error: unknown, host: { label: string }): Phrase | undefined {
  const failure = error as { status?: unknown; serviceMessage?: unknown } | null;
  if (failure?.status !== 403 || typeof failure.serviceMessage !== 'string') return undefined;
  if (/personal access token|integration/i.test(failure.serviceMessage))
    return phrase(
      '{0} does not serve notifications to fine-grained tokens. Sign in to {0} with a classic token with the ' +
        '"notifications" (or "repo") scope, or through the browser; the rest of DevDesk keeps working.',
      host.label,
    );
  if (/scope/i.test(failure.serviceMessage))
    return phrase(
      'Your token for {0} lacks the "notifications" scope. Sign in to {0} again with a token that has ' +
        '"notifications" (or "repo"), or through the browser.',
      host.label,
    );
  return undefined;
}
