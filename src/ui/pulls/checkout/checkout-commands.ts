// *Check Out Pull Request* and *Back to <branch>*: the pull request's head branch checked out in the workspace's
// clone through the built-in Git extension (a fork's through a remote added for the fork), and the branch the clone
// was on before. They write to the local repository only, never to the service, so they are plain commands; the
// command pipeline still runs each once per target at a time (a second press while git works does nothing).
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { gitHubWebHost, parseRepositoryName } from '../../base/core';
import { failingOn } from '../../base/error-presenter';
import { untrustedText } from '../../base/untrusted-text';
import type { PullKit } from '../pull/kit';
import type { PullTargets } from '../pull/pick-targets';
import { pullNamed } from '../pull/targets';
import { CheckoutRefusal, commitOf, requireCloneOf, requireGitApi } from './checkout-clones';
import type { GitRepository } from '../pull/git-api';
import { checkoutPlan, fetchRefspec, isBranchName, originFirst, trackedChanges, type PullHead } from './checkout-plan';
import type { CheckedOutPull, CheckoutRecords } from './checkout-records';

/** Shows a refusal as the sentence it is (no "Something went wrong"); other failures go to the error presenter. */
async function refusingPlainly(refusals: string[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof CheckoutRefusal)) throw error;
    refusals.push(error.message);
    void vscode.window.showErrorMessage(untrustedText(error.message));
  }
}

async function refuseIfDirty(clone: GitRepository): Promise<void> {
  await clone.status();
  const { indexChanges, workingTreeChanges, mergeChanges } = clone.state;
  if (trackedChanges([...indexChanges, ...workingTreeChanges, ...mergeChanges]) === 0) return;
  throw new CheckoutRefusal(
    vscode.l10n.t(
      '{0} has uncommitted changes. Commit or stash them first (Source Control view), then try again.',
      clone.rootUri.fsPath,
    ),
  );
}

/** The pull request's head branch and the repository it lives in, as GitHub has them now. */
async function headOf(accounts: Accounts, host: Host, repo: RepoRef, number: number): Promise<PullHead> {
  const pull = await failingOn(host, async () => (await accounts.requireGitHubClient(host)).pulls.get(repo, number));
  // GitHub sends `head.repo: null` once the fork a pull request came from is deleted (its description says otherwise).
  const fork = (pull.head.repo as { full_name?: string } | null) ?? undefined;
  const headRepo = fork?.full_name ? parseRepositoryName(fork.full_name) : undefined;
  if (!headRepo)
    throw new CheckoutRefusal(
      vscode.l10n.t('The repository #{0} came from no longer exists, so its branch cannot be fetched.', number),
    );
  if (!isBranchName(pull.head.ref))
    throw new CheckoutRefusal(
      vscode.l10n.t(
        'The branch of #{0} is named {1}, which git does not accept as a branch name (git could read it as an ' +
          'option), so DevDesk does not fetch it.',
        number,
        JSON.stringify(pull.head.ref),
      ),
    );
  return { repo: headRepo, ref: pull.head.ref };
}

export class CheckoutPullCommand implements Command {
  readonly id = 'devdesk.pulls.checkout';
  constructor(
    private readonly accounts: Accounts,
    private readonly targets: PullTargets,
    private readonly records: CheckoutRecords,
    private readonly refusals: string[],
  ) {}

  runTarget(from?: unknown): readonly unknown[] {
    return [pullNamed(from) ?? from];
  }

  async execute(from?: unknown): Promise<void> {
    const target = await this.targets.pull(from);
    if (!target) return;
    await refusingPlainly(this.refusals, () => this.checkout(target.host, target.repo, target.pull.number));
  }

  private async checkout(host: Host, base: RepoRef, number: number): Promise<void> {
    const head = await headOf(this.accounts, host, base, number);
    const webHost = gitHubWebHost(host.id);
    const clone = requireCloneOf(await requireGitApi(), base, webHost);
    await refuseIfDirty(clone);
    const plan = checkoutPlan(originFirst(clone.state.remotes), base, head, webHost);
    if (!plan)
      throw new CheckoutRefusal(
        vscode.l10n.t(
          'DevDesk cannot tell the address of {0}/{1} from the remotes of {2}. Add a remote for it, then check ' +
            'out again.',
          head.repo.owner,
          head.repo.repo,
          clone.rootUri.fsPath,
        ),
      );
    if (plan.addRemote) await clone.addRemote(plan.addRemote.name, plan.addRemote.url);
    // The Git extension runs `git fetch <remote> <ref>` with no `--`: a full refspec is never read as an option.
    await clone.fetch({ remote: plan.remote, ref: fetchRefspec(plan.remote, head.ref) });
    const remoteCommit = await commitOf(clone, `refs/remotes/${plan.remoteBranch}`);
    if (!remoteCommit)
      throw new CheckoutRefusal(
        vscode.l10n.t('The branch {0} of #{1} is not on the remote {2} any more.', head.ref, number, plan.remote),
      );
    const localCommit = await commitOf(clone, `refs/heads/${plan.localBranch}`);
    const previous = this.previousBranch(clone);
    if (localCommit === undefined) {
      await clone.createBranch(plan.localBranch, true, plan.remoteBranch);
      await clone.setBranchUpstream(plan.localBranch, plan.remoteBranch);
    } else if (localCommit === remoteCommit) {
      await clone.checkout(plan.localBranch);
    } else {
      throw new CheckoutRefusal(
        vscode.l10n.t(
          '{0} already has a branch {1} at {2}, but #{3} is at {4} on {5}. Rename or delete your branch (or check ' +
            'it out and pull yourself), then try again.',
          clone.rootUri.fsPath,
          plan.localBranch,
          localCommit.slice(0, 7),
          number,
          remoteCommit.slice(0, 7),
          plan.remote,
        ),
      );
    }
    await this.records.put({
      hostId: host.id,
      owner: base.owner,
      repo: base.repo,
      number,
      root: clone.rootUri.toString(),
      branch: plan.localBranch,
      previous,
    });
    vscode.window.setStatusBarMessage(
      vscode.l10n.t('Checked out #{0} on the branch {1}.', number, untrustedText(plan.localBranch)),
      5000,
    );
  }

