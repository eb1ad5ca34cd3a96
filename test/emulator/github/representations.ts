// JSON shapes of the REST v3 resources, as GitHub serves them (checked against @octokit/openapi by the tests):
// summary (list) and detailed (get) pull requests, users, repositories, teams, comments, reactions, events...
import type {
  Account,
  Commit,
  GitHubEvent,
  Issue,
  IssueComment,
  Label,
  Milestone,
  PullFile,
  PullIssue,
  Reaction,
  Repo,
  ReviewComment,
  Team,
} from './store.js';
import { contentSizeLimit, gitBlobSha, wrappedBase64 } from './contents.js';
import { htmlToText, renderGfm } from './markdown-render.js';
import { GitHubStore, iso, isPull } from './store.js';

type Json = Record<string, unknown>;

/** Renders store records for one viewer (permissions and author associations depend on who asks). */
export class Representations {
  private readonly repositoryCache = new Map<number, Json>();

  constructor(
    private readonly store: GitHubStore,
    private readonly viewerId: number | undefined,
  ) {}

  private get api(): string {
    return this.store.apiUrl;
  }

  private get web(): string {
    return this.store.webUrl;
  }

  /** Adds `body_html` / `body_text` for the `html`, `text` and `full` media type params (raw is the default). */
  withBodyFormats(representation: Json, body: string | null, param: string | undefined, context?: Repo): Json {
    if (param !== 'html' && param !== 'text' && param !== 'full') return representation;
    const html = renderGfm(this.store, body ?? '', context);
    return {
      ...representation,
      ...(param !== 'text' ? { body_html: html } : {}),
      ...(param !== 'html' ? { body_text: htmlToText(html) } : {}),
    };
  }

  // ---- users and organizations ---------------------------------------------------------------------------------

  /** `simple-user`. */
  user(account: Account): Json {
    const api = `${this.api}/users/${account.login}`;
    return {
      login: account.login,
      id: account.id,
      node_id: this.store.nodeId(account.type, account.id),
      avatar_url: `${this.web}/avatars/u/${account.id}?v=4`,
      gravatar_id: '',
      url: api,
      html_url: `${this.web}/${account.login}`,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type: account.type,
      user_view_type: 'public',
      site_admin: account.siteAdmin,
    };
  }

  userById(id: number | null): Json | null {
    const account = id === null ? undefined : this.store.accounts.get(id);
    return account ? this.user(account) : null;
  }

  /** `private-user` (GET /user). */
  privateUser(account: Account): Json {
    const ownedPrivate = [...this.store.repos.values()].filter(
      (repo) => repo.ownerId === account.id && repo.private,
    ).length;
    const publicRepos = [...this.store.repos.values()].filter(
      (repo) => repo.ownerId === account.id && !repo.private,
    ).length;
    const followers = [...this.store.accounts.values()].filter((other) => other.following.includes(account.id)).length;
    return {
      ...this.user(account),
      user_view_type: 'private',
      name: account.name,
      company: account.company,
      blog: account.blog,
      location: account.location,
      email: account.email,
      notification_email: account.email,
      hireable: null,
      bio: account.bio,
      twitter_username: null,
      public_repos: publicRepos,
      public_gists: 0,
      followers,
      following: account.following.length,
      created_at: iso(account.createdAt),
      updated_at: iso(account.updatedAt),
      private_gists: 0,
      total_private_repos: ownedPrivate,
      owned_private_repos: ownedPrivate,
      disk_usage: 10_240,
      collaborators: 0,
      two_factor_authentication: true,
      plan: { name: 'pro', space: 976_562_499, private_repos: 9999, collaborators: 0 },
    };
  }

  /** `team-organization` (inside a detailed team). */
  organization(org: Account): Json {
    const api = `${this.api}/orgs/${org.login}`;
    return {
      login: org.login,
      id: org.id,
      node_id: this.store.nodeId('Organization', org.id),
      url: api,
      repos_url: `${api}/repos`,
      events_url: `${api}/events`,
      hooks_url: `${api}/hooks`,
      issues_url: `${api}/issues`,
      members_url: `${api}/members{/member}`,
      public_members_url: `${api}/public_members{/member}`,
      avatar_url: `${this.web}/avatars/u/${org.id}?v=4`,
      description: org.description ?? null,
      name: org.name,
      company: org.company ?? '',
      blog: org.blog || `${this.web}/${org.login}`,
      location: org.location,
      email: org.email ?? '',
      twitter_username: null,
      is_verified: false,
      has_organization_projects: true,
      has_repository_projects: true,
      public_repos: [...this.store.repos.values()].filter((repo) => repo.ownerId === org.id && !repo.private).length,
      public_gists: 0,
      followers: 0,
      following: 0,
      html_url: `${this.web}/${org.login}`,
      created_at: iso(org.createdAt),
      updated_at: iso(org.updatedAt),
      archived_at: null,
      type: 'Organization',
    };
  }

