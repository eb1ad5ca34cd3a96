// Pull requests: list, create, get (JSON, diff, patch), update, update-branch, commits, files, merge check, merge.
import {
  jsonBody,
  readablePull,
  readableRepo,
  requirePush,
  requireUser,
  stringField,
  type GitHubContext,
  type RouteTable,
} from '../context.js';
import { pullDiff, pullPatch } from '../diff-formats.js';
import {
  basicError,
  empty,
  json,
  listReply,
  notFound,
  paginate,
  validationFailed,
  type FieldError,
  type Reply,
} from '../http-conventions.js';
import type { MergeMethod, PullIssue, PullListOptions, Repo } from '../store.js';

const docs = {
  list: 'https://docs.github.com/rest/pulls/pulls#list-pull-requests',
  create: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
  update: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request',
  merge: 'https://docs.github.com/rest/pulls/pulls#merge-a-pull-request',
  updateBranch: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request-branch',
};

export function registerPullRoutes(routes: RouteTable): void {
  routes.on('GET', '/repos/:owner/:repo/pulls', listPulls);
  routes.on('POST', '/repos/:owner/:repo/pulls', createPull);
  routes.on('GET', '/repos/:owner/:repo/pulls/:pull_number', getPull);
  routes.on('PATCH', '/repos/:owner/:repo/pulls/:pull_number', updatePull);
  routes.on('PUT', '/repos/:owner/:repo/pulls/:pull_number/update-branch', updateBranch);
  routes.on('GET', '/repos/:owner/:repo/pulls/:pull_number/commits', listCommits);
  routes.on('GET', '/repos/:owner/:repo/pulls/:pull_number/files', listFiles);
  routes.on('GET', '/repos/:owner/:repo/pulls/:pull_number/merge', checkMerged);
  routes.on('PUT', '/repos/:owner/:repo/pulls/:pull_number/merge', mergePull);
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined | false {
  if (value === null) return undefined;
  return (allowed as readonly string[]).includes(value) ? (value as T) : false;
}

function listPulls(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const query = context.request.query;
  const state = oneOf(query.get('state'), ['open', 'closed', 'all'] as const);
  const sort = oneOf(query.get('sort'), ['created', 'updated', 'popularity', 'long-running'] as const);
  const direction = oneOf(query.get('direction'), ['asc', 'desc'] as const);
  const invalid: FieldError[] = [];
  if (state === false) invalid.push({ resource: 'PullRequest', field: 'state', code: 'invalid' });
  if (sort === false) invalid.push({ resource: 'PullRequest', field: 'sort', code: 'invalid' });
  if (direction === false) invalid.push({ resource: 'PullRequest', field: 'direction', code: 'invalid' });
  if (invalid.length > 0) return validationFailed(invalid, docs.list);
  const options: PullListOptions = {};
  if (state) options.state = state;
  if (sort) options.sort = sort;
  if (direction) options.direction = direction;
  const head = query.get('head');
  const base = query.get('base');
  if (head) options.head = head;
  if (base) options.base = base;
  const page = paginate(context.request, context.store.listPulls(repo, options));
  return listReply(
    page,
    (issue) => context.rep.pullSimple(issue),
    (issue) => issue.updatedAt,
  );
}

/** Resolves `head` (`branch` or `owner:branch`) to a repository of the same network holding that branch. */
function resolveHead(context: GitHubContext, repo: Repo, head: string): { repo: Repo; ref: string } | undefined {
  const [ownerLogin, ref] = head.includes(':')
    ? (head.split(':', 2) as [string, string])
    : [context.store.ownerOf(repo).login, head];
  const owner = context.store.account(ownerLogin);
  if (!owner) return undefined;
  const candidates = [...context.store.repos.values()].filter(
    (candidate) => candidate.ownerId === owner.id && (candidate.id === repo.id || candidate.name === repo.name),
  );
  const found = candidates.find(
    (candidate) => candidate.branches.has(ref) && context.store.canRead(candidate, context.viewer?.id),
  );
  return found ? { repo: found, ref } : undefined;
}

function createPull(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.value;
  const errors: FieldError[] = [];
  const fields = {
    title: stringField(body, 'title'),
    head: stringField(body, 'head'),
    base: stringField(body, 'base'),
    body: stringField(body, 'body'),
  };
  for (const name of ['title', 'head', 'base'] as const) {
    if (fields[name].invalid) errors.push({ resource: 'PullRequest', field: name, code: 'invalid' });
    else if (!fields[name].value) errors.push({ resource: 'PullRequest', field: name, code: 'missing_field' });
  }
  if (fields.body.invalid) errors.push({ resource: 'PullRequest', field: 'body', code: 'invalid' });
  for (const flag of ['draft', 'maintainer_can_modify']) {
    if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
      errors.push({ resource: 'PullRequest', field: flag, code: 'invalid' });
  }
  if (errors.length > 0) return validationFailed(errors, docs.create);
  const baseRef = fields.base.value!;
  if (!repo.branches.has(baseRef))
    return validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }], docs.create);
  const head = resolveHead(context, repo, fields.head.value!);
  if (!head) return validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }], docs.create);
  if (head.repo.id === repo.id && head.ref === baseRef) {
    return validationFailed(
      [{ resource: 'PullRequest', code: 'custom', message: `No commits between ${baseRef} and ${head.ref}` }],
      docs.create,
    );
  }
  const headOwner = context.store.ownerOf(head.repo).login;
  const duplicate = context.store.listPulls(repo, { state: 'open', head: `${headOwner}:${head.ref}`, base: baseRef });
  if (duplicate.length > 0) {
    return validationFailed(
      [
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${headOwner}:${head.ref}.`,
        },
      ],
      docs.create,
    );
  }
  const issue = context.store.createPull(repo, context.viewer!.id, {
    title: fields.title.value!,
    head: head.ref,
    headRepoId: head.repo.id,
    base: baseRef,
    body: fields.body.value ?? null,
    draft: body.draft === true,
    maintainerCanModify: body.maintainer_can_modify === true,
  });
  const representation = context.rep.pullFull(issue, context.store.peekMergeable(issue));
  return json(201, representation, { Location: String(representation.url) });
}

function getPull(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const { issue } = found;
  if (context.media.param === 'diff')
    return {
      status: 200,
      text: pullDiff(issue),
      contentType: 'application/vnd.github.diff; charset=utf-8',
      lastModified: issue.updatedAt,
    };
  if (context.media.param === 'patch')
    return {
      status: 200,
      text: pullPatch(issue),
      contentType: 'application/vnd.github.patch; charset=utf-8',
      lastModified: issue.updatedAt,
    };
  const representation = context.rep.pullFull(issue, context.store.observeMergeable(issue));
  return {
    status: 200,
    body: context.rep.withBodyFormats(representation, issue.body, context.media.param, found.repo),
    lastModified: issue.updatedAt,
  };
}

function updatePull(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const { repo, issue } = found;
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  if (issue.userId !== context.viewer!.id) {
    const forbidden = requirePush(context, repo);
    if (forbidden) return forbidden;
  }
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.value;
  const errors: FieldError[] = [];
  const title = stringField(body, 'title');
  const text = stringField(body, 'body');
  const state = stringField(body, 'state');
  const base = stringField(body, 'base');
  if (title.invalid) errors.push({ resource: 'PullRequest', field: 'title', code: 'invalid' });
  if (text.invalid) errors.push({ resource: 'PullRequest', field: 'body', code: 'invalid' });
  if (state.invalid || (state.value !== undefined && state.value !== 'open' && state.value !== 'closed'))
    errors.push({ resource: 'PullRequest', field: 'state', code: 'invalid' });
  if (base.invalid || (base.value !== undefined && !repo.branches.has(base.value)))
    errors.push({ resource: 'PullRequest', field: 'base', code: 'invalid' });
  if (body.maintainer_can_modify !== undefined && typeof body.maintainer_can_modify !== 'boolean')
    errors.push({ resource: 'PullRequest', field: 'maintainer_can_modify', code: 'invalid' });
  if (title.value === '') errors.push({ resource: 'PullRequest', field: 'title', code: 'missing_field' });
  if (errors.length > 0) return validationFailed(errors, docs.update);
  if (state.value === 'open' && issue.pull.merged) {
    return validationFailed(
      [
        {
          resource: 'PullRequest',
          code: 'custom',
          field: 'state',
          message: 'state cannot be changed. The pull request cannot be reopened because it has been merged.',
        },
      ],
      docs.update,
    );
  }
  context.store.updatePull(issue, context.viewer!.id, {
    ...(title.value !== undefined ? { title: title.value } : {}),
    ...('body' in body ? { body: text.value ?? null } : {}),
    ...(state.value ? { state: state.value as 'open' | 'closed' } : {}),
    ...(base.value ? { base: base.value } : {}),
    ...(typeof body.maintainer_can_modify === 'boolean' ? { maintainerCanModify: body.maintainer_can_modify } : {}),
  });
  return json(200, context.rep.pullFull(issue, context.store.peekMergeable(issue)));
}

type PushTarget =
  { ok: true; repo: Repo; issue: PullIssue; body: Record<string, unknown> } | { ok: false; reply: Reply };

/** What update-branch and merge start with, in this order: a readable pull request (404), push access (401/403), a JSON body. */
function pushTarget(context: GitHubContext, params: Record<string, string>): PushTarget {
  const found = readablePull(context, params);
  if (!found) return { ok: false, reply: notFound() };
  const forbidden = requirePush(context, found.repo);
  if (forbidden) return { ok: false, reply: forbidden };
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed;
  return { ok: true, ...found, body: parsed.value };
}

function updateBranch(context: GitHubContext, params: Record<string, string>): Reply {
  const target = pushTarget(context, params);
  if (!target.ok) return target.reply;
  const { issue } = target;
  const expected = stringField(target.body, 'expected_head_sha');
  if (expected.invalid)
    return validationFailed(
      [{ resource: 'PullRequest', field: 'expected_head_sha', code: 'invalid' }],
      docs.updateBranch,
    );
  if (issue.state !== 'open')
    return validationFailed(
      [{ resource: 'PullRequest', code: 'custom', message: 'Cannot update a closed pull request.' }],
      docs.updateBranch,
    );
  if (!context.store.updateBranch(issue, context.viewer!.id, expected.value)) {
    return basicError(422, "expected head sha didn't match current head ref.", docs.updateBranch);
  }
  return json(202, { message: 'Updating pull request branch.', url: context.rep.pullSimple(issue).html_url });
}

function listCommits(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  // GitHub lists at most 250 commits here.
  const page = paginate(context.request, found.issue.pull.commits.slice(0, 250));
  return listReply(
    page,
    (commit) => context.rep.commit(found.repo, commit),
    (commit) => commit.date,
  );
}

function listFiles(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const page = paginate(context.request, found.issue.pull.files.slice(0, 3000));
  return listReply(page, (file) => context.rep.file(found.repo, found.issue, file));
}

function checkMerged(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  return found.issue.pull.merged ? empty(204) : notFound();
}

const mergeMethods: readonly MergeMethod[] = ['merge', 'squash', 'rebase'];

function mergePull(context: GitHubContext, params: Record<string, string>): Reply {
  const target = pushTarget(context, params);
  if (!target.ok) return target.reply;
  const { repo, issue, body } = target;
  const sha = stringField(body, 'sha');
  const method = stringField(body, 'merge_method');
  const title = stringField(body, 'commit_title');
  const message = stringField(body, 'commit_message');
  const errors: FieldError[] = [];
  if (sha.invalid) errors.push({ resource: 'PullRequest', field: 'sha', code: 'invalid' });
  if (method.invalid || (method.value !== undefined && !mergeMethods.includes(method.value as MergeMethod)))
    errors.push({ resource: 'PullRequest', field: 'merge_method', code: 'invalid' });
  if (title.invalid) errors.push({ resource: 'PullRequest', field: 'commit_title', code: 'invalid' });
  if (message.invalid) errors.push({ resource: 'PullRequest', field: 'commit_message', code: 'invalid' });
  if (errors.length > 0) return validationFailed(errors, docs.merge);
  const mergeMethod = (method.value ?? 'merge') as MergeMethod;
  const allowed = { merge: repo.allowMergeCommit, squash: repo.allowSquashMerge, rebase: repo.allowRebaseMerge }[
    mergeMethod
  ];
  if (!allowed)
    return basicError(
      405,
      `${mergeMethod === 'merge' ? 'Merge commits' : mergeMethod === 'squash' ? 'Squash merges' : 'Rebase merges'} are not allowed on this repository.`,
      docs.merge,
    );
  const result = context.store.mergePull(issue, context.viewer!.id, {
    mergeMethod,
    ...(sha.value !== undefined ? { sha: sha.value } : {}),
    ...(title.value !== undefined ? { commitTitle: title.value } : {}),
    ...(message.value !== undefined ? { commitMessage: message.value } : {}),
  });
  if (!result.ok) return basicError(result.status, result.message, docs.merge);
  return json(200, { sha: result.sha, merged: true, message: result.message });
}
