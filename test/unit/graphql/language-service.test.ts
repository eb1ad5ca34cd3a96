// The language service on github.com's full schema (the bundled copy): completion at many positions of realistic
// documents, diagnostics (the quoted enum value among them), hover, and every accepted form of schema.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { readPublishedSdl } from '../../emulator/graphql/schema.js';
import { readBundledGitHubIntrospection } from '../../../src/core/graphql/node/bundled-schema.js';
import {
  createLanguageService,
  type GraphQLCompletionItem,
  type GraphQLLanguageService,
} from '../../../src/core/graphql/language/index.js';
import { withCursor } from './cursor.js';
import { testSchemaFile } from './schema-file.js';

const repo = 'repository(owner: "devdesk-org", name: "monorepo")';

interface CompletionCase {
  /** A document with `¦` where the cursor is. */
  at: string;
  /** Labels that must be offered. */
  offers: string[];
  /** Labels that must not be. */
  never?: string[];
  /** When set, exactly these labels (in any order). */
  exactly?: string[];
}

/** What a user types, position by position; each is one completion request on the full schema. */
const completionCases: Record<string, CompletionCase> = {
  'root fields of a query': {
    at: 'query { ¦ }',
    offers: ['viewer', 'repository', 'node', 'search', 'rateLimit', 'organization', 'user'],
    never: ['addReaction'],
  },
  'root fields of the shorthand query': { at: '{ ¦ }', offers: ['viewer', 'repository'] },
  'fields of Repository': {
    at: `{ ${repo} { ¦ } }`,
    offers: ['name', 'nameWithOwner', 'pullRequests', 'issues', 'stargazerCount', 'defaultBranchRef', '__typename'],
  },
  'fields of Repository by prefix': {
    at: `{ ${repo} { pull¦ } }`,
    offers: ['pullRequest', 'pullRequests', 'pullRequestTemplates'],
    never: ['stargazerCount'],
  },
  'fields after other fields': { at: `{ ${repo} {\n    name\n    ¦\n  }\n}`, offers: ['owner', 'url', 'isPrivate'] },
  'arguments of pullRequests(': {
    at: `{ ${repo} { pullRequests(¦) { totalCount } } }`,
    offers: ['first', 'last', 'after', 'before', 'states', 'labels', 'headRefName', 'baseRefName', 'orderBy'],
  },
  'the next argument after a comma': {
    at: `{ ${repo} { pullRequests(first: 10, ¦) { totalCount } } }`,
    offers: ['states', 'orderBy'],
  },
  'arguments of an aliased field': {
    at: `{ ${repo} { open: pullRequests(¦) { totalCount } } }`,
    offers: ['states', 'first'],
  },
  'arguments of repository(': { at: '{ repository(¦) { id } }', offers: ['owner', 'name', 'followRenames'] },
  'enum values of states:': {
    at: `{ ${repo} { pullRequests(states: ¦) { totalCount } } }`,
    offers: [],
    exactly: ['OPEN', 'CLOSED', 'MERGED'],
  },
  'enum values inside a list': {
    at: `{ ${repo} { pullRequests(states: [OPEN, ¦]) { totalCount } } }`,
    offers: ['MERGED', 'CLOSED'],
  },
  'enum values of issues(states:': {
    at: `{ ${repo} { issues(states: ¦) { totalCount } } }`,
    offers: [],
    exactly: ['OPEN', 'CLOSED'],
  },
  'fields of an input object argument': {
    at: `{ ${repo} { issues(orderBy: { ¦ }) { totalCount } } }`,
    offers: ['field', 'direction'],
  },
  'enum values of an input object field': {
    at: `{ ${repo} { issues(orderBy: { field: ¦ }) { totalCount } } }`,
    offers: ['CREATED_AT', 'UPDATED_AT', 'COMMENTS'],
  },
  'enum values of direction:': {
    at: `{ ${repo} { issues(orderBy: { field: CREATED_AT, direction: ¦ }) { totalCount } } }`,
    offers: [],
    exactly: ['ASC', 'DESC'],
  },
  'enum values of search(type:': {
    at: '{ search(query: "is:open", type: ¦, first: 5) { issueCount } }',
    offers: ['ISSUE', 'REPOSITORY', 'USER', 'DISCUSSION'],
  },
  'enum values of reactions(content:': {
    at: `{ ${repo} { issue(number: 1) { reactions(content: ¦, first: 1) { totalCount } } } }`,
    offers: ['HOORAY', 'THUMBS_UP', 'ROCKET', 'EYES', 'HEART'],
  },
  'root fields of a mutation': {
    at: 'mutation { add¦ }',
    offers: ['addReaction', 'addComment', 'addStar'],
    never: ['viewer'],
  },
  'arguments of addReaction(': {
    at: 'mutation { addReaction(¦) { clientMutationId } }',
    offers: [],
    exactly: ['input'],
  },
  'input object fields of addReaction(input: {': {
    at: 'mutation { addReaction(input: { ¦ }) { clientMutationId } }',
    offers: [],
    exactly: ['subjectId', 'content', 'clientMutationId'],
  },
  'the other input fields after one': {
    at: 'mutation { addReaction(input: { subjectId: "I_1", ¦ }) { clientMutationId } }',
    offers: ['content', 'clientMutationId'],
  },
  'enum values of addReaction content:': {
    at: 'mutation { addReaction(input: { subjectId: "I_1", content: ¦ }) { clientMutationId } }',
    offers: ['HOORAY', 'THUMBS_UP', 'THUMBS_DOWN', 'LAUGH', 'CONFUSED', 'HEART', 'ROCKET', 'EYES'],
  },
  'fields of the mutation payload': {
    at: 'mutation { addReaction(input: { subjectId: "I_1", content: HOORAY }) { ¦ } }',
    offers: ['reaction', 'subject', 'clientMutationId', 'reactionGroups'],
  },
  'fields of a nested interface (Actor)': {
    at: `{ ${repo} { pullRequests(first: 5) { nodes { author { ¦ } } } } }`,
    offers: ['login', 'avatarUrl', 'url', '__typename'],
  },
  'fields of rateLimit': {
    at: '{ rateLimit { ¦ } }',
    offers: ['cost', 'remaining', 'resetAt', 'limit', 'used', 'nodeCount'],
  },
  'arguments of rateLimit(': { at: '{ rateLimit(¦) { cost } }', offers: ['dryRun'] },
  'variables of the operation by type': {
    at: `query($owner: String!, $name: String!, $count: Int) { repository(owner: ¦, name: "x") { id } }`,
    offers: ['$owner', '$name'],
    never: ['$count'],
  },
  'variables after $': {
    at: `query($owner: String!, $count: Int) { ${repo} { pullRequests(first: $¦) { totalCount } } }`,
    offers: ['$count'],
    never: ['$owner'],
  },
  'input types of a variable definition': {
    at: 'query($states: ¦) { viewer { login } }',
    offers: ['String', 'Int', 'PullRequestState', 'AddReactionInput'],
    never: ['Repository'],
  },
  'directives after @': { at: '{ viewer @¦ { login } }', offers: ['include', 'skip'] },
  'arguments of a directive': { at: '{ viewer @include(¦) { login } }', offers: [], exactly: ['if'] },
  'fragments by type after ...': {
    at: '{ viewer { ...¦ } }\nfragment Me on User { login }\nfragment Title on Issue { title }',
    offers: ['Me'],
    never: ['Title'],
  },
  'possible types of an interface after ... on': {
    at: '{ node(id: "x") { ... on ¦ } }',
    offers: ['Issue', 'PullRequest', 'Repository', 'User'],
  },
  'member types of a union': {
    at: '{ search(query: "x", type: ISSUE, first: 1) { nodes { ... on ¦ } } }',
    offers: ['Issue', 'PullRequest', 'Repository', 'User', 'Organization', 'Discussion'],
  },
  'fields after an inline fragment': {
    at: '{ node(id: "x") { ... on PullRequest { ¦ } } }',
    offers: ['title', 'mergeable', 'headRefOid', 'reviewDecision'],
  },
  'the type condition of a fragment': { at: 'fragment PrFields on ¦', offers: ['PullRequest', 'Issue', 'Repository'] },
  'fields inside a fragment definition': {
    at: 'fragment PrFields on PullRequest { ¦ }',
    offers: ['title', 'number', 'author'],
  },
  'keywords at the start of a document': { at: '¦', offers: ['query', 'mutation', 'subscription', 'fragment'] },
  'keywords after an operation': { at: 'query A { viewer { login } }\n¦', offers: ['query', 'mutation', 'fragment'] },
  'fields in the second operation of a document': {
    at: 'query A { viewer { login } }\nmutation B { addStar(input: { starrableId: "x" }) { ¦ } }',
    offers: ['starrable', 'clientMutationId'],
  },
  'fields of a multi-line query with comments': {
    at: `# Open pull requests\nquery Open {\n  ${repo} {\n    pullRequests(first: 20, states: OPEN) {\n      nodes {\n        ¦\n      }\n    }\n  }\n}`,
    offers: ['number', 'title', 'isDraft', 'mergeable'],
  },
};

