// Template commands, from the view's menus or the palette (which asks for the host and the template): open as a
// file, create, delete (after a modal question), and New Article from Template.
import { join } from 'node:path';
import * as vscode from 'vscode';
import { untrustedText } from '../base/untrusted-text';
import type { Template } from '../../core/index';
import { pickHost, type Accounts, type ArticleClient, type Host } from '../accounts/index';
import { articleRoot } from '../base/article-root';
import type { Command } from '../base/commands';
import { loadCore } from '../base/core';
import { confirmModal } from '../base/confirm';
import type { FailureContext } from '../base/error-presenter';
import type { TemplateTreeNode } from './data';
import { templateUri } from './file-system';

/** A team host and one of its templates, from a node, from arguments, or asked. */
export interface TemplateTarget {
  readonly host: Host;
  readonly client: ArticleClient;
  readonly template: Template;
}

async function teamHost(accounts: Accounts, hostId: string | undefined): Promise<Host | undefined> {
  const signedIn = await accounts.signedIn('team');
  if (signedIn.length === 0) {
    await vscode.commands.executeCommand('devdesk.signIn');
    return undefined;
  }
  return signedIn.find((host) => host.id === hostId) ?? (hostId ? undefined : await pickHost(signedIn, vscode.l10n.t('Which team?')));
}

async function pickTemplate(client: ArticleClient, host: Host): Promise<Template | undefined> {
  const templates = (await client.listTemplates({ perPage: 100 })).items;
  if (templates.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no templates yet.', host.label));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    templates.map((template) => ({ label: untrustedText(template.name), description: untrustedText(template.title), template })),
    { placeHolder: vscode.l10n.t('Which template?') },
  );
  return picked?.template;
}

/** node | (hostId, templateId) | nothing (asks). */
async function resolveTarget(accounts: Accounts, nodeOrHost?: TemplateTreeNode | string, templateId?: number): Promise<TemplateTarget | undefined> {
  const hostId = typeof nodeOrHost === 'string' ? nodeOrHost : nodeOrHost?.data.hostId;
  const host = await teamHost(accounts, hostId);
  if (!host) return undefined;
  const client = await accounts.requireArticleClient(host);
  if (typeof nodeOrHost === 'object' && nodeOrHost.data.type === 'template') return { host, client, template: nodeOrHost.data.template };
  const template = templateId !== undefined ? await client.getTemplate(templateId) : await pickTemplate(client, host);
  return template && { host, client, template };
}

abstract class TemplateCommand implements Command {
  abstract readonly id: string;
  constructor(protected readonly accounts: Accounts) {}

  abstract execute(...args: unknown[]): Promise<void>;

  failureContext(_error: unknown, nodeOrHost?: TemplateTreeNode | string): FailureContext {
    const hostId = typeof nodeOrHost === 'string' ? nodeOrHost : nodeOrHost?.data.hostId;
    return { host: hostId ? this.accounts.host(hostId) : undefined };
  }
}

export class OpenTemplateCommand extends TemplateCommand {
  readonly id = 'devdesk.templates.open';

  async execute(nodeOrHost?: TemplateTreeNode | string, templateId?: number): Promise<void> {
    const target = await resolveTarget(this.accounts, nodeOrHost, templateId);
    if (!target) return;
    const document = await vscode.workspace.openTextDocument(templateUri(target.host.id, target.template.id, target.template.name));
    await vscode.window.showTextDocument(document, { preview: false });
  }
}

export class CreateTemplateCommand extends TemplateCommand {
  readonly id = 'devdesk.templates.create';

  constructor(
    accounts: Accounts,
    private readonly afterChange: () => void,
  ) {
    super(accounts);
  }

  /** From the palette or a host node; a test may give the name. Opens the new template as a file to fill in. */
  async execute(nodeOrHost?: TemplateTreeNode | string, nameArg?: string): Promise<void> {
    const host = await teamHost(this.accounts, typeof nodeOrHost === 'string' ? nodeOrHost : nodeOrHost?.data.hostId);
    if (!host) return;
    const name = nameArg ?? (await vscode.window.showInputBox({
      title: vscode.l10n.t('New template on {0}', host.label),
      prompt: vscode.l10n.t('The template’s name; you fill in its title, tags and body in the file that opens next.'),
      ignoreFocusOut: true,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A template needs a name.')),
    }))?.trim();
    if (!name) return;
    const client = await this.accounts.requireArticleClient(host);
    const title = `${name} %{Year}/%{month}/%{day}`;
    const template = await client.createTemplate({ name, title, body: '', tags: [], coedit: false, group_url_name: null });
    this.afterChange();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(templateUri(host.id, template.id, template.name)), { preview: false });
  }
}

export class DeleteTemplateCommand extends TemplateCommand {
  readonly id = 'devdesk.templates.delete';

  constructor(
    accounts: Accounts,
    private readonly afterChange: () => void,
  ) {
    super(accounts);
  }

  async execute(nodeOrHost?: TemplateTreeNode | string, templateId?: number): Promise<void> {
    const target = await resolveTarget(this.accounts, nodeOrHost, templateId);
    if (!target) return;
    const question = vscode.l10n.t('Delete the template “{0}” from {1}? This cannot be undone.', target.template.name, target.host.label);
    if (!(await confirmModal(question, vscode.l10n.t('Delete')))) return;
    await target.client.deleteTemplate(target.template.id);
    vscode.window.setStatusBarMessage(vscode.l10n.t('Deleted the template “{0}”.', untrustedText(target.template.name)), 5000);
    this.afterChange();
  }
}

/**
 * Where the new article is suggested to be saved, when a folder is open: the team host's folder of article files
 * (`teams/<team-folder>/` under the article root), where publishing it goes to that team, never to the public site.
 */
function untitledArticleUri(fileName: string, host: Host): vscode.Uri {
  const root = articleRoot();
  if (!root) return vscode.Uri.from({ scheme: 'untitled', path: fileName });
  return vscode.Uri.file(join(loadCore().articleFolder(root, host.id), fileName)).with({ scheme: 'untitled' });
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

export class NewArticleFromTemplateCommand extends TemplateCommand {
  readonly id = 'devdesk.templates.newArticle';

  /** `POST /api/v2/expanded_templates` fills the date variables; the article opens unsaved, ready to save and publish. */
  async execute(nodeOrHost?: TemplateTreeNode | string, templateId?: number): Promise<void> {
    const target = await resolveTarget(this.accounts, nodeOrHost, templateId);
    if (!target) return;
    const { template } = target;
    const expanded = await target.client.createExpandedTemplate({ title: template.title, body: template.body, tags: template.tags });
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