  // ---- repositories ------------------------------------------------------------------------------------------

  private repoUrls(repo: Repo): Json {
    const fullName = this.store.fullName(repo);
    const api = `${this.api}/repos/${fullName}`;
    const host = new URL(this.web).host;
    return {
      html_url: `${this.web}/${fullName}`,
      url: api,
      forks_url: `${api}/forks`,
      keys_url: `${api}/keys{/key_id}`,
      collaborators_url: `${api}/collaborators{/collaborator}`,
      teams_url: `${api}/teams`,
      hooks_url: `${api}/hooks`,
      issue_events_url: `${api}/issues/events{/number}`,
      events_url: `${api}/events`,
      assignees_url: `${api}/assignees{/user}`,
      branches_url: `${api}/branches{/branch}`,
      tags_url: `${api}/tags`,
      blobs_url: `${api}/git/blobs{/sha}`,
      git_tags_url: `${api}/git/tags{/sha}`,
      git_refs_url: `${api}/git/refs{/sha}`,
      trees_url: `${api}/git/trees{/sha}`,
      statuses_url: `${api}/statuses/{sha}`,
      languages_url: `${api}/languages`,
      stargazers_url: `${api}/stargazers`,
      contributors_url: `${api}/contributors`,
      subscribers_url: `${api}/subscribers`,
      subscription_url: `${api}/subscription`,
      commits_url: `${api}/commits{/sha}`,
      git_commits_url: `${api}/git/commits{/sha}`,
      comments_url: `${api}/comments{/number}`,
      issue_comment_url: `${api}/issues/comments{/number}`,
      contents_url: `${api}/contents/{+path}`,
      compare_url: `${api}/compare/{base}...{head}`,
      merges_url: `${api}/merges`,
      archive_url: `${api}/{archive_format}{/ref}`,
      downloads_url: `${api}/downloads`,
      issues_url: `${api}/issues{/number}`,
      pulls_url: `${api}/pulls{/number}`,
      milestones_url: `${api}/milestones{/number}`,
      notifications_url: `${api}/notifications{?since,all,participating}`,
      labels_url: `${api}/labels{/name}`,
      releases_url: `${api}/releases{/id}`,
      deployments_url: `${api}/deployments`,
      git_url: `git://${host}/${fullName}.git`,
      ssh_url: `git@${host}:${fullName}.git`,
      clone_url: `${this.web}/${fullName}.git`,
      svn_url: `${this.web}/${fullName}`,
      mirror_url: null,
    };
  }

  /** `minimal-repository`-compatible summary plus the counters and flags (`repository` as used in PR heads). */
  repository(repo: Repo): Json {
    // One instance serves one request: a page of 100 pull requests renders the same base repository 100 times.
    const cached = this.repositoryCache.get(repo.id);
    if (cached) return cached;
    const rendered = this.renderRepository(repo);
    this.repositoryCache.set(repo.id, rendered);
    return rendered;
  }

