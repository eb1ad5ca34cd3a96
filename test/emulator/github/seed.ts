// The deterministic GitHub data set: users, an organization with nested teams, repositories (one renamed, some
// private, a fork), 1,000+ pull requests with commits, files (real unified diffs), review threads, conversation
// comments, reactions, labels and milestones, and 500 events over every feed. Same seed, same data; fast (< 300 ms).
import { fakeSha, GitHubStore, lineAtPosition } from './store.js';
import { seedChecks } from './check-seed.js';
import { seedNotifications } from './notification-seed.js';
import type {
  Account,
  Commit,
  Issue,
  PullFile,
  PullIssue,
  ReactionContent,
  Repo,
  RepoPermission,
  Team,
} from './store.js';
import { reactionContents } from './model.js';
import { addedFilePath, filePool, linesFor, trunkLines } from './contents.js';

/** Seeded timestamps end here (activity is spread over the year before). */
export const seedAnchor = Date.UTC(2025, 5, 1, 9, 0, 0);
const day = 24 * 3600 * 1000;

/** Counts the big repository is built with (exported for tests). */
export const bigRepoShape = { owner: 'devdesk-org', name: 'monorepo', pulls: 1050 } as const;
/** The token user's login. */
export const viewerLogin = 'mona';

export interface SeededGitHub {
  store: GitHubStore;
  /** The token of `viewerLogin`. */
  token: string;
}

type Random = () => number;

function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const people: Array<[login: string, name: string, location: string | null]> = [
  ['mona', 'Mona Lisa Octocat', 'San Francisco'],
  ['hubot', 'Hubot', null],
  ['octocat', 'The Octocat', 'San Francisco'],
  ['tanaka-taro', '田中 太郎', 'Tokyo'],
  ['sato-hanako', '佐藤 花子', 'Osaka'],
  ['linus-dev', 'Linus Dev', 'Helsinki'],
  ['grace-h', 'Grace Hopper', 'Arlington'],
  ['ada-l', 'Ada Lovelace', 'London'],
  ['ken-t', 'Ken Thompson', null],
  ['outsider', 'Out Sider', null],
];

const verbs = ['Add', 'Fix', 'Refactor', 'Improve', 'Remove', 'Document', 'Speed up', 'Simplify', 'Test', 'Rename'];
const subjects = [
  'pagination helper',
  'rate-limit handling',
  'ETag cache',
  'tree view refresh',
  'markdown preview',
  'GraphQL completion',
  'token storage',
  'event polling',
  'merge dialog',
  'review comment threads',
  'diff rendering',
  'settings migration',
  'status bar item',
  'retry policy',
  'l10n strings',
];
const japaneseTitles = [
  'プレビューのスクロール同期を修正',
  'イベント一覧の未読バッジを追加',
  'レート制限の警告文を改善',
  'チーム設定の説明を更新',
];
const commentTexts = [
  'Looks good to me :+1:',
  'Could we add a test for the empty case?',
  'Nit: this name could be clearer.',
  'I think this breaks paging when `per_page` is 100.',
  'Thanks! Merging once CI is green.',
  'ここはキャッシュを使った方が良さそうです。',
  'Can you rebase on main? There is a conflict in `src/core/http/client.ts`.',
  'Nice catch, @hubot had the same issue last week.',
];

/**
 * One realistic hunk for a file, written from the trunk (contents.ts) so that the file's contents at the base and
 * head commits differ by exactly this patch: a modified file's context and `-` lines are the trunk's lines at the
 * hunk, a removed file loses every trunk line, an added file gets a path the trunk does not have. The random draws
 * are the same whatever the text, so the rest of the data set does not depend on the trunk.
 */
