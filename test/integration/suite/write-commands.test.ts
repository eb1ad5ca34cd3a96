// Every write command walks the one road (src/ui/base/write-command.ts), and each can be run from the Command Palette,
// which asks for its target. The table (write-command-table.ts) is the list of write commands and what each acts on
// (the reference a test or a script gives instead of the prompt); a command added without a line there, or one that
// left the road, fails here, and write-commands-palette.test.ts runs each from the palette.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk } from './helpers';
import { widgetOnly, writeCommands } from './write-command-table';

interface Manifest {
  contributes: {
    commands: Array<{ command: string }>;
    menus: { commandPalette: Array<{ command: string; when?: string }> };
  };
}

const manifest = vscode.extensions.getExtension('devdesk.devdesk')!.packageJSON as Manifest;

describe('Write commands', () => {
  it('are exactly the commands of the table, each registered and contributed', async () => {
    const registered = [...(await devdesk()).writeCommandIds()].sort();
    assert.deepEqual(registered, Object.keys(writeCommands).sort());
    const all = new Set(await vscode.commands.getCommands(true));
    const contributed = new Set(manifest.contributes.commands.map((entry) => entry.command));
    for (const id of registered) {
      assert.ok(all.has(id), `${id} is registered with VS Code`);
      assert.ok(contributed.has(id), `${id} is contributed in package.json`);
    }
  });

  it('can each be run from the Command Palette (which asks for the target), but for the comment widget’s own', () => {
    const hidden = new Set(
      manifest.contributes.menus.commandPalette.filter((entry) => entry.when === 'false').map((entry) => entry.command),
    );
    const unreachable = Object.keys(writeCommands).filter((id) => hidden.has(id) && !widgetOnly.has(id));
    assert.deepEqual(unreachable, []);
  });
});