  private renderRepository(repo: Repo): Json {
    const owner = this.store.ownerOf(repo);
    const openIssues = this.store.issuesOfRepo(repo).filter((issue) => issue.state === 'open').length;
    const permission = this.store.permissionFor(repo, this.viewerId);
    const levels = ['pull', 'triage', 'push', 'maintain', 'admin'];
    const rank = (name: string): boolean => permission !== null && levels.indexOf(permission) >= levels.indexOf(name);
    return {
      id: repo.id,
      node_id: this.store.nodeId('Repository', repo.id),
      name: repo.name,
      full_name: this.store.fullName(repo),
      private: repo.private,
      owner: this.user(owner),
      description: repo.description,
      fork: repo.fork,
      ...this.repoUrls(repo),
      homepage: repo.homepage,
      language: repo.language,
      forks_count: repo.forksCount,
      stargazers_count: repo.stargazersCount,
      watchers_count: repo.stargazersCount,
      size: repo.size,
      default_branch: repo.defaultBranch,
      open_issues_count: openIssues,
      is_template: false,
      topics: repo.topics,
      has_issues: true,
      has_projects: true,
      has_wiki: !repo.private,
      has_pages: false,
      has_downloads: true,
      has_discussions: false,
      archived: repo.archived,
      disabled: false,
      visibility: repo.private ? 'private' : 'public',
      pushed_at: iso(repo.pushedAt),
      created_at: iso(repo.createdAt),
      updated_at: iso(repo.updatedAt),
      ...(permission
        ? {
            permissions: {
              admin: rank('admin'),
              maintain: rank('maintain'),
              push: rank('push'),
              triage: rank('triage'),
              pull: rank('pull'),
            },
          }
        : {}),
      allow_rebase_merge: repo.allowRebaseMerge,
      allow_squash_merge: repo.allowSquashMerge,
      allow_merge_commit: repo.allowMergeCommit,
      allow_auto_merge: false,
      delete_branch_on_merge: repo.deleteBranchOnMerge,
      allow_forking: true,
      web_commit_signoff_required: false,
      license: repo.license
        ? {
            key: repo.license.key,
            name: repo.license.name,
            spdx_id: repo.license.spdxId,
            url: `${this.api}/licenses/${repo.license.key}`,
            node_id: this.store.nodeId('Repository', `license:${repo.license.key}`),
          }
        : null,
      forks: repo.forksCount,
      open_issues: openIssues,
      watchers: repo.stargazersCount,
    };
  }

  /** `full-repository` (GET /repos/{owner}/{repo}). */
  fullRepository(repo: Repo): Json {
    const owner = this.store.ownerOf(repo);
    return {
      ...this.repository(repo),
      temp_clone_token: this.store.canWrite(repo, this.viewerId) ? '' : null,
      network_count: repo.forksCount,
      subscribers_count: repo.subscribersCount,
      ...(owner.type === 'Organization' ? { organization: this.user(owner) } : {}),
      security_and_analysis: null,
      // A repository's pull request settings, at GitHub's defaults (https://docs.github.com/rest/repos/repos#get-a-repository).
      allow_update_branch: false,
      use_squash_pr_title_as_default: false,
      squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
      squash_merge_commit_message: 'COMMIT_MESSAGES',
      merge_commit_title: 'MERGE_MESSAGE',
      merge_commit_message: 'PR_TITLE',
    };
  }

  /** `team-repository` (team repository check with the repository media type): permissions of the team. */
  teamRepository(repo: Repo, permission: string): Json {
    const levels = ['pull', 'triage', 'push', 'maintain', 'admin'];
    const rank = levels.indexOf(permission);
    const owner = this.store.ownerOf(repo);
    return {
      ...this.repository(repo),
      permissions: Object.fromEntries(levels.map((level) => [level, rank >= levels.indexOf(level)])),
      role_name: permission === 'pull' ? 'read' : permission === 'push' ? 'write' : permission,
      ...(owner.type === 'Organization' ? { organization: this.user(owner) } : {}),
    };
  }

  // ---- labels, milestones -------------------------------------------------------------------------------------

  label(label: Label): Json {
    const repo = this.store.repoById(label.repoId)!;
    return {
      id: label.id,
      node_id: this.store.nodeId('Label', label.id),
      url: `${this.api}/repos/${this.store.fullName(repo)}/labels/${encodeURIComponent(label.name)}`,
      name: label.name,
      color: label.color,
      default: label.default,
      description: label.description,
    };
  }

  milestone(milestone: Milestone): Json {
    const repo = this.store.repoById(milestone.repoId)!;
    const counts = this.store.milestoneCounts(milestone);
    const api = `${this.api}/repos/${this.store.fullName(repo)}/milestones/${milestone.number}`;
    return {
      url: api,
      html_url: `${this.web}/${this.store.fullName(repo)}/milestone/${milestone.number}`,
      labels_url: `${api}/labels`,
      id: milestone.id,
      node_id: this.store.nodeId('Milestone', milestone.id),
      number: milestone.number,
      state: milestone.state,
      title: milestone.title,
      description: milestone.description,
      creator: this.userById(milestone.creatorId),
      open_issues: counts.open,
      closed_issues: counts.closed,
      created_at: iso(milestone.createdAt),
      updated_at: iso(milestone.updatedAt),
      closed_at: milestone.closedAt === null ? null : iso(milestone.closedAt),
      due_on: milestone.dueOn === null ? null : iso(milestone.dueOn),
    };
  }

