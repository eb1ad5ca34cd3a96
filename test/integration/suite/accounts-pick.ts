// `DevDesk: Accounts` as the integration tests open it: the items it shows, once the workbench has drawn them.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { AccountItem } from '../../../src/ui/accounts/account-items';
import { devdesk, eventually } from './helpers';

export const text = (value: string | { message: string; args: ReadonlyArray<string | number> }) =>
  typeof value === 'string'
    ? value
    : value.message.replace(/\{(\d+)\}/g, (_, i: string) => String(value.args[Number(i)]));

/**
 * Waits until the workbench has drawn the items of the next Accounts pick (hosts, or a host's actions) and returns
 * its title: a key pressed before that chooses nothing, or another item.
 */
export async function pickDrawn(drawnBefore: number): Promise<string> {
  const api = await devdesk();
  return eventually(() => api.accounts.drawnPicks()[drawnBefore], 'the Accounts pick drawn');
}

/** Opens `DevDesk: Accounts` and returns the items it shows once every host was checked and the pick is drawn. */
export async function openAccounts(): Promise<{ done: Thenable<unknown>; items: readonly AccountItem[] }> {
  const api = await devdesk();
  const before = api.accounts.accountItems();
  const drawn = api.accounts.drawnPicks().length;
  const done = vscode.commands.executeCommand('devdesk.accounts');
  const items = await eventually(() => {
    const shown = api.accounts.accountItems();
    return shown !== before ? shown : undefined;
  }, 'the Accounts pick with its items');
  assert.equal(await pickDrawn(drawn), 'DevDesk: Accounts');
  return { done, items };
}
