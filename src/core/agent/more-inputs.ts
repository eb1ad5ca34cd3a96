// The inputs of DevDesk's later language model tools (the inbox, a review comment, a patch, an article file, GraphQL),
// checked before anything is sent, as in tool-inputs.ts.
import * as z from 'zod/mini';

/** A host as DevDesk's settings name it (`https://github.com`, an Enterprise Server's address). */
const hostName = z.string().check(z.minLength(1), z.maxLength(300));
/** `owner/name`, as GitHub names a repository. */
const repositoryName = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/(?!\.\.?$)[\w.-]{1,100}$/, 'expected owner/name'));

export const notificationsInput = z.strictObject({
  host: z.optional(hostName),
  /** Unread threads only (GitHub's default); false lists read ones too. */
  unreadOnly: z.optional(z.boolean()),
  /** Only threads the user takes part in or is mentioned in. */
  participating: z.optional(z.boolean()),
  repository: z.optional(repositoryName),
  limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
});
export type NotificationsInput = z.output<typeof notificationsInput>;

/** `owner/name` split; the input's pattern has already held it. */
export function splitRepositoryName(name: string): { owner: string; repo: string } {
  const [owner = '', repo = ''] = name.split('/');
  return { owner, repo };
}

/** `owner/repo#12`: how GitHub names a pull request. */
const pullName = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/(?!\.\.?#)[\w.-]{1,100}#[1-9]\d{0,9}$/, 'expected owner/repo#number'),
  );
const pullTarget = { pullRequest: z.optional(pullName), host: z.optional(hostName) };
const lineNumber = z.int().check(z.gte(1), z.lte(10_000_000));

/** A review comment (or a suggestion, the lines proposed in place of `startLine`..`line`) on a line of the diff. */
export const reviewCommentInput = z.strictObject({
  ...pullTarget,
  path: z.string().check(z.minLength(1), z.maxLength(4096)),
  line: lineNumber,
  startLine: z.optional(lineNumber),
  /** GitHub's side: RIGHT (the head, default) or LEFT (the base). */
  side: z.optional(z.enum(['RIGHT', 'LEFT'])),
  /** GitHub takes a comment of up to 65,536 characters (docs.github.com/rest/pulls/comments). */
  body: z.optional(z.string().check(z.maxLength(65_536))),
  /** The lines proposed instead, without a fence (an empty string proposes deleting them). */
  suggestion: z.optional(z.string().check(z.maxLength(60_000))),
});
export type ReviewCommentInput = z.output<typeof reviewCommentInput>;

/** What is wrong with a review comment that its schema cannot say; undefined when nothing is. */
export function reviewCommentProblem(input: ReviewCommentInput): string | undefined {
  const problems: string[] = [];
  if (input.startLine !== undefined && input.startLine > input.line) problems.push('startLine: must not follow line');
  if (input.suggestion === undefined && !/\S/.test(input.body ?? '')) problems.push('body: expected some text');
  if (input.suggestion !== undefined && input.side === 'LEFT')
    problems.push('side: a suggestion replaces lines of the head side (RIGHT)');
  return problems.length === 0 ? undefined : `Invalid input, nothing was sent. ${problems.join('; ')}`;
}

/** A commit SHA or a branch name (docs.github.com/rest/commits/commits#compare-two-commits). */
const ref = z
  .string()
  .check(z.minLength(1), z.maxLength(250), z.regex(/^(?![./-])[\w./-]+$/, 'expected a commit SHA or branch name'));

/** A pull request file's patch, or the diff of a commit range (`base`…`head`) in the pull request's repository. */
export const diffInput = z.strictObject({
  ...pullTarget,
  path: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  base: z.optional(ref),
  head: z.optional(ref),
});
export type DiffInput = z.output<typeof diffInput>;

/** An article file: its path (absolute, or relative to the article root); none for the one open in the editor. */
export const articleFileInput = z.strictObject({
  path: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
});

/** A schema coordinate: `Type` or `Type.field` (https://spec.graphql.org/draft/#sec-Schema-Coordinates). */
export const graphqlSchemaInput = z.strictObject({
  coordinate: z.string().check(z.regex(/^[_A-Za-z]\w{0,200}(\.[_A-Za-z]\w{0,200})?$/, 'expected Type or Type.field')),
  host: z.optional(hostName),
});
const graphqlDocument = z.string().check(z.minLength(1), z.maxLength(100_000));
export const graphqlValidateInput = z.strictObject({ document: graphqlDocument, host: z.optional(hostName) });
export const graphqlQueryInput = z.strictObject({
  document: graphqlDocument,
  variables: z.optional(z.record(z.string(), z.unknown())),
  operationName: z.optional(z.string().check(z.regex(/^[_A-Za-z]\w{0,200}$/, 'expected an operation name'))),
  host: z.optional(hostName),
});