describe('language service on the full GitHub schema', () => {
  let service: GraphQLLanguageService;
  before(() => {
    service = createLanguageService(readBundledGitHubIntrospection(testSchemaFile()));
  });

  const complete = (marked: string): GraphQLCompletionItem[] => {
    const { text, position } = withCursor(marked);
    return service.complete(text, position);
  };
  const item = (marked: string, label: string): GraphQLCompletionItem => {
    const found = complete(marked).find((candidate) => candidate.label === label);
    assert.ok(found, `${label} offered`);
    return found;
  };

  describe('completion', () => {
    for (const [name, { at, offers, never = [], exactly }] of Object.entries(completionCases)) {
      it(name, () => {
        const labels = complete(at).map((candidate) => candidate.label);
        if (exactly) assert.deepEqual([...labels].sort(), [...exactly].sort());
        for (const label of offers)
          assert.ok(labels.includes(label), `${label} missing from ${labels.slice(0, 30).join(', ')}`);
        for (const label of never) assert.ok(!labels.includes(label), `${label} offered`);
      });
    }

    it('gives a field its kind, type and description', () => {
      assert.deepEqual(pick(item(`{ ${repo} { ¦ } }`, 'pullRequests')), {
        kind: 'Field',
        detail: 'PullRequestConnection!',
        documented: true,
      });
      assert.match(item(`{ ${repo} { ¦ } }`, 'pullRequests').documentation!, /pull requests/i);
    });

    it('gives an argument its type', () => {
      assert.equal(item(`{ ${repo} { pullRequests(¦) { totalCount } } }`, 'states').detail, '[PullRequestState!]');
      assert.equal(item(`{ ${repo} { pullRequests(¦) { totalCount } } }`, 'first').detail, 'Int');
    });

    it('gives an enum value its enum and description', () => {
      const open = item(`{ ${repo} { pullRequests(states: ¦) { totalCount } } }`, 'OPEN');
      assert.deepEqual(pick(open), { kind: 'EnumMember', detail: 'PullRequestState', documented: true });
    });

    it('gives an input field its type', () => {
      assert.equal(
        item('mutation { addReaction(input: { ¦ }) { clientMutationId } }', 'content').detail,
        'ReactionContent!',
      );
      assert.equal(item('mutation { addReaction(input: { ¦ }) { clientMutationId } }', 'subjectId').detail, 'ID!');
    });

    it('gives a directive its signature and a variable its type', () => {
      const include = item('{ viewer @¦ { login } }', 'include');
      assert.equal(include.detail, '@include(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT');
      assert.match(include.documentation!, /only when the `if` argument is true/);
      assert.equal(
        item(`query($count: Int) { ${repo} { pullRequests(first: $¦) { totalCount } } }`, '$count').detail,
        'Int',
      );
    });

    it('leaves deprecated fields out and offers their replacements (the diagnostics warn when one is used)', () => {
      const labels = complete(`{ ${repo} { projects¦ } }`).map((candidate) => candidate.label);
      assert.ok(labels.includes('projectsV2'));
      assert.ok(!labels.includes('projects'));
      assert.ok(
        !complete('{ node(id: "x") { ... on PullRequest { ¦ } } }').some(
          (candidate) => candidate.label === 'databaseId' || candidate.deprecated,
        ),
      );
    });

    it('every item has a label, a kind and a detail', () => {
      const all = Object.values(completionCases).flatMap(({ at }) => complete(at));
      assert.ok(all.length > 500);
      for (const candidate of all)
        assert.ok(candidate.label && candidate.kind && candidate.detail, JSON.stringify(candidate));
    });
  });

  describe('diagnostics', () => {
    it('finds nothing wrong with realistic documents', () => {
      const document = `query Issue($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    issue(number: $number) { id title reactions(content: HOORAY) { totalCount } }
    pullRequests(first: 20, states: [OPEN, MERGED], orderBy: { field: UPDATED_AT, direction: DESC }) {
      nodes { ...PrFields author { login } }
    }
  }
  rateLimit { cost remaining resetAt }
}
mutation React($subjectId: ID!) {
  addReaction(input: { subjectId: $subjectId, content: HOORAY }) { reaction { content } subject { id } }
}
fragment PrFields on PullRequest { number title isDraft mergeable }`;
      assert.deepEqual(service.diagnose(document), []);
    });

    it('an enum value written in quotes is an error at the value', () => {
      const { text, position } = withCursor(`{ ${repo} { pullRequests(states: ¦"OPEN") { totalCount } } }`);
      const [diagnostic, ...others] = service.diagnose(text);
      assert.deepEqual(others, []);
      assert.equal(diagnostic?.severity, 'error');
      assert.equal(
        diagnostic?.message,
        'Enum "PullRequestState" cannot represent non-enum value: "OPEN". Did you mean the enum value "OPEN"?',
      );
      assert.deepEqual(diagnostic?.range, {
        start: position,
        end: { line: 0, character: position.character + '"OPEN"'.length },
      });
    });

    it('a quoted enum value in an input object is an error too', () => {
      const messages = service
        .diagnose('mutation { addReaction(input: { subjectId: "I_1", content: "HOORAY" }) { clientMutationId } }')
        .map((diagnostic) => diagnostic.message);
      assert.deepEqual(messages, [
        'Enum "ReactionContent" cannot represent non-enum value: "HOORAY". Did you mean the enum value "HOORAY"?',
      ]);
    });

    it('names unknown fields, missing required arguments, wrong variable types and unused variables', () => {
      const document =
        'query($unused: ID, $count: String) {\n  repository(owner: "o") { nope pullRequests(first: $count) { totalCount } }\n}';
      const found = service
        .diagnose(document)
        .map(({ message, severity, range }) => ({ message, severity, line: range.start.line }));
      const messages = found.map((diagnostic) => diagnostic.message);
      assert.ok(
        messages.includes('Cannot query field "nope" on type "Repository". Did you mean "name"?'),
        messages.join('\n'),
      );
      assert.ok(
        messages.includes('Field "repository" argument "name" of type "String!" is required, but it was not provided.'),
      );
      assert.ok(messages.includes('Variable "$count" of type "String" used in position expecting type "Int".'));
      assert.ok(messages.includes('Variable "$unused" is never used.'));
      assert.ok(found.every((diagnostic) => diagnostic.severity === 'error'));
    });

    it('marks a field at its name, and a value that spans lines from its first to its last character', () => {
      const { text, position } = withCursor(`{ ${repo} { ¦nope } }`);
      assert.deepEqual(service.diagnose(text)[0]?.range, {
        start: position,
        end: { line: 0, character: position.character + 4 },
      });
      const multiLine = `{ ${repo} {\n  pullRequests(states: """\nOPEN\n""") { totalCount }\n} }`;
      const [diagnostic] = service.diagnose(multiLine);
      assert.match(diagnostic!.message, /^Enum "PullRequestState" cannot represent non-enum value/);
      assert.deepEqual(diagnostic!.range, { start: { line: 1, character: 23 }, end: { line: 3, character: 3 } });
    });

    it('reports a syntax error with its position', () => {
      const [diagnostic] = service.diagnose('query {\n  viewer { login\n}');
      assert.equal(diagnostic?.source, 'GraphQL: Syntax');
      assert.equal(diagnostic?.severity, 'error');
      assert.match(diagnostic!.message, /^Syntax Error: Expected Name, found <EOF>/);
      assert.equal(diagnostic?.range.start.line, 2);
    });

    it('warns about deprecated fields', () => {
      const [diagnostic] = service.diagnose(`{ ${repo} { projects(first: 1) { totalCount } } }`);
      assert.equal(diagnostic?.severity, 'warning');
      assert.equal(diagnostic?.source, 'GraphQL: Deprecation');
      assert.match(diagnostic!.message, /Repository\.projects is deprecated/);
    });

    it('an unknown fragment is an error', () => {
      assert.deepEqual(
        service.diagnose('{ viewer { ...Missing } }').map((diagnostic) => diagnostic.message),
        ['Unknown fragment "Missing".'],
      );
    });
  });

  describe('hover', () => {
    const hover = (marked: string): string | undefined => {
      const { text, position } = withCursor(marked);
      return service.hover(text, position);
    };

    it('shows a field with its type and description', () => {
      assert.equal(
        hover(`{ rep¦ository(owner: "o", name: "n") { id } }`),
        '```graphql\nQuery.repository: Repository\n```\n\nLookup a given repository by the owner and repository name.',
      );
    });

    it('shows an argument with its type and description', () => {
      const text = hover(`{ ${repo} { pullRequests(sta¦tes: OPEN) { totalCount } } }`);
      assert.match(text!, /Repository\.pullRequests\(states: \[PullRequestState!\]\)/);
      assert.match(text!, /A list of states to filter the pull requests by\./);
    });

    it('shows an enum value, a directive, and an input field', () => {
      assert.match(
        hover(`{ ${repo} { pullRequests(states: OP¦EN) { totalCount } } }`)!,
        /OPEN[\s\S]*A pull request that is still open\./,
      );
      assert.match(
        hover('{ viewer @incl¦ude(if: true) { login } }')!,
        /@include[\s\S]*Directs the executor to include this field or fragment/,
      );
      assert.match(
        hover('mutation { addReaction(input: { cont¦ent: HOORAY, subjectId: "x" }) { clientMutationId } }')!,
        /content: ReactionContent!/,
      );
    });

    it('says nothing where there is no name', () => {
      assert.equal(hover('{ viewer { login } }¦'), undefined);
      assert.equal(hover('¦'), undefined);
    });
  });
});

describe('language service schema inputs', () => {
  it('takes the published SDL text (which strict validation refuses) and completes the same fields', () => {
    const fromSdl = createLanguageService(readPublishedSdl());
    const { text, position } = withCursor(`{ ${repo} { pullRequests(states: ¦) { totalCount } } }`);
    assert.deepEqual(
      fromSdl
        .complete(text, position)
        .map((candidate) => candidate.label)
        .sort(),
      ['CLOSED', 'MERGED', 'OPEN'],
    );
    assert.deepEqual(fromSdl.diagnose('{ viewer { login } }'), []);
  });

  it('takes a built GraphQLSchema and keeps it', () => {
    const first = createLanguageService(readBundledGitHubIntrospection(testSchemaFile()));
    assert.equal(createLanguageService(first.schema).schema, first.schema);
  });
});

function pick(candidate: GraphQLCompletionItem): { kind: string; detail: string; documented: boolean } {
  return { kind: candidate.kind, detail: candidate.detail, documented: Boolean(candidate.documentation) };
}
