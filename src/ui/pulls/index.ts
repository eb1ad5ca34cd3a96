// The Pull Requests view: registerPulls(deps) creates its tree, its read-only documents and its commands, and
// returns one Disposable for all of them. Commands come in one shape: each concern exports `xCommands(kit)`, and
// the kit (pull/kit.ts, threads/thread-kit.ts, each concern's own parts) is made once here.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import { checkCommands } from './checks/check-commands';
import { backButton, checkoutCommands, type CheckoutKit } from './checkout/checkout-commands';
import { localHeadOf } from './checkout/checkout-local-head';
import { CheckoutRecords } from './checkout/checkout-records';
import { pullDraftPoster } from './commands';
import { compareCommands, type CompareKit } from './compare/compare-commands';
import { PullDocuments } from './documents';
import { fileLayoutSetting } from './files/files-source';
import { peopleCommands } from './people/people-commands';
import { registerDraftCompletion } from './people/people-completion';
import { pullCommands, type PullCommandsKit } from './pull-commands';
import { PullFileSystem } from './pull/file-system';
import { PullTargets } from './pull/pick-targets';
import { workspaceRepositories } from './pull/repositories';
import { pullsRoads } from './pull/road';
import { revealCommands, type RevealKit } from './reveal/reveal-commands';
import { reviewCommands, reviewDraftKind, reviewDraftPoster } from './reviews/review-commands';
import { PullsSource } from './source';
import { suggestionBatch, suggestionCommands, type SuggestionKit } from './suggestions/suggestion-commands';
import { teamCommands } from './teams/github-team-commands';
import { ReviewThreads } from './threads/review-threads';
import { threadCommands } from './threads/thread-commands';
import { shownCommentOf } from './threads/thread-comment';
import { ThreadStates } from './threads/thread-states';
import { viewedCommands } from './viewed/viewed-files';
import { waitingCommands, type WaitingKit } from './waiting/waiting-commands';
import { ReviewWaitingStatus, type ReviewWaiting } from './waiting/waiting-status';

export const pullsViewId = 'devdesk.pullRequests';

export interface PullsTesting {
  /** The review threads shown on a document (the integration tests read them). */
  threadsOf(uri: vscode.Uri): readonly vscode.CommentThread[];
  /** A new, empty thread on a line (or lines up to `endLine`) of a diff side, as the gutter's + makes one. */
  startThread(uri: vscode.Uri, line: number, endLine?: number): vscode.CommentThread;
  /** Merges refused because the head moved, with the commits then shown as new. */
  readonly mergeRefusals: ReadonlyArray<{ number: number; unseen: string[] }>;
  /** The sentences of checkouts refused (a dirty tree, no clone, a branch elsewhere), oldest first. */
  readonly checkoutRefusals: readonly string[];
  /** The status bar's review count (undefined: hidden), its tooltip, and how many counts have finished. */
  reviewWaiting(): { shown: ReviewWaiting | undefined; tooltip: string | undefined; finished: number };
  /** The ids of the nodes selected in the Pull Requests view. */
  selectedIds(): string[];
  /** The ids of the nodes opened in the Pull Requests view (by the user or a reveal) and not closed since. */
  expandedIds(): string[];
  /** The ids of the nodes closed in the Pull Requests view (by the user or Collapse All) and not opened since. */
  collapsedIds(): string[];
  /** Suggested changes: the blocks Suggest a Change wrote and the refusals of Apply Suggestion, newest last. */
  readonly suggestions: {
    readonly written: ReadonlyArray<{ readonly block: string; readonly into: 'box' | 'clipboard' }>;
    readonly applyRefusals: readonly string[];
  };
}

/** Every concern's kit in one: what index.ts hands to each concern's `xCommands(kit)`. */
type PullsKit = PullCommandsKit &
  SuggestionKit &
  CheckoutKit &
  CompareKit &
  WaitingKit &
  RevealKit & { readonly viewed: PullsSource['viewed'] };

