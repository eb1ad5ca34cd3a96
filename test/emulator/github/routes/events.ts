// The nine read-only event feeds: 30 per page (per_page ignored), at most 10 pages (300 events), X-Poll-Interval,
// ETag/304 (handled by the shared conventions), private events only for the user themself.
import type { GitHubContext, RouteTable } from '../context.js';
import { readableRepo } from '../context.js';
import { basicError, listReply, notFound, paginate, type Reply } from '../http-conventions.js';
import type { Account, GitHubEvent } from '../store.js';

const pageSize = 30;
const maxPages = 10;
/** The public timeline (`GET /events`) lags five minutes behind. */
const publicFeedDelayMs = 5 * 60 * 1000;

export function registerEventRoutes(routes: RouteTable): void {
  routes.on('GET', '/events', (context) =>
    feed(context, (event) => event.public && event.createdAt <= context.store.now() - publicFeedDelayMs),
  );
  routes.on('GET', '/repos/:owner/:repo/events', repoEvents);
  routes.on('GET', '/networks/:owner/:repo/events', networkEvents);
  routes.on('GET', '/orgs/:org/events', (context, params) => {
    const org = context.store.account(params.org!);
    if (!org || org.type !== 'Organization') return notFound();
    return feed(context, (event) => event.public && event.orgId === org.id);
  });
  routes.on('GET', '/users/:username/received_events', (context, params) => receivedEvents(context, params, false));
  routes.on('GET', '/users/:username/received_events/public', (context, params) =>
    receivedEvents(context, params, true),
  );
  routes.on('GET', '/users/:username/events', (context, params) => userEvents(context, params, false));
  routes.on('GET', '/users/:username/events/public', (context, params) => userEvents(context, params, true));
  routes.on('GET', '/users/:username/events/orgs/:org', orgDashboard);
}

/** One page of a feed, newest first. */
function feed(context: GitHubContext, include: (event: GitHubEvent) => boolean): Reply {
  const page = Number.parseInt(context.request.query.get('page') ?? '1', 10);
  if (page > maxPages) {
    return basicError(
      422,
      'In order to keep the API fast for everyone, pagination is limited for this resource. Check the rel=last link relation in the Link response header to see how far back you can traverse.',
      'https://docs.github.com/v3/#pagination',
    );
  }
  const events = context.store.eventsWhere(include);
  const reply = listReply(
    paginate(context.request, events, { fixedPerPage: pageSize, maxPages }),
    (event) => context.rep.event(event),
    (event) => event.createdAt,
  );
  return { ...reply, headers: { ...reply.headers, 'X-Poll-Interval': context.store.settings.pollInterval } };
}

/** Whether the viewer may see a (possibly private) event. */
function visibleTo(context: GitHubContext, event: GitHubEvent): boolean {
  if (event.public) return true;
  const repo = context.store.repoById(event.repoId);
  return repo !== undefined && context.store.canRead(repo, context.viewer?.id);
}

function repoEvents(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  return feed(context, (event) => event.repoId === repo.id);
}

function networkEvents(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const network = new Set(
    [...context.store.repos.values()]
      .filter((candidate) => candidate.id === repo.id || (candidate.fork && candidate.name === repo.name))
      .map((candidate) => candidate.id),
  );
  return feed(context, (event) => event.public && network.has(event.repoId));
}

function userOf(context: GitHubContext, params: Record<string, string>): Account | undefined {
  const user = context.store.account(params.username!);
  return user && user.type === 'User' ? user : undefined;
}

function receivedEvents(context: GitHubContext, params: Record<string, string>, publicOnly: boolean): Reply {
  const user = userOf(context, params);
  if (!user) return notFound();
  const self = context.viewer?.id === user.id && !publicOnly;
  const watched = new Set(user.watching);
  const followed = new Set(user.following);
  return feed(
    context,
    (event) =>
      (watched.has(event.repoId) || followed.has(event.actorId)) &&
      event.actorId !== user.id &&
      (event.public || (self && visibleTo(context, event))),
  );
}

function userEvents(context: GitHubContext, params: Record<string, string>, publicOnly: boolean): Reply {
  const user = userOf(context, params);
  if (!user) return notFound();
  const self = context.viewer?.id === user.id && !publicOnly;
  return feed(context, (event) => event.actorId === user.id && (event.public || (self && visibleTo(context, event))));
}

function orgDashboard(context: GitHubContext, params: Record<string, string>): Reply {
  const user = userOf(context, params);
  const org = context.store.account(params.org!);
  if (!user || !org || org.type !== 'Organization') return notFound();
  if (context.viewer?.id !== user.id) return basicError(404, 'Not Found');
  if (!context.store.isOrgMember(org, user.id)) return notFound();
  return feed(context, (event) => event.orgId === org.id && visibleTo(context, event));
}
