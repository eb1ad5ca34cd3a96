// The Checks part of the view as plain data (test/unit/ui/pulls-checks.test.ts). No `vscode` here: a pull request's
// Checks node, each check run or status under it with its outcome and duration, and the icon a state gets.
import type { CheckRun, ChecksState, CommitChecks, CommitStatus } from '../../../core/github/checks';
import type { PullRequestSummary, RepoRef } from '../../../core/github/types';
import { escapeMarkdown } from '../../base/markdown-text';
import { nodeId, type Icon } from '../../base/tree/nodes';
import { phrase, type Phrase } from '../../base/text';
import type { CheckEntry, ChecksTreeNode } from './check-data';

const stateIcons: Record<CheckEntry['state'], Icon> = {
  passing: { id: 'pass', color: 'testing.iconPassed' },
  failing: { id: 'error', color: 'testing.iconFailed' },
  pending: { id: 'clock', color: 'charts.yellow' },
  neutral: { id: 'circle-slash', color: 'descriptionForeground' },
};

export function checkStateIcon(state: CheckEntry['state']): Icon {
  return stateIcons[state];
}

const stateWords: Record<ChecksState, Phrase> = {
  passing: phrase('Checks passing'),
  failing: phrase('Checks failing'),
  pending: phrase('Checks pending'),
};

export function checksStateText(state: ChecksState): Phrase {
  return stateWords[state];
}

const failed: ReadonlySet<string> = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'error']);

function runEntry(run: CheckRun): CheckEntry {
  const outcome = run.status === 'completed' ? (run.conclusion ?? 'success') : run.status;
  const state =
    run.status !== 'completed'
      ? 'pending'
      : failed.has(outcome)
        ? 'failing'
        : outcome === 'success'
          ? 'passing'
          : 'neutral';
  return {
    kind: 'run',
    id: Number(run.id),
    name: run.name,
    state,
    outcome,
    startedAt: run.started_at ?? undefined,
    completedAt: run.completed_at ?? undefined,
    url: run.details_url ?? run.html_url ?? undefined,
    summary: run.output?.title ?? undefined,
  };
}

function statusEntry(status: CommitStatus): CheckEntry {
  const state = status.state === 'success' ? 'passing' : status.state === 'pending' ? 'pending' : 'failing';
  return {
    kind: 'status',
    id: status.id,
    name: status.context,
    state,
    outcome: status.state,
    startedAt: status.created_at,
    completedAt: status.state === 'pending' ? undefined : status.updated_at,
    url: status.target_url ?? undefined,
    summary: status.description ?? undefined,
  };
}

/** Check runs first, then statuses, each as GitHub lists them. */
export function checkEntries(checks: Pick<CommitChecks, 'runs' | 'statuses'>): CheckEntry[] {
  return [...checks.runs.map(runEntry), ...checks.statuses.map(statusEntry)];
}

/** `45s`, `3m 31s`, `1h 2m`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${seconds % 60}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** How long a check took (completed) or has been running (`now` given); undefined without a start. */
export function checkDuration(entry: CheckEntry, now: number): string | undefined {
  if (!entry.startedAt || entry.kind === 'status') return undefined;
  const end = entry.completedAt ? Date.parse(entry.completedAt) : now;
  const started = Date.parse(entry.startedAt);
  return Number.isNaN(end) || Number.isNaN(started) ? undefined : formatDuration(end - started);
}

/** The Checks node of an expanded pull request: open by itself, so its checks load with the pull request's parts. */
export function checksNode(
  pullNodeId: string,
  hostId: string,
  repo: RepoRef,
  pull: PullRequestSummary,
  state: ChecksState | undefined,
): ChecksTreeNode {
  return {
    kind: 'item',
    id: nodeId(pullNodeId, 'checks'),
    label: phrase('Checks'),
    ...(state ? { description: checksStateText(state) } : {}),
    icon: state ? checkStateIcon(state) : { id: 'checklist' },
    expandable: 'expanded',
    contextValue: 'devdesk.pullChecks',
    data: { type: 'checks', hostId, repo, number: pull.number, headSha: pull.head.sha, pullNodeId },
  };
}

export function checkEntryNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  number: number,
  entry: CheckEntry,
  now: number,
): ChecksTreeNode {
  const duration = checkDuration(entry, now);
  const outcome = entry.outcome.replace(/_/g, ' ');
  return {
    kind: 'item',
    id: nodeId(parentId, `${entry.kind}-${entry.id}`),
    label: entry.name,
    description: duration ? `${outcome} · ${duration}` : outcome,
    tooltip: [
      `**${escapeMarkdown(entry.name)}** · ${escapeMarkdown(outcome)}`,
      entry.summary ? escapeMarkdown(entry.summary) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    icon: checkStateIcon(entry.state),
    contextValue: entry.url ? 'devdesk.checkRun;details' : 'devdesk.checkRun',
    ...(entry.url ? { open: { command: 'devdesk.pulls.openCheckDetails', args: [entry.url], title: 'Open' } } : {}),
    data: { type: 'checkRun', hostId, repo, number, entry },
  };
}

/** The line shown when a commit has no checks. */
export const noChecks = phrase('No checks on the head commit.');
