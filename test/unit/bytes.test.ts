// src/core/bytes.ts: what the core used Node's Buffer for, in a form both hosts have, giving what Buffer gave.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { base64FromBytes, bytesFromBase64, utf8ByteLength } from '../../src/core/bytes.js';

const every = Uint8Array.from({ length: 256 * 3 + 1 }, (_, index) => (index * 7) % 256);

describe('bytes without Buffer', () => {
  it('encodes every byte value to the base64 Node writes, and decodes it back', () => {
    assert.equal(base64FromBytes(every), Buffer.from(every).toString('base64'));
    assert.deepEqual(bytesFromBase64(base64FromBytes(every)), every);
    assert.equal(base64FromBytes(new Uint8Array(0)), '');
  });

  it('skips the line breaks GitHub wraps content with', () => {
    const wrapped = Buffer.from(every).toString('base64').replace(/.{60}/g, '$&\n');
    assert.deepEqual(bytesFromBase64(wrapped), every);
  });

  it('counts UTF-8 bytes as Node does, a lone surrogate as the replacement character', () => {
    for (const text of ['', 'abc', 'é', '日本語', '😀', '\ud800x'])
      assert.equal(utf8ByteLength(text), Buffer.byteLength(text, 'utf8'), JSON.stringify(text));
  });
});
