// The people, labels and state of an issue or pull request, kept in the shared store: who may be asked to review
// or be assigned (the repository's collaborators), requested reviewers (users and teams), labels, assignees,
// milestone and the draft flag. REST routes (routes/people.ts) and GraphQL mutations share these functions.
import type { Account, Issue, Label, PullIssue, Repo, RepoPermission, Team } from './model.js';
import type { GitHubStore } from './store.js';

/** GitHub's role names for the permissions (https://docs.github.com/en/rest/collaborators/collaborators). */
export const roleNames: Record<RepoPermission, string> = {
  pull: 'read',
  triage: 'triage',
  push: 'write',
  maintain: 'maintain',
  admin: 'admin',
};

/**
 * The users with access of their own to a repository: its owner, the owning organization's owners, direct
 * collaborators and members of teams given the repository (`affiliation=all`). Sorted by id, as GitHub lists them.
 */
export function collaboratorsOf(store: GitHubStore, repo: Repo): Array<{ user: Account; permission: RepoPermission }> {
  const ids = new Set<number>();
  const owner = store.ownerOf(repo);
  if (owner.type === 'User') ids.add(owner.id);
  for (const [id, role] of owner.orgMembers ?? []) if (role === 'admin') ids.add(id);
  for (const id of repo.collaborators.keys()) ids.add(id);
  for (const team of store.teams.values()) {
    if (team.orgId !== owner.id || !store.teamRepoPermission(team, repo.id)) continue;
    for (const id of teamMemberIds(store, team)) ids.add(id);
  }
  return [...ids]
    .flatMap((id) => {
      const user = store.accounts.get(id);
      const permission = user ? store.permissionFor(repo, id) : null;
      return user && permission ? [{ user, permission }] : [];
    })
    .sort((a, b) => a.user.id - b.user.id);
}

function teamMemberIds(store: GitHubStore, team: Team): number[] {
  return [...team.members.keys(), ...store.childTeams(team).flatMap((child) => teamMemberIds(store, child))];
}

export function isCollaborator(store: GitHubStore, repo: Repo, userId: number): boolean {
  return collaboratorsOf(store, repo).some(({ user }) => user.id === userId);
}

/** Labels, assignees, milestones and review requests need triage access (https://docs.github.com/en/organizations/managing-user-access-to-your-organizations-repositories/managing-repository-roles/repository-roles-for-an-organization). */
export function canTriage(store: GitHubStore, repo: Repo, userId: number | undefined): boolean {
  const permission = store.permissionFor(repo, userId);
  return permission !== null && permission !== 'pull';
}

// ---- review requests ---------------------------------------------------------------------------------------------

export function requestReviewers(
  store: GitHubStore,
  issue: PullIssue,
  userIds: number[],
  teamIds: number[],
  actorId?: number,
): void {
  const pull = issue.pull;
  store.notifications.reviewRequested(
    issue,
    userIds.filter((id) => !pull.requestedReviewerIds.includes(id)),
    actorId,
  );
  for (const id of userIds) if (!pull.requestedReviewerIds.includes(id)) pull.requestedReviewerIds.push(id);
  for (const id of teamIds) if (!pull.requestedTeamIds.includes(id)) pull.requestedTeamIds.push(id);
  issue.updatedAt = store.now();
}

export function removeRequestedReviewers(
  store: GitHubStore,
  issue: PullIssue,
  userIds: number[],
  teamIds: number[],
): void {
  const pull = issue.pull;
  pull.requestedReviewerIds = pull.requestedReviewerIds.filter((id) => !userIds.includes(id));
  pull.requestedTeamIds = pull.requestedTeamIds.filter((id) => !teamIds.includes(id));
  issue.updatedAt = store.now();
}

// ---- labels ------------------------------------------------------------------------------------------------------

/** A repository label by name; adding an unknown name creates it, as GitHub does (grey, no description). */
export function labelNamed(store: GitHubStore, repo: Repo, name: string): Label {
  const existing = store.labelByName(repo, name);
  if (existing) return existing;
  const id = store.nextId('label', 208_000_000);
  const label: Label = { id, repoId: repo.id, name, color: 'ededed', description: null, default: false };
  store.labels.set(id, label);
  return label;
}

export function addLabels(store: GitHubStore, issue: Issue, labels: Label[]): void {
  for (const label of labels) if (!issue.labelIds.includes(label.id)) issue.labelIds.push(label.id);
  issue.updatedAt = store.now();
}

export function setLabels(store: GitHubStore, issue: Issue, labels: Label[]): void {
  issue.labelIds = [...new Set(labels.map((label) => label.id))];
  issue.updatedAt = store.now();
}

/** Removes one label from the issue; false when the issue does not carry it. */
export function removeLabel(store: GitHubStore, issue: Issue, label: Label): boolean {
  if (!issue.labelIds.includes(label.id)) return false;
  issue.labelIds = issue.labelIds.filter((id) => id !== label.id);
  issue.updatedAt = store.now();
  return true;
}

// ---- assignees and milestone -------------------------------------------------------------------------------------

/** GitHub's limit of assignees per issue (https://docs.github.com/en/issues/tracking-your-work-with-issues/assigning-issues-and-pull-requests-to-other-github-users). */
export const maxAssignees = 10;

export function addAssignees(store: GitHubStore, issue: Issue, userIds: number[]): void {
  for (const id of userIds)
    if (!issue.assigneeIds.includes(id) && issue.assigneeIds.length < maxAssignees) issue.assigneeIds.push(id);
  issue.updatedAt = store.now();
}

export function removeAssignees(store: GitHubStore, issue: Issue, userIds: number[]): void {
  issue.assigneeIds = issue.assigneeIds.filter((id) => !userIds.includes(id));
  issue.updatedAt = store.now();
}

export function setMilestone(store: GitHubStore, issue: Issue, milestoneId: number | null): void {
  issue.milestoneId = milestoneId;
  issue.updatedAt = store.now();
}

// ---- draft -------------------------------------------------------------------------------------------------------

/** GraphQL's markPullRequestReadyForReview / convertPullRequestToDraft (REST has no route for it). */
export function setDraft(store: GitHubStore, issue: PullIssue, draft: boolean): void {
  if (issue.pull.draft === draft) return;
  issue.pull.draft = draft;
  issue.updatedAt = store.now();
}

/** The author and anyone who can push may change the draft state. */
export function mayChangeDraft(store: GitHubStore, issue: PullIssue, userId: number): boolean {
  return issue.userId === userId || store.canWrite(store.repoById(issue.repoId)!, userId);
}
