// What a REST route handler gets: the request, the viewer, the store and the renderers, plus access helpers.
import type { ServiceRequest } from '../http.js';
import { basicError, parseJsonObject, type BodyResult, type MediaType, type Reply } from './http-conventions.js';
import type { Representations } from './representations.js';
import type { Account, GitHubStore, PullIssue, Repo } from './store.js';

export interface GitHubContext {
  readonly request: ServiceRequest;
  readonly store: GitHubStore;
  /** The authenticated user, or undefined for anonymous requests. */
  readonly viewer: Account | undefined;
  readonly rep: Representations;
  readonly media: MediaType;
  readonly requestId: string;
}

export type RouteHandler = (context: GitHubContext, params: Record<string, string>) => Reply | Promise<Reply>;

/** Where route modules register their handlers (`:param` segments, like the shared Router; a last `*param` takes the rest of the path). */
export interface RouteTable {
  on(method: string, path: string, handler: RouteHandler): void;
}

export function jsonBody(context: GitHubContext): BodyResult {
  return parseJsonObject(context.request);
}

/** A repository the viewer may read (private repositories look missing to others: 404, never 403). */
export function readableRepo(context: GitHubContext, params: Record<string, string>): Repo | undefined {
  const repo = context.store.repo(params.owner ?? '', params.repo ?? '');
  return repo && context.store.canRead(repo, context.viewer?.id) ? repo : undefined;
}

export function readablePull(
  context: GitHubContext,
  params: Record<string, string>,
): { repo: Repo; issue: PullIssue } | undefined {
  const repo = readableRepo(context, params);
  const number = Number(params.pull_number);
  const issue = repo && Number.isInteger(number) ? context.store.pull(repo, number) : undefined;
  return repo && issue ? { repo, issue } : undefined;
}

/** 401 for anonymous writers; undefined when a user is signed in. */
export function requireUser(context: GitHubContext): Reply | undefined {
  return context.viewer ? undefined : basicError(401, 'Requires authentication', 'https://docs.github.com/rest');
}

/** 403 unless the viewer can push (merge, update branch, edit others' pull requests). */
export function requirePush(context: GitHubContext, repo: Repo): Reply | undefined {
  const unauthenticated = requireUser(context);
  if (unauthenticated) return unauthenticated;
  return context.store.canWrite(repo, context.viewer!.id)
    ? undefined
    : basicError(403, 'Must have push access to repository');
}

/** Reads an optional string field; `invalid` marks a present field of the wrong type. */
export function stringField(body: Record<string, unknown>, name: string): { value?: string; invalid: boolean } {
  const value = body[name];
  if (value === undefined || value === null) return { invalid: false };
  return typeof value === 'string' ? { value, invalid: false } : { invalid: true };
}
