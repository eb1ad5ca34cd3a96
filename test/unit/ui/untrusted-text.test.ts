// Service and file text shown in notifications, input boxes and the status bar: no link, no command, no icon.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { untrustedText } from '../../../src/ui/base/untrusted-text';

// What VS Code's notifications and input boxes make a link of (src/vs/base/common/linkedText.ts): `[label](target)`
// whose target starts with http://, https://, command: or file:, up to the first `)` or blank.
const linkRule = /\[[^\]]+\]\((?:https?:\/\/|command:|file:)[^)\s]+/i;
// What the status bar, quick picks and input boxes make a codicon of (src/vs/base/browser/ui/iconLabel/iconLabels.ts).
const iconRule = /\$\([a-z0-9-]+(?:~[a-z]+)?\)/i;
const invisible = (text: string) => text.replace(/\u200B/g, '');

describe('untrustedText', () => {
  const hostile = [
    '[Sign in again](command:devdesk.signOut)',
    'Title is empty [Sign in again](COMMAND:devdesk.signOut?%5B%22qiita.com%22%5D "Sign in")',
    '[open](file:///etc/passwd)',
    '[docs](https://evil.example/phish)',
    '[a] [b](command:x) [c](http://evil.example)',
  ];

  for (const text of hostile) {
    it(`leaves no link in ${JSON.stringify(text)}, and reads the same`, () => {
      assert.match(text, linkRule, 'the case is a link before');
      const shown = untrustedText(text);
      assert.doesNotMatch(shown, linkRule);
      assert.equal(invisible(shown), text);
    });
  }

  it('breaks a bare command: or file: target, so text around it cannot make it a link', () => {
    const shown = untrustedText('command:devdesk.signOut file:///x Command:y');
    assert.doesNotMatch(`[Sign in again](${shown})`, linkRule);
    assert.doesNotMatch(`[x](${untrustedText('file:///etc/passwd')})`, linkRule);
    assert.equal(invisible(shown), 'command:devdesk.signOut file:///x Command:y');
  });

  it('leaves no $(icon) for the status bar and quick picks', () => {
    const shown = untrustedText('$(sync~spin) Signing out… $(alert)');
    assert.doesNotMatch(shown, iconRule);
    assert.equal(invisible(shown), '$(sync~spin) Signing out… $(alert)');
  });

  it('keeps ordinary text as it is', () => {
    for (const text of [
      'Title is empty',
      'Validation Failed: base invalid',
      'チーム (alpha)',
      '[WIP] fix (again)',
      'price $5',
      'https://qiita.com/x',
    ]) {
      assert.equal(untrustedText(text), text);
    }
  });
});
