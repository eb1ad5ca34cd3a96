// Template commands, from the view's menus or the palette (which asks for the host and the template): open as a
// file, create, delete (after a modal question), and New Article from Template.
import * as vscode from 'vscode';
import type { Accounts, ArticleClient, Host } from '../accounts/index';
import { articleRoot } from '../base/article-root';
import type { Command } from '../base/commands';
import { loadCore } from '../base/core';
import { confirmDeletion } from '../base/confirm';
import { failingOn } from '../base/error-presenter';
import { WriteCommand, type WriteOutcome } from '../base/write-command';
import { templateUri } from './file-system';
import { templateTarget, type TeamHostTarget, type TemplateTarget } from './targets';
import { uriOfPath } from '../base/node/workspace-disk';

export class OpenTemplateCommand implements Command {
  readonly id = 'devdesk.templates.open';
  constructor(private readonly accounts: Accounts) {}

  async execute(from?: unknown): Promise<void> {
    const target = await templateTarget(this.accounts, from);
    if (!target) return;
    const uri = templateUri(target.host.id, target.template.id, target.template.name);
    await failingOn(target.host, async () =>
      vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false }),
    );
  }
}

export interface NewTemplateInput {
  /** The template's name (else asked). */
  readonly name: string;
}

/** From the palette or a host node. Opens the new template as a file to fill in. */
export class CreateTemplateCommand extends WriteCommand<TeamHostTarget, ArticleClient, NewTemplateInput> {
  readonly id = 'devdesk.templates.create';

  protected async write(
    { host }: TeamHostTarget,
    client: () => Promise<ArticleClient>,
    input: Partial<NewTemplateInput>,
  ): Promise<WriteOutcome> {
    const name = (input.name ?? (await askTemplateName(host)))?.trim();
    if (!name) return undefined;
    const title = `${name} %{Year}/%{month}/%{day}`;
    const template = await (
      await client()
    ).createTemplate({ name, title, body: '', tags: [], coedit: false, group_url_name: null });
    await vscode.window.showTextDocument(
      await vscode.workspace.openTextDocument(templateUri(host.id, template.id, template.name)),
      { preview: false },
    );
    return vscode.l10n.t('Created the template “{0}”.', template.name);
  }
}

function askTemplateName(host: Host): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: vscode.l10n.t('New template on {0}', host.label),
    prompt: vscode.l10n.t('The template’s name; you fill in its title, tags and body in the file that opens next.'),
    ignoreFocusOut: true,
    validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A template needs a name.')),
  });
}

export class DeleteTemplateCommand extends WriteCommand<TemplateTarget, ArticleClient> {
  readonly id = 'devdesk.templates.delete';

  protected async write(
    { host, template }: TemplateTarget,
    client: () => Promise<ArticleClient>,
  ): Promise<WriteOutcome> {
    const question = vscode.l10n.t(
      'Delete the template “{0}” from {1}? This cannot be undone.',
      template.name,
      host.label,
    );
    if (!(await confirmDeletion(question))) return undefined;
    await (await client()).deleteTemplate(template.id);
    return vscode.l10n.t('Deleted the template “{0}”.', template.name);
  }
}

/**
 * Where the new article is suggested to be saved, when a folder is open: the team host's folder of article files
 * (`teams/<team-folder>/` under the article root), where publishing it goes to that team, never to the public site.
 */
function untitledArticleUri(fileName: string, host: Host): vscode.Uri {
  const root = articleRoot();
  if (!root) return vscode.Uri.from({ scheme: 'untitled', path: fileName });
  const folder = uriOfPath(loadCore().articleFolder(root, host.id));
  return vscode.Uri.joinPath(folder, fileName).with({ scheme: 'untitled' });
}

async function taken(uri: vscode.Uri): Promise<boolean> {
  if (vscode.workspace.textDocuments.some((document) => document.uri.toString() === uri.toString())) return true;
  if (!uri.path.startsWith('/') || vscode.workspace.workspaceFolders === undefined) return false;
  try {
    await vscode.workspace.fs.stat(uri.with({ scheme: 'file' }));
    return true;
  } catch {
    return false;
  }
}

/** A name no open editor and no file has yet (`…-2.md`, `…-3.md`): a second article the same day loses nothing. */
async function freshArticleUri(fileName: string, host: Host): Promise<vscode.Uri> {
  const stem = fileName.replace(/\.md$/, '');
  for (let n = 1; ; n++) {
    const uri = untitledArticleUri(n === 1 ? fileName : `${stem}-${n}.md`, host);
    if (!(await taken(uri))) return uri;
  }
}

export class NewArticleFromTemplateCommand implements Command {
  readonly id = 'devdesk.templates.newArticle';
  constructor(private readonly accounts: Accounts) {}

  /**
   * `POST /api/v2/expanded_templates` fills the date variables; the article opens unsaved, ready to save and publish.
   */
  async execute(from?: unknown): Promise<void> {
    const target = await templateTarget(this.accounts, from);
    if (!target) return;
    const { host, template } = target;
    const expanded = await failingOn(host, async () =>
      (await this.accounts.requireArticleClient(host)).createExpandedTemplate({
        title: template.title,
        body: template.body,
        tags: template.tags,
      }),
    );
    const core = loadCore();
    const text = core.formatArticleFromTemplate(
      { title: expanded.expanded_title, body: expanded.expanded_body, tags: expanded.expanded_tags },
      { group_url_name: template.group?.url_name ?? null, coediting: template.coedit ?? false },
    );
    const uri = await freshArticleUri(core.articleFileName(expanded.expanded_title, 'new-article'), target.host);
    const document = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(document, { preview: false });
    await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, document.lineCount, 0), text));
    if (document.languageId !== 'markdown') await vscode.languages.setTextDocumentLanguage(document, 'markdown');
  }
}
