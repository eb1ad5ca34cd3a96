// Templates opened as files under the `devdesk-template:` scheme: reading GETs the template and shows it with a YAML
// front matter (src/core/articles/template-files.ts); saving PATCHes it. A template has no `updated_at`
// (https://qiita.com/api/v2/docs#テンプレート), so the conflict check compares the service's current template
// with the one the editor was opened from: when someone changed it meanwhile, the save is refused (the editor stays
// dirty, nothing is lost) and the user chooses Overwrite or Reload. The save walks the write road: a failed PATCH
// is never retried by itself.
import * as vscode from 'vscode';
import { untrustedText } from '../base/untrusted-text';
import type { Accounts, Host } from '../accounts/index';
import { loadCore } from '../base/core';
import { RemoteFileSystem, remoteFileName, requestFor, type RemoteVersion } from '../base/remote-file-system';
import { problemText } from './problems';
import { templateScheme } from '../base/schemes';
import { walkWriteRoad } from '../base/write-road';

export { templateScheme };

export interface TemplateRef {
  readonly hostId: string;
  readonly templateId: number;
}

/** `devdesk-template:/<name>.md?host=<host id>&id=<template id>`: the tab and breadcrumb show the template's name. */
export function templateUri(hostId: string, templateId: number, name: string): vscode.Uri {
  return vscode.Uri.from({
    scheme: templateScheme,
    path: `/${remoteFileName(name, String(templateId))}`,
    query: new URLSearchParams({ host: hostId, id: String(templateId) }).toString(),
  });
}

export function templateRefOf(uri: vscode.Uri): TemplateRef | undefined {
  const query = new URLSearchParams(uri.query);
  const hostId = query.get('host');
  const id = query.get('id') ?? '';
  return uri.scheme === templateScheme && hostId && /^\d+$/.test(id) ? { hostId, templateId: Number(id) } : undefined;
}

/** One key per template: VS Code may hand back the URI with its query encoded differently from ours. */
function keyOf(uri: vscode.Uri): string {
  const ref = templateRefOf(uri);
  return ref ? `${ref.hostId} ${ref.templateId}` : uri.toString();
}

export class TemplateFileSystem extends RemoteFileSystem {
  constructor(
    private readonly accounts: Accounts,
    private readonly afterSave: () => void,
  ) {
    super(templateScheme);
  }

  protected keyOf(uri: vscode.Uri): string {
    return keyOf(uri);
  }

  protected async fetch(uri: vscode.Uri): Promise<RemoteVersion> {
    const { host, ref } = this.target(uri);
    const template = await (await this.accounts.requireArticleClient(host)).getTemplate(ref.templateId);
    return { text: loadCore().formatTemplateFile(template), fingerprint: loadCore().templateFingerprint(template) };
  }

  protected async store(uri: vscode.Uri, text: string, base: string | undefined): Promise<string> {
    const { host, ref } = this.target(uri);
    const parsed = loadCore().parseTemplateFile(text);
    if (!parsed.ok) throw new Error(problemText(parsed.problem));
    // On the write road (base/write-road.ts): the host's client with the road's permit, one save at a time.
    return walkWriteRoad({
      target: `${templateScheme} ${keyOf(uri)}`,
      host,
      client: () => this.accounts.requireArticleClient(host),
      afterChange: () => this.afterSave(),
      write: async (articles) => {
        const client = await articles();
        const current = await requestFor(host, () => client.getTemplate(ref.templateId));
        if (base && loadCore().templateFingerprint(current) !== base) {
          const changed = vscode.l10n.t(
            'The template “{0}” changed on {1} while you edited it.',
            untrustedText(current.name),
            host.label,
          );
          void this.offerOverwriteOrReload(uri, changed, loadCore().templateFingerprint(current));
          throw new Error(
            vscode.l10n.t(
              '“{0}” changed on {1} since you opened it; your edit is kept in the editor. Choose Overwrite or ' +
                'Reload in the notification.',
              untrustedText(current.name),
              host.label,
            ),
          );
        }
        const saved = await requestFor(host, () => client.updateTemplate(ref.templateId, parsed.template));
        const said = vscode.l10n.t('Saved the template “{0}” on {1}.', untrustedText(saved.name), host.label);
        return { result: loadCore().templateFingerprint(saved), said };
      },
    });
  }

  private target(uri: vscode.Uri): { host: Host; ref: TemplateRef } {
    const ref = templateRefOf(uri);
    const host = ref && this.accounts.host(ref.hostId);
    if (!ref || !host) throw vscode.FileSystemError.FileNotFound(uri);
    return { host, ref };
  }
}
