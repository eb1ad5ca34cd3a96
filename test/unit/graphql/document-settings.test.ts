// `# endpoint:` and `# variables:` comments in a GraphQL document.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDocumentSettings, variablesFor } from '../../../src/core/graphql/document-settings.js';

describe('document settings', () => {
  it('reads the endpoint and a one-line variables object (enum values as JSON strings)', () => {
    const settings = readDocumentSettings(
      '# endpoint: https://ghe.example.com/api/graphql\n# variables: { "owner": "o", "states": ["OPEN"] }\nquery($owner: String!) { x }',
    );
    assert.deepEqual(settings, {
      endpoint: 'https://ghe.example.com/api/graphql',
      variables: [{ line: 1, value: { owner: 'o', states: ['OPEN'] } }],
    });
  });

  it('reads variables spread over several comment lines, and goes on after them', () => {
    const text = '# variables: {\n#   "owner": "devdesk-org",\n#   "name": "monorepo"\n# }\n# a note\nquery { x }';
    assert.deepEqual(readDocumentSettings(text).variables, [
      { line: 0, value: { owner: 'devdesk-org', name: 'monorepo' } },
    ]);
  });

  it('says why a block cannot be used', () => {
    const [unfinished, array, empty] = readDocumentSettings(
      '# variables: { "a": 1,\nquery { x }\n# variables: [1]\n# variables:\n',
    ).variables;
    assert.match(unfinished!.error!, /^incomplete or malformed JSON/);
    assert.equal(array!.error, 'the variables must be a JSON object');
    assert.equal(empty!.error, 'no JSON after "# variables:"');
  });

  it('gives an operation the nearest block above it, else the first of the document', () => {
    const text = 'query A { x }\n# variables: { "b": 1 }\nquery B { x }\n# variables: { "c": 1 }\nquery C { x }';
    const settings = readDocumentSettings(text);
    assert.deepEqual(variablesFor(settings, 0)?.value, { b: 1 });
    assert.deepEqual(variablesFor(settings, 2)?.value, { b: 1 });
    assert.deepEqual(variablesFor(settings, 4)?.value, { c: 1 });
    assert.equal(variablesFor(readDocumentSettings('query { x }'), 0), undefined);
  });
});
