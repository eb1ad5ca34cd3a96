// The agent's GraphQL tools in real VS Code (`vscode.lm.invokeTool`): a type and a field of the shipped schema with
// their descriptions and arguments, a document validated by graphql-js (an unknown field named with its line), a query
// run on the signed-in emulator host with its rate-limit cost, and a mutation refused with nothing sent.
import * as assert from 'node:assert/strict';
import { emulator, emulatorRequests, resetEmulatorRequests, signInWithSandboxToken, signOut } from './helpers';
import { dataOf, invoke } from './agent-invoke';

describe('Agent GraphQL tools (vscode.lm.invokeTool)', () => {
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });

  it('looks up a type and a field of the shipped schema', async () => {
    const type = dataOf<{ kind: string; fields: Array<{ name: string }> }>(
      await invoke('devdesk_graphqlSchema', { coordinate: 'PullRequest' }),
    );
    assert.equal(type.kind, 'OBJECT');
    assert.ok(type.fields.some((field) => field.name === 'reviewThreads'));
    const field = dataOf<{ type: string; description: string; arguments: Array<{ name: string; type: string }> }>(
      await invoke('devdesk_graphqlSchema', { coordinate: 'Repository.pullRequest' }),
    );
    assert.equal(field.type, 'PullRequest');
    assert.ok(field.description.length > 0);
    assert.deepEqual(
      field.arguments.find((arg) => arg.name === 'number'),
      {
        name: 'number',
        type: 'Int!',
        description: 'The number for the pull request to be returned.',
      },
    );
    assert.match(await invoke('devdesk_graphqlSchema', { coordinate: 'Nope.nothing' }), /has no "Nope\.nothing"/);
  });

  it('validates a document against the shipped schema', async () => {
    const valid = dataOf<{ valid: boolean }>(
      await invoke('devdesk_graphqlValidate', { document: 'query { viewer { login } }' }),
    );
    assert.equal(valid.valid, true);
    const invalid = dataOf<{ valid: boolean; errors: Array<{ message: string; line: number }> }>(
      await invoke('devdesk_graphqlValidate', { document: 'query {\n  viewer { loginName }\n}' }),
    );
    assert.equal(invalid.valid, false);
    assert.match(invalid.errors[0]!.message, /Cannot query field "loginName" on type "User"/);
    assert.equal(invalid.errors[0]!.line, 2);
  });

  it('runs a query on the signed-in host with its rate-limit cost', async () => {
    const answer = await invoke('devdesk_graphqlQuery', {
      document: 'query { viewer { login } rateLimit { cost remaining } }',
      host: emulator.github,
    });
    const data = dataOf<{ data: { viewer: { login: string } }; rateLimit: { cost: number | null } }>(answer);
    assert.equal(data.data.viewer.login, 'mona');
    assert.equal(typeof data.rateLimit.cost, 'number');
    assert.match(answer, /it cost (?:1 point|\d+ points), \d+ points? left\./);
    assert.ok(!answer.includes(emulator.tokens.github), 'no token in the answer');
  });

  it('refuses a mutation before sending it', async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_graphqlQuery', {
      document: 'mutation { addStar(input: { starrableId: "x" }) { clientMutationId } }',
      host: emulator.github,
    });
    assert.match(answer, /^Refused, nothing was sent: this tool runs queries only, and this is mutation\./);
    // No mutation reached GraphQL (the emulator counts each under MUTATION too); a view's own reads are POSTs as well,
    // and one may come meanwhile.
    assert.equal((await emulatorRequests(new URL(emulator.graphql).pathname, 'MUTATION')).count, 0);
  });
});
