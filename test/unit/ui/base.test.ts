// The UI ground floor's pure parts: lifetimes, error descriptions, the log's redaction.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AnswerTooLargeError,
  AuthenticationError,
  NetworkError,
  RateLimitError,
  RequestAbortedError,
  ServerError,
  ValidationError,
} from '../../../src/core/index';
import { HeadChangedError } from '../../../src/core/github/errors';
import { Disposable, DisposableStore } from '../../../src/ui/base/dispose';
import { describeError, isCancellation, nextActions } from '../../../src/ui/base/errors';
import { Redactor } from '../../../src/core/http/redact';

const request = { method: 'GET', path: '/api/v2/items', service: 'articles' };

describe('Disposable', () => {
  class Owner extends Disposable {
    readonly signal = this.lifetime;
    own(item: { dispose(): void }) {
      return this.register(item);
    }
  }

  it('disposes what it owns, last first, and aborts its lifetime', () => {
    const order: string[] = [];
    const owner = new Owner();
    owner.own({ dispose: () => order.push('first') });
    owner.own({ dispose: () => order.push('second') });
    owner.dispose();
    owner.dispose();
    assert.deepEqual(order, ['second', 'first']);
    assert.equal(owner.signal.aborted, true);
    assert.equal(owner.isDisposed, true);
  });

  it('disposes at once what is registered after it was disposed', () => {
    const store = new DisposableStore();
    store.dispose();
    let disposed = false;
    store.add({ dispose: () => (disposed = true) });
    assert.equal(disposed, true);
  });

  it('keeps disposing the rest when one item throws, then rethrows', () => {
    const owner = new Owner();
    let later = false;
    owner.own({ dispose: () => (later = true) });
    owner.own({
      dispose: () => {
        throw new Error('boom');
      },
    });
    assert.throws(() => owner.dispose(), /boom/);
    assert.equal(later, true);
  });
});

describe('describeError', () => {
  it('tells a host DevDesk has no token for from one that refused the token, and offers Sign In, not Sign in again', () => {
    // The UI's own SignedOutError (src/ui/accounts/accounts.ts) is known by its name, as the core's errors are.
    const signedOut = Object.assign(new Error('not signed in to github'), { name: 'SignedOutError' });
    const never = describeError(signedOut);
    assert.deepEqual([never.reason, never.params.notSignedIn, nextActions(never)], ['unauthorized', true, ['signIn']]);
    const refused = describeError(new AuthenticationError({ status: 401, request }));
    assert.deepEqual(
      [refused.reason, refused.params.notSignedIn, nextActions(refused)],
      ['unauthorized', undefined, ['signInAgain']],
    );
  });

  it('names the core errors by reason, with their facts', () => {
    const resetAt = new Date('2026-11-22T10:00:00Z');
    const rate = describeError(new RateLimitError({ status: 403, request, resetAt, host: 'qiita.com' }));
    assert.deepEqual([rate.reason, rate.params.resetAt, rate.retryable], ['rateLimited', resetAt.getTime(), true]);
    assert.equal(describeError(new AuthenticationError({ status: 401, request })).reason, 'unauthorized');
    const invalid = describeError(new ValidationError({ status: 422, request, message: 'Title is empty' }));
    assert.deepEqual(
      [invalid.reason, invalid.params.serviceMessage, invalid.params.request],
      ['invalid', 'Title is empty', 'GET /api/v2/items'],
    );
    const detailed = describeError(
      new ValidationError({
        status: 422,
        request,
        message: 'Validation Failed',
        errors: [
          { resource: 'PullRequest', code: 'custom', message: 'A pull request already exists for a:b.' },
          { field: 'base', code: 'invalid' },
        ],
      }),
    );
    assert.equal(
      detailed.params.serviceMessage,
      'Validation Failed: A pull request already exists for a:b.; base invalid',
    );
    const network = describeError(
      new NetworkError(request, Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    );
    assert.deepEqual([network.reason, network.params.code, network.retryable], ['network', 'ECONNREFUSED', true]);
    assert.equal(describeError(new ServerError({ status: 502, request })).params.status, 502);
  });

  it('says which host sent an answer too large to read, and how large one may be; nothing to retry', () => {
    const description = describeError(new AnswerTooLargeError(request, 'https://qiita.com', 64 * 1024 * 1024));
    assert.deepEqual(description, {
      reason: 'answerTooLarge',
      params: { request: 'GET /api/v2/items', host: 'https://qiita.com', limitMegabytes: 64 },
      retryable: false,
    });
    assert.deepEqual(nextActions(description), []);
  });

  it('recognises a subclass by its own name before its parent', () => {
    const moved = new HeadChangedError(new ValidationError({ status: 409, request }), 'abc');
    assert.equal(describeError(moved).reason, 'headChanged');
  });

  it('falls back to the HTTP status, then to the message', () => {
    assert.equal(describeError({ name: 'SomeApiError', status: 404 }).reason, 'notFound');
    const unknown = describeError(new TypeError('x is undefined'));
    assert.deepEqual([unknown.reason, unknown.params.detail], ['unknown', 'x is undefined']);
    assert.equal(describeError('a string').reason, 'unknown');
  });

  it('treats aborts and VS Code cancellations as silent cancellations', () => {
    assert.equal(isCancellation(new RequestAbortedError(request)), true);
    assert.equal(isCancellation(Object.assign(new Error('Canceled'), { name: 'Canceled' })), true);
    assert.equal(isCancellation(new DOMException('aborted', 'AbortError')), true);
    assert.equal(isCancellation(new Error('boom')), false);
  });

  it('offers sign-in after a 401, retry where it can help, the log for the unexpected', () => {
    assert.deepEqual(nextActions(describeError(new AuthenticationError({ status: 401, request }))), ['signInAgain']);
    assert.deepEqual(nextActions(describeError(new NetworkError(request, undefined))), ['retry']);
    assert.deepEqual(nextActions(describeError(new ValidationError({ status: 422, request }))), []);
    assert.deepEqual(nextActions(describeError(new Error('bug'))), ['showLog']);
    assert.deepEqual(nextActions(describeError(new RequestAbortedError(request))), []);
  });
});

describe('Redactor', () => {
  it('masks known tokens and token shapes, but keeps commit SHAs', () => {
    const redactor = new Redactor();
    const qiitaToken = 'c'.repeat(40);
    const sha = '0123456789abcdef0123456789abcdef01234567';
    redactor.remember(qiitaToken);
    const line = redactor.redact(
      `token ${qiitaToken} head ${sha} gh ghp_${'A'.repeat(36)} Authorization: Bearer xyz123 ?access_token=abc&x=1`,
    );
    assert.ok(!line.includes(qiitaToken), line);
    assert.ok(line.includes(sha), 'a commit SHA stays readable');
    assert.ok(!line.includes('ghp_A'), line);
    assert.ok(!line.includes('xyz123'), line);
    assert.match(line, /access_token=\[redacted\]&x=1/);
  });
});
