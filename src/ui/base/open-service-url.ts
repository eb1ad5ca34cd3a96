// Opens a service's web page in the browser, after the check in service-url.ts; anything else is refused aloud.
import * as vscode from 'vscode';
import { openableServiceUrl } from './service-url';
import { untrustedText } from './untrusted-text';

/** True when the page was handed to the browser. */
export async function openServiceUrl(value: string): Promise<boolean> {
  const url = openableServiceUrl(value);
  if (!url) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t(
        'DevDesk opens only https:// addresses (and http:// on this machine), so it did not open {0}.',
        untrustedText(value),
      ),
    );
    return false;
  }
  return vscode.env.openExternal(vscode.Uri.parse(url.href, true));
}
