// A repository's labels one by one (https://docs.github.com/rest/issues/labels): create (201; a name taken is 422
// `already_exists`), get (404 when missing), update (a rename through `new_name`, a color, a description) and delete
// (204). And a new issue (https://docs.github.com/rest/issues/issues#create-an-issue): 201 with its Location; the
// labels, assignees and milestone it asks for are set only by a writer (GitHub drops them silently for others), and a
// label name the repository lacks is created.
import {
  jsonBody,
  readableRepo,
  requirePush,
  requireUser,
  stringField,
  type GitHubContext,
  type RouteTable,
} from '../context.js';
import {
  basicError,
  empty,
  json,
  notFound,
  validationFailed,
  type FieldError,
  type Reply,
} from '../http-conventions.js';
import type { Issue, Label, Repo } from '../store.js';

const docs = {
  labels: 'https://docs.github.com/rest/issues/labels',
  createIssue: 'https://docs.github.com/rest/issues/issues#create-an-issue',
};

export function registerLabelRoutes(routes: RouteTable): void {
  routes.on('POST', '/repos/:owner/:repo/labels', createLabel);
  routes.on('GET', '/repos/:owner/:repo/labels/:name', getLabel);
  routes.on('PATCH', '/repos/:owner/:repo/labels/:name', updateLabel);
  routes.on('DELETE', '/repos/:owner/:repo/labels/:name', deleteLabel);
  routes.on('POST', '/repos/:owner/:repo/issues', createIssue);
}

/** A color as GitHub keeps it: six hex digits, without `#`. */
function colorOf(value: string | undefined): string | undefined | false {
  if (value === undefined) return undefined;
  const color = value.replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : false;
}

function newLabel(
  context: GitHubContext,
  repo: Repo,
  name: string,
  color = 'ededed',
  description: string | null = null,
): Label {
  const label: Label = {
    id: context.store.nextId('label', 5_000_000_000),
    repoId: repo.id,
    name,
    color,
    description,
    default: false,
  };
  context.store.labels.set(label.id, label);
  return label;
}

function createLabel(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const refused = requirePush(context, repo);
  if (refused) return refused;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const [name, color, description] = [
    stringField(parsed.value, 'name'),
    stringField(parsed.value, 'color'),
    stringField(parsed.value, 'description'),
  ];
  const errors: FieldError[] = [];
  if (name.invalid || !name.value?.trim())
    errors.push({ resource: 'Label', field: 'name', code: name.invalid ? 'invalid' : 'missing_field' });
  if (color.invalid || colorOf(color.value) === false)
    errors.push({ resource: 'Label', field: 'color', code: 'invalid' });
  if (description.invalid) errors.push({ resource: 'Label', field: 'description', code: 'invalid' });
  if (errors.length === 0 && context.store.labelByName(repo, name.value!))
    errors.push({ resource: 'Label', field: 'name', code: 'already_exists' });
  if (errors.length > 0) return validationFailed(errors, docs.labels);
  const label = newLabel(
    context,
    repo,
    name.value!.trim(),
    colorOf(color.value) || undefined,
    description.value ?? null,
  );
  const answer = context.rep.label(label);
  return json(201, answer, { Location: String(answer.url) });
}

function labelInPath(context: GitHubContext, params: Record<string, string>): { repo: Repo; label: Label } | undefined {
  const repo = readableRepo(context, params);
  const label = repo && context.store.labelByName(repo, params.name!);
  return repo && label ? { repo, label } : undefined;
}

function getLabel(context: GitHubContext, params: Record<string, string>): Reply {
  const found = labelInPath(context, params);
  return found ? json(200, context.rep.label(found.label)) : basicError(404, 'Not Found', docs.labels);
}

