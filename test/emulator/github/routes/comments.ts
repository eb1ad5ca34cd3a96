// Pull request conversations: review comments (list, create, reply, get, edit, delete), issue comments (the PR's
// conversation tab) and reactions on issues, issue comments and review comments.
import {
  jsonBody,
  readablePull,
  readableRepo,
  requireUser,
  stringField,
  type GitHubContext,
  type RouteTable,
} from '../context.js';
import { anchorProblems, outsideDiffFieldErrors } from '../diff-anchors.js';
import { pullFilesAt } from '../contents.js';
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
import { reactionContents } from '../model.js';
import type { GitHubStore, IssueComment, ReactionContent, ReactionSubject, Repo, ReviewComment } from '../store.js';

const docs = {
  reviewComments: 'https://docs.github.com/rest/pulls/comments',
  createReviewComment: 'https://docs.github.com/rest/pulls/comments#create-a-review-comment-for-a-pull-request',
  issueComments: 'https://docs.github.com/rest/issues/comments',
  reactions: 'https://docs.github.com/rest/reactions/reactions',
};

type StoredComment = IssueComment | ReviewComment;

/** What differs between review comments and issue comments where their routes are otherwise the same. */
interface CommentKind<T extends StoredComment> {
  /** The `resource` named in an edit's validation errors. */
  resource: string;
  /** The `documentation_url` of an edit's validation errors. */
  documentationUrl: string;
  stored(store: GitHubStore): ReadonlyMap<number, T>;
  ofRepo(store: GitHubStore, repo: Repo, viewerId: number | undefined): T[];
  represent(context: GitHubContext, comment: T): Record<string, unknown>;
  update(store: GitHubStore, comment: T, body: string): void;
  remove(store: GitHubStore, comment: T): void;
}

const reviewComments: CommentKind<ReviewComment> = {
  resource: 'PullRequestReviewComment',
  documentationUrl: docs.reviewComments,
  stored: (store) => store.reviewComments,
  // A pending review's comments are seen only by their author (review-store.ts).
  ofRepo: (store, repo, viewerId) =>
    store.repoReviewComments(repo).filter((comment) => store.reviews.commentVisible(comment, viewerId)),
  represent: (context, comment) => context.rep.reviewComment(comment),
  update: (store, comment, body) => store.updateReviewComment(comment, body),
  remove: (store, comment) => store.deleteReviewComment(comment),
};

const issueComments: CommentKind<IssueComment> = {
  resource: 'IssueComment',
  documentationUrl: docs.issueComments,
  stored: (store) => store.issueComments,
  ofRepo: (store, repo) => store.repoIssueComments(repo),
  represent: (context, comment) => context.rep.issueComment(comment),
  update: (store, comment, body) => store.updateIssueComment(comment, body),
  remove: (store, comment) => store.deleteIssueComment(comment),
};

export function registerCommentRoutes(routes: RouteTable): void {
  registerRepoCommentRoutes(routes, '/repos/:owner/:repo/pulls/comments', reviewComments);
  routes.on('GET', '/repos/:owner/:repo/pulls/:pull_number/comments', listReviewComments);
  routes.on('POST', '/repos/:owner/:repo/pulls/:pull_number/comments', createReviewComment);
  routes.on('POST', '/repos/:owner/:repo/pulls/:pull_number/comments/:comment_id/replies', replyToReviewComment);

  registerRepoCommentRoutes(routes, '/repos/:owner/:repo/issues/comments', issueComments);
  routes.on('GET', '/repos/:owner/:repo/issues/:issue_number/comments', listIssueComments);
  routes.on('POST', '/repos/:owner/:repo/issues/:issue_number/comments', createIssueComment);

  for (const [prefix, kind] of [
    ['/repos/:owner/:repo/issues/:issue_number', 'issue'],
    ['/repos/:owner/:repo/issues/comments/:comment_id', 'issueComment'],
    ['/repos/:owner/:repo/pulls/comments/:comment_id', 'reviewComment'],
  ] as const) {
    routes.on('GET', `${prefix}/reactions`, (context, params) => listReactions(context, params, kind));
    routes.on('POST', `${prefix}/reactions`, (context, params) => addReaction(context, params, kind));
    routes.on('DELETE', `${prefix}/reactions/:reaction_id`, (context, params) => deleteReaction(context, params, kind));
  }
}

