// Which pull requests DevDesk checked out, per clone, kept in the workspace's state so a reload keeps them: the
// branch made for the pull request and the branch the clone was on before, for *Back to <branch>* and for diffs
// that show the local file on the head side.
import * as vscode from 'vscode';
import type { GitApi, GitRepository } from '../pull/git-api';

export interface CheckedOutPull {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The clone's root, as a URI string. */
  readonly root: string;
  readonly branch: string;
  /** The branch the clone was on before (a commit SHA if it was detached). */
  readonly previous: string;
}

const key = 'devdesk.pulls.checkedOut';

export class CheckoutRecords {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {}

  all(): readonly CheckedOutPull[] {
    return this.state.get<CheckedOutPull[]>(key, []);
  }

  of(root: vscode.Uri): CheckedOutPull | undefined {
    return this.all().find((record) => record.root === root.toString());
  }

  /** One record per clone: a second pull request checked out in the same clone replaces the first. */
  async put(record: CheckedOutPull): Promise<void> {
    await this.state.update(key, [...this.all().filter((each) => each.root !== record.root), record]);
    this.changed.fire();
  }

  async remove(root: string): Promise<void> {
    await this.state.update(
      key,
      this.all().filter((each) => each.root !== root),
    );
    this.changed.fire();
  }

  /** The open clone where `pull` is checked out and still the current branch, with its record. */
  current(
    api: GitApi,
    pull: { hostId: string; owner: string; repo: string; number: number },
  ): { clone: GitRepository; record: CheckedOutPull } | undefined {
    for (const record of this.all()) {
      if (
        record.hostId !== pull.hostId ||
        record.owner !== pull.owner ||
        record.repo !== pull.repo ||
        record.number !== pull.number
      )
        continue;
      const clone = api.repositories.find((each) => each.rootUri.toString() === record.root);
      if (clone?.state.HEAD?.name === record.branch) return { clone, record };
    }
    return undefined;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