function updateLabel(context: GitHubContext, params: Record<string, string>): Reply {
  const found = labelInPath(context, params);
  if (!found) return basicError(404, 'Not Found', docs.labels);
  const refused = requirePush(context, found.repo);
  if (refused) return refused;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const [newName, color, description] = [
    stringField(parsed.value, 'new_name'),
    stringField(parsed.value, 'color'),
    stringField(parsed.value, 'description'),
  ];
  const errors: FieldError[] = [];
  if (newName.invalid || (newName.value !== undefined && !newName.value.trim()))
    errors.push({ resource: 'Label', field: 'name', code: 'invalid' });
  if (color.invalid || colorOf(color.value) === false)
    errors.push({ resource: 'Label', field: 'color', code: 'invalid' });
  if (description.invalid) errors.push({ resource: 'Label', field: 'description', code: 'invalid' });
  const taken = newName.value !== undefined && context.store.labelByName(found.repo, newName.value);
  if (errors.length === 0 && taken && taken !== found.label)
    errors.push({ resource: 'Label', field: 'name', code: 'already_exists' });
  if (errors.length > 0) return validationFailed(errors, docs.labels);
  if (newName.value !== undefined) found.label.name = newName.value.trim();
  const newColor = colorOf(color.value);
  if (newColor) found.label.color = newColor;
  if (description.value !== undefined) found.label.description = description.value;
  return json(200, context.rep.label(found.label));
}

function deleteLabel(context: GitHubContext, params: Record<string, string>): Reply {
  const found = labelInPath(context, params);
  if (!found) return basicError(404, 'Not Found', docs.labels);
  const refused = requirePush(context, found.repo);
  if (refused) return refused;
  context.store.labels.delete(found.label.id);
  for (const issue of context.store.issuesOfRepo(found.repo))
    issue.labelIds = issue.labelIds.filter((id) => id !== found.label.id);
  return empty(204);
}

function createIssue(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.value;
  const title =
    typeof body.title === 'number' ? { value: String(body.title), invalid: false } : stringField(body, 'title');
  const text = stringField(body, 'body');
  const errors: FieldError[] = [];
  if (title.invalid || !title.value?.trim())
    errors.push({ resource: 'Issue', field: 'title', code: title.invalid ? 'invalid' : 'missing_field' });
  if (text.invalid) errors.push({ resource: 'Issue', field: 'body', code: 'invalid' });
  const names =
    body.labels === undefined
      ? []
      : Array.isArray(body.labels)
        ? body.labels.map((entry) => (typeof entry === 'string' ? entry : (entry as { name?: unknown })?.name))
        : [null];
  const logins = body.assignees === undefined ? [] : Array.isArray(body.assignees) ? body.assignees : [null];
  if (names.some((name) => typeof name !== 'string'))
    errors.push({ resource: 'Issue', field: 'labels', code: 'invalid' });
  if (logins.some((login) => typeof login !== 'string'))
    errors.push({ resource: 'Issue', field: 'assignees', code: 'invalid' });
  const writer = context.store.canWrite(repo, context.viewer!.id);
  const assignees = writer ? (logins as string[]).map((login) => context.store.account(login)) : [];
  if (assignees.some((account) => !account)) errors.push({ resource: 'Issue', field: 'assignees', code: 'invalid' });
  const milestone =
    writer && body.milestone !== undefined && body.milestone !== null
      ? [...context.store.milestones.values()].find(
          (each) => each.repoId === repo.id && each.number === Number(body.milestone),
        )
      : undefined;
  if (writer && body.milestone !== undefined && body.milestone !== null && !milestone)
    errors.push({ resource: 'Issue', field: 'milestone', code: 'invalid', value: String(body.milestone) });
  if (errors.length > 0) return validationFailed(errors, docs.createIssue);
  const labels = writer
    ? (names as string[]).map((name) => context.store.labelByName(repo, name) ?? newLabel(context, repo, name))
    : [];
  const now = context.store.now();
  const issue: Issue = {
    id: context.store.nextId('issue', 2_000_000_000),
    repoId: repo.id,
    number: repo.nextNumber,
    title: title.value!,
    body: text.value ?? null,
    userId: context.viewer!.id,
    state: 'open',
    stateReason: null,
    locked: false,
    activeLockReason: null,
    labelIds: labels.map((label) => label.id),
    assigneeIds: assignees.map((account) => account!.id),
    milestoneId: milestone?.id ?? null,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    closedById: null,
  };
  context.store.addIssue(issue);
  context.store.recordEvent(context.viewer!.id, repo, { type: 'IssuesEvent', action: 'opened', issueId: issue.id });
  const answer = context.rep.issue(issue);
  return json(201, answer, { Location: String(answer.url) });
}