/** The routes both kinds share, addressed by comment id within a repository: list all, get, edit, delete. */
function registerRepoCommentRoutes<T extends StoredComment>(
  routes: RouteTable,
  collection: string,
  kind: CommentKind<T>,
): void {
  routes.on('GET', collection, (context, params) => listRepoComments(context, params, kind));
  routes.on('GET', `${collection}/:comment_id`, (context, params) => getComment(context, params, kind));
  routes.on('PATCH', `${collection}/:comment_id`, (context, params) => updateComment(context, params, kind));
  routes.on('DELETE', `${collection}/:comment_id`, (context, params) => deleteComment(context, params, kind));
}

// ---- shared helpers --------------------------------------------------------------------------------------------------

/** Sort/direction/since filters of comment lists (direction is ignored without sort, as documented). */
function filterComments<T extends { createdAt: number; updatedAt: number; id: number }>(
  context: GitHubContext,
  comments: T[],
): T[] | Reply {
  const query = context.request.query;
  const sort = query.get('sort');
  const direction = query.get('direction');
  const since = query.get('since');
  if (sort !== null && sort !== 'created' && sort !== 'updated')
    return validationFailed([{ resource: 'Comment', field: 'sort', code: 'invalid' }], docs.reviewComments);
  if (direction !== null && direction !== 'asc' && direction !== 'desc')
    return validationFailed([{ resource: 'Comment', field: 'direction', code: 'invalid' }], docs.reviewComments);
  let result = comments;
  if (since !== null) {
    const sinceMs = Date.parse(since);
    if (Number.isNaN(sinceMs))
      return validationFailed([{ resource: 'Comment', field: 'since', code: 'invalid' }], docs.reviewComments);
    result = result.filter((comment) => comment.updatedAt >= sinceMs);
  }
  if (sort !== null) {
    const sign = direction === 'desc' ? -1 : 1;
    const key = (comment: T): number => (sort === 'updated' ? comment.updatedAt : comment.createdAt);
    result = [...result].sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
  }
  return result;
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && !Array.isArray(value);
}

/** The comment with that id when it belongs to the repository (ids are global, so another repository's is 404). */
function commentIn<T extends StoredComment>(
  context: GitHubContext,
  kind: CommentKind<T>,
  repo: Repo,
  id: string,
): T | undefined {
  const comment = kind.stored(context.store).get(Number(id));
  const hidden = comment && 'reviewId' in comment && !context.store.reviews.commentVisible(comment, context.viewer?.id);
  return comment && comment.repoId === repo.id && !hidden ? comment : undefined;
}

/** The comment named by `:comment_id` in a repository the viewer may read. */
function commentInPath<T extends StoredComment>(
  context: GitHubContext,
  params: Record<string, string>,
  kind: CommentKind<T>,
): { repo: Repo; comment: T } | undefined {
  const repo = readableRepo(context, params);
  const comment = repo && commentIn(context, kind, repo, params.comment_id!);
  return repo && comment ? { repo, comment } : undefined;
}

/** Only the author or someone with push access may edit or delete a comment. */
function mayModify(context: GitHubContext, repo: Repo, authorId: number): Reply | undefined {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  if (authorId === context.viewer!.id || context.store.canWrite(repo, context.viewer!.id)) return undefined;
  return basicError(403, 'Must have admin rights to Repository.');
}

function requiredBody(
  context: GitHubContext,
  resource: string,
  documentationUrl: string,
): { body: Record<string, unknown>; text: string } | Reply {
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const text = stringField(parsed.value, 'body');
  if (text.invalid) return validationFailed([{ resource, field: 'body', code: 'invalid' }], documentationUrl);
  if (!text.value) return validationFailed([{ resource, field: 'body', code: 'missing_field' }], documentationUrl);
  return { body: parsed.value, text: text.value };
}

// ---- either kind, by comment id ------------------------------------------------------------------------------------

