// What the Pull Requests view shows under each node: the repositories, their groups, pull requests a page at a
// time (the first page after one request, even with 1,000 open), and a pull request's files, commits, review
// threads and conversation, each loaded when expanded.
import type { RepoRef } from '../../core/github/types';
import type { Accounts, GitHubClient, Host } from '../accounts/index';
import { describeError } from '../base/errors';
import { fetcherFromWalk, type PagedListOptions, type PageWalk } from '../base/paging';
import type { ListCache } from '../base/tree/lists';
import { hostGroupedRoots, hostGroupNode } from '../base/tree/host-groups';
import { nodeId, pagedChildren, type TreeNode } from '../base/tree/nodes';
import type { TreeSource } from '../base/tree/provider';
import { phrase, type Phrase } from '../base/text';
import type { ChosenChanges, Commits, PullGroup, PullPart, PullTreeNode } from './pull/data';
import type { PullsViewData, PullsViewNode } from './view-data';
import type { ReviewTreeNode } from './reviews/review-data';
import { reviewsNode } from './reviews/review-nodes';
import { ReviewsSource } from './reviews/reviews-source';
import type { ChecksTreeNode } from './checks/check-data';
import { PullChecks } from './checks/pull-checks';
import type { TeamTreeNode } from './teams/github-team-data';
import { organizationsNode } from './teams/github-team-nodes';
import { TeamsSource } from './teams/github-teams-source';
import { PullQueriesSource } from './queries/pull-queries-source';
import type { CompareTreeNode } from './compare/compare-data';
import { CompareSource } from './compare/compare-source';
import type { ThreadStates } from './threads/thread-states';
import { OutdatedThreads } from './threads/outdated-threads';
import { reviewThreadNodes } from './threads/thread-nodes';
import { ViewedFiles } from './viewed/viewed-files';
import { FilePagesBook } from './pull/file-pages-book';
import { PullFilesSource } from './files/files-source';
import { issueCommentNode, reviewCommentNode } from './pull/comment-nodes';
import { belongsTo, commitNode, groupNodes, partNodes, pullNode, repoNode } from './pull/nodes';
import { onlyIf } from './pull/filtered-pages';

type Node = TreeNode<PullsViewData>;
type FilesPart = { readonly repo: RepoRef; readonly number: number; readonly commits: Commits };

/** The view's name in the ids of its host nodes. */
const pullsView = 'pulls';

/** Open and closed lists page 30 at a time (a quick first screen); filtered groups 100, to find more per request. */
const pageSize = { plain: 30, filtered: 100 };

export class PullsSource implements TreeSource<PullsViewData> {
  private readonly teams: TeamsSource;
  private readonly queries: PullQueriesSource;
  private readonly reviews: ReviewsSource;
  /** Review and check states of the listed pull requests, and each one's Checks node. */
  readonly checks: PullChecks;
  /** Changes since the viewer's review and picked ranges of commits. */
  readonly compare: CompareSource;
  /** Each review thread's resolved and outdated state (threads/thread-states.ts), when the feature gives it. */
  threadStates: ThreadStates | undefined;
  /** Whether the top level shows a node per GitHub host (more than one signed in when it was last drawn). */
  private groupedByHost = false;
  /** Each file's viewed state, the Files node's count. */
  readonly viewed: ViewedFiles;
  /** The Files node: pages of files with their viewed states, as a folder tree or flat. */
  private readonly files: PullFilesSource;
  /** The outdated review threads under their files. */
  private readonly outdated: OutdatedThreads;
  private readonly filePages: FilePagesBook;

  constructor(
    private readonly accounts: Accounts,
    private readonly repositories: (host: Host) => Promise<RepoRef[]>,
  ) {
    this.teams = new TeamsSource(accounts, repositories);
    this.queries = new PullQueriesSource(accounts);
    this.reviews = new ReviewsSource(accounts);
    this.checks = new PullChecks(accounts);
    this.compare = new CompareSource(accounts, (hostId, repo, number) => ({
      reviewers: this.checks.book.get(hostId, repo, number)?.reviews,
      me: this.checks.book.meNow(hostId)?.login,
    }));
    const filePages = (this.filePages = new FilePagesBook(accounts));
    this.viewed = new ViewedFiles(accounts, filePages);
    this.outdated = new OutdatedThreads(accounts, () => this.threadStates);
    this.files = new PullFilesSource(filePages, this.viewed, this.outdated);
  }

