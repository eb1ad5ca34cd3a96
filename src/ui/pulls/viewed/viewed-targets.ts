// Which file a viewed command acts on: a file node of the view, a reference (`ViewedFileRef`, from the checkbox, a
// test or a script), a `devdesk-pr-file:` document (the diff editor's title, or the active editor), or asked from
// the palette (a pull request, then one of its files).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import type { TargetRule } from '../../base/write-command';
import { fileAtCommitOf } from '../pull/file-system';
import type { PullTargets } from '../pull/pick-targets';
import { nodeData } from '../pull/targets';
import type { ViewedFileRef } from './viewed-nodes';

export interface ViewedFileTarget {
  readonly host: Host;
  readonly repo: RepoRef;
  readonly number: number;
  readonly path: string;
}

function isRef(from: unknown): from is ViewedFileRef {
  const value = from as Partial<Record<keyof ViewedFileRef, unknown>> | undefined;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.hostId === 'string' &&
    typeof value.owner === 'string' &&
    typeof value.repo === 'string' &&
    typeof value.number === 'number' &&
    typeof value.path === 'string'
  );
}

/** The pull request file a diff side shows (the base side names the head's path, which GitHub's state is kept by). */
export function viewedRefOfUri(uri: vscode.Uri | undefined): ViewedFileRef | undefined {
  const file = uri && fileAtCommitOf(uri);
  if (!file?.pull) return undefined;
  return {
    hostId: file.hostId,
    owner: file.owner,
    repo: file.repo,
    number: file.pull.number,
    path: file.fromHead?.path ?? file.path,
  };
}

/** The reference `from` names without asking; nothing given: the active pull request diff editor's file. */
export function viewedRefOf(from: unknown): ViewedFileRef | undefined {
  if (isRef(from))
    return { hostId: from.hostId, owner: from.owner, repo: from.repo, number: from.number, path: from.path };
  const data = nodeData(from, 'file');
  if (data)
    return {
      hostId: data.hostId,
      owner: data.repo.owner,
      repo: data.repo.repo,
      number: data.number,
      path: data.file.filename,
    };
  if (from instanceof vscode.Uri) return viewedRefOfUri(from);
  return from === undefined ? viewedRefOfUri(vscode.window.activeTextEditor?.document.uri) : undefined;
}

export function viewedFileRule(accounts: Accounts, targets: PullTargets): TargetRule<ViewedFileTarget> {
  return {
    named: viewedRefOf,
    async resolve(from) {
      const ref = viewedRefOf(from) ?? (from === undefined || Array.isArray(from) ? await targets.file() : undefined);
      const host = ref && accounts.host(ref.hostId);
      return host && ref && { host, repo: { owner: ref.owner, repo: ref.repo }, number: ref.number, path: ref.path };
    },
  };
}
