// `devdesk_searchPullRequests` (#devdeskSearchPullRequests): pull requests matching GitHub's search syntax, or one of
// the user's own queries by its label (the `devdesk.github.queries` setting), on a signed-in GitHub host
// (docs.github.com/rest/search/search#search-issues-and-pull-requests). Reads only.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { loadCore } from '../base/core';
import type { ReadTool } from './tool';
import { githubHostOf, ToolInputError } from './tool-hosts';

interface SavedQuery {
  readonly label: string;
  readonly query: string;
}

function savedQuery(label: string): string {
  const queries = vscode.workspace.getConfiguration('devdesk.github').get<SavedQuery[]>('queries') ?? [];
  const found = queries.find((query) => query.label === label);
  if (found) return found.query;
  const labels = queries.map((query) => JSON.stringify(query.label)).join(', ') || 'none';
  throw new ToolInputError(`No saved query is labelled ${JSON.stringify(label)}. Saved queries: ${labels}.`);
}

export function searchTool(
  accounts: Accounts,
): ReadTool<{ query?: string; savedQuery?: string; host?: string; limit?: number }> {
  return {
    name: 'devdesk_searchPullRequests',
    check: (agent, input) => agent.checkToolInput(agent.pullSearchInput, input),
    async answer(input, signal) {
      if ((input.query === undefined) === (input.savedQuery === undefined))
        throw new ToolInputError('Invalid input, nothing was sent. Give either "query" or "savedQuery", not both.');
      const core = loadCore();
      const query = core.agent.pullSearchQuery(input.query ?? savedQuery(input.savedQuery!));
      const host = await githubHostOf(accounts, input.host);
      const client = await accounts.requireGitHubClient(host);
      const limit = input.limit ?? 20;
      const found = client.search.issues(query, { perPage: limit, limit, signal });
      const items = [];
      for await (const item of found) items.push(item);
      const data = {
        host: host.id,
        query,
        total: found.total,
        pullRequests: items.map((item) => ({
          pullRequest: `${item.repository_url.split('/').slice(-2).join('/')}#${item.number}`,
          title: item.title,
          state: item.state,
          draft: item.draft ?? false,
          author: item.user?.login,
          updatedAt: item.updated_at,
          comments: item.comments,
        })),
      };
      const matching = core.agent.counted(found.total ?? items.length, 'pull request');
      const summary = `${items.length} of ${matching} match ${query} on ${host.id}.`;
      return core.agent.toolAnswer(summary, 'GitHub', data);
    },
  };
}
