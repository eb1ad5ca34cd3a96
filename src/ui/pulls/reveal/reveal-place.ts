// Where *Show Repository in Pull Requests* goes: the repository's node when the view lists it (GitHub's names are
// case-insensitive, so the view's own spelling is kept for the node), else one sentence saying it is not there, and
// its pull requests on the web (https://docs.github.com/pull-requests: `https://<host>/<owner>/<name>/pulls`). Pure
// (test/unit/ui/pulls-reveal.test.ts).
import type { RepoRef } from '../../../core/github/types';
import { gitHubWebAddress } from '../../base/core';
import { phrase, type Phrase } from '../../base/text';
import { untrustedText } from '../../base/untrusted-text';

/** The view's own entry for `owner/name` among the repositories it lists, or undefined when it lists none such. */
export function listedRepository(listed: readonly RepoRef[], wanted: RepoRef): RepoRef | undefined {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return listed.find((repo) => same(repo.owner, wanted.owner) && same(repo.repo, wanted.repo));
}

/** The repository's pull requests on the host's web pages (github.com for api.github.com, else the host's own). */
export function repositoryPullsUrl(hostId: string, repo: RepoRef): string {
  const { protocol } = new URL(hostId);
  const scheme = protocol === 'http:' ? 'http:' : 'https:';
  const path = `${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
  return `${scheme}//${gitHubWebAddress(hostId)}/${path}/pulls`;
}

/**
 * What the user reads when the view does not list the repository: which one, where, and how one gets there. The name
 * is the notification thread's (the service's text), so it can become no link in the warning.
 */
export function notListedPhrase(repo: RepoRef, hostLabel: string): Phrase {
  return phrase(
    '{0} on {1} is not in the Pull Requests view, which lists the clones open in this window and the repositories ' +
      'of the devdesk.github.repositories setting.',
    untrustedText(`${repo.owner}/${repo.repo}`),
    hostLabel,
  );
}
