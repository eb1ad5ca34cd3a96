// Another feature's way into the Pull Requests view (the Notifications view's *Show Repository in Pull Requests*
// calls it by id, never by import): `devdesk.pulls.revealRepository(hostId, owner, name)` opens the view at the
// repository's node on that host, selected and expanded (`TreeView.reveal`, walking up through the host's node when
// the view has one per host). A repository the view does not list is said in one sentence, with its pull requests on
// the web offered, since the view has no action that adds one (a clone or the setting does). Hidden from the palette.
import * as vscode from 'vscode';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { openServiceUrl } from '../../base/open-service-url';
import { untrustedText } from '../../base/untrusted-text';
import type { PullTreeNode } from '../pull/data';
import { repoNode } from '../pull/nodes';
import { listedRepository, notListedPhrase, repositoryPullsUrl } from './reveal-place';

export const revealRepositoryCommandId = 'devdesk.pulls.revealRepository';

/** What revealing needs of the feature: the view, the repositories it lists, and how its top level is grouped. */
export interface RevealKit {
  readonly accounts: Accounts;
  readonly tree: {
    readonly viewId: string;
    readonly view: Pick<vscode.TreeView<PullTreeNode>, 'reveal'>;
    /** Redraws the view from what it has loaded (nothing is fetched again). */
    refresh(): void;
  };
  /** The repositories the view lists on a host (the workspace's clones, then the setting's). */
  readonly repositories: (host: Host) => Promise<RepoRef[]>;
  /** Settles whether the view's top level is a node per host, so a reveal walks up the way the view draws. */
  readonly learnHostGrouping: () => Promise<void>;
}

export class RevealRepositoryCommand implements Command {
  readonly id = revealRepositoryCommandId;
  constructor(private readonly kit: RevealKit) {}

  /** True when the view shows the repository now; false when it does not list it (and says so). */
  async execute(hostId?: unknown, owner?: unknown, name?: unknown): Promise<boolean> {
    if (typeof hostId !== 'string' || typeof owner !== 'string' || typeof name !== 'string') return false;
    const host = this.kit.accounts.host(hostId);
    if (host?.kind !== 'github') return false;
    const wanted: RepoRef = { owner, repo: name };
    const signedIn = (await this.kit.accounts.signedIn('github')).some((each) => each.id === host.id);
    const listed = signedIn ? listedRepository(await this.kit.repositories(host), wanted) : undefined;
    if (!listed) {
      this.sayNotListed(host, wanted);
      return false;
    }
    await this.kit.learnHostGrouping();
    // A view hidden since it last changed draws again as it opens; a reveal meanwhile finds its node half drawn
    // ("Tree element not found"). So: open it, then one redraw, which the reveal waits for (VS Code's TreeView.reveal
    // waits for the redraws asked before it, and a visible view's redraw waits for the one under way).
    await vscode.commands.executeCommand(`${this.kit.tree.viewId}.focus`);
    this.kit.tree.refresh();
    await this.kit.tree.view.reveal(repoNode(host.id, listed), { select: true, focus: true, expand: true });
    return true;
  }

  private sayNotListed(host: Host, repo: RepoRef): void {
    const said = notListedPhrase(repo, host.label);
    const open = vscode.l10n.t('Open Pull Requests on the Web');
    void vscode.window
      .showInformationMessage(untrustedText(vscode.l10n.t(said.message, ...said.args)), open)
      .then((chosen) => (chosen === open ? openServiceUrl(repositoryPullsUrl(host.id, repo)) : undefined));
  }
}

/** The reveal's command, for the feature's index.ts. */
export function revealCommands(kit: RevealKit): Command[] {
  return [new RevealRepositoryCommand(kit)];
}