export function registerPulls(deps: BaseDeps & { accounts: Accounts }): DisposableStore & { testing: PullsTesting } {
  const store = new DisposableStore();
  const repositories = (host: Host) => workspaceRepositories(deps.accounts, host);
  const source = new PullsSource(deps.accounts, repositories);
  const threadStates = new ThreadStates(deps.accounts, (pull, unresolved) =>
    source.checks.book.update(pull.hostId, pull.repo, pull.number, { unresolvedThreads: unresolved }),
  );
  source.threadStates = threadStates;
  const tree = store.add(deps.trees.add(new NodeTree(pullsViewId, source)));
  store.add(source.checks.attach(tree as NodeTree<unknown>));
  const waiting = store.add(new ReviewWaitingStatus(deps.accounts, repositories, deps.log));
  const expanded = new Set<string>();
  const collapsed = new Set<string>();
  store.add(
    tree.view.onDidExpandElement(({ element }) => {
      expanded.add(element.id);
      collapsed.delete(element.id);
    }),
  );
  store.add(
    tree.view.onDidCollapseElement(({ element }) => {
      expanded.delete(element.id);
      collapsed.add(element.id);
    }),
  );
  store.add(tree.onDidReload(() => waiting.request()));
  store.add(source.viewed.attach(tree as NodeTree<unknown>));
  const documents = store.add(new PullDocuments(deps.accounts));
  const files = store.add(new PullFileSystem(deps.accounts));
  const threads = store.add(new ReviewThreads(deps.accounts, threadStates));
  const reload = () => {
    threadStates.clear();
    tree.reload();
    documents.refreshOpen();
  };
  store.add(
    deps.accounts.onDidChange(() => {
      source.checks.clear();
      reload();
    }),
  );
  // The settings the view reads (its queries' groups, and the repositories beside the workspace's remotes); the
  // merge method is read when merging, the hosts come through the accounts.
  const reloadingSettings = ['devdesk.github.queries', 'devdesk.github.repositories'];
  store.add(
    vscode.workspace.onDidChangeConfiguration(
      (event) => reloadingSettings.some((setting) => event.affectsConfiguration(setting)) && tree.reload(),
    ),
  );
  // Another layout of the Files listed already: redrawn, nothing fetched again.
  store.add(
    vscode.workspace.onDidChangeConfiguration(
      (event) => event.affectsConfiguration(fileLayoutSetting) && tree.refresh(),
    ),
  );
  const checkouts = store.add(new CheckoutRecords(deps.context.workspaceState));
  store.add(backButton(checkouts));
  // What every concern's commands are made of; each takes the parts it needs.
  const kit: PullsKit = {
    accounts: deps.accounts,
    drafts: deps.drafts,
    roads: pullsRoads(deps.accounts, reload),
    targets: new PullTargets(deps.accounts, shownCommentOf),
    files,
    localHead: localHeadOf(checkouts),
    threads,
    threadStates,
    checkouts,
    batch: store.add(suggestionBatch()),
    waiting,
    tree,
    repositories,
    learnHostGrouping: () => source.learnHostGrouping().then(() => undefined),
    compare: source.compare,
    refresh: () => tree.refresh(),
    viewed: source.viewed,
    mergeRefusals: [],
    checkoutRefusals: [],
    suggestions: { written: [], applyRefusals: [] },
  };
  deps.commands.add(
    ...pullCommands(kit),
    ...threadCommands(kit),
    ...reviewCommands(kit),
    ...suggestionCommands(kit),
    ...viewedCommands(kit),
    ...checkCommands(kit),
    ...compareCommands(kit),
    ...checkoutCommands(kit),
    ...peopleCommands(kit),
    ...teamCommands(kit),
    ...waitingCommands(kit),
    ...revealCommands(kit),
  );
  deps.posters.add(
    reviewDraftKind,
    reviewDraftPoster(deps.accounts, () => {
      threads.reviewSubmitted();
      reload();
    }),
  );
  deps.posters.add('pull', pullDraftPoster(deps.accounts, reload));
  store.add(registerDraftCompletion(deps.drafts, deps.accounts));
  return Object.assign(store, {
    testing: {
      threadsOf: (uri: vscode.Uri) => threads.threadsOf(uri),
      startThread: (uri: vscode.Uri, line: number, endLine?: number) => threads.startThread(uri, line, endLine),
      mergeRefusals: kit.mergeRefusals,
      checkoutRefusals: kit.checkoutRefusals,
      reviewWaiting: () => ({ shown: waiting.waiting, tooltip: waiting.tooltip, finished: waiting.finished }),
      selectedIds: () => tree.view.selection.map((node) => node.id),
      expandedIds: () => [...expanded],
      collapsedIds: () => [...collapsed],
      suggestions: kit.suggestions,
    },
  });
}
