// Mutations write to the shared store: addReaction, removeReaction, addComment, mergePullRequest, and their errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGraphQLClient, type GraphQLTestClient } from './test-client.js';

interface PullSummary {
  id: string;
  number: number;
  isDraft: boolean;
  mergeable: string;
  headRefOid: string;
}

describe('GraphQL mutations', () => {
  let client: GraphQLTestClient;
  const data = (query: string, variables?: Record<string, unknown>) => client.data(query, variables);
  /** The first issue of devdesk-org/docs-site (its node id and number). */
  const anIssue = async (): Promise<{ id: string; number: number }> =>
    (await data('{ repository(owner: "devdesk-org", name: "docs-site") { issues(first: 1) { nodes { id number } } } }'))
      .repository.issues.nodes[0];
  const openPullsQuery =
    'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { pullRequests(first: 100, states: OPEN) { nodes { id number isDraft mergeable headRefOid } } } }';
  /** Open pull requests, looked at twice: like GitHub, a first look may only start the mergeability computation. */
  const openPulls = async (owner: string, name: string): Promise<PullSummary[]> => {
    await data(openPullsQuery, { owner, name });
    return (await data(openPullsQuery, { owner, name })).repository.pullRequests.nodes;
  };

  before(async () => {
    client = await startGraphQLClient();
  });
  after(() => client.close());

  describe('addReaction / removeReaction', () => {
    const hooray =
      'query($n: Int!) { repository(owner: "devdesk-org", name: "docs-site") { issue(number: $n) { reactionGroups { content viewerHasReacted reactors(first: 10) { totalCount } } reactions(first: 100, content: HOORAY) { totalCount } } } }';
    const hoorayGroup = async (number: number) => {
      const { repository } = await data(hooray, { n: number });
      return {
        group: repository.issue.reactionGroups.find((group: { content: string }) => group.content === 'HOORAY'),
        total: repository.issue.reactions.totalCount,
      };
    };

    it('adds a reaction (inline enum, as in the contract) and the issue shows it', async () => {
      const issue = await anIssue();
      const before = await hoorayGroup(issue.number);
      assert.equal(before.group.viewerHasReacted, false);
      const { addReaction } = await data(
        `mutation { addReaction(input: { subjectId: "${issue.id}", content: HOORAY, clientMutationId: "m1" }) { clientMutationId reaction { content user { login } } subject { id } } }`,
      );
      assert.deepEqual(addReaction, {
        clientMutationId: 'm1',
        reaction: { content: 'HOORAY', user: { login: 'mona' } },
        subject: { id: issue.id },
      });

      const afterwards = await hoorayGroup(issue.number);
      assert.equal(afterwards.group.viewerHasReacted, true);
      assert.equal(afterwards.group.reactors.totalCount, before.group.reactors.totalCount + 1);
      assert.equal(afterwards.total, before.total + 1);
    });

    it('does not count the same reaction twice, and takes the content from variables', async () => {
      const issue = await anIssue();
      const mutation = 'mutation($input: AddReactionInput!) { addReaction(input: $input) { reaction { content } } }';
      await data(mutation, { input: { subjectId: issue.id, content: 'THUMBS_UP' } });
      const once = (
        await data(
          'query($id: ID!) { node(id: $id) { ... on Reactable { reactions(first: 1, content: THUMBS_UP) { totalCount } } } }',
          { id: issue.id },
        )
      ).node.reactions.totalCount;
      const again = await data(mutation, { input: { subjectId: issue.id, content: 'THUMBS_UP' } });
      assert.equal(again.addReaction.reaction.content, 'THUMBS_UP');
      const twice = (
        await data(
          'query($id: ID!) { node(id: $id) { ... on Reactable { reactions(first: 1, content: THUMBS_UP) { totalCount } } } }',
          { id: issue.id },
        )
      ).node.reactions.totalCount;
      assert.equal(twice, once);
    });

    it('removes the viewer reaction', async () => {
      const issue = await anIssue();
      await data(
        `mutation { addReaction(input: { subjectId: "${issue.id}", content: ROCKET }) { reaction { content } } }`,
      );
      const { removeReaction } = await data(
        `mutation { removeReaction(input: { subjectId: "${issue.id}", content: ROCKET }) { reaction { content } subject { id } reactionGroups { content viewerHasReacted } } }`,
      );
      assert.equal(removeReaction.reaction.content, 'ROCKET');
      assert.equal(removeReaction.subject.id, issue.id);
      assert.equal(
        removeReaction.reactionGroups.find((group: { content: string }) => group.content === 'ROCKET').viewerHasReacted,
        false,
      );
    });

    it('reacts to issue comments too', async () => {
      const { repository } = await data(
        '{ repository(owner: "devdesk-org", name: "monorepo") { pullRequests(first: 50) { nodes { comments(first: 1) { nodes { id } } } } } }',
      );
      const comment = repository.pullRequests.nodes.flatMap(
        (pull: { comments: { nodes: Array<{ id: string }> } }) => pull.comments.nodes,
      )[0];
      const { addReaction } = await data(
        `mutation { addReaction(input: { subjectId: "${comment.id}", content: EYES }) { subject { __typename id } } }`,
      );
      assert.deepEqual(addReaction.subject, { __typename: 'IssueComment', id: comment.id });
    });

    it('answers NOT_FOUND for an unknown subject, with null data at the mutation', async () => {
      const answer = await client.post(
        'mutation { addReaction(input: { subjectId: "bm9wZTox", content: HEART }) { reaction { content } } }',
      );
      assert.deepEqual(answer.body.data, { addReaction: null });
      assert.equal(answer.body.errors[0].type, 'NOT_FOUND');
      assert.deepEqual(answer.body.errors[0].path, ['addReaction']);
    });

    it('rejects a quoted enum in the inline mutation', async () => {
      const issue = await anIssue();
      const answer = await client.post(
        `mutation { addReaction(input: { subjectId: "${issue.id}", content: "HOORAY" }) { reaction { content } } }`,
      );
      assert.equal(answer.body.data, undefined);
      assert.match(answer.body.errors[0].message, /ReactionContent/);
    });
  });

  describe('addComment', () => {
    it('adds a comment the issue then lists', async () => {
      const issue = await anIssue();
      const { addComment } = await data(
        'mutation($input: AddCommentInput!) { addComment(input: $input) { commentEdge { cursor node { id body author { login } } } subject { id } } }',
        { input: { subjectId: issue.id, body: 'Looks good 👍' } },
      );
      assert.equal(addComment.commentEdge.node.body, 'Looks good 👍');
      assert.equal(addComment.commentEdge.node.author.login, 'mona');
      assert.equal(addComment.subject.id, issue.id);

      const { node } = await data(
        'query($id: ID!) { node(id: $id) { ... on Issue { comments(last: 1) { nodes { id body } } } } }',
        { id: issue.id },
      );
      assert.deepEqual(node.comments.nodes, [{ id: addComment.commentEdge.node.id, body: 'Looks good 👍' }]);
    });

    it('refuses a blank body', async () => {
      const issue = await anIssue();
      const answer = await client.post(
        'mutation($id: ID!) { addComment(input: { subjectId: $id, body: "  " }) { commentEdge { node { id } } } }',
        { id: issue.id },
      );
      assert.equal(answer.body.errors[0].type, 'UNPROCESSABLE');
      assert.equal(answer.body.data.addComment, null);
    });
  });

  describe('mergePullRequest', () => {
    const merge =
      'mutation($input: MergePullRequestInput!) { mergePullRequest(input: $input) { actor { login } pullRequest { state merged mergedAt mergeCommit { oid } } } }';

    it('settles mergeable after a first look (UNKNOWN while GitHub computes it)', async () => {
      const first: PullSummary[] = (await data(openPullsQuery, { owner: 'devdesk-org', name: 'monorepo' })).repository
        .pullRequests.nodes;
      for (const pull of first) assert.ok(['MERGEABLE', 'CONFLICTING', 'UNKNOWN'].includes(pull.mergeable));
      const second: PullSummary[] = (await data(openPullsQuery, { owner: 'devdesk-org', name: 'monorepo' })).repository
        .pullRequests.nodes;
      assert.deepEqual(
        second.filter((pull) => pull.mergeable === 'UNKNOWN').map((pull) => pull.number),
        [],
      );
    });

    it('merges with the expected head, and the pull request is then MERGED', async () => {
      const pull = (await openPulls('devdesk-org', 'docs-site')).find(
        (candidate) => !candidate.isDraft && candidate.mergeable === 'MERGEABLE',
      );
      assert.ok(pull, 'the seed has a mergeable pull request');
      const { mergePullRequest } = await data(merge, {
        input: { pullRequestId: pull.id, expectedHeadOid: pull.headRefOid, mergeMethod: 'MERGE' },
      });
      assert.equal(mergePullRequest.actor.login, 'mona');
      assert.equal(mergePullRequest.pullRequest.state, 'MERGED');
      assert.equal(mergePullRequest.pullRequest.merged, true);
      assert.match(mergePullRequest.pullRequest.mergeCommit.oid, /^[0-9a-f]{40}$/);

      const { node } = await data('query($id: ID!) { node(id: $id) { ... on PullRequest { state merged } } }', {
        id: pull.id,
      });
      assert.deepEqual(node, { state: 'MERGED', merged: true });
      const again = await client.post(merge, { input: { pullRequestId: pull.id } });
      assert.equal(again.body.errors[0].type, 'UNPROCESSABLE');
      assert.equal(again.body.errors[0].message, 'Pull Request is not mergeable');
    });

    it('refuses a stale head and leaves the pull request open', async () => {
      const pull = (await openPulls('devdesk-org', 'docs-site')).find(
        (candidate) => !candidate.isDraft && candidate.mergeable === 'MERGEABLE',
      );
      assert.ok(pull);
      const answer = await client.post(merge, { input: { pullRequestId: pull.id, expectedHeadOid: '0'.repeat(40) } });
      assert.deepEqual(answer.body.data, { mergePullRequest: null });
      assert.equal(answer.body.errors[0].type, 'UNPROCESSABLE');
      assert.equal(answer.body.errors[0].message, 'Head branch was modified. Review and try the merge again.');
      const { node } = await data('query($id: ID!) { node(id: $id) { ... on PullRequest { state } } }', {
        id: pull.id,
      });
      assert.equal(node.state, 'OPEN');
    });

    it('refuses a conflicting pull request', async () => {
      const pulls = [...(await openPulls('devdesk-org', 'monorepo'))];
      const conflicting = pulls.find((candidate) => !candidate.isDraft && candidate.mergeable === 'CONFLICTING');
      assert.ok(conflicting, 'the seed has a conflicting pull request');
      const answer = await client.post(merge, { input: { pullRequestId: conflicting.id } });
      assert.equal(answer.body.errors[0].message, 'Pull Request is not mergeable');
    });

    it('refuses a viewer without write access with FORBIDDEN', async () => {
      const pulls = await openPulls('acme-corp', 'widgets');
      assert.ok(pulls.length > 0, 'acme-corp/widgets has open pull requests');
      const answer = await client.post(merge, { input: { pullRequestId: pulls[0]!.id } });
      assert.equal(answer.body.errors[0].type, 'FORBIDDEN');
      assert.equal(
        answer.body.errors[0].message,
        'mona does not have the correct permissions to execute `MergePullRequest`',
      );
    });
  });

  describe('markPullRequestReadyForReview / convertPullRequestToDraft', () => {
    const ready =
      'mutation($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id, clientMutationId: "r" }) { clientMutationId pullRequest { isDraft } } }';
    const toDraft =
      'mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } } }';

    it('converts an open pull request to a draft and back; REST sees each change', async () => {
      const pull = (await openPulls('devdesk-org', 'monorepo')).find((candidate) => !candidate.isDraft)!;
      const drafted = await data(toDraft, { id: pull.id });
      assert.equal(drafted.convertPullRequestToDraft.pullRequest.isDraft, true);
      const stored = client.emulator.githubStore.pull(
        client.emulator.githubStore.repo('devdesk-org', 'monorepo')!,
        pull.number,
      )!;
      assert.equal(stored.pull.draft, true);
      const readied = await data(ready, { id: pull.id });
      assert.deepEqual(readied.markPullRequestReadyForReview, {
        clientMutationId: 'r',
        pullRequest: { isDraft: false },
      });
      assert.equal(stored.pull.draft, false);
    });

    it('refuses a viewer who neither wrote the pull request nor can push, with FORBIDDEN', async () => {
      const pulls = await openPulls('acme-corp', 'widgets');
      const answer = await client.post(toDraft, { id: pulls[0]!.id });
      assert.equal(answer.body.errors[0].type, 'FORBIDDEN');
      assert.equal(
        answer.body.errors[0].message,
        'mona does not have the correct permissions to execute `ConvertPullRequestToDraft`',
      );
    });
  });
});
