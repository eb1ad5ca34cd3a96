// The notifications API walked for the OpenAPI fidelity test: every route, its usual answers and its refusals.
import type { GitHubTestClient } from './test-client.js';

export const notificationOperations = [
  'activity/list-notifications-for-authenticated-user',
  'activity/mark-notifications-as-read',
  'activity/get-thread',
  'activity/mark-thread-as-read',
  'activity/mark-thread-as-done',
  'activity/get-thread-subscription-for-authenticated-user',
  'activity/set-thread-subscription',
  'activity/delete-thread-subscription',
  'activity/list-repo-notifications-for-authenticated-user',
  'activity/mark-repo-notifications-as-read',
];

export async function walkNotifications(client: GitHubTestClient): Promise<void> {
  const list = await client.get('/notifications?all=true&per_page=3');
  const ids = (list.body as Array<{ id: string }>).map((thread) => thread.id);
  await client.get('/notifications?participating=true');
  await client.get('/notifications?since=not-a-time');
  await client.get('/notifications', { token: null });
  await client.get('/repos/devdesk-org/monorepo/notifications?all=true');
  const [first, second, third] = ids;
  await client.get(`/notifications/threads/${first}`);
  await client.get(`/notifications/threads/${first}/subscription`);
  await client.request('PUT', `/notifications/threads/${first}/subscription`, { body: { ignored: true } });
  await client.request('DELETE', `/notifications/threads/${second}/subscription`);
  await client.request('PATCH', `/notifications/threads/${first}`);
  await client.request('DELETE', `/notifications/threads/${third}`);
  await client.request('PUT', '/repos/devdesk-org/monorepo/notifications', { body: {} });
  await client.request('PUT', '/notifications', { body: { last_read_at: '2020-01-01T00:00:00Z' } });
  await client.request('PUT', '/notifications', { body: {} });
}
