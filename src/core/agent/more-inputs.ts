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
