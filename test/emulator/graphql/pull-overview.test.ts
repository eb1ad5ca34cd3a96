// The fields of a pull request that the agent's one-query overview reads (src/core/github/pull-overview.ts) agree
// with what REST says of the same pull requests: changed files with change counts and `changeType`, review threads'
// lines and last comments, `reviews` (the viewer's pending one included, nobody else's) and the head's checks.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

const overviewQuery = `query ($name: String!, $number: Int!) { repository(owner: "devdesk-org", name: $name) {
  pullRequest(number: $number) {
    changedFiles
    files(first: 100) { totalCount nodes { path additions deletions changeType } }
    reviewThreads(first: 100) { nodes { line originalLine startLine comments(last: 1) { totalCount nodes {
      fullDatabaseId body author { login } } } } }
    reviews(last: 100) { totalCount nodes { databaseId state body author { login } } }
    statusCheckRollup { contexts(first: 100) { nodes {
      __typename ... on CheckRun { name status conclusion } ... on StatusContext { context state } } } }
  } } }`;

const restStatus: Record<string, string> = {
  added: 'ADDED',
  removed: 'DELETED',
  modified: 'MODIFIED',
  renamed: 'RENAMED',
};

interface RestComment {
  id: number;
  in_reply_to_id?: number;
  body: string;
  user: { login: string };
  line: number | null;
  original_line: number | null;
  start_line: number | null;
}

describe('GraphQL: the pull request overview', () => {
  let client: GraphQLTestClient;
  const rest = async <T>(path: string, token = client.emulator.tokens.github, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${client.emulator.info.github}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
    });
    return (await response.json()) as T;
  };
  const docs = '/repos/devdesk-org/docs-site';
  /** docs-site's pull requests (threads and reviews) and monorepo's open ones (checks). */
  const pullsToCompare = async (): Promise<Array<[string, number, string]>> => {
    const list = (name: string, query: string) =>
      rest<Array<{ number: number; head: { sha: string } }>>(`/repos/devdesk-org/${name}/pulls?${query}`);
    return [
      ...(await list('docs-site', 'state=all&per_page=30')).map((pull) => ['docs-site', pull.number, pull.head.sha]),
      ...(await list('monorepo', 'state=open&per_page=10')).map((pull) => ['monorepo', pull.number, pull.head.sha]),
    ] as Array<[string, number, string]>;
  };
  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  it("answers each pull request's files, threads, reviews and checks as REST lists them", async () => {
    let threadsSeen = 0;
    let checksSeen = 0;
    for (const [name, number, head] of await pullsToCompare()) {
      const docs = `/repos/devdesk-org/${name}`;
      const pull = (await client.data(overviewQuery, { name, number })).repository.pullRequest;
      const files = await rest<Array<{ filename: string; additions: number; deletions: number; status: string }>>(
        `${docs}/pulls/${number}/files?per_page=100`,
      );
      assert.equal(pull.files.totalCount, pull.changedFiles);
      assert.deepEqual(
        pull.files.nodes.map((file: { path: string; additions: number; deletions: number; changeType: string }) => [
          file.path,
          file.additions,
          file.deletions,
          file.changeType,
        ]),
        files.map((file) => [file.filename, file.additions, file.deletions, restStatus[file.status]]),
      );

      const comments = await rest<RestComment[]>(`${docs}/pulls/${number}/comments?per_page=100`);
      const roots = comments.filter((comment) => comment.in_reply_to_id === undefined);
      assert.deepEqual(
        pull.reviewThreads.nodes.map(
          (thread: {
            line: number | null;
            originalLine: number | null;
            startLine: number | null;
            comments: { totalCount: number; nodes: Array<{ fullDatabaseId: string; body: string }> };
          }) => [
            thread.line,
            thread.originalLine,
            thread.startLine,
            thread.comments.totalCount,
            thread.comments.nodes[0]!.body,
          ],
        ),
        roots.map((root) => {
          const own = comments.filter((comment) => comment.id === root.id || comment.in_reply_to_id === root.id);
          return [root.line, root.original_line, root.start_line, own.length, own.at(-1)!.body];
        }),
      );
      threadsSeen += roots.length;

      const reviews = await rest<Array<{ id: number; state: string; body: string; user: { login: string } }>>(
        `${docs}/pulls/${number}/reviews?per_page=100`,
      );
      assert.equal(pull.reviews.totalCount, reviews.length);
      assert.deepEqual(
        pull.reviews.nodes.map(
          (review: { databaseId: number; state: string; body: string; author: { login: string } }) => [
            review.databaseId,
            review.state,
            review.body,
            review.author.login,
          ],
        ),
        reviews.map((review) => [review.id, review.state, review.body, review.user.login]),
      );

      const runs = await rest<{ check_runs: Array<{ name: string; status: string; conclusion: string | null }> }>(
        `${docs}/commits/${head}/check-runs?per_page=100`,
      );
      const status = await rest<{ statuses: Array<{ context: string; state: string }> }>(
        `${docs}/commits/${head}/status?per_page=100`,
      );
      const contexts = (pull.statusCheckRollup?.contexts.nodes ?? []) as Array<Record<string, string | null>>;
      assert.deepEqual(
        contexts.map((each) =>
          each.__typename === 'CheckRun'
            ? [each.name, each.status, each.conclusion]
            : [each.context, 'COMPLETED', each.state],
        ),
        [
          ...runs.check_runs.map((run) => [run.name, run.status.toUpperCase(), run.conclusion?.toUpperCase() ?? null]),
          ...status.statuses.map((each) => [each.context, 'COMPLETED', each.state.toUpperCase()]),
        ],
      );
      checksSeen += contexts.length;
    }
    assert.ok(
      threadsSeen > 0 && checksSeen > 0,
      `the seed has threads and checks to compare: ${threadsSeen}, ${checksSeen}`,
    );
  });

  it("lists the viewer's own pending review in `reviews`, never to anyone else, and narrows by states", async () => {
    const [pull] = await rest<Array<{ number: number }>>(`${docs}/pulls?state=open&per_page=1`);
    const created = await rest<{ id: number; state: string }>(`${docs}/pulls/${pull!.number}/reviews`, undefined, {
      method: 'POST',
      body: JSON.stringify({ body: 'Half-way through' }),
    });
    assert.equal(created.state, 'PENDING');
    try {
      const query = `query ($number: Int!) { repository(owner: "devdesk-org", name: "docs-site") {
        pullRequest(number: $number) { all: reviews(last: 100) { nodes { databaseId state } }
        pending: reviews(first: 10, states: [PENDING]) { totalCount nodes { databaseId body } } } } }`;
      const mine = (await client.data(query, { number: pull!.number })).repository.pullRequest;
      assert.ok(mine.all.nodes.some((review: { databaseId: number }) => review.databaseId === created.id));
      assert.deepEqual(mine.pending.nodes, [{ databaseId: created.id, body: 'Half-way through' }]);
      const store = client.emulator.githubStore;
      const other = store.issueToken(store.account('outsider')!.id);
      const theirs = (await client.data(query, { number: pull!.number }, { token: other })).repository.pullRequest;
      assert.equal(theirs.pending.totalCount, 0, "another user's pending review is not theirs to see");
      assert.ok(!theirs.all.nodes.some((review: { databaseId: number }) => review.databaseId === created.id));
    } finally {
      await fetch(`${client.emulator.info.github}${docs}/pulls/${pull!.number}/reviews/${created.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${client.emulator.tokens.github}` },
      });
    }
  });
});
