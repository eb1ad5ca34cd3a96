// Running one operation of a document: what is sent (the others blanked, positions kept), the result document's
// status line and body, and the scratch's add-reaction flow, valid on github.com's full schema.
import * as assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { parse } from 'graphql';
import { loadBundledGitHubSchema } from '../../../src/core/graphql/node/bundled-schema';
import { createLanguageService, type GraphQLLanguageService } from '../../../src/core/graphql/language/index';
import { isolateOperation, zeroBased } from '../../../src/ui/graphql/operation-text';
import { formatBytes, resultDocument, statusPhrases } from '../../../src/ui/graphql/result-text';
import { defaultScratchTarget, scratchText } from '../../../src/ui/graphql/scratch-text';
import { testSchemaFile } from '../graphql/schema-file';

let service: GraphQLLanguageService;
before(() => {
  service = createLanguageService(loadBundledGitHubSchema(testSchemaFile()));
});

const scratch = scratchText(['first line', 'second line']);

describe('GraphQL scratch', () => {
  it('is the add-reaction flow: a query for the issue id, then addReaction with HOORAY, valid on the full schema', () => {
    assert.deepEqual(service.diagnose(scratch), []);
    const operations = service.operations(scratch);
    assert.deepEqual(
      operations.map((operation) => [operation.type, operation.name]),
      [
        ['query', 'FindIssue'],
        ['mutation', 'AddHooray'],
      ],
    );
    assert.deepEqual(operations[1]!.variables, [{ name: 'id', type: 'ID!' }]);
    assert.match(scratch, /addReaction\(input: \{ subjectId: \$id, content: HOORAY \}\)/);
    assert.match(scratch, /^# first line\n# second line\n/);
  });

  it("names the test service's repository and issue in its variables block", () => {
    assert.match(
      scratch,
      new RegExp(
        `# variables: \\{ "owner": "${defaultScratchTarget.owner}", "name": "${defaultScratchTarget.name}", "number": ${defaultScratchTarget.number} \\}`,
      ),
    );
  });
});

describe('running one operation', () => {
  it('sends the chosen operation alone, every character where it was', () => {
    const operations = service.operations(scratch);
    const sent = isolateOperation(scratch, operations, 1);
    assert.equal(sent.length, scratch.length);
    assert.deepEqual(
      sent.split('\n').map((line) => line.length),
      scratch.split('\n').map((line) => line.length),
    );
    const definitions = parse(sent).definitions;
    assert.equal(definitions.length, 1);
    assert.equal(definitions[0]!.kind === 'OperationDefinition' && definitions[0].name?.value, 'AddHooray');
    const mutationLine = scratch.split('\n').findIndex((line) => line.startsWith('mutation'));
    assert.equal(sent.split('\n')[mutationLine], scratch.split('\n')[mutationLine]);
    assert.doesNotMatch(sent, /FindIssue|rateLimit/);
  });

  it('keeps fragments, which the chosen operation may spread', () => {
    const text = 'query A { viewer { ...Me } }\nquery B { rateLimit { cost } }\nfragment Me on User { login }\n';
    const sent = isolateOperation(text, service.operations(text), 0);
    assert.deepEqual(
      parse(sent).definitions.map((definition) => definition.kind),
      ['OperationDefinition', 'FragmentDefinition'],
    );
  });

  it("turns a GraphQL error location into the editor's zero-based position", () => {
    assert.deepEqual(zeroBased({ line: 4, column: 3 }), { line: 3, character: 2 });
    assert.deepEqual(zeroBased({ line: 0, column: 0 }), { line: 0, character: 0 });
  });
});

describe('the result document', () => {
  it('says what ran where, then what it cost', () => {
    const parts = statusPhrases({
      operation: 'query FindIssue',
      endpoint: 'http://127.0.0.1:4000/github/api/graphql',
      status: 200,
      elapsedMs: 41.6,
      bytes: 2150,
      errorCount: 0,
      rateLimit: { cost: 1, remaining: 4999, limit: 5000 },
    });
    assert.deepEqual(parts, [
      [{ message: '{0} on {1}', args: ['query FindIssue', '127.0.0.1:4000'] }],
      [
        { message: 'HTTP {0}', args: [200] },
        { message: '{0} ms', args: [42] },
        '2.1 KB',
        { message: 'cost {0}', args: [1] },
        { message: '{0}/{1} points left', args: [4999, 5000] },
      ],
    ]);
  });

  it('counts errors and says when no token was sent', () => {
    const parts = statusPhrases({
      operation: 'query',
      endpoint: 'https://other.example/graphql',
      status: 200,
      elapsedMs: 5,
      bytes: 10,
      errorCount: 2,
      anonymous: true,
    });
    assert.deepEqual(parts[0].slice(1), [{ message: 'sent without a token', args: [] }]);
    assert.deepEqual(parts[1].slice(3), [{ message: '{0} errors', args: [2] }]);
  });

  it('is the status comments, then errors (when any) and data as pretty JSON', () => {
    const text = resultDocument(['query A on example.com', 'HTTP 200 · 12 ms'], {
      data: { viewer: { login: 'mona' } },
      errors: [{ message: 'x' }],
    });
    const [first, second, ...rest] = text.split('\n');
    assert.equal(first, '// query A on example.com');
    assert.equal(second, '// HTTP 200 · 12 ms');
    assert.deepEqual(JSON.parse(rest.join('\n')), { errors: [{ message: 'x' }], data: { viewer: { login: 'mona' } } });
    assert.deepEqual(
      Object.keys(JSON.parse(resultDocument(['s'], { data: undefined, errors: [] }).split('\n').slice(1).join('\n'))),
      ['data'],
    );
  });

  it('writes sizes the way people read them', () => {
    assert.equal(formatBytes(512), '512 B');
    assert.equal(formatBytes(2048), '2.0 KB');
    assert.equal(formatBytes(3 * 1024 * 1024), '3.00 MB');
  });
});
