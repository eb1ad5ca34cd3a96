// What a refusal about teams means, in the organization's own terms. GitHub answers a broken team rule with a 422
// whose `errors[]` names the field (https://docs.github.com/en/rest/teams/teams#create-a-team: "Nested teams"
// must be visible; https://docs.github.com/en/rest/teams/teams#add-or-update-team-repository-permissions: the
// repository must belong to the organization or be a direct fork of one of its repositories). The generic
// sentence ("did not accept what was sent") does not say which rule; these do. Pure: tested under node:test.
import type { ErrorDescription } from '../../base/errors';
import { phrase, type Phrase } from '../../base/text';

interface RefusalShape {
  status?: number;
  errors?: ReadonlyArray<{ field?: string; code?: string }>;
}

export interface RefusalFacts {
  readonly org: string;
  /** The team's name as sent (create, edit). */
  readonly name?: string;
  /** `owner/name` of the repository being added. */
  readonly repository?: string;
}

function fieldError(error: RefusalShape, field: string): { code?: string } | undefined {
  return error.errors?.find((detail) => detail.field === field);
}

/** The rule the service applied, or undefined when the refusal is not about a team rule (the presenter says it). */
export function teamRefusal(error: unknown, facts: RefusalFacts): Phrase | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const shape = error as RefusalShape;
  if (shape.status === 403)
    return phrase(
      'Only owners of {0} and maintainers of this team can change it, with a token that has the admin:org scope (403).',
      facts.org,
    );
  if (shape.status !== 422) return undefined;
  if (fieldError(shape, 'privacy'))
    return phrase(
      'A secret team cannot be a parent team or have one (422): only visible teams nest. Make both teams visible, ' +
        'or choose no parent.',
    );
  if (fieldError(shape, 'repository') || fieldError(shape, 'repo_names')) {
    return phrase(
      '{0} does not belong to {1} (422): a team can only get repositories of its own organization, or direct ' +
        'forks of them.',
      facts.repository ?? '',
      facts.org,
    );
  }
  if (fieldError(shape, 'name')?.code === 'already_exists')
    return phrase('{0} already has a team named “{1}” (422). Choose another name.', facts.org, facts.name ?? '');
  if (fieldError(shape, 'parent_team_id'))
    return phrase(
      'That parent cannot be used (422): a team cannot be placed under itself or one of its own child teams.',
    );
  return undefined;
}

/** Why an organization's teams cannot be listed, said in place of them; undefined for a failure worth a retry. */
export function teamsUnreadable(org: string, description: ErrorDescription): Phrase | undefined {
  if (description.reason === 'forbidden')
    return phrase(
      'The teams of {0} cannot be read (403): only its members see them, and the token needs the read:org scope.',
      org,
    );
  if (description.reason === 'notFound')
    return phrase('{0} is not an organization you can see (404), so its teams cannot be listed.', org);
  return undefined;
}
