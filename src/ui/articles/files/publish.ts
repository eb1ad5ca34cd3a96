// Publish an article file: POST when it has no id yet, PATCH otherwise. Before a PATCH the server's `updated_at` is
// compared with the file's: when someone changed the article on the server since, nothing is sent; a diff of the
// server's version and the writer's opens with Overwrite / Keep mine as draft / Cancel. After success the file gets
// the `id` and `updated_at` the service answered, and `.remote/<id>.md` the server copy. A failed request writes
// nothing, so the file stays exactly as it was. Writes are never retried automatically; a POST that succeeded but
// whose id could not be written is remembered, so publishing the file again PATCHes instead of creating a twin.
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import type { Accounts, Host } from '../../accounts/index';
import type { ArticleFile, Item } from '../../../core/index';
import { linkOutOfWorkspace } from '../../base/article-root';
import { loadCore } from '../../base/core';
import { fileName, joinPath, parentPath } from '../../base/file-paths';
import { replaceText, savedText } from './file-io';
import { placeOf, type ArticleFilePlace } from './layout';
import { itemPayload } from './payload';
import { pathOfUri, uriOfPath } from '../../base/node/workspace-disk';

export type PublishOutcome = 'created' | 'updated' | 'conflict' | 'draft' | 'invalid' | 'notArticle';

/** What to do when the server's version is newer than the file's. */
const conflictChoices = ['overwrite', 'draft', 'cancel'] as const;
export type ConflictChoice = (typeof conflictChoices)[number];

export interface PublishOptions {
  /** false: an invalid file is not reported to the user (the caller says it). */
  confirmInvalid?: boolean;
  /** The answer to the conflict choice, given by a test or a script: the diff still opens, the choice is not asked. */
  onConflict?: ConflictChoice;
}

/**
 * Articles POSTed whose id could not be written into their file (the disk refused, the file moved), by file path,
 * in the workspace's state so a reload keeps them: publishing that file again PATCHes the article it created
 * instead of creating a second one.
 */
const createdWithoutIdKey = 'devdesk.articleFiles.createdWithoutId';
type CreatedWithoutId = Record<string, Pick<Item, 'id' | 'updated_at'>>;

export class ArticlePublisher {
  /** Publishes on their way, by file: Publish Modified meeting a file whose own Publish is still sending joins it. */
  private readonly publishing = new Map<string, Promise<PublishOutcome>>();

  constructor(
    private readonly accounts: Accounts,
    private readonly afterChange: () => void,
    private readonly workspaceState: vscode.Memento,
  ) {}

  /** This publisher sending through the write road's clients (base/write-road.ts); publishes on their way shared. */
  withWritePermit(permit: object): ArticlePublisher {
    return Object.create(this, { accounts: { value: this.accounts.withWritePermit(permit) } }) as ArticlePublisher;
  }

  /**
   * Publishes one file; says what happened. Throws (file untouched) when the service refuses or cannot be reached.
   * While the file is being published, publishing it again sends nothing and shares the first outcome.
   */
  publish(uri: vscode.Uri, options: PublishOptions = {}): Promise<PublishOutcome> {
    const sending = this.publishing.get(uri.fsPath);
    if (sending) return sending;
    const started = this.publishOnce(uri, options).finally(() => this.publishing.delete(uri.fsPath));
    this.publishing.set(uri.fsPath, started);
    return started;
  }

