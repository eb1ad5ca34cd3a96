// The feeds the Events view follows: the signed-in user's received events, plus the ones in `devdesk.events.feeds`
// (`owner/name` for a repository, `org:name`, `user:login`). Pure (test/unit/ui/events.test.ts).
import type { EventFeed } from '../../core/github/events';

export function feedsFor(login: string, entries: readonly string[]): EventFeed[] {
  const extra = entries.flatMap((entry): EventFeed[] => {
    const text = entry.trim();
    const org = /^org:([^/\s]+)$/.exec(text);
    if (org) return [{ kind: 'organization', org: org[1]! }];
    const user = /^user:([^/\s]+)$/.exec(text);
    if (user) return [{ kind: 'user', username: user[1]! }];
    const repo = /^([^/\s:]+)\/([^/\s]+)$/.exec(text);
    return repo ? [{ kind: 'repository', repo: { owner: repo[1]!, repo: repo[2]! } }] : [];
  });
  return [{ kind: 'received', username: login }, ...extra];
}