  /** What Back returns to: the branch before the first pull request checked out here, not an earlier PR's branch. */
  private previousBranch(clone: GitRepository): string {
    const earlier = this.records.of(clone.rootUri);
    const head = clone.state.HEAD;
    if (earlier && head?.name === earlier.branch) return earlier.previous;
    return head?.name ?? head?.commit ?? 'HEAD';
  }
}

export class CheckoutBackCommand implements Command {
  readonly id = 'devdesk.pulls.checkoutBack';
  constructor(
    private readonly records: CheckoutRecords,
    private readonly refusals: string[],
  ) {}

  /**
   * `pull` (a pull request's node or `{ hostId, owner, repo, number }`, optional) names which checkout goes back when
   * there are several.
   */
  async execute(pull?: unknown): Promise<void> {
    await refusingPlainly(this.refusals, () => this.back(pull));
  }

  private async back(pull: unknown): Promise<void> {
    const records = this.records.all();
    if (records.length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('DevDesk has no pull request checked out, so there is no branch to go back to.'),
      );
      return;
    }
    const api = await requireGitApi();
    const named = records.find((record) => namesRecord(pull, record));
    const record = named ?? (records.length === 1 ? records[0]! : await this.pick(records));
    if (!record) return;
    const root = vscode.Uri.parse(record.root);
    const clone =
      api.repositories.find((each) => each.rootUri.toString() === record.root) ?? (await api.openRepository(root));
    if (!clone) {
      await this.records.remove(record.root);
      throw new CheckoutRefusal(vscode.l10n.t('{0} is not a git repository any more.', root.fsPath));
    }
    await refuseIfDirty(clone);
    await clone.checkout(record.previous);
    await this.records.remove(record.root);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Back on {0}.', untrustedText(record.previous)), 5000);
  }

  private async pick(records: readonly ReturnType<CheckoutRecords['all']>[number][]) {
    const items = records.map((record) => ({
      label: `${record.owner}/${record.repo}#${record.number}`,
      description: untrustedText(vscode.l10n.t('back to {0}', record.previous)),
      record,
    }));
    return (await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Which clone goes back?') }))?.record;
  }
}

/** Whether `from` (a pull request's node or reference) is the pull request of `record`. */
function namesRecord(from: unknown, record: CheckedOutPull): boolean {
  const pull = pullNamed(from);
  return (
    pull !== undefined &&
    pull.hostId === record.hostId &&
    pull.owner === record.owner &&
    pull.repo === record.repo &&
    pull.number === record.number
  );
}

/** A status bar button `Back to <branch>` while DevDesk has a pull request checked out. */
export function backButton(records: CheckoutRecords): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('devdesk.pulls.checkoutBack', vscode.StatusBarAlignment.Left, 50);
  item.name = vscode.l10n.t('DevDesk: Back to the branch before the pull request');
  item.command = 'devdesk.pulls.checkoutBack';
  const update = () => {
    const [record, ...more] = records.all();
    if (!record) return item.hide();
    const previous = untrustedText(more.length === 0 ? record.previous : '…');
    item.text = `$(arrow-left) ${vscode.l10n.t('Back to {0}', previous)}`;
    item.tooltip = vscode.l10n.t(
      'Leave #{0} ({1}) and check out {2} again',
      record.number,
      record.branch,
      record.previous,
    );
    item.show();
  };
  update();
  const listening = records.onDidChange(update);
  return vscode.Disposable.from(item, listening);
}

/** What the checkout commands are made of beyond the pull request's floor. */
export interface CheckoutKit extends PullKit {
  /** The branches left by checkouts, for Back. */
  readonly checkouts: CheckoutRecords;
  /** The sentences of checkouts refused, oldest first (the integration tests read them). */
  readonly checkoutRefusals: string[];
}

/** The checkout commands, for the feature's index.ts. */
export function checkoutCommands(kit: CheckoutKit): Command[] {
  return [
    new CheckoutPullCommand(kit.accounts, kit.targets, kit.checkouts, kit.checkoutRefusals),
    new CheckoutBackCommand(kit.checkouts, kit.checkoutRefusals),
  ];
}
