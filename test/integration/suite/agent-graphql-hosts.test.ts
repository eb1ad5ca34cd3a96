// The agent's schema tools per host, with the emulator's two GitHub hosts signed in: without "host" the answer comes
// from github.com's schema as DevDesk ships it and nothing is asked of either host; with the Enterprise Server host
// named, from that host's own schema (its introspection, asked once with its own token, never github.com's token,
// then kept), and the answer says which schema answered.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  emulator,
  emulatorRequests,
  graphqlOperations,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { dataOf, invoke } from './agent-invoke';

const config = () => vscode.workspace.getConfiguration('devdesk');
const enterprise = () => emulator.enterprise;
const enterpriseGraphQL = () => new URL(enterprise().graphql).pathname;
/**
 * The schema's introspections asked below `path` since the last reset (graphql-js names the query
 * IntrospectionQuery); the views' own GraphQL reads, also POSTs, may come at any time and are not counted.
 */
const introspections = async (path = '/') =>
  (await graphqlOperations(path)).filter((operation) => operation === 'IntrospectionQuery').length;

describe('Agent GraphQL schema tools per host (two GitHub hosts)', () => {
  before(async () => {
    await config().update('github.enterpriseHosts', [enterprise().github], vscode.ConfigurationTarget.Global);
    await signOut(emulator.github).then(undefined, () => undefined);
    await signOut(enterprise().github).then(undefined, () => undefined);
    // One after the other: the test answers each sign-in's quick picks.
    await signInWithSandboxToken(emulator.github);
    await signInWithSandboxToken(enterprise().github);
  });
  after(async () => {
    // Both signed out, as the two-host suites leave them: the next suite signs in to what it needs.
    await signOut(enterprise().github).then(undefined, () => undefined);
    await signOut(emulator.github).then(undefined, () => undefined);
    await config().update('github.enterpriseHosts', undefined, vscode.ConfigurationTarget.Global);
  });

  it("answers from github.com's shipped schema when no host is named, asking neither host", async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_graphqlSchema', { coordinate: 'Repository.pullRequest' });
    assert.match(
      answer,
      /^Repository\.pullRequest in GitHub's GraphQL schema \(github\.com's, as DevDesk ships it\)\./,
    );
    assert.equal(dataOf<{ type: string }>(answer).type, 'PullRequest');
    assert.equal(await introspections(), 0);
  });

  it("answers from the Enterprise Server host's own schema, asked once with that host's token, and says so", async () => {
    await resetEmulatorRequests();
    const host = enterprise().github;
    const answer = await invoke('devdesk_graphqlSchema', { coordinate: 'PullRequest', host });
    const own = `${host}'s own (${enterprise().graphql}`;
    assert.ok(answer.startsWith(`PullRequest in GitHub's GraphQL schema (${own}`), answer.slice(0, 300));
    assert.ok(dataOf<{ fields: Array<{ name: string }> }>(answer).fields.some((field) => field.name === 'files'));
    const asked = await introspections(enterpriseGraphQL());
    assert.ok(asked <= 1, `at most one introspection (none when the editor had cached it): ${asked}`);
    assert.equal(
      (await emulatorRequests(enterpriseGraphQL(), undefined, emulator.tokens.github)).count,
      0,
      "github.com's token never goes to the Enterprise host",
    );

    const valid = await invoke('devdesk_graphqlValidate', { document: 'query { viewer { login } }', host });
    assert.ok(valid.startsWith(`The document is valid against GitHub's GraphQL schema (${own}`), valid.slice(0, 300));
    const invalid = await invoke('devdesk_graphqlValidate', { document: '{ viewer { loginName } }', host });
    assert.equal(dataOf<{ valid: boolean }>(invalid).valid, false);
    assert.equal(await introspections(enterpriseGraphQL()), asked, 'the schema is kept');
  });

  it('refuses a host that is not signed in, sending nothing', async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_graphqlSchema', { coordinate: 'PullRequest', host: 'https://ghe.invalid' });
    assert.match(answer, /^No signed-in GitHub host is "https:\/\/ghe\.invalid"/);
    assert.equal(await introspections(), 0);
  });
});