  // ---- pull requests ----------------------------------------------------------------------------------------------

  /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR or NONE, as GitHub computes it for a repository. */
  authorAssociation(repo: Repo, userId: number): string {
    if (repo.ownerId === userId) return 'OWNER';
    const owner = this.store.ownerOf(repo);
    if (this.store.isOrgMember(owner, userId)) return 'MEMBER';
    if (repo.collaborators.has(userId)) return 'COLLABORATOR';
    return 'NONE';
  }

  private pullUrls(
    repo: Repo,
    issue: PullIssue,
  ): { api: string; html: string; issueApi: string; statuses: string; reviewComment: string } {
    const fullName = this.store.fullName(repo);
    return {
      api: `${this.api}/repos/${fullName}/pulls/${issue.number}`,
      html: `${this.web}/${fullName}/pull/${issue.number}`,
      issueApi: `${this.api}/repos/${fullName}/issues/${issue.number}`,
      statuses: `${this.api}/repos/${fullName}/statuses/${issue.pull.head.sha}`,
      reviewComment: `${this.api}/repos/${fullName}/pulls/comments{/number}`,
    };
  }

  private branch(ref: PullIssue['pull']['head']): Json {
    const repo = this.store.repoById(ref.repoId)!;
    const owner = this.store.ownerOf(repo);
    return {
      label: `${owner.login}:${ref.ref}`,
      ref: ref.ref,
      sha: ref.sha,
      user: this.user(owner),
      repo: ref.repoDeleted ? null : this.repository(repo),
    };
  }

  /** `pull-request-simple` (list items). */
  pullSimple(issue: PullIssue): Json {
    const repo = this.store.repoById(issue.repoId)!;
    const urls = this.pullUrls(repo, issue);
    const pull = issue.pull;
    const assignees = issue.assigneeIds.map((id) => this.userById(id)).filter((user) => user !== null);
    const milestone = this.store.milestoneOf(issue);
    return {
      url: urls.api,
      id: pull.id,
      node_id: this.store.nodeId('PullRequest', pull.id),
      html_url: urls.html,
      diff_url: `${urls.html}.diff`,
      patch_url: `${urls.html}.patch`,
      issue_url: urls.issueApi,
      commits_url: `${urls.api}/commits`,
      review_comments_url: `${urls.api}/comments`,
      review_comment_url: urls.reviewComment,
      comments_url: `${urls.issueApi}/comments`,
      statuses_url: urls.statuses,
      number: issue.number,
      state: issue.state,
      locked: issue.locked,
      title: issue.title,
      user: this.userById(issue.userId),
      body: issue.body,
      labels: this.store.labelsOf(issue).map((label) => this.label(label)),
      milestone: milestone ? this.milestone(milestone) : null,
      active_lock_reason: issue.activeLockReason,
      created_at: iso(issue.createdAt),
      updated_at: iso(issue.updatedAt),
      closed_at: issue.closedAt === null ? null : iso(issue.closedAt),
      merged_at: pull.mergedAt === null ? null : iso(pull.mergedAt),
      merge_commit_sha: pull.mergeCommitSha,
      assignee: assignees[0] ?? null,
      assignees,
      requested_reviewers: pull.requestedReviewerIds.map((id) => this.userById(id)).filter((user) => user !== null),
      requested_teams: pull.requestedTeamIds
        .map((id) => this.store.teams.get(id))
        .filter((team): team is Team => team !== undefined)
        .map((team) => this.team(team)),
      head: this.branch(pull.head),
      base: this.branch(pull.base),
      _links: {
        self: { href: urls.api },
        html: { href: urls.html },
        issue: { href: urls.issueApi },
        comments: { href: `${urls.issueApi}/comments` },
        review_comments: { href: `${urls.api}/comments` },
        review_comment: { href: urls.reviewComment },
        commits: { href: `${urls.api}/commits` },
        statuses: { href: urls.statuses },
      },
      author_association: this.authorAssociation(repo, issue.userId),
      auto_merge: null,
      draft: pull.draft,
    };
  }

