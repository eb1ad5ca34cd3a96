// GitHub's notifications API (https://docs.github.com/en/rest/activity/notifications): the viewer's threads (all,
// participating, since, before, 50 a page at most, Link), a thread, mark read (205), mark done (204), mark all read
// for all or one repository (205, or 202 when GitHub would finish in the background), thread subscriptions;
// `Last-Modified` of the inbox and `X-Poll-Interval` (a 304 costs nothing: the shared pipeline). Served only to
// classic tokens and OAuth apps with the `notifications` or `repo` scope: a fine-grained token, or a classic one
// without either scope, gets GitHub's 403.
import type { GitHubContext, RouteTable } from '../context.js';
import { jsonBody, readableRepo, requireUser } from '../context.js';
import {
  basicError,
  empty,
  json,
  listReply,
  notFound,
  paginate,
  validationFailed,
  type Reply,
} from '../http-conventions.js';
import { participatingReasons, type Thread } from '../notifications.js';
import { credentialOf } from '../http-conventions.js';
import { iso } from '../store.js';

const docs = 'https://docs.github.com/rest/activity/notifications';
/** More threads than this are marked read "in the background" (202), as GitHub does for large inboxes. */
const backgroundMarkAbove = 50;

export function registerNotificationRoutes(routes: RouteTable): void {
  routes.on('GET', '/notifications', (context) => guarded(context, () => list(context)));
  routes.on('PUT', '/notifications', (context) => guarded(context, () => markAll(context)));
  routes.on('GET', '/repos/:owner/:repo/notifications', (context, params) =>
    guarded(context, () => inRepo(context, params, (repoId) => list(context, repoId))),
  );
  routes.on('PUT', '/repos/:owner/:repo/notifications', (context, params) =>
    guarded(context, () => inRepo(context, params, (repoId) => markAll(context, repoId))),
  );
  routes.on('GET', '/notifications/threads/:thread_id', (context, params) =>
    withThread(context, params, (thread) => json(200, render(context, thread))),
  );
  routes.on('PATCH', '/notifications/threads/:thread_id', (context, params) =>
    withThread(context, params, (thread) => {
      context.store.notifications.markRead(thread);
      return empty(205);
    }),
  );
  routes.on('DELETE', '/notifications/threads/:thread_id', (context, params) =>
    withThread(context, params, (thread) => {
      context.store.notifications.markDone(thread);
      return empty(204);
    }),
  );
  routes.on('GET', '/notifications/threads/:thread_id/subscription', (context, params) =>
    withThread(context, params, (thread) => json(200, subscription(context, thread))),
  );
  routes.on('PUT', '/notifications/threads/:thread_id/subscription', (context, params) =>
    withThread(context, params, (thread) => {
      const parsed = jsonBody(context);
      if (!parsed.ok) return parsed.reply;
      const ignored = parsed.value.ignored ?? false;
      if (typeof ignored !== 'boolean')
        return validationFailed([{ resource: 'Subscription', field: 'ignored', code: 'invalid' }], docs);
      const at = context.store.now();
      context.store.notifications.setSubscription(thread, { ignored, subscribed: !ignored, createdAt: at });
      return json(200, subscription(context, thread));
    }),
  );
  routes.on('DELETE', '/notifications/threads/:thread_id/subscription', (context, params) =>
    withThread(context, params, (thread) => {
      const at = context.store.now();
      context.store.notifications.setSubscription(thread, { ignored: false, subscribed: false, createdAt: at });
      return empty(204);
    }),
  );
}

/**
 * 401 without a user; GitHub's 403 for a fine-grained personal access token, and for a classic token whose scopes
 * (X-OAuth-Scopes) have neither of the two this API accepts (X-Accepted-OAuth-Scopes).
 */
function guarded(context: GitHubContext, answer: () => Reply): Reply {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const token = credentialOf(context.request);
  const kind = token ? context.store.notifications.tokenKinds.of(token) : 'classic';
  const accepted = { 'X-Accepted-OAuth-Scopes': 'notifications, repo' };
  if (kind === 'fine-grained')
    return basicError(
      403,
      'Resource not accessible by personal access token',
      `${docs}#list-notifications-for-the-authenticated-user`,
    );
  if (kind === 'classic-without-notifications') {
    const refused = basicError(
      403,
      "Missing the 'notifications' scope.",
      `${docs}#list-notifications-for-the-authenticated-user`,
    );
    return { ...refused, headers: { ...refused.headers, ...accepted } };
  }
  const reply = answer();
  return { ...reply, headers: { ...reply.headers, ...accepted } };
}

