// The browser's failures in one sentence each (src/ui/base/errors.ts): work that needs Node reached in a web worker,
// a fetch the browser refused (CORS or no server), and a redirect the browser hid.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeError, nextActions } from '../../../src/ui/base/errors';
import { NotInBrowserError } from '../../../src/core/not-in-browser';
import { NetworkError } from '../../../src/core/http/errors';
import { BrowserFetchRefusedError, OpaqueRedirectError } from '../../../src/core/http/browser/transport';

const request = { method: 'GET', path: '/user' };

describe('describeError in the browser', () => {
  it('says that work needing Node is not in the browser, and offers nothing to retry', () => {
    const description = describeError(new NotInBrowserError('Files on this computer'));
    assert.equal(description.reason, 'notInBrowser');
    assert.equal(description.retryable, false);
    assert.deepEqual(nextActions(description), []);
  });

  it('tells a refused fetch (as the client wraps it) from any other network failure', () => {
    const refused = new NetworkError(request, new BrowserFetchRefusedError('https://ghe.example.com', new TypeError()));
    assert.equal(describeError(refused).reason, 'browserRefused');
    const reset = new NetworkError(request, Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    assert.equal(describeError(reset).reason, 'network');
  });

  it('fails a redirect the browser hid as a redirected write', () => {
    assert.equal(describeError(new OpaqueRedirectError('POST', '/repos/o/r/pulls')).reason, 'redirectedWrite');
  });
});