  async children(parent: PullsViewNode | undefined, lists: ListCache): Promise<Node[]> {
    if (!parent) return this.roots();
    if (parent.data.type === 'teams') return this.teams.children(parent as TeamTreeNode, lists);
    if (parent.data.type === 'query' || parent.data.type === 'searchPull')
      return this.queries.children({ ...parent, data: parent.data }, lists);
    if (parent.data.type === 'reviews') return this.reviews.children(parent as ReviewTreeNode);
    if (parent.data.type === 'checks' || parent.data.type === 'checkRun')
      return this.checks.children(parent as ChecksTreeNode);
    if (parent.data.type === 'compare') return this.compare.children(parent as CompareTreeNode);
    if (parent.data.type === 'fileFolder') return this.files.folder(parent.data, lists);
    const host = this.accounts.host(parent.data.hostId);
    if (!host) return [];
    const data = parent.data;
    const id = parent.id;
    switch (data.type) {
      case 'hostGroup':
        return this.hostRoots(host);
      case 'repo':
        return groupNodes(id, host.id, data.repo);
      case 'group':
        return this.group(id, host, data.repo, data.group, lists);
      case 'pull': {
        const repo = data.repo;
        return [
          ...(await this.viewed.withCount(id, host, this.compare.withChosen(partNodes(id, host.id, repo, data.pull)))),
          reviewsNode(id, host.id, data.repo, data.pull),
          ...this.compare.nodesUnder(id, host.id, data.repo, data.pull),
          this.checks.checksNode(id, host.id, data.repo, data.pull),
        ];
      }
      case 'part':
        if (data.part === 'files' && data.chosen) return this.chosenFiles(id, host, data, data.chosen);
        return this.part(id, host, data.repo, data.number, data.part, data.commits, lists);
      case 'thread': {
        const me = await this.accounts.login(host).catch(() => undefined);
        return data.comments.map((comment) => reviewCommentNode(id, host.id, data.repo, data.number, comment, me));
      }
      case 'file':
        return this.outdated.under({ ...parent, data }, host);
      case 'commit':
      case 'reviewComment':
      case 'issueComment':
        return [];
    }
  }

  /** The files of chosen changes, each with its viewed state (per file, for the whole pull request, as on GitHub). */
  private async chosenFiles(id: string, host: Host, files: FilesPart, chosen: ChosenChanges): Promise<Node[]> {
    const { repo, number, commits } = files;
    const nodes = await this.compare.chosenFiles(id, host, repo, number, chosen);
    const pages = this.filePages.known({ hostId: host.id, owner: repo.owner, repo: repo.repo, number }, commits.head);
    const isFile = (node: Node): node is PullTreeNode => node.kind === 'item' && node.data.type === 'file';
    return pages ? nodes.map((node) => (isFile(node) ? this.viewed.decorate(node, pages) : node)) : nodes;
  }

  /**
   * A repository's groups lie under the repository, and a repository under its host's node while the view groups by
   * host (what `TreeView.reveal` needs before the view drew them).
   */
  parentOf(node: Node): PullsViewNode | undefined {
    if (node.kind !== 'item') return undefined;
    if (node.data.type === 'group') return repoNode(node.data.hostId, node.data.repo);
    const host = node.data.type === 'repo' && this.groupedByHost ? this.accounts.host(node.data.hostId) : undefined;
    return host && hostGroupNode(pullsView, host);
  }

  /** Nothing while signed out (the welcome text asks to sign in); a node per GitHub host when several are signed in. */
  private async roots(): Promise<Node[]> {
    const hosts = await this.learnHostGrouping();
    return hostGroupedRoots(pullsView, hosts, (host) => this.hostRoots(host));
  }

  /**
   * Whether the top level is a node per host, from the hosts signed in now (what `parentOf` answers by): a reveal
   * asks first, since the view may not have drawn its top level since a host signed in or out.
   */
  async learnHostGrouping(): Promise<Host[]> {
    const hosts = await this.accounts.signedIn('github');
    this.groupedByHost = hosts.length > 1;
    return hosts;
  }

