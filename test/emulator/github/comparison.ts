// Two commits compared as GitHub's compare API does (`BASE...HEAD`, https://docs.github.com/rest/commits/commits#compare-two-commits):
// the commits HEAD has and BASE lacks (`ahead_by`), the reverse (`behind_by`), and the files changed from their
// merge base to HEAD. Worked out from the emulator's commit model (contents.ts):
// - a pull request's commits form one line from its merge base; two commits of it compare along that line;
// - a trunk commit (a base SHA, a branch tip) is where pull requests branch from; the trunk's own history is not
//   modelled, so two different trunk commits have no known relation (answered as GitHub answers unrelated commits);
// - two pull requests' commits diverge from the trunk.
// Files are found among the paths either side's pull request changed; renames show as a removal and an addition.
import { bytesOf, gitBlobSha, linesAt, pullFilesAt, type Snapshot } from './contents.js';
import type { Commit, PullFile } from './store.js';
import { sameLines, unifiedPatch } from './unified-diff.js';

export type ComparisonStatus = 'ahead' | 'behind' | 'diverged' | 'identical';

export interface Comparison {
  status: ComparisonStatus;
  aheadBy: number;
  behindBy: number;
  /** The commits HEAD has and BASE lacks, oldest first. */
  commits: Commit[];
  /** The merge base: a snapshot of BASE, of HEAD, or of the trunk both branched from. */
  mergeBase: Snapshot;
  /** What changed from the merge base to HEAD, by path. */
  files: PullFile[];
}

/** The commits of a pull request up to and including a snapshot's commit (none for the trunk). */
function lineOf(snapshot: Snapshot): Commit[] {
  if (snapshot.kind === 'trunk') return [];
  const commits = snapshot.issue.pull.commits;
  return commits.slice(0, commits.findIndex((commit) => commit.sha === snapshot.sha) + 1);
}

function statusOf(aheadBy: number, behindBy: number): ComparisonStatus {
  if (aheadBy > 0 && behindBy > 0) return 'diverged';
  if (aheadBy > 0) return 'ahead';
  return behindBy > 0 ? 'behind' : 'identical';
}

/** BASE...HEAD; undefined when the two commits have no known common ancestor. */
export function compareSnapshots(
  base: Snapshot,
  head: Snapshot,
  trunkOf: (snapshot: Snapshot) => Snapshot,
): Comparison | undefined {
  if (base.kind === 'trunk' && head.kind === 'trunk' && base.sha !== head.sha) return undefined;
  const baseLine = lineOf(base);
  const headLine = lineOf(head);
  const samePull = base.kind === 'pull' && head.kind === 'pull' && base.issue === head.issue;
  // Along one line, the shorter is the other's prefix; otherwise both lines start at the trunk.
  const shared = samePull ? Math.min(baseLine.length, headLine.length) : 0;
  const commits = headLine.slice(shared);
  const behindBy = baseLine.length - shared;
  const mergeBase = behindBy === 0 ? base : commits.length === 0 ? head : trunkOf(head);
  return {
    status: statusOf(commits.length, behindBy),
    aheadBy: commits.length,
    behindBy,
    commits,
    mergeBase,
    files: changedFiles(mergeBase, head, base),
  };
}

/** The paths a snapshot's pull request changed from its base (none for the trunk). */
function pathsOf(snapshot: Snapshot): string[] {
  if (snapshot.kind === 'trunk') return [];
  return pullFilesAt(snapshot.issue, snapshot.sha).flatMap((file) =>
    file.previousFilename ? [file.filename, file.previousFilename] : [file.filename],
  );
}

function changedFiles(from: Snapshot, to: Snapshot, base: Snapshot): PullFile[] {
  const paths = [...new Set([...pathsOf(from), ...pathsOf(to), ...pathsOf(base)])].sort();
  const files: PullFile[] = [];
  for (const path of paths) {
    const before = linesAt(from, path);
    const after = linesAt(to, path);
    if (sameLines(before, after)) continue;
    const { patch, additions, deletions } = unifiedPatch(before, after);
    const status = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
    files.push({
      sha: gitBlobSha(bytesOf(after ?? before ?? [])),
      filename: path,
      status,
      additions,
      deletions,
      patch,
    });
  }
  return files;
}
