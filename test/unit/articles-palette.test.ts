// Every Articles command (articles, team administration, article files) that acts on something is reachable from
// the Command Palette while signed in, where it asks for its target (src/ui/articles/targets.ts): no command works
// only from a tree node.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface MenuEntry {
  command: string;
  when?: string;
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  contributes: { commands: Array<{ command: string }>; menus: { commandPalette: MenuEntry[] } };
};
const articleCommands = manifest.contributes.commands
  .map((each) => each.command)
  .filter((id) => /^devdesk\.(articles|team|articleFiles)\./.test(id));

describe('Articles commands in the Command Palette', () => {
  it('none is hidden from the palette', () => {
    const hidden = manifest.contributes.menus.commandPalette
      .filter((entry) => articleCommands.includes(entry.command) && entry.when === 'false')
      .map((entry) => entry.command);
    assert.deepEqual(hidden, []);
  });

  it('those shown only while signed in ask for a signed-in host of the kind they work on', () => {
    for (const entry of manifest.contributes.menus.commandPalette.filter(
      (each) => articleCommands.includes(each.command) && each.when?.includes('signedIn'),
    )) {
      assert.match(entry.when!, /^devdesk\.signedIn\.(articles|team)( \|\| devdesk\.signedIn\.team)?$/, entry.command);
    }
  });
});
