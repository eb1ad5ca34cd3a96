// Commit statuses: create one (`POST /repos/{owner}/{repo}/statuses/{sha}`,
// https://docs.github.com/rest/commits/statuses#create-a-commit-status) and list a ref's, newest first
// (`GET /repos/{owner}/{repo}/commits/{ref}/statuses`,
// https://docs.github.com/rest/commits/statuses#list-commit-statuses-for-a-reference). The combined status is
// checks.ts's; both read the same book (../check-store.ts).
import { checksOf, resolveCommitRef, type CommitState, type CommitStatus } from '../check-store.js';
import { jsonBody, readableRepo, requirePush, stringField, type GitHubContext, type RouteTable } from '../context.js';
import {
  basicError,
  json,
  listReply,
  notFound,
  paginate,
  validationFailed,
  type FieldError,
  type Reply,
} from '../http-conventions.js';
import type { Repo } from '../store.js';

const docs = {
  create: 'https://docs.github.com/rest/commits/statuses#create-a-commit-status',
  list: 'https://docs.github.com/rest/commits/statuses#list-commit-statuses-for-a-reference',
};
const states: readonly CommitState[] = ['error', 'failure', 'pending', 'success'];

export function registerStatusRoutes(routes: RouteTable): void {
  routes.on('POST', '/repos/:owner/:repo/statuses/:sha', createStatus);
  routes.on('GET', '/repos/:owner/:repo/commits/:ref/statuses', listStatuses);
}

function createStatus(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const refused = requirePush(context, repo);
  if (refused) return refused;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.value;
  const [state, targetUrl, description, name] = ['state', 'target_url', 'description', 'context'].map((key) =>
    stringField(body, key),
  ) as [
    ReturnType<typeof stringField>,
    ReturnType<typeof stringField>,
    ReturnType<typeof stringField>,
    ReturnType<typeof stringField>,
  ];
  const errors: FieldError[] = [];
  if (state.value === undefined && !state.invalid)
    errors.push({ resource: 'Status', field: 'state', code: 'missing_field' });
  else if (!states.includes(state.value as CommitState))
    errors.push({ resource: 'Status', field: 'state', code: 'custom', message: 'state is not included in the list' });
  for (const [field, value] of [
    ['target_url', targetUrl],
    ['description', description],
    ['context', name],
  ] as const)
    if (value.invalid) errors.push({ resource: 'Status', field, code: 'invalid' });
  if (errors.length > 0) return validationFailed(errors, docs.create);
  // The status is set on a commit by its full SHA; GitHub refuses a SHA it does not know.
  const sha = /^[0-9a-f]{40}$/i.test(params.sha!) ? resolveCommitRef(context.store, repo, params.sha!) : undefined;
  if (!sha) return basicError(422, `No commit found for SHA: ${params.sha!}`, docs.create);
  const status = checksOf(context.store).addStatus(repo, sha, {
    state: state.value as CommitState,
    context: name.value ?? 'default',
    ...(description.value !== undefined ? { description: description.value } : {}),
    ...(targetUrl.value !== undefined ? { targetUrl: targetUrl.value } : {}),
    creatorId: context.viewer!.id,
    at: context.store.now(),
  });
  const answer = statusJson(context, repo, status);
  return json(201, answer, { Location: String(answer.url) });
}

function listStatuses(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const sha = resolveCommitRef(context.store, repo, params.ref!);
  if (!sha) return basicError(404, 'Not Found', docs.list);
  const statuses = checksOf(context.store).statusesFor(repo, sha);
  return listReply(
    paginate(context.request, statuses),
    (status) => statusJson(context, repo, status),
    (status) => status.updatedAt,
  );
}

/** `status`: one commit status with its creator. */
function statusJson(context: GitHubContext, repo: Repo, status: CommitStatus): Record<string, unknown> {
  const { store } = context;
  const creator = store.accounts.get(status.creatorId);
  return {
    url: `${store.apiUrl}/repos/${store.fullName(repo)}/statuses/${status.sha}`,
    avatar_url: creator ? `${store.webUrl}/avatars/u/${creator.id}?v=4` : null,
    id: status.id,
    node_id: Buffer.from(`StatusContext:${status.id}`).toString('base64'),
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: new Date(status.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    updated_at: new Date(status.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    creator: creator ? context.rep.user(creator) : null,
  };
}
