// What a template command acts on, from whatever reached it: a node of the Templates view, a typed reference
// (`{ hostId, templateId }`, `{ hostId }`) from a test or a script, or nothing, from the palette, which asks for
// the team host and the template.
import * as vscode from 'vscode';
import type { Template } from '../../core/index';
import { pickHost, type Accounts, type ArticleClient, type Host } from '../accounts/index';
import { failingOn } from '../base/error-presenter';
import { untrustedText } from '../base/untrusted-text';
import type { TargetRule } from '../base/write-command';
import { itemData } from '../base/tree/nodes';
import type { TemplateNodeData } from './data';

/** A template as tests and scripts name it. */
export interface TemplateRef {
  readonly hostId: string;
  readonly templateId: number;
}

/** A team host as tests and scripts name it. */
export interface TeamHostRef {
  readonly hostId: string;
}

export interface TeamHostTarget {
  readonly host: Host;
}

export interface TemplateTarget extends TeamHostTarget {
  readonly template: Template;
}

/** The host id `from` names, if any: a node's, or a reference's. */
function hostIdOf(from: unknown): string | undefined {
  const data = itemData<TemplateNodeData>(from);
  if (data) return data.hostId;
  const ref = from as Partial<TeamHostRef> | undefined;
  return typeof ref?.hostId === 'string' ? ref.hostId : undefined;
}

/** The signed-in team host `from` names, or one the user picks; undefined (and the sign-in offered) when none. */
export async function teamHostTarget(accounts: Accounts, from: unknown): Promise<TeamHostTarget | undefined> {
  const signedIn = await accounts.signedIn('team');
  if (signedIn.length === 0) {
    await vscode.commands.executeCommand('devdesk.signIn');
    return undefined;
  }
  const hostId = hostIdOf(from);
  const host = hostId
    ? signedIn.find((each) => each.id === hostId)
    : await pickHost(signedIn, vscode.l10n.t('Which team?'));
  return host && { host };
}

/** The template `from` names (a node holds it, a reference is fetched), or one the user picks on the host. */
export async function templateTarget(accounts: Accounts, from: unknown): Promise<TemplateTarget | undefined> {
  const target = await teamHostTarget(accounts, from);
  if (!target) return undefined;
  const { host } = target;
  const data = itemData<TemplateNodeData>(from);
  if (data?.type === 'template') return { host, template: data.template };
  const templateId = (from as Partial<TemplateRef> | undefined)?.templateId;
  return failingOn(host, async () => {
    const client = await accounts.requireArticleClient(host);
    const template =
      typeof templateId === 'number' ? await client.getTemplate(templateId) : await pickTemplate(client, host);
    return template && { host, template };
  });
}

/** The rules the write commands hold: a team host (to create a template on), a template (to delete). */
export const teamHostRule = (accounts: Accounts): TargetRule<TeamHostTarget> => ({
  resolve: (from) => teamHostTarget(accounts, from),
});
export const templateRule = (accounts: Accounts): TargetRule<TemplateTarget> => ({
  resolve: (from) => templateTarget(accounts, from),
});

async function pickTemplate(client: ArticleClient, host: Host): Promise<Template | undefined> {
  const templates = (await client.listTemplates({ perPage: 100 })).items;
  if (templates.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no templates yet.', host.label));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    templates.map((template) => ({
      label: untrustedText(template.name),
      description: untrustedText(template.title),
      template,
    })),
    { placeHolder: vscode.l10n.t('Which template?') },
  );
  return picked?.template;
}
