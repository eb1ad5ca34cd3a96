// Shared setup of the GitHub client tests: a fresh emulator per test file (state changes stay local), a client
// signed in as the seeded viewer (`mona`), and finders for seeded pull requests in a given state.
import { startEmulator, type RunningEmulator } from '../../emulator/server.js';
import type { PullIssue } from '../../emulator/github/store.js';
import { closeSharedDispatcher } from '../../../src/core/http/index.js';
import { createGraphQLClient } from '../../../src/core/graphql/client.js';
import {
  createGitHubClient,
  type GitHubClient,
  type GitHubClientOptions,
  type RepoRef,
} from '../../../src/core/github/index.js';

export const monorepo: RepoRef = { owner: 'devdesk-org', repo: 'monorepo' };
export const docsSite: RepoRef = { owner: 'devdesk-org', repo: 'docs-site' };

export type GraphQLClient = ReturnType<typeof createGraphQLClient>;

export interface GitHubFixture {
  emulator: RunningEmulator;
  store: RunningEmulator['githubStore'];
  client: GitHubClient;
  /** Another client against the same emulator (anonymous unless a token is given). */
  clientWith(options?: Partial<GitHubClientOptions>): GitHubClient;
  close(): Promise<void>;
}

/** A GraphQL client of the emulator's GitHub, with the viewer's token. */
export function graphqlClientOf(fixture: GitHubFixture): GraphQLClient {
  return createGraphQLClient({
    endpoint: fixture.emulator.info.graphql,
    token: fixture.emulator.tokens.github,
    userAgent: 'DevDesk-tests/1.0',
  });
}

export async function startGitHubFixture(): Promise<GitHubFixture> {
  const emulator = await startEmulator();
  const store = emulator.githubStore;
  // Mergeability settles after one pending detailed GET, never by elapsed time, so tests do not race the clock.
  store.settings.mergeableSettleMs = 10 * 60 * 1000;
  const clientWith = (options: Partial<GitHubClientOptions> = {}): GitHubClient =>
    createGitHubClient({
      baseUrl: emulator.info.github,
      userAgent: 'DevDesk-tests/1.0',
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      ...options,
    });
  return {
    emulator,
    store,
    client: clientWith({ token: emulator.tokens.github }),
    clientWith,
    close: async () => {
      await emulator.close();
      await closeSharedDispatcher();
    },
  };
}

/** Seeded pull requests of a repository that satisfy `predicate`. */
export function seededPulls(
  fixture: GitHubFixture,
  repo: RepoRef,
  predicate: (issue: PullIssue) => boolean,
): PullIssue[] {
  const found = fixture.store.repo(repo.owner, repo.repo);
  if (!found) throw new Error(`no seeded repository ${repo.owner}/${repo.repo}`);
  return fixture.store.listPulls(found, { state: 'all' }).filter(predicate);
}

export function firstPull(fixture: GitHubFixture, repo: RepoRef, predicate: (issue: PullIssue) => boolean): PullIssue {
  const [issue] = seededPulls(fixture, repo, predicate);
  if (!issue) throw new Error('no seeded pull request matches');
  return issue;
}

/** An open, non-draft pull request from the same repository without conflicts: mergeable once computed. */
export const mergeableOpen = (issue: PullIssue): boolean =>
  issue.state === 'open' && !issue.pull.draft && !issue.pull.conflicts && issue.pull.head.repoId === issue.repoId;

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}
