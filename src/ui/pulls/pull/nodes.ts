// The Pull Requests view as plain data, no `vscode` (test/unit/ui/pulls.test.ts); its comments: comment-nodes.ts.
import type { PullRequestCommit, PullRequestFile, PullRequestSummary, RepoRef } from '../../../core/github/types';
import { escapeMarkdown, markdownCode } from '../../base/markdown-text';
import { nodeId } from '../../base/tree/nodes';
import { phrase, type Phrase } from '../../base/text';
import { requestedOf, requestReaching } from './review-state-text';
import type { Commits, FileDiff, PullGroup, PullPart, PullTreeNode } from './data';
import { formatSpans, hunksOf } from '../../base/core';

const repoName = (repo: RepoRef) => `${repo.owner}/${repo.repo}`;

export function repoNode(hostId: string, repo: RepoRef): PullTreeNode {
  return {
    kind: 'item',
    id: nodeId('repo', hostId, repoName(repo)),
    label: repoName(repo),
    icon: { id: 'repo' },
    expandable: 'expanded',
    contextValue: 'devdesk.repo',
    data: { type: 'repo', hostId, repo },
  };
}

const groupText: Record<PullGroup, { label: Phrase; icon: string }> = {
  open: { label: phrase('Open pull requests'), icon: 'git-pull-request' },
  reviewRequested: { label: phrase('Review requested'), icon: 'eye' },
  mine: { label: phrase('Created by me'), icon: 'account' },
  closed: { label: phrase('Closed'), icon: 'git-pull-request-closed' },
};

export function groupNodes(parentId: string, hostId: string, repo: RepoRef): PullTreeNode[] {
  return (['open', 'reviewRequested', 'mine', 'closed'] as const).map((group) => ({
    kind: 'item',
    id: nodeId(parentId, group),
    label: groupText[group].label,
    icon: { id: groupText[group].icon },
    expandable: group === 'open' ? 'expanded' : 'collapsed',
    data: { type: 'group', hostId, repo, group },
  }));
}

/**
 * Whether a pull request belongs in a group that the list API cannot filter by (reviewer, author). A review
 * requested from one of `myTeams` (`org/slug`) is requested from the user too.
 */
export function belongsTo(
  group: PullGroup,
  pull: PullRequestSummary,
  me: string,
  myTeams: readonly string[] = [],
): boolean {
  if (group === 'reviewRequested')
    return requestReaching(requestedOf(pull), { login: me, teams: myTeams }) !== undefined;
  if (group === 'mine') return pull.user?.login === me;
  return true;
}

export type PullState = 'draft' | 'open' | 'merged' | 'closed';

export function pullState(pull: Pick<PullRequestSummary, 'state' | 'draft' | 'merged_at'>): PullState {
  if (pull.merged_at) return 'merged';
  if (pull.state === 'closed') return 'closed';
  return pull.draft ? 'draft' : 'open';
}

export const stateIcons: Record<PullState, { id: string; color: string }> = {
  open: { id: 'git-pull-request', color: 'charts.green' },
  draft: { id: 'git-pull-request-draft', color: 'descriptionForeground' },
  merged: { id: 'git-merge', color: 'charts.purple' },
  closed: { id: 'git-pull-request-closed', color: 'charts.red' },
};

/** The tooltip: title, author and branches, labels, and the start of the body (at most 600 characters). */
function pullTooltip(pull: PullRequestSummary): string {
  const body = (pull.body ?? '').trim();
  const start = body.length > 600 ? `${body.slice(0, 600)}…` : body;
  const labels = pull.labels.map((label) => markdownCode(label.name)).join(' ');
  return [
    `**#${pull.number} ${escapeMarkdown(pull.title)}**`,
    '',
    `@${escapeMarkdown(pull.user?.login ?? 'ghost')} · ` +
      `${escapeMarkdown(pull.head.label)} → ${escapeMarkdown(pull.base.ref)}`,
    labels,
    '',
    '---',
    '',
    escapeMarkdown(start),
  ].join('\n');
}

export function pullNode(parentId: string, hostId: string, repo: RepoRef, pull: PullRequestSummary): PullTreeNode {
  const state = pullState(pull);
  const labels = pull.labels.map((label) => label.name).join(', ');
  return {
    kind: 'item',
    id: nodeId(parentId, pull.number),
    label: `#${pull.number} ${pull.title}`,
    description: `@${pull.user?.login ?? 'ghost'}`,
    // Labels after the review state the decoration puts first (checks/pull-decoration.ts): a narrow sidebar cuts the
    // end.
    ...(labels ? { descriptionMore: [labels] } : {}),
    tooltip: pullTooltip(pull),
    icon: stateIcons[state],
    contextValue: `devdesk.pull;${state}`,
    expandable: 'collapsed',
    open: {
      command: 'devdesk.pulls.openDescription',
      args: [hostId, repo.owner, repo.repo, pull.number],
      title: 'Open',
    },
    data: { type: 'pull', hostId, repo, pull },
  };
}