function listRepoComments<T extends StoredComment>(
  context: GitHubContext,
  params: Record<string, string>,
  kind: CommentKind<T>,
): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return notFound();
  const comments = filterComments(context, kind.ofRepo(context.store, repo, context.viewer?.id));
  if (isReply(comments)) return comments;
  return listReply(
    paginate(context.request, comments),
    (comment) => kind.represent(context, comment),
    (comment) => comment.updatedAt,
  );
}

function getComment<T extends StoredComment>(
  context: GitHubContext,
  params: Record<string, string>,
  kind: CommentKind<T>,
): Reply {
  const found = commentInPath(context, params, kind);
  if (!found) return notFound();
  const { repo, comment } = found;
  return {
    status: 200,
    body: context.rep.withBodyFormats(kind.represent(context, comment), comment.body, context.media.param, repo),
    lastModified: comment.updatedAt,
  };
}

function updateComment<T extends StoredComment>(
  context: GitHubContext,
  params: Record<string, string>,
  kind: CommentKind<T>,
): Reply {
  const found = commentInPath(context, params, kind);
  if (!found) return notFound();
  const denied = mayModify(context, found.repo, found.comment.userId);
  if (denied) return denied;
  const input = requiredBody(context, kind.resource, kind.documentationUrl);
  if (isReply(input)) return input;
  kind.update(context.store, found.comment, input.text);
  return json(200, kind.represent(context, found.comment));
}

function deleteComment<T extends StoredComment>(
  context: GitHubContext,
  params: Record<string, string>,
  kind: CommentKind<T>,
): Reply {
  const found = commentInPath(context, params, kind);
  if (!found) return notFound();
  const denied = mayModify(context, found.repo, found.comment.userId);
  if (denied) return denied;
  kind.remove(context.store, found.comment);
  return empty(204);
}

// ---- review comments -----------------------------------------------------------------------------------------------

function listReviewComments(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const comments = filterComments(
    context,
    context.store
      .reviewCommentsOf(found.issue)
      .filter((comment) => context.store.reviews.commentVisible(comment, context.viewer?.id)),
  );
  if (isReply(comments)) return comments;
  return listReply(
    paginate(context.request, comments),
    (comment) => context.rep.reviewComment(comment),
    (comment) => comment.updatedAt,
  );
}

