// What a cloned repository's `.vscode/settings.json` can decide, as package.json declares it: nothing about where
// a token or the OAuth client secret goes (those settings are `application`-scoped: VS Code reads them from the
// user's settings only, https://code.visualstudio.com/api/references/contribution-points#contributes.configuration),
// and in Restricted Mode nothing of the settings listed in `restrictedConfigurations`
// (https://code.visualstudio.com/api/extension-guides/workspace-trust).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface Setting {
  scope?: string;
}
interface Support {
  supported?: boolean | 'limited';
  description?: string;
  restrictedConfigurations?: string[];
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  contributes: { configuration: { properties: Record<string, Setting> } };
  capabilities?: { untrustedWorkspaces?: Support; virtualWorkspaces?: Support };
};
const nls = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
const nlsJa = JSON.parse(readFileSync('package.nls.ja.json', 'utf8')) as Record<string, string>;
const settings = manifest.contributes.configuration.properties;

/** The settings that decide which hosts DevDesk sends a token or the OAuth client secret to. */
const hostSettings = [
  'devdesk.qiita.baseUrl',
  'devdesk.qiita.teams',
  'devdesk.qiita.oauthClientId',
  'devdesk.github.apiUrl',
  'devdesk.github.enterpriseHosts',
  'devdesk.github.enterpriseUri',
];

/** A `%key%` description resolved in both languages. */
function described(text: string | undefined): boolean {
  const key = /^%(.+)%$/.exec(text ?? '')?.[1];
  return key ? Boolean(nls[key] && nlsJa[key]) : Boolean(text);
}

describe('the manifest and workspace trust', () => {
  for (const name of hostSettings) {
    it(`${name} is read from the user's settings only (scope application), never from a workspace`, () => {
      assert.ok(settings[name], `${name} is contributed`);
      assert.equal(settings[name]!.scope, 'application');
    });
  }

  it('declares limited support in Restricted Mode, says why, and lists the workspace settings it then ignores', () => {
    const untrusted = manifest.capabilities?.untrustedWorkspaces;
    assert.equal(untrusted?.supported, 'limited');
    assert.ok(described(untrusted?.description), 'a description in English and Japanese');
    const restricted = untrusted?.restrictedConfigurations ?? [];
    assert.ok(restricted.includes('devdesk.articleFiles.root'), 'where article files are read and written');
    for (const name of restricted) assert.ok(settings[name], `${name} is a DevDesk setting`);
  });

  it('declares what works in a virtual workspace (no files on disk), with a description', () => {
    const virtual = manifest.capabilities?.virtualWorkspaces;
    assert.equal(virtual?.supported, 'limited');
    assert.ok(described(virtual?.description), 'a description in English and Japanese');
  });
});
