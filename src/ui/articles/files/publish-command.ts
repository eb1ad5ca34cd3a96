// Publish Article File on the one road of write commands (src/ui/base/write-command.ts). Its target is a file: the
// URI given (the editor title, the Explorer, a test), the article file in the active editor, or, from the palette
// elsewhere, the article file the user picks. The publisher (publish.ts) does the write; the command answers what
// happened ('created', 'updated', 'conflict'…), which tests and scripts read.
import * as vscode from 'vscode';
import type { Accounts } from '../../accounts/index';
import { articleRoot } from '../../base/article-root';
import { fileName, pathBelow } from '../../base/file-paths';
import { loadCore } from '../../base/core';
import type { FailureHost } from '../../base/error-presenter';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome } from '../../base/write-command';
import { askForFolder, hostFolder, placeOf } from './layout';
import type { ArticlePublisher, ConflictChoice, PublishOutcome } from './publish';
import { uriOfPath } from '../../base/node/workspace-disk';

export interface ArticleFileTarget {
  /** The host the file's folder belongs to (undefined: not an article file, which the publisher says). */
  readonly host: FailureHost | undefined;
  readonly uri: vscode.Uri;
}

/** The answers a test or a script gives instead of the prompts, e.g. `{ onConflict: 'draft' }`. */
export interface PublishInput {
  readonly onConflict: ConflictChoice;
}

/** The file a run names without asking: the URI given, else the active editor's article file. */
function namedFile(accounts: Accounts, from: unknown): vscode.Uri | undefined {
  if (from instanceof vscode.Uri) return from;
  const active = vscode.window.activeTextEditor?.document.uri;
  return from === undefined && active && placeOf(accounts, active) ? active : undefined;
}

export function articleFileRule(accounts: Accounts): TargetRule<ArticleFileTarget> {
  return {
    named: (from) => namedFile(accounts, from),
    async resolve(from) {
      const uri = namedFile(accounts, from) ?? (from === undefined ? await pickArticleFile(accounts) : undefined);
      return uri && { host: placeOf(accounts, uri)?.host, uri };
    },
  };
}

/** Every article file of the configured hosts' folders, to choose one; undefined when there is none or on Escape. */
async function pickArticleFile(accounts: Accounts): Promise<vscode.Uri | undefined> {
  const root = articleRoot();
  if (!root) return void (await askForFolder());
  const core = loadCore();
  const hosts = [...accounts.hosts('articles'), ...accounts.hosts('team')];
  const files = (
    await Promise.all(
      hosts.map(async (host) => (await core.listArticleFiles(hostFolder(root, host))).map((path) => ({ path, host }))),
    )
  ).flat();
  if (files.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('No article files yet: New Article File makes one, Pull My Articles fetches yours.'),
    );
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    files.map(({ path, host }) => ({
      label: untrustedText(fileName(path)),
      description: untrustedText(pathBelow(root, path)),
      detail: host.label,
      path,
    })),
    { title: vscode.l10n.t('Publish which article file?'), matchOnDescription: true },
  );
  return picked && uriOfPath(picked.path);
}

export class PublishArticleFileCommand extends WriteCommand<
  ArticleFileTarget,
  ArticlePublisher,
  PublishInput,
  PublishOutcome
> {
  readonly id = 'devdesk.articleFiles.publish';

  protected async write(
    { uri }: ArticleFileTarget,
    client: () => Promise<ArticlePublisher>,
    input: Partial<PublishInput>,
  ): Promise<WriteOutcome<PublishOutcome>> {
    const publisher = await client();
    const outcome = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Publishing {0}…', fileName(uri.fsPath)) },
      () => publisher.publish(uri, { onConflict: input.onConflict }),
    );
    const written = outcome === 'created' || outcome === 'updated';
    return { result: outcome, said: written ? vscode.l10n.t('Published {0}.', fileName(uri.fsPath)) : undefined };
  }
}
