// What a server other than github.com may answer, for the tests of DevDesk's refusals: `POST /__emulator/github/oddities`.
// - `{"owner", "repo", "number", "headRepoDeleted": true | false}`: the pull request's head repository (a fork) is
//   deleted, so its `head.repo` is null, as GitHub answers once a fork is deleted (the OpenAPI description marks the
//   field required; GitHub sends null all the same). `false` brings it back.
// - `{"owner", "repo", "number", "headRef": <name>}`: the pull request's head branch is renamed to a name GitHub
//   itself refuses (one led by `-`, say), as an Enterprise server or a hostile one might keep it.
// - `{"owner", "repo", "commentId", "path": <path>}`: a review comment names a file GitHub never would (`../..`).
// Answers 200 with the values before the change (so a test puts them back), 400 or 404.
import type { GitHubStore } from './store.js';

type Answer = { status: number; body: unknown };

const usage =
  'Body must be {"owner", "repo", "number", "headRepoDeleted"?: boolean, "headRef"?: string} or {"owner", "repo", "commentId", "path"}.';

export function oddityFromControl(store: GitHubStore, body: unknown): Answer {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { owner, repo: name, number, commentId, headRepoDeleted, headRef, path } = fields;
  if (typeof owner !== 'string' || typeof name !== 'string') return { status: 400, body: { message: usage } };
  const repo = store.repo(owner, name);
  if (!repo) return { status: 404, body: { message: `No repository ${owner}/${name}.` } };
  if (typeof commentId === 'number' && typeof path === 'string') {
    const comment = store.reviewComments.get(commentId);
    if (!comment || comment.repoId !== repo.id)
      return { status: 404, body: { message: `No review comment ${commentId} in ${owner}/${name}.` } };
    const before = { path: comment.path };
    comment.path = path;
    return { status: 200, body: before };
  }
  const validHead =
    (headRepoDeleted === undefined || typeof headRepoDeleted === 'boolean') &&
    (headRef === undefined || (typeof headRef === 'string' && headRef !== ''));
  if (typeof number !== 'number' || !validHead) return { status: 400, body: { message: usage } };
  const issue = store.pull(repo, number);
  if (!issue) return { status: 404, body: { message: `No pull request ${owner}/${name}#${number}.` } };
  const head = issue.pull.head;
  const before = { headRef: head.ref, headRepoDeleted: head.repoDeleted ?? false };
  if (typeof headRepoDeleted === 'boolean') head.repoDeleted = headRepoDeleted;
  if (typeof headRef === 'string') head.ref = headRef;
  return { status: 200, body: before };
}
