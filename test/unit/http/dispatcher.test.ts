// dispatcher.ts imports undici's Agent by its file path, which leaves the rest of undici out of dist/core.js. That
// path is undici's file layout, not its documented API: this fails when an undici upgrade moves or replaces it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Agent } from 'undici';
import { createDispatcher } from '../../../src/core/http/index.js';

describe('the dispatcher', () => {
  it("is an instance of the Agent that undici's entry exports", async () => {
    const dispatcher = createDispatcher();
    try {
      assert.ok(dispatcher instanceof Agent);
    } finally {
      await dispatcher.close();
    }
  });
});
