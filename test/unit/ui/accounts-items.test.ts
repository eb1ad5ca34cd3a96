// `DevDesk: Accounts` as data: who is signed in where, the token's scopes, the budget left and when it resets, and
// the actions each host offers.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountItems, budgetText, parseScopesHeader, type AccountFacts } from '../../../src/ui/accounts/account-items';

const at = (epochMs: number) => `T${epochMs}`;
const text = (phrase: { message: string; args: ReadonlyArray<string | number> }) =>
  phrase.message.replace(/\{(\d+)\}/g, (_, i: string) => String(phrase.args[Number(i)]));

describe('Accounts items', () => {
  const facts: AccountFacts[] = [
    {
      hostId: 'https://qiita.com',
      kind: 'articles',
      label: 'Qiita (qiita.com)',
      state: 'signedIn',
      login: 'alice',
      scopes: ['read_qiita', 'write_qiita'],
      budget: { limit: 1000, remaining: 987, resetAt: 5 },
    },
    { hostId: 'https://alpha.qiita.com', kind: 'team', label: 'Qiita Team (alpha.qiita.com)', state: 'signedOut' },
    {
      hostId: 'https://beta.qiita.com',
      kind: 'team',
      label: 'Qiita Team (beta.qiita.com)',
      state: 'refused',
      problem: 'unauthorized',
    },
    {
      hostId: 'https://api.github.com',
      kind: 'github',
      label: 'GitHub',
      state: 'unchecked',
      problem: 'network',
      budget: { limit: 5000, remaining: 0, resetAt: 9 },
    },
  ];
  const items = accountItems(facts, at);

  it('keeps the hosts in order, one item each', () => {
    assert.deepEqual(
      items.map((item) => item.hostId),
      facts.map((each) => each.hostId),
    );
  });

  it('shows the login, the scopes and the budget of a signed-in host, and offers switch and sign out', () => {
    const [qiita] = items;
    assert.equal(qiita!.description, 'alice');
    assert.equal(qiita!.icon, 'account');
    assert.deepEqual(qiita!.detail.map(text), [
      'Scopes: read_qiita, write_qiita',
      '987 of 1000 requests left, resets at T5',
    ]);
    assert.deepEqual(qiita!.actions, ['switch', 'signOut']);
  });

  it('offers only sign-in for a signed-out host, with nothing else to tell', () => {
    const alpha = items[1]!;
    assert.equal(typeof alpha.description === 'string' ? alpha.description : alpha.description.message, 'Signed out');
    assert.deepEqual([alpha.icon, alpha.detail, alpha.actions], ['circle-slash', [], ['signIn']]);
  });

  it('warns about a refused token and a host that could not be asked, keeping what is known', () => {
    const beta = items[2]!;
    assert.equal(beta.icon, 'warning');
    assert.match(text(beta.detail[0]!), /no longer accepts this token/);
    assert.deepEqual(beta.actions, ['switch', 'signOut']);
    const github = items[3]!;
    assert.equal(
      typeof github.description === 'string' ? github.description : text(github.description),
      'Signed in (not checked: network)',
    );
    assert.deepEqual(github.detail.map(text), ['Rate limit spent until T9']);
  });
});

describe('budget text', () => {
  const cases: Array<[Parameters<typeof budgetText>[0], string | undefined]> = [
    [undefined, undefined],
    [{ limit: 60 }, undefined],
    [{ limit: 60, remaining: 42, resetAt: 1 }, '42 of 60 requests left, resets at T1'],
    [{ limit: 60, remaining: 42 }, '42 of 60 requests left'],
    [{ remaining: 7, resetAt: 2 }, '7 requests left, resets at T2'],
    [{ remaining: 7 }, '7 requests left'],
    [{ limit: 60, remaining: 0, resetAt: 3 }, 'Rate limit spent until T3'],
    [{ limit: 60, remaining: 0 }, 'Rate limit spent'],
  ];
  for (const [budget, expected] of cases) {
    it(`${JSON.stringify(budget)} → ${expected ?? 'nothing'}`, () => {
      const phrase = budgetText(budget, at);
      assert.equal(phrase && text(phrase), expected);
    });
  }
});

describe('X-OAuth-Scopes', () => {
  it('lists the scopes GitHub names, and none when the header is absent', () => {
    assert.deepEqual(parseScopesHeader('repo, read:org,  user'), ['repo', 'read:org', 'user']);
    assert.deepEqual(parseScopesHeader(''), []);
    assert.equal(parseScopesHeader(undefined), undefined);
  });
});