function createReviewComment(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const input = requiredBody(context, 'PullRequestReviewComment', docs.createReviewComment);
  if (isReply(input)) return input;
  const { body } = input;
  if (body.in_reply_to !== undefined) return reply(context, found, Number(body.in_reply_to), input.text);
  const errors: FieldError[] = [];
  const commitId = stringField(body, 'commit_id');
  const path = stringField(body, 'path');
  const side = stringField(body, 'side');
  for (const [name, field] of [
    ['commit_id', commitId],
    ['path', path],
  ] as const) {
    if (field.invalid) errors.push({ resource: 'PullRequestReviewComment', field: name, code: 'invalid' });
    else if (!field.value) errors.push({ resource: 'PullRequestReviewComment', field: name, code: 'missing_field' });
  }
  const position = body.position;
  const line = body.line;
  if (position !== undefined && !(Number.isInteger(position) && (position as number) > 0))
    errors.push({ resource: 'PullRequestReviewComment', field: 'position', code: 'invalid' });
  if (line !== undefined && !(Number.isInteger(line) && (line as number) > 0))
    errors.push({ resource: 'PullRequestReviewComment', field: 'line', code: 'invalid' });
  const startLine = body.start_line;
  if (
    startLine !== undefined &&
    !(
      Number.isInteger(startLine) &&
      typeof line === 'number' &&
      (startLine as number) > 0 &&
      (startLine as number) < line
    )
  )
    errors.push({ resource: 'PullRequestReviewComment', field: 'start_line', code: 'invalid' });
  const onFile = body.subject_type === 'file';
  if (body.subject_type !== undefined && !onFile && body.subject_type !== 'line')
    errors.push({ resource: 'PullRequestReviewComment', field: 'subject_type', code: 'invalid' });
  if (position === undefined && line === undefined && !onFile)
    errors.push({ resource: 'PullRequestReviewComment', field: 'position', code: 'missing_field' });
  if (side.invalid || (side.value !== undefined && side.value !== 'LEFT' && side.value !== 'RIGHT'))
    errors.push({ resource: 'PullRequestReviewComment', field: 'side', code: 'invalid' });
  if (errors.length > 0) return validationFailed(errors, docs.createReviewComment);
  const pull = found.issue.pull;
  if (!pull.commits.some((commit) => commit.sha === commitId.value)) {
    return validationFailed(
      [
        {
          resource: 'PullRequestReviewComment',
          field: 'commit_id',
          code: 'invalid',
          message: 'commit_id is not part of the pull request',
        },
      ],
      docs.createReviewComment,
    );
  }
  // The file as the diff at `commit_id` shows it (the pull request's base to that commit).
  const file = pullFilesAt(found.issue, commitId.value!).find((entry) => entry.filename === path.value);
  const patchLines = file ? file.patch.split('\n').length : 0;
  if (!file || (typeof position === 'number' && position >= patchLines)) {
    return validationFailed(
      [
        {
          resource: 'PullReviewComment',
          code: 'custom',
          field: 'pull_request_review_thread.path',
          message: 'could not be resolved',
        },
      ],
      docs.createReviewComment,
    );
  }
  if (typeof line === 'number' && position === undefined && body.subject_type !== 'file') {
    const startSide =
      body.start_side === 'LEFT' || body.start_side === 'RIGHT' ? (body.start_side as 'LEFT' | 'RIGHT') : null;
    const anchor = {
      path: path.value!,
      line,
      side: side.value === 'LEFT' ? ('LEFT' as const) : ('RIGHT' as const),
      startLine: typeof startLine === 'number' ? startLine : null,
      startSide,
    };
    const problems = anchorProblems(found.issue, commitId.value!, anchor);
    if (problems.line || problems.startLine)
      return validationFailed(outsideDiffFieldErrors(problems), docs.createReviewComment);
  }
  // A comment on the whole file keeps no line: GitHub ignores `line` and `position` with `subject_type: "file"`.
  const comment = context.store.addReviewComment(found.issue, context.viewer!.id, {
    body: input.text,
    path: path.value!,
    commitId: commitId.value!,
    position: typeof position === 'number' && !onFile ? position : null,
    line: typeof line === 'number' && !onFile ? line : null,
    side: (side.value as 'LEFT' | 'RIGHT' | undefined) ?? 'RIGHT',
    startLine: typeof startLine === 'number' && !onFile ? startLine : null,
    subjectType: onFile ? 'file' : 'line',
  });
  const representation = context.rep.reviewComment(comment);
  return json(201, representation, { Location: String(representation.url) });
}

function reply(
  context: GitHubContext,
  found: NonNullable<ReturnType<typeof readablePull>>,
  parentId: number,
  text: string,
): Reply {
  const parent = context.store.reviewComments.get(parentId);
  if (!parent || parent.issueId !== found.issue.id) return notFound();
  if (parent.inReplyToId !== null) {
    return validationFailed(
      [
        {
          resource: 'PullRequestReviewComment',
          field: 'in_reply_to',
          code: 'invalid',
          message: 'Replies to replies are not supported; reply to the top-level comment.',
        },
      ],
      docs.createReviewComment,
    );
  }
  const comment = context.store.addReviewComment(found.issue, context.viewer!.id, {
    body: text,
    path: parent.path,
    commitId: parent.commitId,
    position: parent.position,
    line: parent.line,
    side: parent.side,
    inReplyToId: parent.id,
  });
  const representation = context.rep.reviewComment(comment);
  return json(201, representation, { Location: String(representation.url) });
}

function replyToReviewComment(context: GitHubContext, params: Record<string, string>): Reply {
  const found = readablePull(context, params);
  if (!found) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const input = requiredBody(context, 'PullRequestReviewComment', docs.createReviewComment);
  if (isReply(input)) return input;
  return reply(context, found, Number(params.comment_id), input.text);
}

// ---- issue comments -----------------------------------------------------------------------------------------------

function issueOf(context: GitHubContext, params: Record<string, string>) {
  const repo = readableRepo(context, params);
  const number = Number(params.issue_number);
  const issue = repo && Number.isInteger(number) ? context.store.issue(repo, number) : undefined;
  return repo && issue ? { repo, issue } : undefined;
}

