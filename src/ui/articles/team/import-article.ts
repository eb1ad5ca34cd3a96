// Import an article file as another member (team admins): `POST /api/v2/imported_items` with the title, tags and
// body of the active Markdown file (Qiita CLI front matter), back-dated with the file's dates: `created_at` and
// `updated_at` from the front matter when it has them, else the file's creation and modification times.
import * as vscode from 'vscode';
import { untrustedText } from '../../base/untrusted-text';
import type { ArticleFileFields } from '../../../core/index';
import { loadCore } from '../../base/core';
import type { ArticleClient, Host } from '../../accounts/index';
import { WriteCommand, type TargetRule, type WriteOutcome, type WriteRoad } from '../../base/write-command';
import type { ArticleTargets, HostTarget } from '../targets';

/** The file's own times, for what the front matter does not say. */
async function fileDates(uri: vscode.Uri): Promise<{ created?: string; modified?: string }> {
  if (uri.scheme === 'untitled') return {};
  try {
    const stat = await vscode.workspace.fs.stat(uri);
    const iso = (time: number) => (time > 0 ? new Date(time).toISOString() : undefined);
    return { created: iso(stat.ctime), modified: iso(stat.mtime) };
  } catch {
    return {};
  }
}

function missingPart(fields: ArticleFileFields): string | undefined {
  if (!fields.title?.trim()) return vscode.l10n.t('The file has no title in its front matter.');
  if (fields.tags.length === 0)
    return vscode.l10n.t('The file has no tags in its front matter (Qiita needs at least one).');
  if (!fields.body.trim()) return vscode.l10n.t('The file has no body.');
  return undefined;
}

export interface ImportArticleInput {
  /** The team member the article is imported as (else asked). */
  readonly userId: string;
}

/** Imports the active editor's article file; the target is the team host (a node's, a `{ hostId }`, or asked). */
export class ImportArticleCommand extends WriteCommand<HostTarget, ArticleClient, ImportArticleInput> {
  readonly id = 'devdesk.team.importArticle';

  constructor(
    road: WriteRoad<ArticleClient, Host>,
    rule: TargetRule<HostTarget>,
    private readonly targets: ArticleTargets,
  ) {
    super(road, rule);
  }

  protected async write(
    { host }: HostTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<ImportArticleInput>,
  ): Promise<WriteOutcome> {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || document.languageId !== 'markdown') {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Open the article’s Markdown file first, then run Import Article File as Member again.'),
      );
      return undefined;
    }
    let fields: ArticleFileFields;
    try {
      fields = loadCore().readArticleFile(document.getText());
    } catch (error) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t(
          'The front matter of {0} is not valid YAML: {1}',
          untrustedText(document.fileName),
          untrustedText(error instanceof Error ? error.message.split('\n')[0]! : String(error)),
        ),
      );
      return undefined;
    }
    const missing = missingPart(fields);
    if (missing) {
      void vscode.window.showWarningMessage(missing);
      return undefined;
    }
    const userId =
      input.userId ??
      (await this.targets.memberOf(
        host,
        vscode.l10n.t('Import “{0}” as which member of {1}?', fields.title!, host.label),
      ));
    if (!userId) return undefined;
    const item = await (
      await client()
    ).importItem({
      user_id: userId,
      title: fields.title!,
      body: fields.body,
      tags: fields.tags,
      ...(fields.group_url_name ? { group_url_name: fields.group_url_name } : {}),
      ...(fields.coediting !== undefined ? { coediting: fields.coediting } : {}),
      ...loadCore().importDates(fields, await fileDates(document.uri)),
    });
    return vscode.l10n.t('Imported “{0}” as @{1} on {2}.', item.title, userId, host.label);
  }
}
