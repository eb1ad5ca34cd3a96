// What Merge… asks about before merging: failing or running checks on the head, and reviews the base branch
// requires that are missing or ask for changes (GitHub's `reviewDecision`,
// https://docs.github.com/graphql/reference/enums#pullrequestreviewdecision). One GraphQL query; when it fails,
// Merge… goes on without the question, and GitHub's own refusal (405) still explains what blocks it.
import type { PullStates } from '../../../core/github/pull-states';
import type { RepoRef } from '../../../core/github/types';
import type { Accounts, Host } from '../../accounts/index';
import { loadCore } from '../../base/core';
import { phrase, type Phrase } from '../../base/text';

/** The sentences of the question, most serious first; none when nothing stands in the way. */
export function mergeConcerns(states: Pick<PullStates, 'checks' | 'reviewDecision'>): Phrase[] {
  const concerns: Phrase[] = [];
  if (states.checks === 'failing') concerns.push(phrase('Some checks are failing.'));
  if (states.checks === 'pending') concerns.push(phrase('Some checks have not finished yet.'));
  if (states.reviewDecision === 'CHANGES_REQUESTED') concerns.push(phrase('A reviewer requested changes.'));
  if (states.reviewDecision === 'REVIEW_REQUIRED')
    concerns.push(phrase('The reviews the base branch requires are missing.'));
  return concerns;
}

/** The concerns about merging a pull request now, read from GitHub; none when they cannot be read. */
export async function readMergeConcerns(
  accounts: Accounts,
  host: Host,
  repo: RepoRef,
  number: number,
): Promise<Phrase[]> {
  try {
    const graphql = await accounts.requireGraphQLClient(host);
    const { states } = await loadCore().github.fetchPullStates(graphql, repo, [number]);
    const found = states.get(number);
    return found ? mergeConcerns(found) : [];
  } catch {
    return [];
  }
}
