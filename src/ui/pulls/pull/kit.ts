// What the Pull Requests feature's commands are made of. index.ts makes one kit and hands it to each concern's
// `xCommands(kit)`, so registering a concern is one line. Each floor adds what it owns (threads/thread-kit.ts), and
// a concern asks for the floors it stands on plus its own parts, so no concern reaches up or across for them.
import type * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import type { DraftStore } from '../../base/drafts';
import type { FileDiff } from './data';
import type { PullFileSystem } from './file-system';
import type { PullTargets } from './pick-targets';
import type { PullsRoads } from './road';

/** A file of a pull request, as the checkout's local head looks it up. */
export type PullFile = Pick<FileDiff, 'hostId' | 'owner' | 'repo' | 'number' | 'path'>;

export interface PullKit {
  readonly accounts: Accounts;
  readonly drafts: DraftStore;
  /** The write roads: REST, GraphQL or both clients of the target's host. */
  readonly roads: PullsRoads;
  readonly targets: PullTargets;
  /** The `devdesk-pr-file:` documents a diff shows. */
  readonly files: PullFileSystem;
  /** The checked-out file a diff shows as its head side, when the pull request is checked out (else undefined). */
  readonly localHead: (file: PullFile) => Promise<vscode.Uri | undefined>;
}
