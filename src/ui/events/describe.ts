// An event in words, with its icon, its day and where a click takes the user. Pure (test/unit/ui/events.test.ts).
// Event types and payloads: https://docs.github.com/en/rest/using-the-rest-api/github-event-types
import type { GitHubEvent } from '../../core/github/types';
import { phrase, type Phrase } from '../base/text';

interface Payload {
  action?: string;
  ref?: string;
  ref_type?: string;
  size?: number;
  distinct_size?: number;
  commits?: unknown[];
  number?: number;
  pull_request?: { number?: number; title?: string; html_url?: string };
  issue?: { number?: number; title?: string; html_url?: string; pull_request?: unknown };
  comment?: { html_url?: string };
  release?: { tag_name?: string; html_url?: string };
  forkee?: { full_name?: string; html_url?: string };
}

const payloadOf = (event: GitHubEvent): Payload => (event as unknown as { payload?: Payload }).payload ?? {};
const branchOf = (ref: string | undefined) => (ref ?? '').replace(/^refs\/(heads|tags)\//, '');
/** ` Title` after a number, or nothing: feeds may leave the title out of the payload. */
const titled = (title: string | undefined) => (title ? ` ${title}` : '');

type Sentence = (who: string, number: number | string, title: string, repo: string) => Phrase;

function pullAction(action: string | undefined): Sentence {
  switch (action) {
    case 'opened':
      return (...args) => phrase('{0} opened #{1}{2} in {3}', ...args);
    case 'closed':
      return (...args) => phrase('{0} closed #{1}{2} in {3}', ...args);
    case 'reopened':
      return (...args) => phrase('{0} reopened #{1}{2} in {3}', ...args);
    default:
      return (...args) => phrase('{0} updated #{1}{2} in {3}', ...args);
  }
}

function issueAction(action: string | undefined): Sentence {
  switch (action) {
    case 'opened':
      return (...args) => phrase('{0} opened issue #{1}{2} in {3}', ...args);
    case 'closed':
      return (...args) => phrase('{0} closed issue #{1}{2} in {3}', ...args);
    case 'reopened':
      return (...args) => phrase('{0} reopened issue #{1}{2} in {3}', ...args);
    default:
      return (...args) => phrase('{0} updated issue #{1}{2} in {3}', ...args);
  }
}

export function eventText(event: GitHubEvent): Phrase {
  const who = event.actor.login;
  const repo = event.repo.name;
  const payload = payloadOf(event);
  const pull = payload.pull_request;
  const issue = payload.issue;
  switch (event.type) {
    case 'PushEvent': {
      // Newer feeds leave out `size` and `commits` (they name only the ref and the head): then no count is said.
      const count = payload.size ?? payload.commits?.length;
      if (count === undefined) return phrase('{0} pushed to {1} in {2}', who, branchOf(payload.ref), repo);
      return count === 1
        ? phrase('{0} pushed 1 commit to {1} in {2}', who, branchOf(payload.ref), repo)
        : phrase('{0} pushed {1} commits to {2} in {3}', who, count, branchOf(payload.ref), repo);
    }
    case 'PullRequestEvent':
      return pullAction(payload.action)(who, pull?.number ?? payload.number ?? '?', titled(pull?.title), repo);
    case 'PullRequestReviewEvent':
      return phrase('{0} reviewed #{1}{2} in {3}', who, pull?.number ?? '?', titled(pull?.title), repo);
    case 'PullRequestReviewCommentEvent':
      return phrase('{0} commented on a change in #{1}{2} in {3}', who, pull?.number ?? '?', titled(pull?.title), repo);
    case 'IssuesEvent':
      return issueAction(payload.action)(who, issue?.number ?? '?', titled(issue?.title), repo);
    case 'IssueCommentEvent':
      return phrase('{0} commented on #{1}{2} in {3}', who, issue?.number ?? '?', titled(issue?.title), repo);
    case 'WatchEvent':
      return phrase('{0} starred {1}', who, repo);
    case 'ForkEvent':
      return phrase('{0} forked {1} to {2}', who, repo, payload.forkee?.full_name ?? '');
    case 'CreateEvent':
      return phrase('{0} created {1} {2} in {3}', who, payload.ref_type ?? 'repository', payload.ref ?? '', repo);
    case 'DeleteEvent':
      return phrase('{0} deleted {1} {2} in {3}', who, payload.ref_type ?? '', payload.ref ?? '', repo);
    case 'ReleaseEvent':
      return phrase('{0} released {1} in {2}', who, payload.release?.tag_name ?? '', repo);
    default:
      return phrase('{0}: {1} in {2}', who, (event.type ?? 'Event').replace(/Event$/, ''), repo);
  }
}

const icons: Record<string, string> = {
  PushEvent: 'repo-push',
  PullRequestEvent: 'git-pull-request',
  PullRequestReviewEvent: 'eye',
  PullRequestReviewCommentEvent: 'comment-discussion',
  IssuesEvent: 'issues',
  IssueCommentEvent: 'comment',
  WatchEvent: 'star',
  ForkEvent: 'repo-forked',
  CreateEvent: 'git-branch',
  DeleteEvent: 'trash',
  ReleaseEvent: 'tag',
};

export function eventIcon(event: GitHubEvent): string {
  return icons[event.type ?? ''] ?? 'pulse';
}

/** Where a click goes: a pull request inside DevDesk, else the event's page on the web (or the repository). */
export type EventTarget = { kind: 'pull'; owner: string; repo: string; number: number } | { kind: 'web'; url: string };

export function eventTarget(event: GitHubEvent, webOrigin: string): EventTarget {
  const payload = payloadOf(event);
  const [owner = '', repo = ''] = event.repo.name.split('/');
  const pullNumber = payload.pull_request?.number ?? (payload.issue?.pull_request ? payload.issue.number : undefined);
  if (pullNumber !== undefined) return { kind: 'pull', owner, repo, number: pullNumber };
  const url =
    payload.comment?.html_url ?? payload.issue?.html_url ?? payload.release?.html_url ?? payload.forkee?.html_url;
  return { kind: 'web', url: url ?? `${webOrigin}/${event.repo.name}` };
}

/**
 * The event's page on the web: where a click goes, and for a pull request its page (the palette opens only web pages).
 */
export function eventWebUrl(event: GitHubEvent, webOrigin: string): string {
  const target = eventTarget(event, webOrigin);
  return target.kind === 'web' ? target.url : `${webOrigin}/${target.owner}/${target.repo}/pull/${target.number}`;
}

/** `YYYY-MM-DD` of the event in the user's time zone (offset in minutes, as Date#getTimezoneOffset gives it). */
export function dayOf(createdAt: string, timezoneOffsetMinutes: number): string {
  return new Date(Date.parse(createdAt) - timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