  /**
   * What the view shows of one host: its queries, its repositories and its teams; a note when no repository is known.
   */
  private async hostRoots(host: Host): Promise<Node[]> {
    const repos = await this.repositories(host);
    const queries = this.queries.roots(host.id);
    if (repos.length === 0)
      return [
        ...queries,
        {
          kind: 'message',
          id: nodeId('no-repos', host.id),
          text: phrase(
            'No GitHub repository here: open a clone, or add owner/name to devdesk.github.repositories in settings.',
          ),
          icon: { id: 'info' },
        },
      ];
    return [...queries, ...repos.map((repo) => repoNode(host.id, repo)), organizationsNode(host.id)];
  }

  private async group(id: string, host: Host, repo: RepoRef, group: PullGroup, lists: ListCache): Promise<Node[]> {
    const filtered = group === 'reviewRequested' || group === 'mine';
    const me = filtered ? await this.accounts.login(host) : '';
    const myTeams = group === 'reviewRequested' ? await this.checks.myTeams(host) : [];
    const state = group === 'closed' ? 'closed' : 'open';
    const perPage = filtered ? pageSize.filtered : pageSize.plain;
    const empty: Record<PullGroup, Phrase> = {
      open: phrase('No open pull requests.'),
      reviewRequested: phrase('No review requested from you (in the pages loaded).'),
      mine: phrase('None of yours (in the pages loaded).'),
      closed: phrase('No closed pull requests.'),
    };
    const open = (client: GitHubClient, signal: AbortSignal) => {
      const walk = client.pulls.list(repo, { state, perPage, signal });
      // States are asked for the pull requests shown: one query per page, after the filter.
      return this.checks.withStates(
        host,
        repo,
        filtered ? onlyIf(walk, (pull) => belongsTo(group, pull, me, myTeams)) : walk,
        signal,
      );
    };
    return this.paged(
      id,
      host,
      lists,
      open,
      (pull) => this.checks.decorate(pullNode(id, host.id, repo, pull), host.id),
      empty[group],
      { emptyPagesContinue: filtered },
    );
  }

  private async part(
    id: string,
    host: Host,
    repo: RepoRef,
    number: number,
    part: PullPart,
    commits: Commits,
    lists: ListCache,
  ): Promise<Node[]> {
    switch (part) {
      case 'files':
        return this.files.files({ filesNodeId: id, hostId: host.id, repo, number, commits }, host, lists);
      case 'commits':
        return this.paged(
          id,
          host,
          lists,
          (client, signal) => client.pulls.listCommits(repo, number, { perPage: 100, signal }),
          (commit) => commitNode(id, host.id, repo, commit),
          phrase('No commits.'),
        );
      case 'reviewComments': {
        const client = await this.accounts.requireGitHubClient(host);
        // Resolved or not is GraphQL's alone: one query per pull request, shared with its diff editors.
        const states = async () =>
          this.threadStates?.of(host, { hostId: host.id, repo, number }).catch(() => undefined);
        const threads = await reviewThreadNodes(id, host, { repo, number }, client, states);
        return threads.length > 0
          ? threads
          : [{ kind: 'message', id: `${id}#empty`, text: phrase('No review comments.') }];
      }
      case 'conversation': {
        const me = await this.accounts.login(host).catch(() => undefined);
        return this.paged(
          id,
          host,
          lists,
          (client, signal) => client.issueComments.list(repo, number, { perPage: 100, signal }),
          (comment) => issueCommentNode(id, host.id, repo, number, comment, me),
          phrase('No comments yet.'),
        );
      }
    }
  }

  private async paged<Entry>(
    id: string,
    host: Host,
    lists: ListCache,
    open: (client: GitHubClient, signal: AbortSignal) => PageWalk<Entry>,
    toNode: (entry: Entry) => Node,
    empty: Phrase,
    options?: PagedListOptions,
  ): Promise<Node[]> {
    const client = await this.accounts.requireGitHubClient(host);
    const list = lists.obtain<Entry>(
      id,
      fetcherFromWalk((signal) => open(client, signal)),
      options,
    );
    await list.ensureFirstPage();
    return pagedChildren(list, { parentId: id, listKey: id, host, empty }, toNode, describeError);
  }
}