function makeFile(random: Random, filename: string, salt: string): PullFile {
  const pool = linesFor(filename);
  const roll = random();
  const status: PullFile['status'] = roll < 0.12 ? 'added' : roll < 0.16 ? 'removed' : 'modified';
  const take = (count: number): string[] => Array.from({ length: count }, () => pick(random, pool));
  let patch: string;
  let path = filename;
  let additions = 0;
  let deletions = 0;
  if (status === 'added') {
    const added = take(int(random, 2, 8));
    path = addedFilePath(filename, salt);
    additions = added.length;
    patch = [`@@ -0,0 +1,${added.length} @@`, ...added.map((line) => `+${line}`)].join('\n');
  } else if (status === 'removed') {
    take(int(random, 2, 6));
    const removed = trunkLines(filename)!;
    deletions = removed.length;
    patch = [`@@ -1,${removed.length} +0,0 @@`, ...removed.map((line) => `-${line}`)].join('\n');
  } else {
    const trunk = trunkLines(filename)!;
    const start = int(random, 1, 180);
    take(3);
    const removedCount = take(int(random, 0, 3)).length;
    const added = take(int(random, 1, 5));
    take(3);
    const before = trunk.slice(start - 1, start + 2);
    const removed = trunk.slice(start + 2, start + 2 + removedCount);
    const after = trunk.slice(start + 2 + removedCount, start + 5 + removedCount);
    deletions = removed.length;
    additions = added.length;
    const oldCount = before.length + removed.length + after.length;
    const newCount = before.length + added.length + after.length;
    const section = filename.endsWith('.ts') ? ' export class Client {' : '';
    patch = [
      `@@ -${start},${oldCount} +${start},${newCount} @@${section}`,
      ...before.map((line) => ` ${line}`),
      ...removed.map((line) => `-${line}`),
      ...added.map((line) => `+${line}`),
      ...after.map((line) => ` ${line}`),
    ].join('\n');
  }
  return { sha: fakeSha(`blob:${filename}:${salt}`), filename: path, status, additions, deletions, patch };
}

function account(
  id: number,
  login: string,
  name: string | null,
  type: Account['type'],
  createdAt: number,
  location: string | null = null,
): Account {
  return {
    id,
    login,
    type,
    name,
    email: type === 'User' ? `${login}@example.com` : null,
    bio: null,
    company: null,
    location,
    blog: '',
    siteAdmin: false,
    createdAt,
    updatedAt: createdAt + 30 * day,
    following: [],
    watching: [],
  };
}

interface RepoSpec {
  owner: Account;
  name: string;
  description: string;
  private?: boolean;
  fork?: boolean;
  language?: string;
  topics?: string[];
}

function makeRepo(store: GitHubStore, random: Random, spec: RepoSpec): Repo {
  const createdAt = seedAnchor - int(random, 400, 1500) * day;
  const main = fakeSha(`${spec.owner.login}/${spec.name}:main`);
  return store.addRepo({
    id: store.nextId('repo', 600_000_000 + int(random, 0, 50)),
    ownerId: spec.owner.id,
    name: spec.name,
    description: spec.description,
    homepage: null,
    private: spec.private ?? false,
    fork: spec.fork ?? false,
    language: spec.language ?? 'TypeScript',
    topics: spec.topics ?? [],
    license: spec.private ? null : { key: 'mit', name: 'MIT License', spdxId: 'MIT' },
    defaultBranch: 'main',
    branches: new Map([
      ['main', main],
      ['develop', fakeSha(`${spec.name}:develop`)],
      ['release/1.x', fakeSha(`${spec.name}:release`)],
    ]),
    collaborators: new Map(),
    stargazersCount: int(random, 0, 4000),
    forksCount: int(random, 0, 300),
    subscribersCount: int(random, 1, 120),
    size: int(random, 100, 90_000),
    archived: false,
    allowMergeCommit: true,
    allowSquashMerge: true,
    allowRebaseMerge: true,
    deleteBranchOnMerge: false,
    createdAt,
    updatedAt: seedAnchor - int(random, 0, 20) * day,
    pushedAt: seedAnchor - int(random, 0, 5) * day,
    nextNumber: 1,
  });
}

const labelSpecs: Array<[string, string, string]> = [
  ['bug', 'd73a4a', "Something isn't working"],
  ['enhancement', 'a2eeef', 'New feature or request'],
  ['documentation', '0075ca', 'Improvements or additions to documentation'],
  ['good first issue', '7057ff', 'Good for newcomers'],
  ['needs review', 'fbca04', 'Waiting for a reviewer'],
  ['performance', 'f9d0c4', 'Faster, smaller, lighter'],
];

/** The viewer's token in the data set of `seed`: known before the data is built (the emulator's info names it). */
export function viewerToken(seed: number): string {
  return `ghp_${fakeSha(`viewer-token:${seed}`).slice(0, 36)}`;
}

