// Go to definition into the schema's SDL, the outline, and the runnable operations with their variables, on
// github.com's full schema.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { readBundledGitHubIntrospection } from '../../../src/core/graphql/node/bundled-schema.js';
import {
  createLanguageService,
  type GraphQLLanguageService,
  type TextRange,
} from '../../../src/core/graphql/language/index.js';
import { withCursor } from './cursor.js';
import { testSchemaFile } from './schema-file.js';

const repo = 'repository(owner: "devdesk-org", name: "monorepo")';

describe('go to definition', () => {
  let service: GraphQLLanguageService;
  before(() => {
    service = createLanguageService(readBundledGitHubIntrospection(testSchemaFile()));
  });

  /** The coordinate at the cursor and the SDL text its range covers, plus the line it is on. */
  const definitionAt = (marked: string): { coordinate: string; name: string; line: string } | undefined => {
    const { text, position } = withCursor(marked);
    const found = service.definition(text, position);
    if (!found) return undefined;
    return {
      coordinate: found.coordinate,
      name: slice(service.schemaText(), found.range),
      line: service.schemaText().split('\n')[found.range.start.line]!.trim(),
    };
  };

  const cases: Record<string, [string, string, RegExp]> = {
    'a root field': [`{ repo¦sitory(owner: "o", name: "n") { id } }`, 'Query.repository', /^repository\(/],
    'a nested field': [
      `{ ${repo} { pullReq¦uests(first: 1) { totalCount } } }`,
      'Repository.pullRequests',
      /^pullRequests\(/,
    ],
    'an aliased field': [
      `{ ${repo} { open: pullReq¦uests(first: 1) { totalCount } } }`,
      'Repository.pullRequests',
      /^pullRequests\(/,
    ],
    'a field argument': [
      `{ ${repo} { pullRequests(sta¦tes: OPEN) { totalCount } } }`,
      'Repository.pullRequests(states:)',
      /^states: \[PullRequestState!\]/,
    ],
    'an enum value': [`{ ${repo} { pullRequests(states: OP¦EN) { totalCount } } }`, 'PullRequestState.OPEN', /^OPEN$/],
    'an input object field': [
      'mutation { addReaction(input: { subjectId: "x", cont¦ent: HOORAY }) { clientMutationId } }',
      'AddReactionInput.content',
      /^content: ReactionContent!$/,
    ],
    'a type condition': [
      '{ node(id: "x") { ... on PullRe¦quest { title } } }',
      'PullRequest',
      /^type PullRequest implements/,
    ],
    "a variable's type": [
      'query($s: [PullRequest¦State!]) { viewer { login } }',
      'PullRequestState',
      /^enum PullRequestState \{$/,
    ],
    'a directive': ['{ viewer @inc¦lude(if: true) { login } }', '@include', /^directive @include\(/],
  };

  for (const [name, [marked, coordinate, line]] of Object.entries(cases)) {
    it(name, () => {
      const found = definitionAt(marked);
      assert.equal(found?.coordinate, coordinate);
      assert.equal(
        found.name,
        coordinate
          .replace(/^@/, '')
          .replace(/\(([^:]+):\)$/, '.$1')
          .split('.')
          .at(-1),
      );
      assert.match(found.line, line);
    });
  }

  it('has nothing for punctuation, whitespace or names the schema does not know', () => {
    assert.equal(definitionAt('{ viewer { login } ¦}'), undefined);
    assert.equal(definitionAt('{ vie¦werr { login } }'), undefined);
  });

  it('points into the SDL that graphql-js prints for the schema', () => {
    assert.match(service.schemaText(), /^type Repository implements/m);
  });
});

describe('outline and operations', () => {
  const service = createLanguageService(
    'type Query { viewer: User } type Mutation { star(id: ID!): User } type User { login: String friends: [User] }',
  );
  const document = `query Me($first: Int = 10, $ids: [ID!]!) {
  viewer { login me: friends { login } ...Names }
}
mutation { star(id: "1") { login } }
fragment Names on User { login ... on User { friends { login } } }`;

  it('lists operations and fragments with their fields, spreads and inline fragments', () => {
    const shape = (items: ReturnType<GraphQLLanguageService['outline']>): unknown =>
      items.map(({ name, kind, children }) =>
        children.length ? { name, kind, children: shape(children) } : { name, kind },
      );
    assert.deepEqual(shape(service.outline(document)), [
      {
        name: 'Me',
        kind: 'query',
        children: [
          {
            name: 'viewer',
            kind: 'field',
            children: [
              { name: 'login', kind: 'field' },
              { name: 'me', kind: 'field', children: [{ name: 'login', kind: 'field' }] },
              { name: '...Names', kind: 'fragmentSpread' },
            ],
          },
        ],
      },
      {
        name: '(anonymous mutation)',
        kind: 'mutation',
        children: [{ name: 'star', kind: 'field', children: [{ name: 'login', kind: 'field' }] }],
      },
      {
        name: 'Names',
        kind: 'fragment',
        children: [
          { name: 'login', kind: 'field' },
          {
            name: '... on User',
            kind: 'inlineFragment',
            children: [{ name: 'friends', kind: 'field', children: [{ name: 'login', kind: 'field' }] }],
          },
        ],
      },
    ]);
    const [me] = service.outline(document);
    assert.deepEqual(me?.selectionRange, { start: { line: 0, character: 6 }, end: { line: 0, character: 8 } });
    assert.deepEqual(me?.range.end, { line: 2, character: 1 });
  });

  it('gives each operation its type, range and variables as written', () => {
    assert.deepEqual(service.operations(document), [
      {
        name: 'Me',
        type: 'query',
        range: { start: { line: 0, character: 0 }, end: { line: 2, character: 1 } },
        variables: [
          { name: 'first', type: 'Int', defaultValue: '10' },
          { name: 'ids', type: '[ID!]!' },
        ],
      },
      {
        name: undefined,
        type: 'mutation',
        range: { start: { line: 3, character: 0 }, end: { line: 3, character: 36 } },
        variables: [],
      },
    ]);
  });

  it('has nothing for a document that does not parse', () => {
    assert.deepEqual(service.outline('query {'), []);
    assert.deepEqual(service.operations('query {'), []);
  });
});

function slice(text: string, range: TextRange): string {
  const lines = text.split('\n');
  assert.equal(range.start.line, range.end.line);
  return lines[range.start.line]!.slice(range.start.character, range.end.character);
}