  private async publishOnce(uri: vscode.Uri, options: PublishOptions): Promise<PublishOutcome> {
    const place = this.placeWithHost(uri);
    if (!place) return 'notArticle';
    const refused = await linkOutOfWorkspace(place.folder, true);
    if (refused) throw new Error(refused);
    const text = await savedText(uri);
    const core = loadCore();
    const problems = core.validateArticleFile(text, { team: place.team });
    if (problems.length > 0) {
      if (options.confirmInvalid !== false) void this.showProblems(uri, problems.length);
      return 'invalid';
    }
    const pending = this.createdWithoutId()[uri.fsPath];
    const parsed = core.parseArticleFile(text);
    // A file whose earlier POST went through but whose id was never written: it is that article, as created.
    const file =
      pending && !core.articleId(parsed.frontMatter)
        ? { ...parsed, frontMatter: core.withServerIdentity(parsed.frontMatter, pending) }
        : parsed;
    const client = await this.accounts.requireArticleClient(place.host);
    const payload = itemPayload(file, place.team, (article) => core.tagNames(article.frontMatter));
    const id = core.articleId(file.frontMatter);
    if (!id) {
      const created = await client.createItem(payload);
      // before the file is touched: a failed write must not lead to a second POST
      await this.rememberCreated(uri, created);
      await this.writeBack(uri, place, text, created).catch((error: unknown) => {
        throw new Error(
          vscode.l10n.t(
            '“{0}” was published ({1}), but its id could not be written into {2}: {3}. Publishing the file again ' +
              'updates that article; it does not create another.',
            created.title,
            created.url,
            fileName(uri.fsPath),
            (error as Error).message,
          ),
        );
      });
      await this.forgetCreated(uri);
      return 'created';
    }
    const server = await client.getItem(id);
    if (await this.serverIsNewer(place, file, server)) {
      const choice = await this.resolveConflict(uri, place, file, server, options.onConflict);
      if (choice === 'draft') await this.keepMineAsDraft(uri, place, file, server);
      if (choice !== 'overwrite') return choice === 'draft' ? 'draft' : 'conflict';
    }
    const updated = await client.updateItem(id, payload);
    await this.writeBack(uri, place, text, updated);
    if (pending) await this.forgetCreated(uri);
    return 'updated';
  }

  private createdWithoutId(): CreatedWithoutId {
    return this.workspaceState.get<CreatedWithoutId>(createdWithoutIdKey, {});
  }

  private rememberCreated(uri: vscode.Uri, item: Item): Thenable<void> {
    return this.workspaceState.update(createdWithoutIdKey, {
      ...this.createdWithoutId(),
      [uri.fsPath]: { id: item.id, updated_at: item.updated_at },
    });
  }

  private forgetCreated(uri: vscode.Uri): Thenable<void> {
    const { [uri.fsPath]: _forgotten, ...rest } = this.createdWithoutId();
    return this.workspaceState.update(createdWithoutIdKey, rest);
  }