  /** `pull-request` (get, create, update); `mergeable` comes from the store's background computation. */
  pullFull(issue: PullIssue, mergeable: boolean | null): Json {
    const pull = issue.pull;
    const simple = this.pullSimple(issue);
    return {
      ...simple,
      requested_teams: pull.requestedTeamIds
        .map((id) => this.store.teams.get(id))
        .filter((team): team is Team => team !== undefined)
        .map((team) => this.teamSimple(team)),
      merged: pull.merged,
      mergeable,
      rebaseable: mergeable === null ? null : mergeable,
      mergeable_state: this.store.mergeableState(issue, mergeable),
      merged_by: this.userById(pull.mergedById),
      comments: this.store.commentsOf(issue).length,
      review_comments: this.store.reviewCommentsOf(issue).length,
      maintainer_can_modify: pull.maintainerCanModify,
      commits: pull.commits.length,
      additions: pull.files.reduce((sum, file) => sum + file.additions, 0),
      deletions: pull.files.reduce((sum, file) => sum + file.deletions, 0),
      changed_files: pull.files.length,
    };
  }

  /** `pull-request-minimal` (inside event payloads). */
  pullMinimal(issue: PullIssue): Json {
    const ref = (branch: PullIssue['pull']['head']): Json => {
      const repo = this.store.repoById(branch.repoId)!;
      return {
        ref: branch.ref,
        sha: branch.sha,
        repo: { id: repo.id, url: `${this.api}/repos/${this.store.fullName(repo)}`, name: repo.name },
      };
    };
    const repo = this.store.repoById(issue.repoId)!;
    return {
      id: issue.pull.id,
      number: issue.number,
      url: `${this.api}/repos/${this.store.fullName(repo)}/pulls/${issue.number}`,
      head: ref(issue.pull.head),
      base: ref(issue.pull.base),
    };
  }

  /** `commit` (pull request commit list). */
  commit(repo: Repo, commit: Commit): Json {
    const fullName = this.store.fullName(repo);
    const api = `${this.api}/repos/${fullName}`;
    const person = { name: commit.authorName, email: commit.authorEmail, date: iso(commit.date) };
    return {
      url: `${api}/commits/${commit.sha}`,
      sha: commit.sha,
      node_id: this.store.nodeId('Commit', `${repo.id}:${commit.sha}`),
      html_url: `${this.web}/${fullName}/commit/${commit.sha}`,
      comments_url: `${api}/commits/${commit.sha}/comments`,
      commit: {
        url: `${api}/git/commits/${commit.sha}`,
        author: person,
        committer: person,
        message: commit.message,
        tree: { url: `${api}/git/trees/${commit.treeSha}`, sha: commit.treeSha },
        comment_count: 0,
        verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
      },
      author: this.userById(commit.authorId),
      committer: this.userById(commit.committerId),
      parents: commit.parents.map((sha) => ({
        url: `${api}/commits/${sha}`,
        sha,
        html_url: `${this.web}/${fullName}/commit/${sha}`,
      })),
    };
  }

  /** `diff-entry` (pull request files). */
  file(repo: Repo, issue: PullIssue, file: PullFile): Json {
    return this.diffEntry(repo, issue.pull.head.sha, file);
  }

  /** `diff-entry`: a changed file, its URLs at `head` (a SHA or a ref as asked): pull request files, comparisons. */
  diffEntry(repo: Repo, head: string, file: PullFile): Json {
    const fullName = this.store.fullName(repo);
    const path = file.filename.split('/').map(encodeURIComponent).join('/');
    return {
      sha: file.sha,
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.additions + file.deletions,
      blob_url: `${this.web}/${fullName}/blob/${head}/${path}`,
      raw_url: `${this.web}/${fullName}/raw/${head}/${path}`,
      contents_url: `${this.api}/repos/${fullName}/contents/${path}?ref=${head}`,
      patch: file.patch,
      ...(file.previousFilename ? { previous_filename: file.previousFilename } : {}),
    };
  }

  /**
   * `content-file` (GET contents): base64 in lines of 60 characters; over 1 MiB, `encoding: "none"` and no content,
   * as GitHub answers. `ref` is the ref as asked (the default branch when none was), as GitHub repeats it in URLs.
   */
  contentFile(repo: Repo, path: string, ref: string, bytes: Buffer): Json {
    const fullName = this.store.fullName(repo);
    const escaped = path.split('/').map(encodeURIComponent).join('/');
    const sha = gitBlobSha(bytes);
    const url = `${this.api}/repos/${fullName}/contents/${escaped}?ref=${encodeURIComponent(ref)}`;
    const gitUrl = `${this.api}/repos/${fullName}/git/blobs/${sha}`;
    const htmlUrl = `${this.web}/${fullName}/blob/${ref}/${escaped}`;
    const tooLarge = bytes.length > contentSizeLimit;
    return {
      type: 'file',
      encoding: tooLarge ? 'none' : 'base64',
      size: bytes.length,
      name: path.split('/').pop()!,
      path,
      content: tooLarge ? '' : wrappedBase64(bytes),
      sha,
      url,
      git_url: gitUrl,
      html_url: htmlUrl,
      download_url: `${this.web}/${fullName}/raw/${ref}/${escaped}`,
      _links: { self: url, git: gitUrl, html: htmlUrl },
    };
  }

