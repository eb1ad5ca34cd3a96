// The one redactor (src/core/http/redact.ts), where the HTTP layer's and the log's rules used to differ: the HTTP
// layer masked only the secrets it was given, the log also token shapes but not a token's URL-encoded form (nor one
// shorter than 8 characters). Each now does both, and commit SHAs stay readable in both.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redact, REDACTED, Redactor } from '../../../src/core/http/redact';

const sha = '0123456789abcdef0123456789abcdef01234567';

describe('one redactor for the HTTP layer and the log', () => {
  it('masks token shapes in what the HTTP layer writes, even when the request did not name them as secrets', () => {
    const gitHubToken = `ghp_${'B'.repeat(36)}`;
    const line = redact(`↪ 302 to https://example.com/cb?code=abc123&state=s with ${gitHubToken} at ${sha}`, []);
    assert.ok(!line.includes('abc123'), line);
    assert.ok(!line.includes(gitHubToken), line);
    assert.ok(line.includes(`code=${REDACTED}&state=s`), line);
    assert.ok(line.includes(sha), 'a commit SHA stays readable');
  });

  it("masks a remembered token's URL-encoded form and a short one in the log", () => {
    const redactor = new Redactor();
    redactor.remember('tok+en/with=chars');
    redactor.remember('s3cr3t');
    const line = redactor.redact(
      `DELETE /access_tokens/${encodeURIComponent('tok+en/with=chars')} and s3cr3t, head ${sha}`,
    );
    assert.equal(line, `DELETE /access_tokens/${REDACTED} and ${REDACTED}, head ${sha}`);
  });

  it('leaves values too short to be a token alone', () => {
    const redactor = new Redactor();
    redactor.remember('abc');
    assert.equal(redactor.redact('abc def'), 'abc def');
  });
});
