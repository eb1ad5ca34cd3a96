// Pull my articles: every page of the signed-in user's articles into the host's folder, by the CLI's rules (the
// server copy always; the writer's file only when unmodified). Private articles only when the writer asks, as the
// CLI's `includePrivate`. Modified files are kept and listed; nothing is lost.
import * as vscode from 'vscode';
import { statusMessages } from '../../base/status-message';
import { pickHost, type Accounts, type Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { failingOn, type FailureContext } from '../../base/error-presenter';
import { loadCore } from '../../base/core';
import { withCancellableNotification } from '../../base/progress';
import { inputOf } from '../../base/write-command';
import type { PulledFile } from '../../../core/index';
import { articleRoot, refuseLinkOut } from '../../base/article-root';
import { fileName } from '../../base/file-paths';
import { askForFolder, hostFolder } from './layout';
import { showUnreadableFiles } from './unreadable';
import { named } from '../target-refs';
import { uriOfPath } from '../../base/node/workspace-disk';

export interface PullReport {
  readonly files: PulledFile[];
  /** Article files of the folder whose front matter could not be read: left alone, and named to the writer. */
  readonly unreadable: string[];
}

export interface PullInput {
  /** Public Qiita: pull private articles too (else asked; a team's articles are all pulled). */
  readonly includePrivate: boolean;
}

export class PullArticlesCommand implements Command {
  readonly id = 'devdesk.articleFiles.pull';

  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  /**
   * From the palette: asks the host and whether to include private articles; `{ hostId }` and `{ includePrivate }`
   * answer them.
   */
  async execute(from?: unknown, input?: unknown): Promise<PullReport | undefined> {
    const root = articleRoot();
    if (!root) return void (await askForFolder());
    const signedIn = [...(await this.accounts.signedIn('articles')), ...(await this.accounts.signedIn('team'))];
    if (signedIn.length === 0) return void (await vscode.commands.executeCommand('devdesk.signIn'));
    const { hostId } = named(from);
    const host =
      signedIn.find((candidate) => candidate.id === hostId) ??
      (await pickHost(signedIn, vscode.l10n.t('Pull your articles from which host?')));
    if (!host) return undefined;
    const withPrivate =
      host.kind === 'team' ? true : (inputOf<PullInput>(input).includePrivate ?? (await askIncludePrivate()));
    if (withPrivate === undefined) return undefined;
    const folder = hostFolder(root, host);
    if (await refuseLinkOut(folder, true)) return undefined;
    const { files, unreadable } = await failingOn(host, () =>
      withCancellableNotification(vscode.l10n.t('Pulling your articles from {0}…', host.label), ({ signal }) =>
        this.pull(host, folder, withPrivate, signal),
      ),
    );
    this.afterChange();
    void this.report(files);
    if (unreadable.length > 0) void showUnreadableFiles(unreadable);
    return { files, unreadable };
  }

  private async pull(
    host: Host,
    folder: string,
    includePrivate: boolean,
    signal: AbortSignal,
  ): Promise<{ files: PulledFile[]; unreadable: string[] }> {
    const core = loadCore();
    const client = await this.accounts.requireArticleClient(host);
    const { byId: known, unreadable } = await core.readArticleFolder(folder);
    const files: PulledFile[] = [];
    for await (const item of client.walk((next) => client.listAuthenticatedUserItems({ next, perPage: 100, signal }))) {
      if (item.private && !includePrivate) continue;
      files.push(await core.pullItem(folder, item, { team: host.kind === 'team', known }));
    }
    return { files, unreadable: unreadable.map((file) => file.path) };
  }

  private async report(files: PulledFile[]): Promise<void> {
    const kept = files.filter((file) => file.outcome === 'keptModified');
    const changed = files.filter((file) => file.outcome === 'created' || file.outcome === 'updated').length;
    if (kept.length === 0) {
      statusMessages.say(vscode.l10n.t('Pulled {0} article(s); {1} file(s) written.', files.length, changed));
      return;
    }
    const open = vscode.l10n.t('Open Them');
    const answer = await vscode.window.showWarningMessage(
      vscode.l10n.t(
        'Pulled {0} article(s). {1} file(s) you modified were kept as they are (the server’s version is in ' +
          '.remote/): {2}',
        files.length,
        kept.length,
        kept.map((file) => fileName(file.path)).join(', '),
      ),
      open,
    );
    if (answer === open)
      for (const file of kept) await vscode.window.showTextDocument(uriOfPath(file.path), { preview: false });
  }

  /** The host comes with the failure (failingOn); no Retry offered: pulling again is the user's own press. */
  failureContext(): FailureContext {
    return {};
  }
}

async function askIncludePrivate(): Promise<boolean | undefined> {
  const publicOnly = { label: vscode.l10n.t('Public articles only'), include: false };
  const all = { label: vscode.l10n.t('Public and private articles'), include: true };
  const picked = await vscode.window.showQuickPick([publicOnly, all], {
    placeHolder: vscode.l10n.t('Which of your articles?'),
    ignoreFocusOut: true,
  });
  return picked?.include;
}
