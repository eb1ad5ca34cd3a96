// `devdesk_pullRequest` (#devdeskPullRequest): a pull request as a reviewer needs it: title, state, base and head, the
// viewer's pending review, its files (the first 100) with their viewed state and change counts, unresolved review
// threads with their lines and last comments, the head's checks and the reviews. One GraphQL query through the
// accounts' client (core/github/pull-overview.ts; docs.github.com/graphql/reference/objects#pullrequest), and one more
// per further 100 review threads, so it stands on no other feature and its first read costs one round trip.
import type { Accounts } from '../accounts/index';
import { loadCore } from '../base/core';
import type { ReadTool } from './tool';
import { pullOf, ToolInputError } from './tool-hosts';

export function pullRequestTool(accounts: Accounts): ReadTool<{ pullRequest?: string; host?: string }> {
  return {
    name: 'devdesk_pullRequest',
    check: (agent, input) => agent.checkToolInput(agent.pullRequestInput, input),
    async answer(input, signal) {
      const { host, pull } = await pullOf(accounts, input);
      const core = loadCore();
      const graphql = await accounts.requireGraphQLClient(host);
      const name = `${pull.owner}/${pull.repo}#${pull.number}`;
      const repo = { owner: pull.owner, repo: pull.repo };
      const overview = await core.github.fetchPullOverview(graphql, repo, pull.number, core.agent.maxPullFiles, {
        signal,
      });
      if (!overview) throw new ToolInputError(`GitHub at ${host.id} knows no pull request ${name}.`);
      return core.agent.pullAnswer(overview, { pullRequest: name, host: host.id });
    },
  };
}
