// Where a GraphQL document runs and whose token may go there: the GitHub host's own endpoint by default, a
// `# endpoint:` comment otherwise, and a token only for the configured host that endpoint belongs to.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HostKind } from '../../../src/ui/accounts/host';
import { gitHubGraphQLEndpoint } from '../../../src/ui/base/github-endpoints';
import { graphQLKindOf, mayEmbedGraphQL } from '../../../src/ui/graphql/detect';
import { hostsForDocument } from '../../../src/ui/base/document-github-hosts';
import {
  documentEndpoint,
  gitHubDotComGraphQL,
  hostOfEndpoint,
  introspectionNeedsConsent,
  normalizeEndpoint,
} from '../../../src/ui/graphql/endpoints';

const hosts: Array<{ kind: HostKind; id: string }> = [
  { kind: 'articles', id: 'https://qiita.com' },
  { kind: 'github', id: 'https://ghe.example.com/api/v3' },
];

describe('GraphQL endpoints', () => {
  it("a GitHub host's GraphQL endpoint follows from its REST base", () => {
    assert.equal(gitHubGraphQLEndpoint('https://api.github.com'), 'https://api.github.com/graphql');
    assert.equal(gitHubGraphQLEndpoint('https://ghe.example.com/api/v3'), 'https://ghe.example.com/api/graphql');
    assert.equal(
      gitHubGraphQLEndpoint('http://127.0.0.1:4000/github/api/v3/'),
      'http://127.0.0.1:4000/github/api/graphql',
    );
  });

  it('a document without "# endpoint:" uses the configured GitHub host, or github.com when there is none', () => {
    assert.equal(documentEndpoint(undefined, hosts), 'https://ghe.example.com/api/graphql');
    assert.equal(documentEndpoint(undefined, [hosts[0]!]), gitHubDotComGraphQL);
    assert.equal(documentEndpoint('https://Other.example.com/graphql/', hosts), 'https://other.example.com/graphql');
    assert.equal(documentEndpoint('not a url', hosts), 'https://ghe.example.com/api/graphql');
  });

  it('a document without "# endpoint:" belongs to its clone\'s GitHub host, else to a signed-in one, github.com and Enterprise configured together', () => {
    const dotCom = { kind: 'github' as HostKind, id: 'https://api.github.com' };
    const server = { kind: 'github' as HostKind, id: 'https://ghe.example.com/api/v3' };
    const configured = [{ kind: 'articles' as HostKind, id: 'https://qiita.com' }, dotCom, server];
    const endpointFor = (remotes: string[], signedIn: string[]) =>
      documentEndpoint(undefined, hostsForDocument(configured, remotes, signedIn));
    assert.equal(
      endpointFor(['git@ghe.example.com:acme/app.git'], [dotCom.id, server.id]),
      'https://ghe.example.com/api/graphql',
      'a clone of an Enterprise repository',
    );
    assert.equal(
      endpointFor(['https://github.com/octo/app.git', 'git@ghe.example.com:acme/app.git'], [dotCom.id, server.id]),
      gitHubDotComGraphQL,
      'origin first',
    );
    assert.equal(
      endpointFor([], [server.id]),
      'https://ghe.example.com/api/graphql',
      'no clone: the signed-in host, not github.com',
    );
    assert.equal(endpointFor([], []), gitHubDotComGraphQL, 'nobody signed in: the first configured host');
    assert.equal(endpointFor(['https://gitlab.example.com/a/b.git'], [dotCom.id, server.id]), gitHubDotComGraphQL);
  });

  it('only the host whose own endpoint it is may send its token there', () => {
    assert.equal(hostOfEndpoint('https://ghe.example.com/api/graphql', hosts), hosts[1]);
    assert.equal(hostOfEndpoint('https://GHE.example.com/api/graphql/', hosts), hosts[1]);
    assert.equal(
      hostOfEndpoint('https://ghe.example.com/api/v3/graphql', hosts),
      undefined,
      'same origin, another path',
    );
    assert.equal(hostOfEndpoint('https://ghe.example.com.evil.test/api/graphql', hosts), undefined);
    assert.equal(
      hostOfEndpoint('http://ghe.example.com/api/graphql', hosts),
      undefined,
      'another scheme is another origin',
    );
    assert.equal(
      hostOfEndpoint('https://api.github.com/graphql', hosts),
      undefined,
      'github.com is not configured here',
    );
    assert.equal(normalizeEndpoint('ftp://ghe.example.com/graphql'), undefined);
  });

  it('a schema is fetched unasked only from github.com and the configured GitHub hosts; any other endpoint once the user agreed', () => {
    assert.equal(introspectionNeedsConsent('https://api.github.com/graphql', hosts, []), false);
    assert.equal(
      introspectionNeedsConsent('https://GHE.example.com/api/graphql/', hosts, []),
      false,
      'the configured Enterprise host',
    );
    assert.equal(
      introspectionNeedsConsent('http://10.0.0.7/graphql', hosts, []),
      true,
      'an intranet address a document names',
    );
    assert.equal(
      introspectionNeedsConsent('https://ghe.example.com/api/v3/graphql', hosts, []),
      true,
      "the host's origin, another path",
    );
    assert.equal(introspectionNeedsConsent('https://ghe.example.com.evil.test/api/graphql', hosts, []), true);
    assert.equal(
      introspectionNeedsConsent('https://qiita.com/graphql', hosts, []),
      true,
      'a Qiita host is no GitHub host',
    );
    assert.equal(introspectionNeedsConsent('not a url', hosts, []), true);
  });

  it("the user's yes counts for that endpoint, however it is spelt, and for no other", () => {
    const agreed = ['https://intranet.example/graphql'];
    assert.equal(introspectionNeedsConsent('https://Intranet.example/graphql/', hosts, agreed), false);
    assert.equal(
      introspectionNeedsConsent('https://intranet.example/graphql?x=1', hosts, agreed),
      false,
      'the query is not part of the endpoint',
    );
    assert.equal(introspectionNeedsConsent('http://intranet.example/graphql', hosts, agreed), true, 'another scheme');
    assert.equal(introspectionNeedsConsent('https://intranet.example/other', hosts, agreed), true, 'another path');
  });
});

