// GraphQL in TypeScript and JavaScript templates: found by their tags, positions kept, and served by the language
// service as documents of their own (completion and diagnostics mapped between the host file and the template).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { findAtPosition, findEmbeddedGraphQL, toHostPosition } from '../../../src/core/graphql/embedded.js';
import { readBundledGitHubIntrospection } from '../../../src/core/graphql/node/bundled-schema.js';
import { createLanguageService, type GraphQLLanguageService } from '../../../src/core/graphql/language/index.js';
import { withCursor } from './cursor.js';
import { testSchemaFile } from './schema-file.js';

const hostFile = `import { graphql } from '@octokit/graphql';
import gql from 'graphql-tag';

const plain = \`not { graphql }\`;
const viewer = await octokit.graphql<{ viewer: { login: string } }>(\`
  query { viewer { login } }
\`);
const tagged = gql\`{ rateLimit { cost } }\`;
const commented = /* GraphQL */ \`query Me { viewer { name } }\`;
const called = graphql(\`{ viewer { id } }\`, { headers });
`;

describe('GraphQL embedded in TypeScript and JavaScript', () => {
  it('finds the templates of every tag form and leaves other templates alone', () => {
    const found = findEmbeddedGraphQL(hostFile).map(({ text, closed, hasSubstitutions }) => ({
      text,
      closed,
      hasSubstitutions,
    }));
    assert.deepEqual(found, [
      { text: '\n  query { viewer { login } }\n', closed: true, hasSubstitutions: false },
      { text: '{ rateLimit { cost } }', closed: true, hasSubstitutions: false },
      { text: 'query Me { viewer { name } }', closed: true, hasSubstitutions: false },
      { text: '{ viewer { id } }', closed: true, hasSubstitutions: false },
    ]);
  });

  it('knows where each template starts in the host file', () => {
    const [, tagged] = findEmbeddedGraphQL(hostFile);
    assert.deepEqual(tagged?.position, { line: 7, character: 19 });
    assert.equal(hostFile.slice(tagged!.start, tagged!.end), tagged!.text);
  });

  it('blanks substitutions to spaces of the same length, through nested braces, strings and templates', () => {
    const source = 'const q = gql`\n  query { viewer { ...${cond ? `a}` : "}"} login } }\n  ${fragments}\n`;';
    const [document] = findEmbeddedGraphQL(source);
    assert.equal(document?.hasSubstitutions, true);
    assert.equal(
      document?.text,
      '\n  query { viewer { ...' +
        ' '.repeat('${cond ? `a}` : "}"}'.length) +
        ' login } }\n' +
        ' '.repeat(2 + '${fragments}'.length) +
        '\n',
    );
    assert.equal(source.slice(document!.end, document!.end + 2), '`;');
  });

  it('knows the place of every template of a long file, each counted on from the one before', () => {
    const source = Array.from(
      { length: 300 },
      (_, index) => `const q${index} = gql\`{ viewer { login } }\`;${index % 3 === 0 ? '\n\n' : '\n'}`,
    ).join('');
    const found = findEmbeddedGraphQL(source);
    assert.equal(found.length, 300);
    for (const document of found) {
      const before = source.slice(0, document.start).split('\n');
      assert.deepEqual(document.position, { line: before.length - 1, character: before.at(-1)!.length });
    }
  });

  it('reads type arguments of any shape before graphql(`…`), and only when the call reaches the template', () => {
    const source = 'graphql<A<B>>  (\n `{ a }` graphql < x > ( `{ b }` graphql<a> ( x `{ c }` graphql<T>(`{ d }`';
    assert.deepEqual(
      findEmbeddedGraphQL(source).map((document) => document.text),
      ['{ a }', '{ b }', '{ d }'],
    );
  });

  it('blanks every substitution of a template with many', () => {
    const source = `gql\`${Array.from({ length: 200 }, (_, index) => `f${index} \${part${index}}`).join('\n')}\``;
    const [document] = findEmbeddedGraphQL(source);
    assert.equal(
      document?.text,
      Array.from({ length: 200 }, (_, index) => `f${index} ${' '.repeat(`\${part${index}}`.length)}`).join('\n'),
    );
  });

  it('takes an escaped backtick as text, and runs an unclosed template to the end of the file', () => {
    const [escaped] = findEmbeddedGraphQL('gql`{ a(s: "\\`") }` + x');
    assert.equal(escaped?.text, '{ a(s: "\\`") }');
    const [open] = findEmbeddedGraphQL('const q = gql`\n  query { viewer { ');
    assert.deepEqual({ text: open?.text, closed: open?.closed }, { text: '\n  query { viewer { ', closed: false });
  });

  describe('with the language service', () => {
    let service: GraphQLLanguageService;
    before(() => {
      service = createLanguageService(readBundledGitHubIntrospection(testSchemaFile()));
    });

    it('completes at a host position inside a template', () => {
      const { text, position } = withCursor(hostFile.replace('viewer { login }', 'viewer { lo¦ }'));
      const found = findAtPosition(findEmbeddedGraphQL(text), position);
      assert.ok(found, 'the cursor is inside a template');
      const labels = service.complete(found.document.text, found.position).map((item) => item.label);
      assert.ok(labels.includes('login') && labels.includes('location'), labels.join());
    });

    it('has no template outside one', () => {
      const { text, position } = withCursor(hostFile.replace('const plain', 'const pl¦ain'));
      assert.equal(findAtPosition(findEmbeddedGraphQL(text), position), undefined);
    });

    it('puts a diagnostic of the template at its place in the host file', () => {
      const source =
        'const prs = await octokit.graphql(`\n  { repository(owner: "o", name: "n") { pullRequests(states: "OPEN") { totalCount } } }\n`);';
      const [document] = findEmbeddedGraphQL(source);
      const [diagnostic] = service.diagnose(document!.text);
      const start = toHostPosition(document!, diagnostic!.range.start);
      assert.equal(source.split('\n')[start.line]!.slice(start.character, start.character + 6), '"OPEN"');
      assert.deepEqual(toHostPosition(document!, { line: 0, character: 0 }), { line: 0, character: 35 });
    });
  });
});
