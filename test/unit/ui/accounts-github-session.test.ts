// Which VS Code authentication provider may lend DevDesk a GitHub token for a host: only the one that signs in to
// that very server.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { githubAuthProvider } from '../../../src/ui/accounts/github-session-rules';

describe('GitHub authentication provider for a host', () => {
  const cases: Array<[string, string, string | undefined]> = [
    ['https://api.github.com', '', 'github'],
    ['https://api.github.com/', 'https://ghe.example.com', 'github'],
    ['https://ghe.example.com/api/v3', 'https://ghe.example.com', 'github-enterprise'],
    ['https://ghe.example.com/api/v3', 'https://ghe.example.com/', 'github-enterprise'],
    ['https://ghe.example.com/api/v3', '', undefined],
    ['https://ghe.example.com/api/v3', 'https://other.example.com', undefined],
    ['https://ghe.example.com/api/v3', 'http://ghe.example.com', undefined],
    ['http://127.0.0.1:4000/github/api/v3', '', undefined],
    ['http://127.0.0.1:4000/github/api/v3', 'http://127.0.0.1:4000/github', 'github-enterprise'],
    ['not a url', 'https://ghe.example.com', undefined],
  ];
  for (const [host, enterpriseUri, expected] of cases) {
    it(`${host} with github-enterprise.uri ${JSON.stringify(enterpriseUri)} → ${expected ?? 'none'}`, () =>
      assert.equal(githubAuthProvider(host, enterpriseUri), expected));
  }
});