  /** `file-commit` (PUT contents): the file written and the commit that wrote it. */
  fileCommit(repo: Repo, path: string, branch: string, commit: Commit, bytes: Buffer): Json {
    const { content: _content, encoding: _encoding, ...file } = this.contentFile(repo, path, branch, bytes);
    const fullName = this.store.fullName(repo);
    const api = `${this.api}/repos/${fullName}`;
    const person = { name: commit.authorName, email: commit.authorEmail, date: iso(commit.date) };
    return {
      content: file,
      commit: {
        sha: commit.sha,
        node_id: this.store.nodeId('Commit', `${repo.id}:${commit.sha}`),
        url: `${api}/git/commits/${commit.sha}`,
        html_url: `${this.web}/${fullName}/commit/${commit.sha}`,
        author: person,
        committer: person,
        message: commit.message,
        tree: { url: `${api}/git/trees/${commit.treeSha}`, sha: commit.treeSha },
        parents: commit.parents.map((sha) => ({
          url: `${api}/git/commits/${sha}`,
          html_url: `${this.web}/${fullName}/commit/${sha}`,
          sha,
        })),
        verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
      },
    };
  }

  // ---- comments and reactions ----------------------------------------------------------------------------------

  /** `pull-request-review-comment`. */
  reviewComment(comment: ReviewComment): Json {
    const repo = this.store.repoById(comment.repoId)!;
    const issue = this.store.issues.get(comment.issueId)!;
    const fullName = this.store.fullName(repo);
    const url = `${this.api}/repos/${fullName}/pulls/comments/${comment.id}`;
    const html = `${this.web}/${fullName}/pull/${issue.number}#discussion_r${comment.id}`;
    const pullUrl = `${this.api}/repos/${fullName}/pulls/${issue.number}`;
    return {
      url,
      pull_request_review_id: comment.reviewId,
      id: comment.id,
      node_id: this.store.nodeId('PullRequestReviewComment', comment.id),
      diff_hunk: comment.diffHunk,
      path: comment.path,
      position: comment.position,
      original_position: comment.subjectType === 'file' ? null : comment.originalPosition,
      commit_id: comment.commitId,
      original_commit_id: comment.originalCommitId,
      ...(comment.inReplyToId !== null ? { in_reply_to_id: comment.inReplyToId } : {}),
      user: this.userById(comment.userId),
      body: comment.body,
      created_at: iso(comment.createdAt),
      updated_at: iso(comment.updatedAt),
      html_url: html,
      pull_request_url: pullUrl,
      author_association: this.authorAssociation(repo, comment.userId),
      _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
      reactions: this.reactionRollup({ kind: 'reviewComment', id: comment.id }, `${url}/reactions`),
      start_line: comment.startLine ?? null,
      original_start_line: comment.startLine ?? null,
      start_side: comment.startLine ? comment.side : null,
      line: comment.line,
      original_line: comment.subjectType === 'file' ? null : comment.originalLine,
      side: comment.side,
      subject_type: comment.subjectType ?? 'line',
    };
  }

  /** `issue-comment`. */
  issueComment(comment: IssueComment): Json {
    const repo = this.store.repoById(comment.repoId)!;
    const issue = this.store.issues.get(comment.issueId)!;
    const fullName = this.store.fullName(repo);
    const url = `${this.api}/repos/${fullName}/issues/comments/${comment.id}`;
    return {
      id: comment.id,
      node_id: this.store.nodeId('IssueComment', comment.id),
      url,
      html_url: `${this.web}/${fullName}/${isPull(issue) ? 'pull' : 'issues'}/${issue.number}#issuecomment-${comment.id}`,
      body: comment.body,
      user: this.userById(comment.userId),
      created_at: iso(comment.createdAt),
      updated_at: iso(comment.updatedAt),
      issue_url: `${this.api}/repos/${fullName}/issues/${issue.number}`,
      author_association: this.authorAssociation(repo, comment.userId),
      performed_via_github_app: null,
      reactions: this.reactionRollup({ kind: 'issueComment', id: comment.id }, `${url}/reactions`),
    };
  }

