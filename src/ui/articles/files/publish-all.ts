// Publish every modified article file (and every new one) of the open folder, one request at a time; files marked
// `ignorePublish: true` are left out, as the CLI does. Each file goes through the same checks as Publish.
import { basename } from 'node:path';
import { readFile } from 'node:fs/promises';
import * as vscode from 'vscode';
import { statusMessages } from '../../base/status-message';
import type { Accounts } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { confirmModal } from '../../base/confirm';
import { loadCore } from '../../base/core';
import { articleRoot } from '../../base/article-root';
import { untrustedText } from '../../base/untrusted-text';
import { askForFolder, hostFolder } from './layout';
import type { ArticlePublisher, PublishOutcome } from './publish';
import { showUnreadableFiles } from './unreadable';

export class PublishModifiedCommand implements Command {
  readonly id = 'devdesk.articleFiles.publishModified';

  constructor(
    private readonly accounts: Accounts,
    private readonly publisher: ArticlePublisher,
  ) {}

  async execute(): Promise<Record<string, PublishOutcome> | undefined> {
    const root = articleRoot();
    if (!root) return void (await askForFolder());
    const { candidates, unreadable } = await this.modifiedFiles(root);
    if (unreadable.length > 0) void showUnreadableFiles(unreadable);
    if (candidates.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No modified or new article files to publish.'));
      return {};
    }
    const question = vscode.l10n.t('Publish {0} article file(s)? {1}', candidates.length, candidates.map((path) => basename(path)).join(', '));
    if (!(await confirmModal(question, vscode.l10n.t('Publish')))) return undefined;
    const outcomes: Record<string, PublishOutcome> = {};
    for (const path of candidates) {
      // One failure does not stop the others; the presenter is not in the loop, so say it here.
      try {
        outcomes[path] = await this.publisher.publish(vscode.Uri.file(path), { confirmInvalid: false });
      } catch (error) {
        void vscode.window.showErrorMessage(vscode.l10n.t('{0} was not published: {1}', untrustedText(basename(path)), untrustedText(error instanceof Error ? error.message : String(error))));
      }
    }
    const published = Object.values(outcomes).filter((outcome) => outcome === 'created' || outcome === 'updated').length;
    statusMessages.say(vscode.l10n.t('Published {0} of {1} article file(s).', published, candidates.length));
    return outcomes;
  }

  private async modifiedFiles(root: string): Promise<{ candidates: string[]; unreadable: string[] }> {
    const core = loadCore();
    const paths: string[] = [];
    const unreadable: string[] = [];
    for (const host of [...this.accounts.hosts('articles'), ...this.accounts.hosts('team')]) {
      const folder = hostFolder(root, host);
      for (const path of await core.listArticleFiles(folder)) {
        const text = await readFile(path, 'utf8');
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
}
