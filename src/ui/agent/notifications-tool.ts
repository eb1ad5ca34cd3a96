// `devdesk_notifications` (#devdeskNotifications): the signed-in user's GitHub inbox on a host, the first page
// (docs.github.com/rest/activity/notifications#list-notifications-for-the-authenticated-user), each thread with its
// reason, subject, the subject's state (one GraphQL query for the page), repository and whether it is unread;
// filters as GitHub's own (all, participating, one repository). Reads only. It reaches the inbox through the core,
// where the Notifications view's client, subject-state query and pure inbox rules already live
// (core/github/notifications.ts, notification-states.ts, inbox-state.ts), so neither feature imports the other.
import type { Accounts } from '../accounts/index';
import { loadCore } from '../base/core';
import type { ReadTool } from './tool';
import { githubHostOf } from './tool-hosts';

type Input = { host?: string; unreadOnly?: boolean; participating?: boolean; repository?: string; limit?: number };

export function notificationsTool(accounts: Accounts): ReadTool<Input> {
  return {
    name: 'devdesk_notifications',
    check: (agent, input) => agent.checkToolInput(agent.notificationsInput, input),
    async answer(input, signal) {
      const core = loadCore();
      const host = await githubHostOf(accounts, input.host);
      const client = await accounts.requireGitHubClient(host);
      const repo = input.repository === undefined ? undefined : core.agent.splitRepositoryName(input.repository);
      const unreadOnly = input.unreadOnly ?? true;
      const page = await client.notifications.list(
        { all: !unreadOnly, participating: input.participating ?? false, ...(repo ? { repo } : {}) },
        { signal },
      );
      const threads = page.threads.slice(0, input.limit ?? 50);
      // The subjects' states are extra: without them (the query failed) the threads are still the answer.
      const states = await accounts
        .requireGraphQLClient(host)
        .then((graphql) => core.github.fetchSubjectStates(graphql, threads, { signal }))
        .catch(() => new Map<string, never>());
      const inbox = core.github.inboxState(host.id, threads, states);
      const data = {
        host: host.id,
        filters: { unreadOnly, participating: input.participating ?? false, repository: input.repository ?? null },
        unread: inbox.unread,
        more: page.next !== undefined || page.threads.length > threads.length,
        threads: inbox.entries.map(({ thread, state }) => ({
          threadId: thread.id,
          unread: thread.unread,
          reason: thread.reason,
          repository: core.github.repositoryName(thread),
          subject: {
            type: thread.subject.type,
            title: core.agent.clip(thread.subject.title, 300),
            ...(thread.subject.number === undefined ? {} : { number: thread.subject.number }),
            state: state ?? null,
          },
          updatedAt: thread.updatedAt,
        })),
      };
      const summary =
        `${core.agent.counted(threads.length, 'notification thread')} on ${host.id} (${inbox.unread} unread)` +
        `${data.more ? '; more on GitHub' : ''}.`;
      return core.agent.toolAnswer(summary, 'GitHub', data);
    },
  };
}