  reactionRollup(subject: Parameters<GitHubStore['reactionRollup']>[0], url: string): Json {
    return { url, ...this.store.reactionRollup(subject) };
  }

  /** `reaction`. */
  reaction(reaction: Reaction): Json {
    return {
      id: reaction.id,
      node_id: this.store.nodeId('Reaction', reaction.id),
      user: this.userById(reaction.userId),
      content: reaction.content,
      created_at: iso(reaction.createdAt),
    };
  }

  /** `issue` (inside IssuesEvent / IssueCommentEvent payloads). */
  issue(issue: Issue): Json {
    const repo = this.store.repoById(issue.repoId)!;
    const fullName = this.store.fullName(repo);
    const api = `${this.api}/repos/${fullName}/issues/${issue.number}`;
    const assignees = issue.assigneeIds.map((id) => this.userById(id)).filter((user) => user !== null);
    const milestone = this.store.milestoneOf(issue);
    return {
      id: issue.id,
      node_id: this.store.nodeId(isPull(issue) ? 'PullRequest' : 'Issue', isPull(issue) ? issue.pull.id : issue.id),
      url: api,
      repository_url: `${this.api}/repos/${fullName}`,
      labels_url: `${api}/labels{/name}`,
      comments_url: `${api}/comments`,
      events_url: `${api}/events`,
      html_url: `${this.web}/${fullName}/${isPull(issue) ? 'pull' : 'issues'}/${issue.number}`,
      number: issue.number,
      state: issue.state,
      state_reason: issue.stateReason,
      title: issue.title,
      body: issue.body,
      user: this.userById(issue.userId),
      labels: this.store.labelsOf(issue).map((label) => this.label(label)),
      assignee: assignees[0] ?? null,
      assignees,
      milestone: milestone ? this.milestone(milestone) : null,
      locked: issue.locked,
      active_lock_reason: issue.activeLockReason,
      comments: this.store.commentsOf(issue).length,
      ...(isPull(issue)
        ? {
            pull_request: {
              url: `${this.api}/repos/${fullName}/pulls/${issue.number}`,
              html_url: `${this.web}/${fullName}/pull/${issue.number}`,
              diff_url: `${this.web}/${fullName}/pull/${issue.number}.diff`,
              patch_url: `${this.web}/${fullName}/pull/${issue.number}.patch`,
              merged_at: issue.pull.mergedAt === null ? null : iso(issue.pull.mergedAt),
            },
            draft: issue.pull.draft,
          }
        : {}),
      closed_at: issue.closedAt === null ? null : iso(issue.closedAt),
      created_at: iso(issue.createdAt),
      updated_at: iso(issue.updatedAt),
      author_association: this.authorAssociation(repo, issue.userId),
      reactions: this.reactionRollup({ kind: 'issue', id: issue.id }, `${api}/reactions`),
      timeline_url: `${api}/timeline`,
      performed_via_github_app: null,
    };
  }

  // ---- teams ---------------------------------------------------------------------------------------------------

  private teamBase(team: Team): Json {
    const org = this.store.accounts.get(team.orgId)!;
    const api = `${this.api}/organizations/${org.id}/team/${team.id}`;
    return {
      id: team.id,
      node_id: this.store.nodeId('Team', team.id),
      url: api,
      html_url: `${this.web}/orgs/${org.login}/teams/${team.slug}`,
      name: team.name,
      slug: team.slug,
      description: team.description,
      privacy: team.privacy,
      notification_setting: 'notifications_enabled',
      permission: team.permission,
      members_url: `${api}/members{/member}`,
      repositories_url: `${api}/repos`,
      type: 'organization',
      organization_id: org.id,
    };
  }

  /** `team-simple` (a parent, or a requested team on a detailed PR). */
  teamSimple(team: Team): Json {
    return this.teamBase(team);
  }

  /** `team` (lists): the summary with its `parent`. */
  team(team: Team): Json {
    const parent = team.parentId === null ? undefined : this.store.teams.get(team.parentId);
    return { ...this.teamBase(team), parent: parent ? this.teamSimple(parent) : null };
  }

