// What the Pull Requests view's commands act on, as typed references that tree nodes, documents, tests and scripts
// all hand over: a repository, a pull request, a comment (an organization, a team and a team's repository are
// ../teams/github-team-refs.ts). Pure: the one way to narrow a node of the view (`nodeData`, for every concern's
// members) and to read a reference from whatever reached a command (test/unit/ui/pulls-targets.test.ts). Resolving
// a reference (fetching it, or asking from the palette) is pick-targets.ts.
import type { IssueComment } from '../../../core/github/types';
import type { PullNodeData } from './data';

/** GitHub's comment ids (the schema allows integers beyond a double's). */
export type CommentId = IssueComment['id'];

export interface RepositoryRef {
  readonly hostId: string;
  readonly owner: string;
  readonly repo: string;
}

export interface PullRef extends RepositoryRef {
  readonly number: number;
  /** The head commit the user saw (a description page hands it): Merge and Update Branch are refused if it moved. */
  readonly headSha?: string;
}

export type CommentKind = 'issueComment' | 'reviewComment';

/** A comment of a pull request's conversation (`issueComment`) or on its diff (`reviewComment`). */
export interface CommentRef extends RepositoryRef {
  readonly number: number;
  readonly kind: CommentKind;
  readonly commentId: CommentId;
}

/**
 * The data of a node of the view, if `from` is one of the given types: the one way a command narrows a node. A
 * pull request's own members by default; a concern names its own (`nodeData<TeamNodeData>(from, 'teams')`, or
 * `nodeData<ChecksNodeData, 'checkRun'>(from, 'checkRun')` for one member of several).
 */
export function nodeData<
  Data extends { readonly type: string } = PullNodeData,
  Type extends Data['type'] = Data['type'],
>(from: unknown, ...types: Type[]): (Data & { type: Type }) | undefined {
  const node = from as { kind?: unknown; data?: { type?: unknown } } | undefined;
  if (
    typeof node !== 'object' ||
    node === null ||
    node.kind !== 'item' ||
    typeof node.data !== 'object' ||
    node.data === null
  )
    return undefined;
  return (types as unknown[]).includes(node.data.type) ? (node.data as Data & { type: Type }) : undefined;
}

/** Whether `value` is an object with these fields of these types: how a typed reference given is recognised. */
export const hasFields = (value: unknown, fields: Record<string, 'string' | 'number'>): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(fields).every(([name, type]) => typeof (value as Record<string, unknown>)[name] === type);

const repositoryFields = { hostId: 'string', owner: 'string', repo: 'string' } as const;

/** Only the fields that name the thing: what the command pipeline runs once per. */
const pullName = ({ hostId, owner, repo, number }: PullRef): PullRef => ({ hostId, owner, repo, number });

/** The repository a node sits in (any node but a team's), or a reference given. */
export function repositoryRefOf(from: unknown): RepositoryRef | undefined {
  const data = nodeData(
    from,
    'repo',
    'group',
    'pull',
    'part',
    'file',
    'commit',
    'thread',
    'reviewComment',
    'issueComment',
    'searchPull',
  );
  if (data) return { hostId: data.hostId, owner: data.repo.owner, repo: data.repo.repo };
  return hasFields(from, repositoryFields) ? (from as RepositoryRef) : undefined;
}

/** The pull request a node stands for (with the head it showed), or a reference given. */
export function pullRefOf(from: unknown): PullRef | undefined {
  const data = nodeData(from, 'pull');
  if (data)
    return {
      hostId: data.hostId,
      owner: data.repo.owner,
      repo: data.repo.repo,
      number: data.pull.number,
      headSha: data.pull.head.sha,
    };
  const found = nodeData(from, 'searchPull'); // a search result carries no head: commands fetch the pull request
  if (found) return { hostId: found.hostId, owner: found.repo.owner, repo: found.repo.repo, number: found.number };
  return hasFields(from, { ...repositoryFields, number: 'number' }) ? (from as PullRef) : undefined;
}

/** What a pull request command's run is keyed by: the pull request, whatever it came as. */
export function pullNamed(from: unknown): PullRef | undefined {
  const ref = pullRefOf(from);
  return ref && pullName(ref);
}

/** The comment a node stands for, or a reference given. */
export function commentRefOf(from: unknown): CommentRef | undefined {
  const data = nodeData(from, 'issueComment', 'reviewComment');
  if (data)
    return {
      hostId: data.hostId,
      owner: data.repo.owner,
      repo: data.repo.repo,
      number: data.number,
      kind: data.type,
      commentId: data.comment.id,
    };
  const ref = from as Partial<CommentRef> | undefined;
  return hasFields(from, { ...repositoryFields, number: 'number', commentId: 'number' }) &&
    (ref?.kind === 'issueComment' || ref?.kind === 'reviewComment')
    ? (from as CommentRef)
    : undefined;
}
