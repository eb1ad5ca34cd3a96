// The comparison nodes as plain data (test/unit/ui/pulls-compare.test.ts). No `vscode` here.
import type { Comparison } from '../../../core/github/compare';
import type { PullRequestCommit, PullRequestFile, RepoRef, Review } from '../../../core/github/types';
import { nodeId, type TreeNode } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { FileDiff } from '../pull/data';
import { changedFileLook } from '../pull/nodes';
import type { CommitRange, CompareNodeData, CompareTreeNode, PickedRange } from './compare-data';

const short = (sha: string) => sha.slice(0, 7);

/**
 * The commit the viewer last reviewed: the `commit_id` of their latest submitted review (a pending one is not
 * given yet). Reviews come oldest first, as GitHub lists them.
 */
export function reviewedCommit(reviews: readonly Review[], me: string): string | undefined {
  const mine = reviews.filter((review) => review.user?.login === me && review.state !== 'PENDING' && review.commit_id);
  return mine.at(-1)?.commit_id ?? undefined;
}

/**
 * Whether a pull request offers *Changes Since Your Review*: when the page's review states (one GraphQL query per
 * page, ../checks/) name the viewer among its reviewers. Not while they are unknown: a node that appears and then goes
 * when the states arrive would move the tree under the user's pointer (and the pull request is redrawn with them).
 */
export function offersChangesSince(
  reviewers: ReadonlyArray<{ readonly login: string }> | undefined,
  me: string | undefined,
): boolean {
  return reviewers !== undefined && me !== undefined && reviewers.some((reviewer) => reviewer.login === me);
}

/** The node under a pull request: the files changed since the viewer's latest review, opened one by one. */
export function sinceReviewNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  pull: { readonly number: number; readonly head: { readonly sha: string } },
): CompareTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, 'changes-since-review'),
    label: phrase('Changes Since Your Review'),
    icon: { id: 'history' },
    expandable: 'collapsed',
    contextValue: 'devdesk.compare;sinceReview',
    data: { type: 'compare', hostId, repo, number: pull.number, at: { kind: 'sinceReview', headSha: pull.head.sha } },
  };
}

/** Whether a command's argument is a compared file (a node's `open` hands one over). */
export function isComparedFile(value: unknown): value is ComparedFile {
  const file = value as Partial<ComparedFile> | undefined;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.hostId === 'string' &&
    typeof file.path === 'string' &&
    typeof file.baseSha === 'string' &&
    typeof file.headSha === 'string' &&
    typeof file.number === 'number'
  );
}

/** What *Open Changes* of a compared file needs: a file diff whose both sides are the file at a commit (no patch). */
export type ComparedFile = Pick<
  FileDiff,
  'hostId' | 'owner' | 'repo' | 'number' | 'path' | 'basePath' | 'baseSha' | 'headSha'
>;

export function comparedFileNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  range: CommitRange,
  file: PullRequestFile,
): CompareTreeNode {
  const open: ComparedFile = {
    hostId,
    owner: repo.owner,
    repo: repo.repo,
    number,
    path: file.filename,
    basePath: file.previous_filename ?? file.filename,
    baseSha: range.base,
    headSha: range.head,
  };
  return {
    kind: 'item',
    id: nodeId(parentId, file.filename),
    ...changedFileLook(file),
    contextValue: 'devdesk.comparedFile',
    open: { command: 'devdesk.pulls.openComparedFile', args: [open], title: 'Open' },
    data: { type: 'compare', hostId, repo, number, at: { kind: 'file', range, file } },
  };
}

/** The files of a comparison, or why there are none; a note when GitHub may have left some out. */
export function comparedFileNodes(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  range: CommitRange,
  comparison: Pick<Comparison, 'files' | 'truncated'>,
): Array<TreeNode<CompareNodeData>> {
  if (comparison.files.length === 0)
    return [
      {
        kind: 'message',
        id: `${parentId}#empty`,
        text: phrase('No file changed between {0} and {1}.', short(range.base), short(range.head)),
      },
    ];
  const files = comparison.files.map((file) => comparedFileNode(parentId, hostId, repo, number, range, file));
  if (!comparison.truncated) return files;
  return [
    ...files,
    {
      kind: 'message',
      id: `${parentId}#truncated`,
      text: phrase('GitHub compares at most 300 files and 250 commits: open the comparison on GitHub for the rest.'),
      icon: { id: 'info' },
    },
  ];
}

/** What *Changes Since Your Review* shows instead of files: not reviewed yet, or reviewed at the head. */
export function sinceReviewMessage(
  parentId: string,
  reviewed: string | undefined,
  headSha: string,
): TreeNode<CompareNodeData> | undefined {
  if (reviewed === undefined)
    return {
      kind: 'message',
      id: `${parentId}#unreviewed`,
      text: phrase('You have not reviewed this pull request yet.'),
      icon: { id: 'info' },
    };
  if (reviewed === headSha)
    return {
      kind: 'message',
      id: `${parentId}#current`,
      text: phrase('Nothing new: your latest review was on the head commit ({0}).', short(headSha)),
    };
  return undefined;
}

/**
 * The range from `first` to `last` of a pull request's commits (listed oldest first) as compare's `base...head`: its
 * base is the commit listed before `first`, or the pull request's base for its first commit. Undefined when `last`
 * comes before `first` or either is not listed.
 */
export function commitRange(
  commits: readonly Pick<PullRequestCommit, 'sha'>[],
  first: string,
  last: string,
  pullBaseSha: string,
): PickedRange | undefined {
  const from = commits.findIndex((commit) => commit.sha === first);
  const to = commits.findIndex((commit) => commit.sha === last);
  if (from < 0 || to < from) return undefined;
  return { base: from === 0 ? pullBaseSha : commits[from - 1]!.sha, head: last, first };
}

/** Said above the files when the reviewed commit is no longer an ancestor of the head (a rebase, a force push). */
export function divergedNote(parentId: string): TreeNode<CompareNodeData> {
  return {
    kind: 'message',
    id: `${parentId}#diverged`,
    text: phrase(
      'The reviewed commit is no longer on the branch (rebased or force-pushed): these are the changes from where ' +
        'the two parted.',
    ),
    icon: { id: 'warning' },
  };
}

/** Said instead of files when GitHub no longer has the reviewed commit. */
export function goneNote(parentId: string, sha: string): TreeNode<CompareNodeData> {
  return {
    kind: 'message',
    id: `${parentId}#gone`,
    text: phrase('GitHub no longer has the commit {0}: the branch was rewritten since.', short(sha)),
    icon: { id: 'warning' },
  };
}
