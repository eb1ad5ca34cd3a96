// The nine read-only event feeds (https://docs.github.com/en/rest/activity/events). Pages are fixed at 30 events
// and GitHub serves at most 10 of them (300 events, 90 days), so a list never asks for more.
import * as z from 'zod/mini';
import type { PageIterator } from '../http/index.js';
import type { GitHubApi } from './api.js';
import { jsonAccept } from './media-types.js';
import { describedBy, type Schemas } from './schema.js';
import type { GitHubEvent, ListOptions, RepoRef } from './types.js';

export type EventFeed =
  | { kind: 'public' }
  | { kind: 'repository'; repo: RepoRef }
  | { kind: 'network'; repo: RepoRef }
  | { kind: 'organization'; org: string }
  | { kind: 'received'; username: string }
  | { kind: 'receivedPublic'; username: string }
  | { kind: 'user'; username: string }
  | { kind: 'userPublic'; username: string }
  | { kind: 'userOrganization'; username: string; org: string };

export const maxEventPages = 10;
export const maxEvents = 300;

type Event = Schemas['event'];
const actor = describedBy<Event['actor']>()({ id: z.number(), login: z.string(), avatar_url: z.string() });

export const eventSchema = describedBy<Event>()({
  id: z.string(),
  type: z.nullable(z.string()),
  public: z.boolean(),
  actor,
  repo: describedBy<Event['repo']>()({ id: z.number(), name: z.string(), url: z.string() }),
  created_at: z.nullable(z.string()),
});

const segment = encodeURIComponent;

/** The path of a feed below the API base; with `api`, a repository feed goes where a remembered 301 said. */
export function eventFeedPath(feed: EventFeed, api?: GitHubApi): string {
  switch (feed.kind) {
    case 'public':
      return '/events';
    case 'repository':
      return api
        ? api.repoPath(feed.repo, '/events')
        : `/repos/${segment(feed.repo.owner)}/${segment(feed.repo.repo)}/events`;
    case 'network':
      return `/networks/${segment(feed.repo.owner)}/${segment(feed.repo.repo)}/events`;
    case 'organization':
      return `/orgs/${segment(feed.org)}/events`;
    case 'received':
      return `/users/${segment(feed.username)}/received_events`;
    case 'receivedPublic':
      return `/users/${segment(feed.username)}/received_events/public`;
    case 'user':
      return `/users/${segment(feed.username)}/events`;
    case 'userPublic':
      return `/users/${segment(feed.username)}/events/public`;
    case 'userOrganization':
      return `/users/${segment(feed.username)}/events/orgs/${segment(feed.org)}`;
  }
}

export class Events {
  constructor(private readonly api: GitHubApi) {}

  /** The events of a feed, newest first, at most 300 (10 pages of 30). */
  list(feed: EventFeed, options: Omit<ListOptions, 'perPage'> = {}): PageIterator<GitHubEvent> {
    const limit = Math.min(options.limit ?? maxEvents, maxEvents);
    return this.api.http.paginate(
      eventSchema,
      { path: eventFeedPath(feed, this.api), accept: jsonAccept, signal: options.signal },
      { limit },
    );
  }

  path(feed: EventFeed): string {
    return eventFeedPath(feed, this.api);
  }
}