  /** The file's place and host; says why not when it is not an article file of a configured host. */
  private placeWithHost(uri: vscode.Uri): (ArticleFilePlace & { host: Host }) | undefined {
    const place = placeOf(this.accounts, uri);
    const name = untrustedText(fileName(uri.fsPath));
    if (!place) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          '{0} is not an article file: article files live under public/ (or teams/<team host>/) in the open folder.',
          name,
        ),
      );
      return undefined;
    }
    if (!place.host) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          '{0} is in the folder of a team host that is not configured. Add the host in the devdesk.qiita.teams ' +
            'setting.',
          name,
        ),
      );
      return undefined;
    }
    return place as ArticleFilePlace & { host: Host };
  }

  private async showProblems(uri: vscode.Uri, count: number): Promise<void> {
    const show = vscode.l10n.t('Show Problems');
    const answer = await vscode.window.showErrorMessage(
      vscode.l10n.t('{0} is not published: fix its {1} problem(s) first.', untrustedText(fileName(uri.fsPath)), count),
      show,
    );
    if (answer === show) await vscode.commands.executeCommand('workbench.actions.view.problems');
  }

  /** Newer on the server than the version this file was pulled or published from? */
  private async serverIsNewer(place: ArticleFilePlace, file: ArticleFile, server: Item): Promise<boolean> {
    const mine = Date.parse(String(file.frontMatter.updated_at ?? ''));
    if (Number.isNaN(mine) || Date.parse(server.updated_at) > mine) return true;
    // The same second can hold two edits: the server copy from the last pull says whether the content moved.
    const core = loadCore();
    const remote = await core.readRemoteCopy(place.folder, server.id);
    return (
      remote !== undefined &&
      !core.sameArticle(core.parseArticleFile(remote), core.parseArticleFile(core.formatItemFile(server, place.team)))
    );
  }

  /** Refreshes the server copy, opens the diff (server's ↔ yours) and asks what to do (unless `given`). */
  private async resolveConflict(
    uri: vscode.Uri,
    place: ArticleFilePlace,
    file: ArticleFile,
    server: Item,
    given: ConflictChoice | undefined,
  ): Promise<ConflictChoice> {
    const core = loadCore();
    const remotePath = core.remoteFilePath(place.folder, server.id);
    await core.writeFileAtomically(remotePath, core.formatItemFile(server, place.team));
    const title = String(file.frontMatter.title ?? fileName(uri.fsPath));
    await vscode.commands.executeCommand(
      'vscode.diff',
      uriOfPath(remotePath),
      uri,
      vscode.l10n.t('{0}: the server’s version ↔ yours', title),
    );
    if (given && conflictChoices.includes(given)) return given;
    const overwrite = {
      label: vscode.l10n.t('Overwrite'),
      detail: vscode.l10n.t('Publish your version; the changes made on the server are replaced.'),
      choice: 'overwrite' as const,
    };
    const draft = {
      label: vscode.l10n.t('Keep mine as draft'),
      detail: vscode.l10n.t('Your version goes to a new unpublished file; this file takes the server’s version.'),
      choice: 'draft' as const,
    };
    const cancel = {
      label: vscode.l10n.t('Cancel'),
      detail: vscode.l10n.t('Send nothing; both versions stay as they are.'),
      choice: 'cancel' as const,
    };
    const picked = await vscode.window.showQuickPick([cancel, draft, overwrite], {
      title: vscode.l10n.t(
        '“{0}” changed on the server on {1}, after your copy ({2}). Nothing was published.',
        title,
        server.updated_at,
        String(file.frontMatter.updated_at || '—'),
      ),
      placeHolder: vscode.l10n.t('Compare the two versions in the diff, then choose'),
      ignoreFocusOut: true,
    });
    return picked?.choice ?? 'cancel';
  }

  /** The writer's version to `<name>-mine.md` (no id, ignorePublish), the server's into this file: nothing is lost. */
  private async keepMineAsDraft(
    uri: vscode.Uri,
    place: ArticleFilePlace,
    file: ArticleFile,
    server: Item,
  ): Promise<void> {
    const core = loadCore();
    const draftPath = joinPath(parentPath(pathOfUri(uri) ?? uri.fsPath), `${fileName(uri.fsPath, '.md')}-mine.md`);
    const draftText = core.formatArticleFile(
      { ...file.frontMatter, id: null, updated_at: '', ignorePublish: true },
      file.body,
    );
    await core.writeFileAtomically(draftPath, draftText);
    await replaceText(uri, core.formatItemFile(server, place.team));
    await vscode.window.showTextDocument(uriOfPath(draftPath));
    this.afterChange();
  }

  /**
   * After success: the server copy, and the answer's id, updated_at and campaign keys into the file (keeping what else
   * it says), so the file is in sync with its server copy.
   */
  private async writeBack(uri: vscode.Uri, place: ArticleFilePlace, publishedText: string, item: Item): Promise<void> {
    const core = loadCore();
    await core.writeFileAtomically(core.remoteFilePath(place.folder, item.id), core.formatItemFile(item, place.team));
    // The writer may have typed while the request was out: stamp the identity onto what the file says now.
    const current = await savedText(uri);
    const file = current === publishedText ? core.parseArticleFile(publishedText) : core.parseArticleFile(current);
    const stamped = core.withPublishedItem(file.frontMatter, item, place.team);
    await replaceText(uri, core.formatArticleFile(stamped, file.body));
    this.afterChange();
  }
}
