// The status bar's rate-limit item: when it shows, which host, which colour, and what it says.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rateStatus, type HostBudget } from '../../../src/ui/accounts/rate-status-rules';

const now = 1_000_000;
const at = (epochMs: number) => `T${epochMs}`;
const text = (phrase: { message: string; args: ReadonlyArray<string | number> }) =>
  phrase.message.replace(/\{(\d+)\}/g, (_, i: string) => String(phrase.args[Number(i)]));
const qiita = (remaining: number | undefined, extra: Partial<HostBudget> = {}): HostBudget => ({
  hostId: 'q',
  label: 'Qiita',
  limit: 1000,
  remaining,
  resetAt: now + 60_000,
  ...extra,
});
const github = (remaining: number, extra: Partial<HostBudget> = {}): HostBudget => ({
  hostId: 'g',
  label: 'GitHub',
  limit: 5000,
  remaining,
  resetAt: now + 30_000,
  ...extra,
});

describe('rate-limit status item', () => {
  const cases: Array<[string, HostBudget[], { shown: string; text: string; warning: boolean } | undefined]> = [
    ['no host has answered yet', [], undefined],
    ['every host has 20 % or more', [qiita(200), github(1000)], undefined],
    ['remaining unknown', [qiita(undefined)], undefined],
    [
      'a host under 20 %',
      [qiita(199), github(4000)],
      { shown: 'q', text: '$(dashboard) Qiita: 199 of 1000 requests left', warning: false },
    ],
    [
      'the smallest share wins',
      [qiita(150), github(400)],
      { shown: 'g', text: '$(dashboard) GitHub: 400 of 5000 requests left', warning: false },
    ],
    [
      'under 5 % turns to the warning colour',
      [qiita(49)],
      { shown: 'q', text: '$(dashboard) Qiita: 49 of 1000 requests left', warning: true },
    ],
    [
      'exactly 5 % is not yet a warning',
      [qiita(50)],
      { shown: 'q', text: '$(dashboard) Qiita: 50 of 1000 requests left', warning: false },
    ],
    [
      'spent: the reset time, in the warning colour',
      [qiita(0), github(10)],
      { shown: 'q', text: `$(watch) Qiita: rate limit spent until T${now + 60_000}`, warning: true },
    ],
    [
      'spent without a reset time',
      [qiita(0, { resetAt: undefined })],
      { shown: 'q', text: '$(watch) Qiita: rate limit spent', warning: true },
    ],
    ['a budget whose reset has passed counts as full', [qiita(0, { resetAt: now - 1 })], undefined],
    ['a limit of 0 or unknown is ignored', [qiita(0, { limit: 0 }), qiita(3, { limit: undefined })], undefined],
  ];
  for (const [name, budgets, expected] of cases) {
    it(name, () => {
      const status = rateStatus(budgets, now, at);
      assert.deepEqual(status && { shown: status.hostId, text: text(status.text), warning: status.warning }, expected);
    });
  }

  it('lists every low host in the tooltip, smallest share first, and refreshes at the earliest reset', () => {
    const status = rateStatus([qiita(150), github(400), qiita(999, { hostId: 'fine', label: 'Fine' })], now, at)!;
    assert.deepEqual(
      status.lines.map((line) => [line.label, text(line.budget)]),
      [
        ['GitHub', `400 of 5000 requests left, resets at T${now + 30_000}`],
        ['Qiita', `150 of 1000 requests left, resets at T${now + 60_000}`],
      ],
    );
    assert.equal(status.refreshAt, now + 30_000);
  });
});