/** Seeds everything; the viewer (`mona`) gets `token`. */
export function createSeededStore(options: { seed: number; baseUrl: string; webUrl: string }): SeededGitHub {
  const random = mulberry32(options.seed * 7919 + 17);
  const store = new GitHubStore(options.baseUrl, options.webUrl);

  const users = people.map(([login, name, location], index) =>
    store.addAccount(
      account(
        1_000 + index * 37 + int(random, 0, 30),
        login,
        name,
        'User',
        seedAnchor - int(random, 800, 3000) * day,
        location,
      ),
    ),
  );
  const byLogin = (login: string): Account => store.account(login)!;
  const viewer = byLogin(viewerLogin);
  const org = store.addAccount({
    ...account(9_900_001, 'devdesk-org', 'DevDesk Org', 'Organization', seedAnchor - 900 * day, 'Earth'),
    description: 'Builders of DevDesk',
    company: 'DevDesk',
    email: 'hello@devdesk.example',
    blog: 'https://devdesk.example',
    orgMembers: new Map(),
  });
  const otherOrg = store.addAccount({
    ...account(9_900_002, 'acme-corp', 'ACME Corp', 'Organization', seedAnchor - 1200 * day),
    description: 'Widgets since 1949',
    company: 'ACME',
    email: 'info@acme.example',
    blog: 'https://acme.example',
    orgMembers: new Map(),
  });
  for (const login of ['mona', 'hubot']) org.orgMembers!.set(byLogin(login).id, 'admin');
  for (const login of ['octocat', 'tanaka-taro', 'sato-hanako', 'linus-dev', 'grace-h', 'ada-l', 'ken-t'])
    org.orgMembers!.set(byLogin(login).id, 'member');
  otherOrg.orgMembers!.set(byLogin('outsider').id, 'admin');
  otherOrg.orgMembers!.set(byLogin('octocat').id, 'member');

  const monorepo = makeRepo(store, random, {
    owner: org,
    name: bigRepoShape.name,
    description: 'DevDesk: articles and pull requests in your editor',
    topics: ['vscode', 'github', 'markdown'],
  });
  const docs = makeRepo(store, random, {
    owner: org,
    name: 'docs-site',
    description: 'Documentation website',
    language: 'Markdown',
  });
  const toolbox = makeRepo(store, random, {
    owner: org,
    name: 'old-tools',
    description: 'Release and CI tooling',
    language: 'Shell',
  });
  store.renameRepo(toolbox, 'toolbox');
  const secret = makeRepo(store, random, {
    owner: org,
    name: 'secret-plans',
    description: 'Roadmap (private)',
    private: true,
  });
  const dotfiles = makeRepo(store, random, {
    owner: viewer,
    name: 'dotfiles',
    description: "Mona's dotfiles",
    language: 'Shell',
  });
  const lab = makeRepo(store, random, {
    owner: byLogin('hubot'),
    name: 'private-lab',
    description: 'Experiments',
    private: true,
  });
  const widgets = makeRepo(store, random, {
    owner: otherOrg,
    name: 'widgets',
    description: 'Widget library',
    language: 'Go',
  });
  const vault = makeRepo(store, random, {
    owner: otherOrg,
    name: 'vault',
    description: 'Secrets (private)',
    private: true,
    language: 'Go',
  });
  const fork = makeRepo(store, random, {
    owner: byLogin('linus-dev'),
    name: bigRepoShape.name,
    description: 'Fork of devdesk-org/monorepo',
    fork: true,
  });
  lab.collaborators.set(byLogin('octocat').id, 'push');
  monorepo.collaborators.set(byLogin('outsider').id, 'triage');
  for (const branch of [
    'feature/ready-1',
    'feature/ready-2',
    'feature/ready-3',
    'feature/ready-4',
    'feature/ready-5',
  ]) {
    monorepo.branches.set(branch, fakeSha(`monorepo:${branch}`));
    docs.branches.set(branch, fakeSha(`docs:${branch}`));
  }

  for (const repo of [monorepo, docs, toolbox, secret, dotfiles, lab, widgets, vault, fork]) {
    labelSpecs.forEach(([name, color, description], index) => {
      const id = store.nextId('label', 208_000_000);
      store.labels.set(id, { id, repoId: repo.id, name, color, description, default: index < 3 });
    });
  }

  seedTeams(store, random, org, { monorepo, docs, secret, toolbox });

  const milestones = [monorepo, docs].flatMap((repo) =>
    ['v1.0', 'v1.1', 'v2.0'].map((title, index) => {
      const id = store.nextId('milestone', 5_000_000);
      const createdAt = seedAnchor - (300 - index * 90) * day;
      const milestone = {
        id,
        repoId: repo.id,
        number: index + 1,
        title,
        description: `Release ${title}`,
        state: index === 0 ? ('closed' as const) : ('open' as const),
        creatorId: viewer.id,
        dueOn: createdAt + 120 * day,
        createdAt,
        updatedAt: createdAt + 10 * day,
        closedAt: index === 0 ? createdAt + 110 * day : null,
      };
      store.milestones.set(id, milestone);
      return milestone;
    }),
  );

  const pullCounts = new Map<Repo, number>([
    [monorepo, bigRepoShape.pulls],
    [docs, 25],
    [toolbox, 8],
    [secret, 6],
    [dotfiles, 5],
    [lab, 3],
    [widgets, 6],
    [vault, 2],
  ]);
  for (const [repo, count] of pullCounts)
    seedPulls(
      store,
      random,
      repo,
      count,
      users,
      milestones.filter((m) => m.repoId === repo.id),
      fork,
    );

  makeGiantPull(store, monorepo);
  moveBaseOn(store, docs);

  viewer.following.push(byLogin('hubot').id, byLogin('octocat').id, byLogin('tanaka-taro').id);
  viewer.watching.push(monorepo.id, docs.id, dotfiles.id);
  byLogin('hubot').watching.push(monorepo.id);
  seedEvents(store, random, users);
  seedChecks(store, monorepo);
  seedOutdatedThread(store, docs);
  seedNotifications(store, viewer, { main: monorepo, docs });

  const token = store.issueToken(viewer.id, viewerToken(options.seed));
  return { store, token };
}