function inRepo(context: GitHubContext, params: Record<string, string>, answer: (repoId: number) => Reply): Reply {
  const repo = readableRepo(context, params);
  return repo ? answer(repo.id) : notFound();
}

function withThread(context: GitHubContext, params: Record<string, string>, answer: (thread: Thread) => Reply): Reply {
  return guarded(context, () => {
    const thread = context.store.notifications.thread(context.viewer!.id, Number(params.thread_id));
    return thread ? answer(thread) : notFound();
  });
}

/** A time query parameter: undefined when absent, null when not ISO 8601. */
function timeParam(context: GitHubContext, name: string): number | undefined | null {
  const value = context.request.query.get(name);
  if (value === null) return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function list(context: GitHubContext, repoId?: number): Reply {
  const query = context.request.query;
  const since = timeParam(context, 'since');
  const before = timeParam(context, 'before');
  if (since === null || before === null)
    return validationFailed(
      [{ resource: 'Notification', field: since === null ? 'since' : 'before', code: 'invalid' }],
      docs,
    );
  const all = query.get('all') === 'true';
  const participating = query.get('participating') === 'true';
  const book = context.store.notifications;
  const threads = book
    .of(context.viewer!.id, repoId)
    .filter(
      (thread) =>
        (all || thread.unread) &&
        (!participating || participatingReasons.has(thread.reason)) &&
        (since === undefined || thread.updatedAt >= since) &&
        (before === undefined || thread.updatedAt < before),
    );
  const perPage = Math.min(50, Number.parseInt(query.get('per_page') ?? '50', 10) || 50);
  const reply = listReply(paginate(context.request, threads, { fixedPerPage: perPage }), (thread) =>
    render(context, thread),
  );
  return {
    ...reply,
    lastModified: book.changedAt(context.viewer!.id) || undefined,
    headers: { ...reply.headers, 'X-Poll-Interval': context.store.settings.pollInterval },
  };
}

function markAll(context: GitHubContext, repoId?: number): Reply {
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const value = parsed.value.last_read_at;
  const lastReadAt = typeof value === 'string' ? Date.parse(value) : context.store.now();
  if ((value !== undefined && typeof value !== 'string') || Number.isNaN(lastReadAt))
    return validationFailed([{ resource: 'Notification', field: 'last_read_at', code: 'invalid' }], docs);
  const marked = context.store.notifications.markAllRead(context.viewer!.id, lastReadAt, repoId);
  if (marked > backgroundMarkAbove)
    return json(202, {
      message:
        "Unread notifications couldn't be marked in a single request. Notifications are being marked as read in the background.",
    });
  return empty(205);
}

function render(context: GitHubContext, thread: Thread): unknown {
  const api = context.store.apiUrl;
  const repo = context.store.repoById(thread.repoId)!;
  const repoUrl = `${api}/repos/${context.store.fullName(repo)}`;
  const url = `${api}/notifications/threads/${thread.id}`;
  return {
    id: String(thread.id),
    repository: context.rep.repository(repo),
    subject: {
      title: thread.subject.title,
      url: `${repoUrl}${thread.subject.path}`,
      latest_comment_url: `${repoUrl}${thread.subject.latestCommentPath}`,
      type: thread.subject.type,
    },
    reason: thread.reason,
    unread: thread.unread,
    updated_at: iso(thread.updatedAt),
    last_read_at: thread.lastReadAt === null ? null : iso(thread.lastReadAt),
    url,
    subscription_url: `${url}/subscription`,
  };
}

function subscription(context: GitHubContext, thread: Thread): unknown {
  const url = `${context.store.apiUrl}/notifications/threads/${thread.id}`;
  const chosen = thread.subscription;
  return {
    subscribed: chosen ? chosen.subscribed : true,
    ignored: chosen ? chosen.ignored : false,
    reason: chosen ? null : thread.reason,
    created_at: iso(chosen?.createdAt ?? thread.updatedAt),
    url: `${url}/subscription`,
    thread_url: url,
  };
}
