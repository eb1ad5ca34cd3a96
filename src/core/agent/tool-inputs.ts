// The inputs of DevDesk's language model tools (contributes.languageModelTools in package.json, where each tool's
// inputSchema says the same for the model), checked before anything is sent: a bad input is a clear sentence for the
// model, and no request leaves. zod's mini build, as the rest of the core.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

const englishMessages = en().localeError;

/** `owner/repo#12`: how GitHub names a pull request. */
const pullName = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/(?!\.\.?#)[\w.-]{1,100}#[1-9]\d{0,9}$/, 'expected owner/repo#number'),
  );

/** A host as DevDesk's settings name it (`https://github.com`, an Enterprise Server's address). */
const hostName = z.string().check(z.minLength(1), z.maxLength(300));

export const pullRequestInput = z.strictObject({
  pullRequest: z.optional(pullName),
  host: z.optional(hostName),
});
export type PullRequestInput = z.output<typeof pullRequestInput>;

export const pullSearchInput = z.strictObject({
  /** GitHub's search syntax (docs.github.com/search-github/searching-on-github/searching-issues-and-pull-requests). */
  query: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  /** The label of one of the user's own queries (the `devdesk.github.queries` setting). */
  savedQuery: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  host: z.optional(hostName),
  limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
});
export type PullSearchInput = z.output<typeof pullSearchInput>;

/**
 * A search for pull requests: `is:pr` added unless the query already names pull requests or issues (the same rule as
 * the Pull Requests view's own queries).
 */
export function pullSearchQuery(query: string): string {
  const trimmed = query.trim();
  return /(^|\s)-?(is|type):(pr|pull-request|issue)(\s|$)/i.test(trimmed) ? trimmed : `is:pr ${trimmed}`;
}

/** Where a write goes: a pull request (or the one open in the editor) on a host. */
const pullTarget = { pullRequest: z.optional(pullName), host: z.optional(hostName) };
/** A review thread's global id, as devdesk_pullRequest answers it (`threadId`). */
const threadId = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[\w=-]+$/, 'expected a thread id'));
/** GitHub takes a comment of up to 65,536 characters (docs.github.com/rest/pulls/comments). */
const commentBody = z.string().check(z.minLength(1), z.maxLength(65_536), z.regex(/\S/, 'expected some text'));

export const resolveThreadInput = z.strictObject({ ...pullTarget, threadId, resolved: z.optional(z.boolean()) });
export const replyToThreadInput = z.strictObject({ ...pullTarget, threadId, body: commentBody });
export const markFileViewedInput = z.strictObject({
  ...pullTarget,
  path: z.string().check(z.minLength(1), z.maxLength(4096)),
  viewed: z.optional(z.boolean()),
});
export const submitReviewInput = z.strictObject({
  ...pullTarget,
  event: z.enum(['APPROVE', 'REQUEST_CHANGES', 'COMMENT']),
  body: z.optional(z.string().check(z.maxLength(65_536))),
});

export type ToolInput<Value> = { ok: true; value: Value } | { ok: false; error: string };

/** The input checked against `schema`: its value, or one sentence naming each field that is wrong. */
export function checkToolInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
): ToolInput<z.output<Schema>> {
  const result = z.safeParse(schema, input, { error: englishMessages });
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
  return { ok: false, error: `Invalid input, nothing was sent. ${problems.join('; ')}` };
}

/** `owner/repo#12` split; the input's pattern has already held it. */
export function splitPullName(name: string): { owner: string; repo: string; number: number } {
  const [repository = '', number = ''] = name.split('#');
  const [owner = '', repo = ''] = repository.split('/');
  return { owner, repo, number: Number(number) };
}
