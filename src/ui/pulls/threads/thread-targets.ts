// What Resolve / Unresolve act on: a review thread, named by its pull request and its first comment's id. It comes
// as a comment thread of the diff editor (its title's menu), a thread node of the view, a typed reference
// (`{ hostId, owner, repo, number, commentId }`: a test, a script), or nothing (the palette asks the repository and
// pull request like every pull request command, then which of its threads).
import * as vscode from 'vscode';
import type { ReviewComment } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { failingOn } from '../../base/error-presenter';
import { firstLine } from '../../base/markdown-text';
import { untrustedText } from '../../base/untrusted-text';
import type { TargetRule } from '../../base/write-command';
import { reviewThreads } from '../pull/comment-nodes';
import type { PullTargets } from '../pull/pick-targets';
import type { ReviewThreads } from './review-threads';
import { nodeData } from '../pull/targets';
import type { PullKey, ThreadStates } from './thread-states';

export interface ThreadRef {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The id of the thread's first comment (REST's `id`; replies name it in `in_reply_to_id`). */
  readonly commentId: number;
}

export interface ThreadTarget {
  readonly host: Host;
  readonly pull: PullKey;
  readonly rootId: number;
}

const isThreadRef = (from: unknown): from is ThreadRef => {
  const ref = from as Partial<ThreadRef> | undefined;
  return (
    typeof ref === 'object' &&
    ref !== null &&
    typeof ref.hostId === 'string' &&
    typeof ref.owner === 'string' &&
    typeof ref.repo === 'string' &&
    typeof ref.number === 'number' &&
    typeof ref.commentId === 'number'
  );
};

/** The thread `from` names without asking: the pipeline runs once per thread, whichever way it came. */
function threadNamed(threads: ReviewThreads, from: unknown): ThreadRef | undefined {
  const info = typeof from === 'object' && from !== null ? threads.infoOf(from as vscode.CommentThread) : undefined;
  if (info?.file.pull && info.rootId !== undefined)
    return {
      hostId: info.file.hostId,
      owner: info.file.owner,
      repo: info.file.repo,
      number: info.file.pull.number,
      commentId: info.rootId,
    };
  const data = nodeData(from, 'thread');
  if (data)
    return {
      hostId: data.hostId,
      owner: data.repo.owner,
      repo: data.repo.repo,
      number: data.number,
      commentId: Number(data.comments[0]!.id),
    };
  return isThreadRef(from)
    ? { hostId: from.hostId, owner: from.owner, repo: from.repo, number: from.number, commentId: from.commentId }
    : undefined;
}

/** `resolving`: which threads the palette offers (Resolve offers the unresolved ones, Unresolve the resolved). */
export function threadRule(
  accounts: Accounts,
  targets: PullTargets,
  threads: ReviewThreads,
  states: ThreadStates,
  resolving: boolean,
): TargetRule<ThreadTarget> {
  return {
    named: (from) => threadNamed(threads, from),
    async resolve(from) {
      const ref = threadNamed(threads, from);
      if (ref) {
        const host = accounts.host(ref.hostId);
        return (
          host && {
            host,
            pull: { hostId: host.id, repo: { owner: ref.owner, repo: ref.repo }, number: ref.number },
            rootId: ref.commentId,
          }
        );
      }
      const target = await targets.pull(undefined);
      if (!target) return undefined;
      const pull = { hostId: target.host.id, repo: target.repo, number: target.pull.number };
      const rootId = await failingOn(target.host, () => pickThread(accounts, states, target.host, pull, resolving));
      return rootId === undefined ? undefined : { host: target.host, pull, rootId };
    },
  };
}

async function pickThread(
  accounts: Accounts,
  states: ThreadStates,
  host: Host,
  pull: PullKey,
  resolving: boolean,
): Promise<number | undefined> {
  const client = await accounts.requireGitHubClient(host);
  const comments: ReviewComment[] = [];
  for await (const comment of client.reviewComments.listForPull(pull.repo, pull.number, { perPage: 100 }))
    comments.push(comment);
  const known = await states.of(host, pull);
  const offered = reviewThreads(comments).filter(
    (thread) => (known.get(Number(thread[0]!.id))?.isResolved ?? false) !== resolving,
  );
  if (offered.length === 0) {
    void vscode.window.showInformationMessage(
      resolving
        ? vscode.l10n.t('#{0} has no unresolved thread.', pull.number)
        : vscode.l10n.t('#{0} has no resolved thread.', pull.number),
    );
    return undefined;
  }
  const items = offered.map((thread) => ({
    label: untrustedText(`${thread[0]!.path}${thread[0]!.line ? `:${thread[0]!.line}` : ''}`),
    description: `@${untrustedText(thread[0]!.user?.login ?? 'ghost')} · ${untrustedText(firstLine(thread[0]!.body))}`,
    id: Number(thread[0]!.id),
  }));
  const title = resolving
    ? vscode.l10n.t('Resolve which thread of #{0}?', pull.number)
    : vscode.l10n.t('Unresolve which thread of #{0}?', pull.number);
  return (await vscode.window.showQuickPick(items, { title, matchOnDescription: true }))?.id;
}
