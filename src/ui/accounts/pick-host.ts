// A quick pick of hosts (skipped when there is only one), shared by sign-in and sign-out.
import * as vscode from 'vscode';
import type { Host } from './host';

export async function pickHost(hosts: Host[], placeHolder: string): Promise<Host | undefined> {
  if (hosts.length === 1) return hosts[0];
  const picked = await vscode.window.showQuickPick(
    hosts.map((host) => ({ label: host.label, description: host.id, host })),
    { placeHolder, ignoreFocusOut: true },
  );
  return picked?.host;
}
