// Which service URLs DevDesk hands to the browser: web pages only.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openableServiceUrl } from '../../../src/ui/base/service-url';

describe('openableServiceUrl', () => {
  it('refuses every scheme but https, and http off this machine', () => {
    for (const url of [
      'javascript:alert(1)',
      'command:devdesk.signOut',
      'file:///etc/passwd',
      'vscode:extension/evil.publisher',
      'vscode-insiders://settings',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/item',
      'http://127.example.com/',
      'ftp://qiita.com/',
      ' JavaScript:alert(1)',
      'not a url',
      '',
    ]) {
      assert.equal(openableServiceUrl(url), undefined, url);
    }
  });

  it('opens https pages, and http ones on this machine (the emulator, a local service)', () => {
    for (const url of [
      'https://qiita.com/devdesk_user/items/1',
      'https://github.com/devdesk-org/docs-site/pull/3',
      'http://127.0.0.1:8123/qiita/items/1',
      'http://localhost:3000/x',
      'http://[::1]:8080/',
    ]) {
      assert.equal(openableServiceUrl(url)?.href, new URL(url).href, url);
    }
  });
});
