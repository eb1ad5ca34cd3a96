// The states of a page of notification subjects in one GraphQL query: each issue or pull request an alias of
// `repository(owner:, name:) { issueOrPullRequest(number:) }`
// (https://docs.github.com/graphql/reference/objects#repository), never a request per thread. A subject GitHub
// cannot resolve (a deleted issue, a repository gone) is left out: the query's partial answer still gives the others.
import * as z from 'zod/mini';
import { GraphQLResponseError } from '../graphql/errors.js';
import { validate } from '../http/validate.js';
import type { NotificationThread } from './notification-schemas.js';
import type { GraphQLRequester } from './pull-states.js';
import type { CallOptions } from './types.js';

/** What the view says of a subject: a pull request open, draft, merged or closed; an issue open or closed. */
export type SubjectState =
  'pullOpen' | 'pullDraft' | 'pullMerged' | 'pullClosed' | 'issueOpen' | 'issueClosed' | 'issueNotPlanned';

const subjectSchema = z.nullable(
  z.looseObject({
    __typename: z.string(),
    pullState: z.optional(z.string()),
    issueState: z.optional(z.string()),
    isDraft: z.optional(z.boolean()),
    stateReason: z.optional(z.nullable(z.string())),
  }),
);
const answerSchema = z.record(z.string(), z.nullable(z.object({ issueOrPullRequest: subjectSchema })));

/** The threads whose subject has a state to ask (issues and pull requests with a number). */
export function statefulThreads(threads: readonly NotificationThread[]): NotificationThread[] {
  return threads.filter(
    (thread) => thread.subject.number !== undefined && ['Issue', 'PullRequest'].includes(thread.subject.type),
  );
}

/** The query and its variables for these threads (owner and name as variables; numbers checked integers). */
export function subjectStatesQuery(threads: readonly NotificationThread[]): {
  query: string;
  variables: Record<string, string>;
} {
  if (threads.length === 0) throw new RangeError('no subjects to ask states for');
  const variables: Record<string, string> = {};
  const declarations: string[] = [];
  const aliases = threads.map((thread, index) => {
    const number = thread.subject.number!;
    if (!Number.isSafeInteger(number) || number <= 0) throw new TypeError(`not an issue number: ${number}`);
    variables[`o${index}`] = thread.repository.owner;
    variables[`r${index}`] = thread.repository.name;
    declarations.push(`$o${index}: String!, $r${index}: String!`);
    const subject = `issueOrPullRequest(number: ${number}) { ...DevDeskSubjectState }`;
    return `  t${index}: repository(owner: $o${index}, name: $r${index}) { ${subject} }`;
  });
  const fragment =
    'fragment DevDeskSubjectState on IssueOrPullRequest {\n  __typename\n' +
    '  ... on PullRequest { pullState: state isDraft }\n' +
    '  ... on Issue { issueState: state stateReason }\n}';
  return {
    query: `query DevDeskNotificationSubjects(${declarations.join(', ')}) {\n${aliases.join('\n')}\n}\n${fragment}`,
    variables,
  };
}

function stateOf(subject: z.output<typeof subjectSchema>): SubjectState | undefined {
  if (!subject) return undefined;
  if (subject.__typename === 'PullRequest') {
    if (subject.pullState === 'MERGED') return 'pullMerged';
    if (subject.pullState === 'CLOSED') return 'pullClosed';
    return subject.isDraft ? 'pullDraft' : 'pullOpen';
  }
  if (subject.__typename === 'Issue') {
    if (subject.issueState !== 'CLOSED') return 'issueOpen';
    return subject.stateReason === 'NOT_PLANNED' ? 'issueNotPlanned' : 'issueClosed';
  }
  return undefined;
}

/** The states of the page's issues and pull requests by thread id, in one request (none when none has a state). */
export async function fetchSubjectStates(
  graphql: GraphQLRequester,
  threads: readonly NotificationThread[],
  options: CallOptions = {},
): Promise<Map<string, SubjectState>> {
  const asked = statefulThreads(threads);
  const states = new Map<string, SubjectState>();
  if (asked.length === 0) return states;
  const { query, variables } = subjectStatesQuery(asked);
  let data: unknown;
  try {
    data = await graphql.request<unknown>({ query, variables, signal: options.signal });
  } catch (error) {
    if (!(error instanceof GraphQLResponseError) || error.data === null) throw error;
    data = error.data;
  }
  const answer = validate(answerSchema, data, { method: 'POST', path: 'graphql DevDeskNotificationSubjects' }, 200);
  asked.forEach((thread, index) => {
    const state = stateOf(answer[`t${index}`]?.issueOrPullRequest ?? null);
    if (state) states.set(thread.id, state);
  });
  return states;
}
