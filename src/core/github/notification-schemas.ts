// A notification thread as GitHub sends it (https://docs.github.com/en/rest/activity/notifications, `thread` in its
// OpenAPI description), and the plain record DevDesk keeps of it. GitHub's description calls `subject.url` a string
// but documents it null for some subjects (a discussion, a check suite), so the subject is read leniently.
import * as z from 'zod/mini';
import { describedBy, type Schemas } from './schema.js';

type Thread = Schemas['thread'];

export const threadSchema = describedBy<Thread>()({
  id: z.string(),
  unread: z.boolean(),
  reason: z.string(),
  updated_at: z.string(),
  last_read_at: z.nullable(z.string()),
  url: z.string(),
  repository: describedBy<Thread['repository']>()({
    full_name: z.string(),
    name: z.string(),
    html_url: z.string(),
    owner: describedBy<Thread['repository']['owner']>()({ login: z.string() }),
  }),
});

const subjectSchema = z.looseObject({
  title: z.string(),
  type: z.string(),
  url: z.optional(z.nullable(z.string())),
  latest_comment_url: z.optional(z.nullable(z.string())),
});

export const subscriptionSchema = describedBy<Schemas['thread-subscription']>()({
  subscribed: z.boolean(),
  ignored: z.boolean(),
  reason: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
});

/** GitHub's subject types (others may come; they are kept as GitHub names them). */
export type SubjectType = 'PullRequest' | 'Issue' | 'Release' | 'Discussion' | 'Commit' | 'CheckSuite' | (string & {});

export interface NotificationSubject {
  readonly title: string;
  readonly type: SubjectType;
  /** The subject's API URL; null when GitHub gives none. */
  readonly url: string | null;
  /** Issues and pull requests: their number (from the URL). */
  readonly number?: number;
}

export interface NotificationThread {
  readonly id: string;
  readonly reason: string;
  readonly unread: boolean;
  readonly updatedAt: string;
  readonly lastReadAt: string | null;
  readonly repository: { readonly owner: string; readonly name: string; readonly htmlUrl: string };
  readonly subject: NotificationSubject;
}

/** The plain record of a validated thread; undefined when its subject is not what GitHub describes. */
export function toThread(raw: Thread): NotificationThread | undefined {
  const subject = z.safeParse(subjectSchema, raw.subject);
  if (!subject.success) return undefined;
  const url = subject.data.url ?? null;
  const number = url ? /\/(?:pulls|issues)\/(\d+)$/.exec(url)?.[1] : undefined;
  return {
    id: raw.id,
    reason: raw.reason,
    unread: raw.unread,
    updatedAt: raw.updated_at,
    lastReadAt: raw.last_read_at,
    repository: { owner: raw.repository.owner.login, name: raw.repository.name, htmlUrl: raw.repository.html_url },
    subject: {
      title: subject.data.title,
      type: subject.data.type,
      url,
      ...(number ? { number: Number(number) } : {}),
    },
  };
}