function sinceFilter<T extends { updatedAt: number }>(context: GitHubContext, items: T[]): T[] | Reply {
  const since = context.request.query.get('since');
  if (since === null) return items;
  const sinceMs = Date.parse(since);
  if (Number.isNaN(sinceMs))
    return validationFailed([{ resource: 'IssueComment', field: 'since', code: 'invalid' }], docs.issueComments);
  return items.filter((item) => item.updatedAt >= sinceMs);
}

function listIssueComments(context: GitHubContext, params: Record<string, string>): Reply {
  const found = issueOf(context, params);
  if (!found) return notFound();
  const comments = sinceFilter(context, context.store.commentsOf(found.issue));
  if (isReply(comments)) return comments;
  return listReply(
    paginate(context.request, comments),
    (comment) =>
      context.rep.withBodyFormats(context.rep.issueComment(comment), comment.body, context.media.param, found.repo),
    (comment) => comment.updatedAt,
  );
}

function createIssueComment(context: GitHubContext, params: Record<string, string>): Reply {
  const found = issueOf(context, params);
  if (!found) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const input = requiredBody(context, 'IssueComment', docs.issueComments);
  if (isReply(input)) return input;
  if (found.issue.locked && !context.store.canWrite(found.repo, context.viewer!.id))
    return basicError(403, 'Unable to create comment because issue is locked.', docs.issueComments);
  const comment = context.store.addIssueComment(found.issue, context.viewer!.id, input.text);
  const representation = context.rep.issueComment(comment);
  return json(201, representation, { Location: String(representation.url) });
}

// ---- reactions -----------------------------------------------------------------------------------------------------

function reactionSubject(
  context: GitHubContext,
  params: Record<string, string>,
  kind: ReactionSubject['kind'],
): ReactionSubject | undefined {
  const repo = readableRepo(context, params);
  if (!repo) return undefined;
  if (kind === 'issue') {
    const issue = context.store.issue(repo, Number(params.issue_number));
    return issue ? { kind, id: issue.id } : undefined;
  }
  const comment =
    kind === 'issueComment'
      ? commentIn(context, issueComments, repo, params.comment_id!)
      : commentIn(context, reviewComments, repo, params.comment_id!);
  return comment ? { kind, id: comment.id } : undefined;
}

function listReactions(context: GitHubContext, params: Record<string, string>, kind: ReactionSubject['kind']): Reply {
  const subject = reactionSubject(context, params, kind);
  if (!subject) return notFound();
  const content = context.request.query.get('content');
  if (content !== null && !reactionContents.includes(content as ReactionContent)) {
    return validationFailed([{ resource: 'Reaction', field: 'content', code: 'invalid' }], docs.reactions);
  }
  const reactions = context.store.reactionsOf(subject, (content ?? undefined) as ReactionContent | undefined);
  return listReply(
    paginate(context.request, reactions),
    (reaction) => context.rep.reaction(reaction),
    (reaction) => reaction.createdAt,
  );
}

function addReaction(context: GitHubContext, params: Record<string, string>, kind: ReactionSubject['kind']): Reply {
  const subject = reactionSubject(context, params, kind);
  if (!subject) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const content = parsed.value.content;
  if (content === undefined)
    return validationFailed([{ resource: 'Reaction', field: 'content', code: 'missing_field' }], docs.reactions);
  if (!reactionContents.includes(content as ReactionContent))
    return validationFailed(
      [{ resource: 'Reaction', field: 'content', code: 'invalid', value: String(content) }],
      docs.reactions,
    );
  const { reaction, created } = context.store.addReaction(subject, context.viewer!.id, content as ReactionContent);
  return json(created ? 201 : 200, context.rep.reaction(reaction));
}

function deleteReaction(context: GitHubContext, params: Record<string, string>, kind: ReactionSubject['kind']): Reply {
  const subject = reactionSubject(context, params, kind);
  if (!subject) return notFound();
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  const reaction = context.store.reactions.get(Number(params.reaction_id));
  if (!reaction) return notFound();
  if (reaction.userId !== context.viewer!.id) return basicError(403, 'Must be the author of the reaction.');
  return context.store.removeReaction(subject, reaction.id) ? empty(204) : notFound();
}