const partText: Record<PullPart, { label: Phrase; icon: string }> = {
  files: { label: phrase('Files'), icon: 'files' },
  commits: { label: phrase('Commits'), icon: 'git-commit' },
  reviewComments: { label: phrase('Review comments'), icon: 'comment-discussion' },
  conversation: { label: phrase('Conversation'), icon: 'comment' },
};

export function partNodes(parentId: string, hostId: string, repo: RepoRef, pull: PullRequestSummary): PullTreeNode[] {
  const number = pull.number;
  const commits = { base: pull.base.sha, head: pull.head.sha };
  return (['files', 'commits', 'reviewComments', 'conversation'] as const).map((part) => ({
    kind: 'item',
    id: nodeId(parentId, part),
    label: partText[part].label,
    icon: { id: partText[part].icon },
    expandable: 'collapsed',
    contextValue: `devdesk.pullPart;${part}`,
    data: { type: 'part', hostId, repo, part, number, commits },
  }));
}

const fileIcons: Record<string, string> = {
  added: 'diff-added',
  removed: 'diff-removed',
  renamed: 'diff-renamed',
  modified: 'diff-modified',
};

/**
 * How a file of chosen changes (a commit or a range, ../compare/) is shown: `baseComments` when its base side may take
 * line comments. GitHub reads `side: LEFT` as the pull request's base at `commit_id`, so that holds only for a range
 * that starts at the pull request's first commit.
 */
export interface ChosenView {
  readonly baseComments: boolean;
}

/** What a Files node's `open` hands Open Changes (the palette builds the same from the file it asks for). */
export function fileDiff(
  hostId: string,
  repo: RepoRef,
  number: number,
  commits: Commits,
  file: PullRequestFile,
  chosen?: ChosenView,
): FileDiff {
  const hunks = hunksOf(file.patch);
  const { owner, repo: name } = repo;
  const sides = {
    baseSha: commits.base,
    headSha: commits.head,
    baseLines: !chosen || chosen.baseComments ? formatSpans(hunks.base) : '',
    headLines: formatSpans(hunks.head),
    ...(chosen ? { chosen: true } : {}),
  };
  return {
    hostId,
    owner,
    repo: name,
    number,
    path: file.filename,
    basePath: file.previous_filename ?? file.filename,
    ...sides,
    patch: file.patch ?? '',
  };
}

/** How a changed file looks in a list: its name, its folder and counts, its status icon (Files, compared ranges). */
export function changedFileLook(
  file: PullRequestFile,
): Pick<PullTreeNode, 'label' | 'description' | 'tooltip' | 'icon'> {
  const slash = file.filename.lastIndexOf('/');
  return {
    label: file.filename.slice(slash + 1),
    description: phrase(
      '{0} +{1} −{2}',
      slash > 0 ? file.filename.slice(0, slash) : '',
      file.additions,
      file.deletions,
    ),
    tooltip: `${escapeMarkdown(file.filename)} (${file.status})`,
    icon: { id: fileIcons[file.status] ?? 'diff' },
  };
}

export function fileNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  commits: Commits,
  file: PullRequestFile,
  chosen?: ChosenView,
): PullTreeNode {
  const diff = fileDiff(hostId, repo, number, commits, file, chosen);
  return {
    kind: 'item',
    id: nodeId(parentId, file.filename),
    ...changedFileLook(file),
    contextValue: 'devdesk.pullFile',
    open: { command: 'devdesk.pulls.openDiff', args: [diff], title: 'Open' },
    data: { type: 'file', hostId, repo, number, file, commits },
  };
}

/** A commit in one line: its subject, and its short SHA with its author. */
export function commitSummary(commit: PullRequestCommit): { subject: string; description: string } {
  return {
    subject: commit.commit.message.split('\n')[0] ?? '',
    description: `${commit.sha.slice(0, 7)} · ${commit.author?.login ?? commit.commit.author?.name ?? ''}`,
  };
}

export function commitNode(parentId: string, hostId: string, repo: RepoRef, commit: PullRequestCommit): PullTreeNode {
  const { subject, description } = commitSummary(commit);
  return {
    kind: 'item',
    id: nodeId(parentId, commit.sha),
    label: subject,
    description,
    tooltip: `\`${commit.sha}\`\n\n${escapeMarkdown(commit.commit.message)}`,
    icon: { id: 'git-commit' },
    contextValue: 'devdesk.commit',
    data: { type: 'commit', hostId, repo, commit },
  };
}
