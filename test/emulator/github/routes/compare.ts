// Comparing two commits: GET /repos/{owner}/{repo}/compare/{basehead} with `BASE...HEAD` (or `BASE..HEAD`), each a
// branch or a commit SHA of the repository (https://docs.github.com/rest/commits/commits#compare-two-commits). What
// is compared is ../comparison.ts; this is the HTTP side: without `page`/`per_page` the first 250 commits, with them
// a page of commits and a `Link` header, the files (at most 300) on the first page only, as GitHub documents.
import { readableRepo, type GitHubContext, type RouteTable } from '../context.js';
import { compareSnapshots, type Comparison } from '../comparison.js';
import { mergeBaseOf, resolveRef, type Snapshot } from '../contents.js';
import { basicError, json, paginate, type Reply } from '../http-conventions.js';
import { fakeSha, type Commit, type GitHubStore, type Repo } from '../store.js';

const docs = 'https://docs.github.com/rest/commits/commits#compare-two-commits';
const maxCommits = 250;
const maxFiles = 300;

export function registerCompareRoutes(routes: RouteTable): void {
  // `*basehead` takes the rest of the URL: branch names may hold slashes.
  routes.on('GET', '/repos/:owner/:repo/compare/*basehead', compare);
}

/** `BASE...HEAD` or `BASE..HEAD` split in two; undefined when neither separator is there. */
export function splitBasehead(basehead: string): { base: string; head: string } | undefined {
  const match = /^(.+?)\.{2,3}(.+)$/.exec(basehead);
  return match && !match[2]!.startsWith('.') ? { base: match[1]!, head: match[2]! } : undefined;
}

function compare(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return basicError(404, 'Not Found', docs);
  const refs = splitBasehead(params.basehead ?? '');
  if (!refs) return basicError(404, 'Not Found', docs);
  const base = resolveRef(context.store, repo, refs.base);
  const head = resolveRef(context.store, repo, refs.head);
  if (!base || !head) return basicError(404, 'Not Found', docs);
  const comparison = compareSnapshots(base, head, (snapshot) => trunkOf(context.store, repo, snapshot));
  if (!comparison) return basicError(404, `No common ancestor between ${refs.base} and ${refs.head}.`, docs);
  const query = context.request.query;
  const paged = query.has('page') || query.has('per_page');
  const page = paged
    ? paginate(context.request, comparison.commits)
    : { items: comparison.commits.slice(-maxCommits), page: 1, link: undefined };
  const body = representation(context, repo, refs, comparison, page.items, page.page === 1);
  return json(200, body, page.link ? { Link: page.link } : {});
}

/** The trunk commit a pull request snapshot branched from. */
function trunkOf(store: GitHubStore, repo: Repo, snapshot: Snapshot): Snapshot {
  if (snapshot.kind === 'trunk') return snapshot;
  return resolveRef(store, repo, mergeBaseOf(snapshot.issue) ?? snapshot.issue.pull.base.sha) ?? snapshot;
}

/** The commit record of a snapshot: a pull request's own, or a trunk commit the emulator does not keep. */
function commitOf(store: GitHubStore, snapshot: Snapshot): Commit {
  const own =
    snapshot.kind === 'pull' ? snapshot.issue.pull.commits.find((commit) => commit.sha === snapshot.sha) : undefined;
  if (own) return own;
  const date =
    snapshot.kind === 'pull'
      ? snapshot.issue.createdAt
      : Math.min(store.now(), ...snapshot.bases.map((issue) => issue.createdAt));
  return {
    sha: snapshot.sha,
    message: 'Trunk',
    authorId: null,
    authorName: 'DevDesk Trunk',
    authorEmail: 'trunk@devdesk.example',
    committerId: null,
    date,
    parents: [],
    treeSha: fakeSha(`tree:${snapshot.sha}`),
  };
}

function representation(
  context: GitHubContext,
  repo: Repo,
  refs: { base: string; head: string },
  comparison: Comparison,
  commits: Commit[],
  withFiles: boolean,
): unknown {
  const { url: repoApi, html_url: repoWeb } = context.rep.repository(repo) as { url: string; html_url: string };
  const basehead = `${refs.base}...${refs.head}`;
  const baseSnapshot = resolveRef(context.store, repo, refs.base)!;
  return {
    url: `${repoApi}/compare/${basehead}`,
    html_url: `${repoWeb}/compare/${basehead}`,
    permalink_url: `${repoWeb}/compare/${baseSnapshot.sha}...${commitsHead(comparison, refs)}`,
    diff_url: `${repoWeb}/compare/${basehead}.diff`,
    patch_url: `${repoWeb}/compare/${basehead}.patch`,
    base_commit: context.rep.commit(repo, commitOf(context.store, baseSnapshot)),
    merge_base_commit: context.rep.commit(repo, commitOf(context.store, comparison.mergeBase)),
    status: comparison.status,
    ahead_by: comparison.aheadBy,
    behind_by: comparison.behindBy,
    total_commits: comparison.aheadBy,
    commits: commits.map((commit) => context.rep.commit(repo, commit)),
    ...(withFiles
      ? { files: comparison.files.slice(0, maxFiles).map((file) => context.rep.diffEntry(repo, refs.head, file)) }
      : {}),
  };
}

function commitsHead(comparison: Comparison, refs: { head: string }): string {
  return comparison.commits[comparison.commits.length - 1]?.sha ?? refs.head;
}