/**
 * The first merged pull request of `repo` with one modified file gets a base branch that moved on after it branched
 * (model.ts `baseMovedOn`): its `base.sha` becomes a later commit of the base branch whose copy of the file starts with
 * one line more; its commits still start from the merge base, which its patch is written against.
 */
function moveBaseOn(store: GitHubStore, repo: Repo): void {
  const issue = store
    .listPulls(repo, { state: 'all', sort: 'created', direction: 'asc' })
    .find(
      (candidate) =>
        candidate.pull.merged &&
        candidate.pull.files.length === 1 &&
        candidate.pull.files[0]!.status === 'modified' &&
        trunkLines(candidate.pull.files[0]!.filename),
    );
  if (!issue) return;
  const path = issue.pull.files[0]!.filename;
  issue.pull.base.sha = fakeSha(`moved-on:${repo.id}:${issue.number}`);
  issue.pull.baseMovedOn = { path, lines: [linesFor(path)[0]!] };
}

function seedTeams(
  store: GitHubStore,
  random: Random,
  org: Account,
  repos: { monorepo: Repo; docs: Repo; secret: Repo; toolbox: Repo },
): void {
  const login = (name: string): number => store.account(name)!.id;
  const team = (
    name: string,
    description: string,
    privacy: Team['privacy'],
    parentId: number | null,
    members: Array<[string, 'member' | 'maintainer']>,
    repoPermissions: Array<[Repo, RepoPermission]>,
  ): Team => {
    const createdAt = seedAnchor - int(random, 100, 700) * day;
    return store.addTeam({
      id: store.nextId('team', 3_700_000),
      orgId: org.id,
      name,
      slug: store.slugify(name),
      description,
      privacy,
      permission: 'pull',
      parentId,
      members: new Map(members.map(([user, role]) => [login(user), role])),
      repos: new Map(repoPermissions.map(([repo, permission]) => [repo.id, permission])),
      createdAt,
      updatedAt: createdAt + 20 * day,
    });
  };
  const engineering = team(
    'Engineering',
    'Everyone who ships code',
    'closed',
    null,
    [
      ['mona', 'maintainer'],
      ['hubot', 'member'],
      ['linus-dev', 'member'],
    ],
    [
      [repos.monorepo, 'push'],
      [repos.toolbox, 'maintain'],
    ],
  );
  const frontend = team(
    'Frontend',
    'Views, webviews and styles',
    'closed',
    engineering.id,
    [
      ['tanaka-taro', 'maintainer'],
      ['grace-h', 'member'],
    ],
    [[repos.docs, 'push']],
  );
  team('Design Systems', 'Icons and CSS', 'closed', frontend.id, [['sato-hanako', 'member']], []);
  team('Security', 'Security response', 'secret', null, [['hubot', 'maintainer']], [[repos.secret, 'admin']]);
  team(
    'Reviewers',
    'Code review rotation',
    'closed',
    null,
    [
      ['ada-l', 'member'],
      ['ken-t', 'member'],
      ['mona', 'member'],
    ],
    [[repos.monorepo, 'pull']],
  );
}

