// The references of a team's nodes that commands act on, as tree nodes, tests and scripts hand them over: an
// organization, a team, a team's repository. Pure (test/unit/ui/pulls-targets.test.ts); the nodes are narrowed
// through ../pull/targets.ts like every node of the view. Resolving a reference is github-team-targets.ts.
import { hasFields, nodeData } from '../pull/targets';
import type { TeamNodeData } from './github-team-data';

export interface OrgRef {
  readonly hostId: string;
  readonly org: string;
}

export interface TeamRef extends OrgRef {
  readonly slug: string;
}

/** A repository a team has access to; `repository` is `owner/name`. */
export interface TeamRepositoryRef extends TeamRef {
  readonly repository: string;
}

/** The organization a team node sits in, or a reference given. */
export function orgRefOf(from: unknown): OrgRef | undefined {
  const data = nodeData<TeamNodeData>(from, 'teams');
  if (data) return data.at.kind === 'organizations' ? undefined : { hostId: data.hostId, org: data.at.org };
  return hasFields(from, { hostId: 'string', org: 'string' }) ? (from as OrgRef) : undefined;
}

/** The team a node stands for or sits under (a member, the repositories), or a reference given. */
export function teamRefOf(from: unknown): TeamRef | undefined {
  const data = nodeData<TeamNodeData>(from, 'teams');
  const at = data?.at;
  if (data && at?.kind === 'team') return { hostId: data.hostId, org: at.org, slug: at.shown.team.slug };
  if (data && at && 'team' in at) return { hostId: data.hostId, org: at.org, slug: at.team.slug };
  if (data) return undefined;
  return hasFields(from, { hostId: 'string', org: 'string', slug: 'string' }) ? (from as TeamRef) : undefined;
}

/** The team repository a node stands for, or a reference given. */
export function teamRepositoryRefOf(from: unknown): TeamRepositoryRef | undefined {
  const data = nodeData<TeamNodeData>(from, 'teams');
  if (data?.at.kind === 'repository')
    return { hostId: data.hostId, org: data.at.org, slug: data.at.team.slug, repository: data.at.fullName };
  if (data) return undefined;
  return hasFields(from, { hostId: 'string', org: 'string', slug: 'string', repository: 'string' })
    ? (from as TeamRepositoryRef)
    : undefined;
}
