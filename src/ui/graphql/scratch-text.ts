// The example a new GraphQL scratch opens with: the add-reaction flow
// (https://docs.github.com/en/graphql/guides/forming-calls-with-graphql#example-mutation). Run the query first: it
// answers the node `id`; then run the mutation, whose `$id` prompt offers that id. The variables name a
// repository and issue DevDesk's test service has (devdesk-org/monorepo, issue 12); on github.com, change them to an
// issue of yours.
import { phrase } from '../base/text';

export interface ScratchTarget {
  owner: string;
  name: string;
  number: number;
}

export const defaultScratchTarget: ScratchTarget = { owner: 'devdesk-org', name: 'monorepo', number: 12 };

/** The comment lines on top, localized by the adapter. */
export const scratchIntro = [
  phrase('GraphQL scratch: add a HOORAY reaction to an issue'),
  phrase('Run the query (the "Run" lens above it, or DevDesk: Run GraphQL Operation), then the mutation:'),
  phrase('its $id prompt offers the issue id the query answered.'),
];

export function scratchText(intro: readonly string[], target: ScratchTarget = defaultScratchTarget): string {
  return [
    ...intro.map((line) => `# ${line}`),
    `# variables: { "owner": ${JSON.stringify(target.owner)}, "name": ${JSON.stringify(target.name)}, ` +
      `"number": ${target.number} }`,
    'query FindIssue($owner: String!, $name: String!, $number: Int!) {',
    '  repository(owner: $owner, name: $name) {',
    '    issue(number: $number) {',
    '      id',
    '      title',
    '      reactionGroups {',
    '        content',
    '        reactors {',
    '          totalCount',
    '        }',
    '      }',
    '    }',
    '  }',
    '  rateLimit {',
    '    cost',
    '    remaining',
    '  }',
    '}',
    '',
    'mutation AddHooray($id: ID!) {',
    '  addReaction(input: { subjectId: $id, content: HOORAY }) {',
    '    reaction {',
    '      content',
    '    }',
    '    subject {',
    '      id',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