function seedPulls(
  store: GitHubStore,
  random: Random,
  repo: Repo,
  count: number,
  users: Account[],
  milestones: Array<{ id: number }>,
  fork: Repo,
): void {
  const members = users.filter((user) => user.login !== 'outsider');
  const labels = store.repoLabels(repo);
  const span = 360 * day;
  const firstCreated = seedAnchor - span;
  let number = 0;
  for (let index = 0; index < count; index += 1) {
    number += 1;
    // Every 12th number is a plain issue, as in a real repository where issues and PRs share numbers.
    if (number % 12 === 0) {
      seedIssue(store, random, repo, number, firstCreated + (span * index) / count, pick(random, members), labels);
      number += 1;
    }
    const createdAt = Math.floor(firstCreated + (span * index) / count + random() * 3600_000);
    const author = index % 8 === 0 ? store.account(viewerLogin)! : pick(random, members);
    const issue = seedPull(store, random, repo, number, createdAt, author, members, labels, milestones, fork);
    seedConversation(store, random, issue, members);
  }
}

function seedIssue(
  store: GitHubStore,
  random: Random,
  repo: Repo,
  number: number,
  createdAt: number,
  author: Account,
  labels: ReturnType<GitHubStore['repoLabels']>,
): void {
  const closed = random() < 0.5;
  const issue: Issue = {
    id: store.nextId('issue', 1_000_000_000),
    repoId: repo.id,
    number,
    title: `${pick(random, ['Crash when', 'Slow', 'Wrong text in', 'Request:'])} ${pick(random, subjects)}`,
    body: `Steps to reproduce:\n\n1. Open the ${pick(random, subjects)}\n2. Wait\n\ncc @${author.login}`,
    userId: author.id,
    state: closed ? 'closed' : 'open',
    stateReason: closed ? 'completed' : null,
    locked: false,
    activeLockReason: null,
    labelIds: random() < 0.7 ? [labels[0]!.id] : [],
    assigneeIds: [],
    milestoneId: null,
    createdAt,
    updatedAt: createdAt + 2 * day,
    closedAt: closed ? createdAt + 2 * day : null,
    closedById: closed ? author.id : null,
  };
  store.addIssue(issue);
}

