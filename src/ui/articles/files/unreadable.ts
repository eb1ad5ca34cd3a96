// The article files a folder walk (Pull My Articles, Publish Modified) left alone because their front matter cannot
// be read: broken YAML, or another language such as `---js`, which DevDesk never runs. Opening one shows why in the
// Problems panel.
import { fileName } from '../../base/file-paths';
import * as vscode from 'vscode';
import { uriOfPath } from '../../base/node/workspace-disk';

export async function showUnreadableFiles(paths: readonly string[]): Promise<void> {
  const open = vscode.l10n.t('Open Them');
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t(
      '{0} article file(s) were left alone: their front matter is not YAML DevDesk can read ({1}). Open them to ' +
        'see why in the Problems panel.',
      paths.length,
      paths.map((path) => fileName(path)).join(', '),
    ),
    open,
  );
  if (answer === open)
    for (const path of paths) await vscode.window.showTextDocument(uriOfPath(path), { preview: false });
}
