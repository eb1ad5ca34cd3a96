// *Choose Changes to Review…* as plain data, modelled on github.com's commit picker: all changes, the changes since
// the viewer's latest review, one commit, or a range of commits; what each choice compares (`base...head`, as
// GitHub's compare API takes it: https://docs.github.com/en/rest/commits/commits#compare-two-commits), and how the
// Files node says which changes it shows. Pure (test/unit/ui/pulls-review-scope.test.ts).
import type { Comparison } from '../../../core/github/compare';
import type { PullRequestCommit, RepoRef } from '../../../core/github/types';
import { firstLine } from '../../base/markdown-text';
import { relativeTime } from '../../base/relative-time';
import { phrase, type Phrase } from '../../base/text';
import type { TreeNode } from '../../base/tree/nodes';
import type { ChosenChanges, PullNodeData } from '../pull/data';
import { fileNode } from '../pull/nodes';
import { commitRange } from './compare-nodes';

const short = (sha: string) => sha.slice(0, 7);

/** What the reviewer picks (and what a test or a script gives instead of the quick picks). */
export type ChangesChoice =
  | { readonly choice: 'all' }
  | { readonly choice: 'sinceReview' }
  | { readonly choice: 'commit'; readonly sha: string }
  | { readonly choice: 'range'; readonly first?: string; readonly last?: string };

/** One row of the picker, before the adapter localizes and escapes it. */
export interface ChangesItem {
  readonly label: Phrase | string;
  readonly description?: Phrase | string;
  readonly detail?: Phrase | string;
  readonly pick: ChangesChoice;
}

type Commit = Pick<PullRequestCommit, 'sha' | 'commit' | 'author'>;

/**
 * The picker's rows: all changes, the changes since the viewer's review (when they reviewed a commit before the head),
 * each commit (short SHA, first line of its message, author, how long ago), and a range.
 */
export function changesItems(
  commits: readonly Commit[],
  reviewed: string | undefined,
  headSha: string,
  now: number,
  language: string,
): ChangesItem[] {
  const since: ChangesItem[] =
    reviewed !== undefined && reviewed !== headSha
      ? [
          {
            label: phrase('Changes since your last review'),
            description: `${short(reviewed)}..${short(headSha)}`,
            pick: { choice: 'sinceReview' },
          },
        ]
      : [];
  const each = commits.map((commit): ChangesItem => {
    const when = commit.commit.author?.date ?? commit.commit.committer?.date;
    const who = commit.author?.login ?? commit.commit.author?.name ?? '';
    return {
      label: firstLine(commit.commit.message),
      description: short(commit.sha),
      detail: when ? `${who} · ${relativeTime(when, now, language)}` : who,
      pick: { choice: 'commit', sha: commit.sha },
    };
  });
  return [
    { label: phrase('All changes'), description: phrase('{0} commits', commits.length), pick: { choice: 'all' } },
    ...since,
    ...each,
    ...(commits.length > 1 ? [{ label: phrase('A range of commits…'), pick: { choice: 'range' } } as const] : []),
  ];
}

/**
 * The commits `first`..`last` (one commit when they are the same) as chosen changes: from the commit before `first`
 * (the pull request's base for its first commit) to `last`. Undefined when `last` comes before `first` or either is
 * not one of the commits.
 */
export function rangeChanges(
  commits: readonly Pick<Commit, 'sha'>[],
  first: string,
  last: string,
  pullBase: string,
): ChosenChanges | undefined {
  const range = commitRange(commits, first, last, pullBase);
  if (!range) return undefined;
  const count = commits.findIndex((commit) => commit.sha === last) - commits.findIndex((c) => c.sha === first) + 1;
  const { base, head } = range;
  return { kind: count === 1 ? 'commit' : 'range', base, head, first, count, fromPullBase: base === pullBase };
}

/** The changes since the viewer's latest review: from the commit they reviewed to the head. */
export function sinceReviewChanges(reviewed: string, headSha: string, pullBase: string): ChosenChanges {
  return { kind: 'sinceReview', base: reviewed, head: headSha, count: 0, fromPullBase: reviewed === pullBase };
}

/** The Files node's label: which changes it lists. */
export function filesLabel(chosen: ChosenChanges | undefined): Phrase {
  if (!chosen) return phrase('Files');
  const span = `${short(chosen.base)}..${short(chosen.head)}`;
  switch (chosen.kind) {
    case 'sinceReview':
      return phrase('Files · since your review ({0})', span);
    case 'commit':
      return phrase('Files · commit {0}', short(chosen.head));
    case 'range':
      return phrase(
        'Files · {0} commits ({1})',
        chosen.count,
        `${short(chosen.first ?? chosen.base)}..${short(chosen.head)}`,
      );
  }
}

/**
 * The Files node's children for chosen changes: each file the comparison lists, opening a diff from the changes' base
 * to their head (`fileNode`'s chosen view); why there are none; a note when GitHub may have left some out.
 */
export function chosenFileNodes(
  filesNodeId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  chosen: ChosenChanges,
  comparison: Pick<Comparison, 'files' | 'truncated'>,
): Array<TreeNode<PullNodeData>> {
  const commits = { base: chosen.base, head: chosen.head };
  const view = { baseComments: chosen.fromPullBase };
  const files = comparison.files.map((file) => fileNode(filesNodeId, hostId, repo, number, commits, file, view));
  if (files.length === 0)
    return [
      {
        kind: 'message',
        id: `${filesNodeId}#empty`,
        text: phrase('No file changed between {0} and {1}.', short(chosen.base), short(chosen.head)),
      },
    ];
  if (!comparison.truncated) return files;
  return [
    ...files,
    {
      kind: 'message',
      id: `${filesNodeId}#truncated`,
      text: phrase('GitHub compares at most 300 files and 250 commits: open the comparison on GitHub for the rest.'),
      icon: { id: 'info' },
    },
  ];
}