function seedPull(
  store: GitHubStore,
  random: Random,
  repo: Repo,
  number: number,
  createdAt: number,
  author: Account,
  members: Account[],
  labels: ReturnType<GitHubStore['repoLabels']>,
  milestones: Array<{ id: number }>,
  fork: Repo,
): PullIssue {
  const viewer = store.account(viewerLogin)!;
  const roll = random();
  const state: 'open' | 'merged' | 'closed' = roll < 0.36 ? 'open' : roll < 0.82 ? 'merged' : 'closed';
  const title = random() < 0.06 ? pick(random, japaneseTitles) : `${pick(random, verbs)} ${pick(random, subjects)}`;
  const slug = `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'update'
  }-${number}`;
  const fromFork = repo.name === bigRepoShape.name && random() < 0.04;
  const headRepo = fromFork ? fork : repo;
  const headRef = `${pick(random, ['feature', 'fix', 'chore', 'docs'])}/${slug}`;
  const baseRef = random() < 0.85 ? 'main' : pick(random, ['develop', 'release/1.x']);
  const baseSha = state === 'open' ? repo.branches.get(baseRef)! : fakeSha(`${repo.id}:${baseRef}:${number}`);
  const commits = makeCommits(random, repo, number, createdAt, author, baseSha);
  const headSha = commits[commits.length - 1]!.sha;
  if (state === 'open') headRepo.branches.set(headRef, headSha);
  const files = Array.from(
    { length: int(random, 1, 4) },
    (_, index) => filePool[(number * 7 + index * 3) % filePool.length]!,
  )
    .filter((name, index, all) => all.indexOf(name) === index)
    .map((filename) => makeFile(random, filename, `${repo.id}:${number}`));
  const updatedAt = createdAt + int(random, 1, 96) * 3600_000;
  const closedAt = state === 'open' ? null : updatedAt;
  const conflicts = state === 'open' && random() < 0.15;
  const reviewers = random() < 0.3 ? [viewer.id] : random() < 0.4 ? [pick(random, members).id] : [];
  const issue: PullIssue = {
    id: store.nextId('issue', 1_000_000_000),
    repoId: repo.id,
    number,
    title,
    body:
      random() < 0.1
        ? null
        : `## Summary\n\n${title}.\n\nFixes #${Math.max(1, number - int(random, 1, 30))}. Reviewed with @${pick(random, members).login}.\n\n- [x] tests\n- [ ] docs`,
    userId: author.id,
    state: state === 'open' ? 'open' : 'closed',
    stateReason: null,
    locked: random() < 0.01,
    activeLockReason: null,
    labelIds: labels.filter(() => random() < 0.18).map((label) => label.id),
    assigneeIds: random() < 0.3 ? [author.id] : [],
    milestoneId: milestones.length > 0 && random() < 0.25 ? pick(random, milestones).id : null,
    createdAt,
    updatedAt,
    closedAt,
    closedById: closedAt === null ? null : author.id,
    pull: {
      id: store.nextId('pull', 1_200_000_000),
      head: { repoId: headRepo.id, ref: headRef, sha: headSha },
      base: { repoId: repo.id, ref: baseRef, sha: baseSha },
      draft: state === 'open' && random() < 0.12,
      merged: state === 'merged',
      mergedAt: state === 'merged' ? closedAt : null,
      mergedById: state === 'merged' ? pick(random, [viewer, ...members]).id : null,
      mergeCommitSha: conflicts ? null : fakeSha(`merge:${repo.id}:${number}`),
      maintainerCanModify: fromFork,
      conflicts,
      mergeability: { settledBaseSha: baseSha, pendingSince: null, observedWhilePending: false },
      requestedReviewerIds: state === 'open' ? reviewers.filter((id) => id !== author.id) : [],
      requestedTeamIds: [],
      commits,
      files,
    },
  };
  store.addIssue(issue);
  return issue;
}

/**
 * Monorepo's newest closed pull request (the first of the Closed list) becomes a generated change of 3,000 added
 * files, the most the files API lists, for the views that must page them lazily. Made without the seed's random
 * stream, so every other record stays as it was.
 */
function makeGiantPull(store: GitHubStore, repo: Repo): void {
  const issue = store.listPulls(repo, { state: 'closed' })[0]!;
  issue.title = 'Generate the API client modules';
  issue.pull.files = Array.from({ length: 3000 }, (_, index) => {
    const filename = `generated/client/module-${String(index + 1).padStart(4, '0')}.ts`;
    const lines = [`// Generated module ${index + 1}.`, `export const module${index + 1} = ${index + 1};`];
    return {
      sha: fakeSha(`blob:${filename}`),
      filename,
      status: 'added' as const,
      additions: lines.length,
      deletions: 0,
      patch: [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((line) => `+${line}`)].join('\n'),
    };
  });
}

function makeCommits(
  random: Random,
  repo: Repo,
  number: number,
  createdAt: number,
  author: Account,
  baseSha: string,
): Commit[] {
  const commits: Commit[] = [];
  let parent = baseSha;
  const count = int(random, 1, 3);
  for (let index = 0; index < count; index += 1) {
    const sha = fakeSha(`commit:${repo.id}:${number}:${index}`);
    commits.push({
      sha,
      message:
        index === 0
          ? `${pick(random, verbs)} ${pick(random, subjects)}`
          : pick(random, ['Address review comments', 'Fix lint', 'Add tests', 'Update snapshots']),
      authorId: author.id,
      authorName: author.name ?? author.login,
      authorEmail: author.email ?? `${author.login}@users.noreply.example`,
      committerId: author.id,
      date: createdAt - (count - index) * 600_000,
      parents: [parent],
      treeSha: fakeSha(`tree:${sha}`),
    });
    parent = sha;
  }
  return commits;
}

