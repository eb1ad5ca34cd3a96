// Sign-out's decisions: which hosts are asked to deactivate the token, what each failure of that request means,
// and what the user is told (a warning whenever the token may still work on the server).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ErrorDescription, ErrorReason } from '../../../src/ui/base/errors';
import {
  deactivatesOnServer,
  failureDetail,
  signOutOutcome,
  signOutReport,
  type SignOutOutcome,
} from '../../../src/ui/accounts/sign-out-rules';
import type { HostKind } from '../../../src/ui/accounts/host';

const failure = (reason: ErrorReason, status?: number): ErrorDescription => ({
  reason,
  params: status ? { status } : {},
  retryable: false,
});

describe('sign-out outcome', () => {
  const cases: Array<[HostKind, ErrorDescription | undefined, SignOutOutcome]> = [
    ['articles', undefined, 'deactivated'],
    ['team', undefined, 'deactivated'],
    ['articles', failure('unauthorized', 401), 'alreadyInvalid'],
    ['team', failure('notFound', 404), 'alreadyInvalid'],
    ['articles', failure('network'), 'unreachable'],
    ['team', failure('timeout'), 'unreachable'],
    ['articles', failure('serverError', 500), 'notDeactivated'],
    ['articles', failure('rateLimited', 403), 'notDeactivated'],
    ['github', undefined, 'forgotten'],
    ['github', failure('network'), 'forgotten'],
  ];
  for (const [kind, error, expected] of cases) {
    it(`${kind}, ${error?.reason ?? 'no failure'} → ${expected}`, () =>
      assert.equal(signOutOutcome(kind, error), expected));
  }

  it("leaves VS Code's own GitHub session alone", () => {
    assert.equal(signOutOutcome('github', undefined, 'vscode'), 'sessionKept');
    assert.equal(signOutReport('sessionKept', 'GitHub').severity, 'info');
    assert.match(signOutReport('sessionKept', 'X').text.message, /VS Code itself stays signed in/);
  });

  it('asks Qiita and Qiita Team hosts to deactivate the token, never GitHub', () => {
    assert.deepEqual((['articles', 'team', 'github'] as const).map(deactivatesOnServer), [true, true, false]);
  });
});

describe('sign-out report', () => {
  it('warns whenever the token may still work on the server, and says so', () => {
    for (const outcome of ['unreachable', 'notDeactivated'] as const) {
      const report = signOutReport(outcome, 'Qiita (qiita.com)', 'HTTP 500');
      assert.equal(report.severity, 'warning');
      assert.match(report.text.message, /still be valid|still valid/);
      assert.equal(report.text.args[0], 'Qiita (qiita.com)');
    }
    assert.deepEqual(signOutReport('notDeactivated', 'Q', 'HTTP 503').text.args, ['Q', 'HTTP 503']);
  });

  it('informs when nothing is left to do on the server, and tells GitHub users the token lives on', () => {
    for (const outcome of ['deactivated', 'alreadyInvalid', 'forgotten'] as const)
      assert.equal(signOutReport(outcome, 'X').severity, 'info');
    assert.match(signOutReport('deactivated', 'X').text.message, /deactivated on the server/);
    assert.match(signOutReport('forgotten', 'GitHub').text.message, /stays valid on GitHub/);
  });

  it('names a failure by its HTTP status, else by its reason', () => {
    assert.equal(failureDetail(failure('serverError', 502)), 'HTTP 502');
    assert.equal(failureDetail(failure('rateLimited')), 'rateLimited');
  });
});