describe('GraphQL documents', () => {
  const doc = (languageId: string, text: string, scheme = 'file') => ({
    languageId,
    uri: { scheme },
    getText: () => text,
  });

  it('finds template tags without parsing the file', () => {
    assert.ok(mayEmbedGraphQL('const q = graphql(`{ viewer { login } }`)'));
    assert.ok(mayEmbedGraphQL('await octokit.graphql<Data>(`query { viewer { login } }`)'));
    assert.ok(mayEmbedGraphQL('const q = gql`{ viewer { login } }`'));
    assert.ok(mayEmbedGraphQL('const q = /* GraphQL */ `{ viewer { login } }`'));
    assert.ok(!mayEmbedGraphQL('const graphqlUrl = "https://api.github.com/graphql";'));
  });

  it('GraphQL files and untitled documents are GraphQL; TS/JS only with a template; other schemes never', () => {
    assert.equal(graphQLKindOf(doc('graphql', '{ viewer { login } }')), 'graphql');
    assert.equal(graphQLKindOf(doc('graphql', '', 'untitled')), 'graphql');
    assert.equal(graphQLKindOf(doc('typescript', 'const q = gql`{ viewer { login } }`')), 'embedded');
    assert.equal(graphQLKindOf(doc('javascript', 'console.log(1)')), undefined);
    assert.equal(graphQLKindOf(doc('graphql', 'type Query { a: Int }', 'devdesk-graphql-schema')), undefined);
    assert.equal(graphQLKindOf(doc('markdown', 'gql`{ a }`')), undefined);
  });

  it("a virtual workspace's scheme counts when the host serves it (the browser: github.dev's vscode-vfs)", () => {
    const served = ['file', 'untitled', 'vscode-vfs'];
    assert.equal(graphQLKindOf(doc('graphql', '{ viewer { login } }', 'vscode-vfs')), undefined);
    assert.equal(graphQLKindOf(doc('graphql', '{ viewer { login } }', 'vscode-vfs'), served), 'graphql');
    assert.equal(graphQLKindOf(doc('graphql', '', 'devdesk-graphql-schema'), served), undefined);
  });
});