function seedConversation(store: GitHubStore, random: Random, issue: PullIssue, members: Account[]): void {
  let time = issue.createdAt + 600_000;
  const later = (): number => (time += int(random, 5, 240) * 60_000);
  if (random() < 0.45) {
    const count = int(random, 1, 4);
    for (let index = 0; index < count; index += 1) {
      const comment = store.putIssueComment({
        id: store.nextId('issueComment', 1_100_000_000),
        repoId: issue.repoId,
        issueId: issue.id,
        userId: pick(random, members).id,
        body: pick(random, commentTexts),
        createdAt: later(),
        updatedAt: time,
      });
      if (random() < 0.3) react(store, random, { kind: 'issueComment', id: comment.id }, members);
    }
  }
  if (random() < 0.25) {
    const threads = int(random, 1, 2);
    for (let thread = 0; thread < threads; thread += 1) {
      const file = pick(random, issue.pull.files);
      const patchLines = file.patch.split('\n').length;
      const position = int(random, 1, Math.max(1, patchLines - 1));
      const reviewer = pick(random, members);
      const head = issue.pull.commits[issue.pull.commits.length - 1]!.sha;
      const root = store.putReviewComment(
        reviewComment(store, issue, file, position, reviewer.id, pick(random, commentTexts), head, null, later()),
      );
      const replies = int(random, 0, 2);
      for (let reply = 0; reply < replies; reply += 1) {
        store.putReviewComment(
          reviewComment(
            store,
            issue,
            file,
            position,
            pick(random, members).id,
            pick(random, commentTexts),
            head,
            root.id,
            later(),
          ),
        );
      }
      if (random() < 0.3) react(store, random, { kind: 'reviewComment', id: root.id }, members);
    }
  }
  if (random() < 0.2) react(store, random, { kind: 'issue', id: issue.id }, members);
}

