// What the client reads from a document before sending it: which operation runs and whether it is a query.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOperation } from '../../../src/core/graphql/index.js';

describe('describeOperation', () => {
  it('tells a query (shorthand or named) from a mutation and a subscription', () => {
    assert.equal(describeOperation('{ viewer { login } }').type, 'query');
    assert.equal(describeOperation('query Me { viewer { login } }').type, 'query');
    assert.equal(
      describeOperation('mutation { addStar(input: { starrableId: "x" }) { clientMutationId } }').type,
      'mutation',
    );
    assert.equal(describeOperation('subscription { x }').type, 'subscription');
  });

  it('picks the operation by name in a document with several, with fragments beside them', () => {
    const document =
      'query Read { viewer { ...Who } }\nmutation Write { addStar(input: {starrableId: "x"}) { clientMutationId } }\nfragment Who on User { login }';
    assert.equal(describeOperation(document, 'Read').type, 'query');
    assert.equal(describeOperation(document, 'Write').type, 'mutation');
  });

  it('knows nothing (so nothing is repeated) without a name among several, for an unknown name, or a syntax error', () => {
    const document = 'query A { viewer { login } } query B { viewer { id } }';
    assert.deepEqual(describeOperation(document), { type: undefined, rateLimitKey: undefined });
    assert.equal(describeOperation(document, 'C').type, undefined);
    assert.equal(describeOperation('query { viewer { login }').type, undefined);
  });

  it('finds the response key of a root rateLimit field, aliased or not', () => {
    assert.equal(describeOperation('{ rateLimit { cost } viewer { login } }').rateLimitKey, 'rateLimit');
    assert.equal(
      describeOperation('{ viewer { login } budget: rateLimit(dryRun: true) { cost } }').rateLimitKey,
      'budget',
    );
    assert.equal(describeOperation('{ viewer { login } }').rateLimitKey, undefined);
  });
});
