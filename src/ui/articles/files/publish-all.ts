// Publish every modified article file (and every new one) of the open folder, one request at a time; files marked
// `ignorePublish: true` are left out, as the CLI does. Each file goes through the same checks as Publish. On the
// one road of write commands (src/ui/base/write-command.ts): its target is the files found (across hosts, so the
// publisher names each file's host), and its one question, the modal confirmation, names them.
import * as vscode from 'vscode';
import { statusMessages } from '../../base/status-message';
import type { Accounts } from '../../accounts/index';
import { confirmModal } from '../../base/confirm';
import { loadCore } from '../../base/core';
import { articleRoot, refuseLinkOut } from '../../base/article-root';
import { fileName } from '../../base/file-paths';
import { textFiles } from '../../base/node/text-files';
import { untrustedText } from '../../base/untrusted-text';
import { WriteCommand, type TargetRule, type WriteOutcome } from '../../base/write-command';
import { askForFolder, hostFolder } from './layout';
import type { ArticlePublisher, PublishOutcome } from './publish';
import { showUnreadableFiles } from './unreadable';
import { uriOfPath } from '../../base/node/workspace-disk';

export interface ModifiedFilesTarget {
  /** Across hosts: each file's failure names its own (the publisher's). */
  readonly host: undefined;
  readonly paths: readonly string[];
}

/** The modified and new article files of the open folder; says so when there is no folder or nothing to publish. */
export function modifiedFilesRule(accounts: Accounts): TargetRule<ModifiedFilesTarget> {
  return {
    async resolve() {
      const root = articleRoot();
      if (!root) return void (await askForFolder());
      for (const host of [...accounts.hosts('articles'), ...accounts.hosts('team')]) {
        if (await refuseLinkOut(hostFolder(root, host), true)) return undefined;
      }
      const { candidates, unreadable } = await modifiedFiles(accounts, root);
      if (unreadable.length > 0) void showUnreadableFiles(unreadable);
      if (candidates.length === 0) {
        void vscode.window.showInformationMessage(vscode.l10n.t('No modified or new article files to publish.'));
        return undefined;
      }
      return { host: undefined, paths: candidates };
    },
  };
}

export class PublishModifiedCommand extends WriteCommand<
  ModifiedFilesTarget,
  ArticlePublisher,
  object,
  Record<string, PublishOutcome>
> {
  readonly id = 'devdesk.articleFiles.publishModified';

  protected async write(
    { paths }: ModifiedFilesTarget,
    client: () => Promise<ArticlePublisher>,
  ): Promise<WriteOutcome<Record<string, PublishOutcome>>> {
    const question = vscode.l10n.t(
      'Publish {0} article file(s)? {1}',
      paths.length,
      paths.map((path) => fileName(path)).join(', '),
    );
    if (!(await confirmModal(question, vscode.l10n.t('Publish')))) return undefined;
    const publisher = await client();
    const outcomes: Record<string, PublishOutcome> = {};
    for (const path of paths) {
      // One failure does not stop the others; the presenter is not in the loop, so say it here.
      try {
        outcomes[path] = await publisher.publish(uriOfPath(path), { confirmInvalid: false });
      } catch (error) {
        void vscode.window.showErrorMessage(
          vscode.l10n.t(
            '{0} was not published: {1}',
            untrustedText(fileName(path)),
            untrustedText(error instanceof Error ? error.message : String(error)),
          ),
        );
      }
    }
    const published = Object.values(outcomes).filter(
      (outcome) => outcome === 'created' || outcome === 'updated',
    ).length;
    statusMessages.say(vscode.l10n.t('Published {0} of {1} article file(s).', published, paths.length));
    return { result: outcomes };
  }
}

async function modifiedFiles(
  accounts: Accounts,
  root: string,
): Promise<{ candidates: string[]; unreadable: string[] }> {
  const core = loadCore();
  const paths: string[] = [];
  const unreadable: string[] = [];
  for (const host of [...accounts.hosts('articles'), ...accounts.hosts('team')]) {
    const folder = hostFolder(root, host);
    for (const path of await core.listArticleFiles(folder)) {
      const text = await textFiles.read(path);
      let id: string | undefined;
      try {
        const { frontMatter } = core.parseArticleFile(text);
        if (frontMatter.ignorePublish === true) continue;
        id = core.articleId(frontMatter);
      } catch {
        unreadable.push(path); // its front matter cannot be read (or is not YAML, never run): named, and left out
        continue;
      }
      const state = core.articleFileState(text, id ? await core.readRemoteCopy(folder, id) : undefined);
      if (state !== 'inSync') paths.push(path);
    }
  }
  return { candidates: paths, unreadable };
}