function reviewComment(
  store: GitHubStore,
  issue: PullIssue,
  file: PullFile,
  position: number,
  userId: number,
  body: string,
  commitId: string,
  inReplyToId: number | null,
  createdAt: number,
) {
  const lines = file.patch.split('\n');
  let start = 0;
  for (let index = 0; index <= position && index < lines.length; index += 1)
    if (lines[index]!.startsWith('@@')) start = index;
  const { line, side } = lineAtPosition(file.patch, position);
  return {
    id: store.nextId('reviewComment', 1_300_000_000),
    repoId: issue.repoId,
    issueId: issue.id,
    reviewId: store.nextId('review', 1_600_000_000),
    path: file.filename,
    diffHunk: lines.slice(start, position + 1).join('\n'),
    position,
    originalPosition: position,
    line,
    originalLine: line,
    side,
    commitId,
    originalCommitId: commitId,
    inReplyToId,
    userId,
    body,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * docs-site #4 gets an outdated review thread on its second file: written on the pull request's first commit, on a line
 * a later commit rewrote, so GitHub keeps it with `position` and `line` null and shows it with the hunk it was written
 * on (`diff_hunk`, `original_line`, https://docs.github.com/rest/pulls/comments). Made without the seed's random
 * stream, after the events, so every other record stays as it was.
 */
function seedOutdatedThread(store: GitHubStore, repo: Repo): void {
  const issue = store.listPulls(repo, { state: 'open' }).find((candidate) => candidate.number === 4);
  const file = issue?.pull.files[1];
  if (!issue || !file) return;
  const [header = '@@ -1 +1 @@', ...rest] = file.patch.split('\n');
  const hunk = rest.slice(0, rest.findIndex((text) => text.startsWith('+')) + 1);
  const written = [header, ...hunk.slice(0, -1), `${hunk.at(-1) ?? '+'} (first draft)`].join('\n');
  const { line } = lineAtPosition(written, hunk.length);
  const commit = issue.pull.commits[0]!.sha;
  const reviewer = store.account('grace-h')!;
  const thread = (userId: number, body: string, inReplyToId: number | null, createdAt: number) => {
    return store.putReviewComment({
      id: store.nextId('reviewComment', 1_300_000_000),
      repoId: issue.repoId,
      issueId: issue.id,
      reviewId: store.nextId('review', 1_600_000_000),
      path: file.filename,
      diffHunk: written,
      position: null,
      originalPosition: hunk.length,
      line: null,
      originalLine: line,
      side: 'RIGHT',
      commitId: commit,
      originalCommitId: commit,
      inReplyToId,
      userId,
      body,
      createdAt,
      updatedAt: createdAt,
    });
  };
  const root = thread(reviewer.id, 'This line repeats the one above.', null, issue.createdAt + 3_600_000);
  thread(issue.userId, 'Reworded in the next commit.', root.id, issue.createdAt + 7_200_000);
}

function react(
  store: GitHubStore,
  random: Random,
  subject: Parameters<GitHubStore['addReaction']>[0],
  members: Account[],
): void {
  const count = int(random, 1, 3);
  for (let index = 0; index < count; index += 1) {
    const content: ReactionContent = pick(random, reactionContents);
    store.addReaction(subject, pick(random, members).id, content);
  }
}

/** 500 events of several types, oldest first, over every repository; ids increase with time. */
function seedEvents(store: GitHubStore, random: Random, users: Account[]): void {
  const planned: Array<{
    createdAt: number;
    actorId: number;
    repo: Repo;
    payload: Parameters<GitHubStore['recordEvent']>[2];
  }> = [];
  const repos = [...store.repos.values()];
  const recentPulls = [...store.issues.values()].filter(
    (issue): issue is PullIssue => issue.pull !== undefined && issue.createdAt > seedAnchor - 40 * day,
  );
  for (const issue of recentPulls) {
    const repo = store.repoById(issue.repoId)!;
    planned.push({
      createdAt: issue.createdAt,
      actorId: issue.userId,
      repo,
      payload: { type: 'PullRequestEvent', action: 'opened', issueId: issue.id },
    });
    if (issue.pull.merged)
      planned.push({
        createdAt: issue.closedAt!,
        actorId: issue.pull.mergedById!,
        repo,
        payload: { type: 'PullRequestEvent', action: 'closed', issueId: issue.id },
      });
    for (const comment of store.commentsOf(issue))
      planned.push({
        createdAt: comment.createdAt,
        actorId: comment.userId,
        repo,
        payload: { type: 'IssueCommentEvent', action: 'created', issueId: issue.id, commentId: comment.id },
      });
    for (const comment of store.reviewCommentsOf(issue))
      planned.push({
        createdAt: comment.createdAt,
        actorId: comment.userId,
        repo,
        payload: { type: 'PullRequestReviewCommentEvent', action: 'created', issueId: issue.id, commentId: comment.id },
      });
  }
  const members = users.filter((user) => user.login !== 'outsider');
  while (planned.length < 500) {
    const repo = pick(random, repos);
    const createdAt = seedAnchor - Math.floor(random() * 40 * day);
    const actorId = pick(random, members).id;
    const roll = random();
    if (roll < 0.5) {
      const branch = pick(random, [...repo.branches.keys()]);
      planned.push({
        createdAt,
        actorId,
        repo,
        payload: {
          type: 'PushEvent',
          pushId: store.nextId('push', 8_000_000_000),
          ref: `refs/heads/${branch}`,
          head: fakeSha(`push:${createdAt}`),
          before: fakeSha(`before:${createdAt}`),
        },
      });
    } else if (roll < 0.7) {
      planned.push({ createdAt, actorId, repo, payload: { type: 'WatchEvent', action: 'started' } });
    } else if (roll < 0.85) {
      planned.push({
        createdAt,
        actorId,
        repo,
        payload: {
          type: 'CreateEvent',
          ref: `feature/${pick(random, subjects).replace(/\s+/g, '-')}`,
          refType: 'branch',
          description: repo.description,
        },
      });
    } else if (roll < 0.93) {
      planned.push({
        createdAt,
        actorId,
        repo,
        payload: { type: 'DeleteEvent', ref: `fix/old-branch-${int(random, 1, 99)}`, refType: 'branch' },
      });
    } else {
      const issues = store.issuesOfRepo(repo).filter((issue) => !issue.pull);
      if (issues.length > 0)
        planned.push({
          createdAt,
          actorId,
          repo,
          payload: { type: 'IssuesEvent', action: 'opened', issueId: pick(random, issues).id },
        });
    }
  }
  planned.sort((a, b) => a.createdAt - b.createdAt);
  for (const event of planned) store.recordEvent(event.actorId, event.repo, event.payload, event.createdAt);
}
