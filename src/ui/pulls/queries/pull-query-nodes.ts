// The user's own lists as plain data: a group per query, and the pull requests the search found, each naming its
// repository (a list spans repositories). Pure (test/unit/ui/pulls-queries.test.ts).
import type { IssueSearchItem } from '../../../core/github/search';
import type { RepoRef } from '../../../core/github/types';
import { escapeMarkdown, markdownCode } from '../../base/markdown-text';
import type { ItemNode } from '../../base/tree/nodes';
import { nodeId } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import { pullState, stateIcons } from '../pull/nodes';
import type { PullQueryNodeData } from './pull-query-data';
import type { PullQuery } from './pull-query-settings';

/** `owner/repo` of a search item, from its `repository_url` (`…/repos/{owner}/{repo}`). */
export function searchItemRepository(item: Pick<IssueSearchItem, 'repository_url'>): RepoRef | undefined {
  const match = /\/repos\/([^/]+)\/([^/]+)\/?$/.exec(item.repository_url);
  return match ? { owner: decodeURIComponent(match[1]!), repo: decodeURIComponent(match[2]!) } : undefined;
}

export function queryNode(hostId: string, query: PullQuery): ItemNode<PullQueryNodeData> {
  return {
    kind: 'item',
    id: nodeId('query', hostId, query.label),
    label: query.label,
    description: query.query,
    tooltip: markdownCode(query.query),
    icon: { id: 'search' },
    contextValue: 'devdesk.pullQuery',
    expandable: 'collapsed',
    data: { type: 'query', hostId, query },
  };
}

/** A pull request a query found; `repo` is read from the item's `repository_url`. */
export function searchPullNode(
  parentId: string,
  hostId: string,
  repo: RepoRef,
  item: IssueSearchItem,
): ItemNode<PullQueryNodeData> {
  const state = pullState({ state: item.state, draft: item.draft, merged_at: item.pull_request?.merged_at ?? null });
  const author = item.user?.login ?? 'ghost';
  const name = `${repo.owner}/${repo.repo}`;
  return {
    kind: 'item',
    id: nodeId(parentId, `${name}#${item.number}`),
    label: `#${item.number} ${item.title}`,
    description: phrase('{0} · @{1}', name, author),
    tooltip: [
      `**${escapeMarkdown(name)}#${item.number} ${escapeMarkdown(item.title)}**`,
      '',
      `@${escapeMarkdown(author)}`,
      item.labels.map((label) => markdownCode(label.name ?? '')).join(' '),
    ].join('\n'),
    icon: stateIcons[state],
    contextValue: `devdesk.searchPull;${state}`,
    open: {
      command: 'devdesk.pulls.openDescription',
      args: [hostId, repo.owner, repo.repo, item.number],
      title: 'Open',
    },
    data: { type: 'searchPull', hostId, repo, number: item.number, item },
  };
}