  /** `team-full` (get, create, update). */
  teamFull(team: Team): Json {
    const org = this.store.accounts.get(team.orgId)!;
    return {
      ...this.team(team),
      members_count: team.members.size,
      repos_count: team.repos.size,
      created_at: iso(team.createdAt),
      updated_at: iso(team.updatedAt),
      organization: this.organization(org),
    };
  }

  // ---- events --------------------------------------------------------------------------------------------------

  private actor(account: Account): Json {
    return {
      id: account.id,
      login: account.login,
      display_login: account.login,
      gravatar_id: '',
      url: `${this.api}/${account.type === 'Organization' ? 'orgs' : 'users'}/${account.login}`,
      avatar_url: `${this.web}/avatars/u/${account.id}?`,
    };
  }

  /** `event`: payloads follow GitHub's current (2025) event payload shapes. */
  event(event: GitHubEvent): Json {
    const repo = this.store.repoById(event.repoId)!;
    const org = event.orgId === null ? undefined : this.store.accounts.get(event.orgId);
    return {
      id: event.id,
      type: event.payload.type,
      actor: this.actor(this.store.accounts.get(event.actorId)!),
      repo: { id: repo.id, name: this.store.fullName(repo), url: `${this.api}/repos/${this.store.fullName(repo)}` },
      payload: this.eventPayload(event, repo),
      public: event.public,
      created_at: iso(event.createdAt),
      ...(org ? { org: this.actor(org) } : {}),
    };
  }

  private eventPayload(event: GitHubEvent, repo: Repo): Json {
    const payload = event.payload;
    switch (payload.type) {
      case 'PushEvent':
        return {
          repository_id: repo.id,
          push_id: payload.pushId,
          ref: payload.ref,
          head: payload.head,
          before: payload.before,
        };
      case 'CreateEvent':
        return {
          ref: payload.ref ?? repo.defaultBranch,
          ref_type: payload.refType,
          full_ref:
            payload.refType === 'tag' ? `refs/tags/${payload.ref}` : `refs/heads/${payload.ref ?? repo.defaultBranch}`,
          master_branch: repo.defaultBranch,
          description: payload.description,
          pusher_type: 'user',
        };
      case 'DeleteEvent':
        return {
          ref: payload.ref,
          ref_type: payload.refType,
          full_ref: payload.refType === 'tag' ? `refs/tags/${payload.ref}` : `refs/heads/${payload.ref}`,
          pusher_type: 'user',
        };
      case 'PullRequestEvent': {
        const issue = this.store.issues.get(payload.issueId) as PullIssue;
        return { action: payload.action, number: issue.number, pull_request: this.pullMinimal(issue) };
      }
      case 'IssuesEvent':
        return { action: payload.action, issue: this.issue(this.store.issues.get(payload.issueId)!) };
      case 'IssueCommentEvent': {
        const comment = this.store.issueComments.get(payload.commentId);
        const issue = this.store.issues.get(payload.issueId)!;
        return {
          action: payload.action,
          issue: this.issue(issue),
          comment: comment ? this.issueComment(comment) : this.deletedIssueComment(payload.commentId, issue),
        };
      }
      case 'PullRequestReviewCommentEvent': {
        const comment = this.store.reviewComments.get(payload.commentId);
        const issue = this.store.issues.get(payload.issueId) as PullIssue;
        return {
          action: payload.action,
          pull_request: this.pullMinimal(issue),
          comment: comment ? this.reviewComment(comment) : { id: payload.commentId },
        };
      }
      case 'WatchEvent':
        return { action: payload.action };
      case 'ForkEvent': {
        const fork = this.store.repoById(payload.forkRepoId)!;
        return { action: 'forked', forkee: this.repository(fork) };
      }
    }
  }

  /** An event can outlive its comment; GitHub keeps the snapshot, we keep the id and an empty body. */
  private deletedIssueComment(id: number, issue: Issue): Json {
    const repo = this.store.repoById(issue.repoId)!;
    const fullName = this.store.fullName(repo);
    return {
      id,
      node_id: this.store.nodeId('IssueComment', id),
      url: `${this.api}/repos/${fullName}/issues/comments/${id}`,
      html_url: `${this.web}/${fullName}/issues/${issue.number}#issuecomment-${id}`,
      issue_url: `${this.api}/repos/${fullName}/issues/${issue.number}`,
      user: null,
      body: '',
      created_at: iso(issue.updatedAt),
      updated_at: iso(issue.updatedAt),
      author_association: 'NONE',
    };
  }
}
