// The Pull Requests view: registerPulls(deps) creates its tree, its read-only documents and its commands, and
// returns one Disposable for all of them.
import * as vscode from 'vscode';
import type { Accounts, Host } from '../accounts/index';
import { DisposableStore } from '../base/dispose';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import {
  CopyPullLinkCommand,
  OpenDescriptionCommand,
  OpenPatchCommand,
  OpenPullOnWebCommand,
  pullDraftPoster,
  pullStateCommands,
  reactCommands,
} from './commands';
import { OpenCheckDetailsCommand } from './checks/check-commands';
import { CompareCommitsCommand, OpenComparedFileCommand } from './compare/compare-commands';
import { readMergeConcerns } from './checks/merge-concerns';
import { CreatePullCommand } from './create';
import {
  DeletePullCommentCommand,
  EditPullTitleCommand,
  pullDraftCommands,
  UpdatePullBranchCommand,
} from './edit-commands';
import { OpenDiffCommand } from './pull/diff';
import { PullDocuments } from './documents';
import { PullFileSystem } from './pull/file-system';
import { PullTargets } from './pull/pick-targets';
import {
  DeleteReviewCommentCommand,
  editedCommentRule,
  replyRule,
  ReplyToThreadCommand,
  ReviewCommentModeCommand,
  SaveReviewCommentCommand,
} from './threads/review-comment-commands';
import { shownCommentOf } from './threads/thread-comment';
import { pullsRoads } from './pull/road';
import { CommentOnFileCommand, fileCommentRule } from './threads/file-comments';
import { ReviewThreads } from './threads/review-threads';
import {
  DiscardPendingReviewCommand,
  DismissReviewCommand,
  reviewDraftKind,
  reviewDraftPoster,
  StartReviewCommand,
  SubmitReviewCommand,
} from './reviews/review-commands';
import { dismissableReviewRule, reviewPullRule } from './reviews/review-targets';
import { MergePullCommand } from './merge';
import { workspaceRepositories } from './pull/repositories';
import { PullsSource } from './source';
import { fileLayoutSetting } from './files/files-source';
import { teamCommands } from './teams/github-team-commands';
import { backButton, CheckoutBackCommand, CheckoutPullCommand } from './checkout/checkout-commands';
import { localHeadOf } from './checkout/checkout-local-head';
import { CheckoutRecords } from './checkout/checkout-records';
import { peopleCommands } from './people/people-commands';
import { registerDraftCompletion } from './people/people-completion';
import { suggestionParts } from './suggestions/suggestion-commands';
import { ShowReviewRequestedCommand } from './waiting/waiting-commands';
import { threadCommands } from './threads/thread-commands';
import { ThreadStates } from './threads/thread-states';
import { threadRule } from './threads/thread-targets';
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
  /** Suggested changes: the blocks Suggest a Change wrote and the refusals of Apply Suggestion, newest last. */
  readonly suggestions: {
    readonly written: ReadonlyArray<{ readonly block: string; readonly into: 'box' | 'clipboard' }>;
    readonly applyRefusals: readonly string[];
  };
}

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
  store.add(tree.view.onDidExpandElement(({ element }) => expanded.add(element.id)));
  store.add(tree.view.onDidCollapseElement(({ element }) => expanded.delete(element.id)));
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
  const roads = pullsRoads(deps.accounts, reload);
  const road = roads.rest;
  const targets = new PullTargets(deps.accounts, shownCommentOf);
  const merge = new MergePullCommand(road, targets.pullRule(), (target) =>
    readMergeConcerns(deps.accounts, target.host, target.repo, target.pull.number),
  );
  const checkouts = store.add(new CheckoutRecords(deps.context.workspaceState));
  const checkoutRefusals: string[] = [];
  store.add(backButton(checkouts));
  const suggestions = suggestionParts(road, targets, threads, deps.accounts, localHeadOf(checkouts));
  store.add(suggestions.batch);
  deps.commands.add(
    new OpenDescriptionCommand(targets),
    new OpenPatchCommand(targets),
    new OpenDiffCommand(files, targets, localHeadOf(checkouts)),
    new ReplyToThreadCommand(road, replyRule(threads), threads),
    new ReviewCommentModeCommand('edit'),
    new SaveReviewCommentCommand(road, editedCommentRule(targets), threads),
    new ReviewCommentModeCommand('cancel'),
    new DeleteReviewCommentCommand(road, targets.commentRule(['reviewComment'], true), threads),
    new OpenPullOnWebCommand(targets),
    new CopyPullLinkCommand(targets),
    ...reactCommands(road, targets, deps.accounts),
    ...pullDraftCommands(deps.drafts, targets),
    new DeletePullCommentCommand(road, targets.commentRule(['issueComment', 'reviewComment'], true)),
    new EditPullTitleCommand(road, targets.pullRule()),
    new UpdatePullBranchCommand(road, targets.pullRule()),
    ...pullStateCommands(road, targets),
    merge,
    new CreatePullCommand(road, targets.repositoryRule()),
    ...teamCommands(deps.accounts, road),
    new CheckoutPullCommand(deps.accounts, targets, checkouts, checkoutRefusals),
    new CheckoutBackCommand(checkouts, checkoutRefusals),
    new StartReviewCommand(roads.both, replyRule(threads), threads),
    new SubmitReviewCommand(road, reviewPullRule(targets), deps.drafts, () => threads.reviewSubmitted()),
    new DiscardPendingReviewCommand(road, reviewPullRule(targets), threads),
    new DismissReviewCommand(road, dismissableReviewRule(deps.accounts, targets)),
    ...peopleCommands(road, roads.both, targets),
    new OpenCheckDetailsCommand(targets, deps.accounts),
    new ShowReviewRequestedCommand(waiting, tree),
    new OpenComparedFileCommand(deps.accounts, targets, files),
    new CompareCommitsCommand(deps.accounts, targets, source.compare, () => tree.refresh()),
    ...threadCommands(roads, replyRule(threads), threads, threadStates, (resolving) =>
      threadRule(deps.accounts, targets, threads, threadStates, resolving),
    ),
    ...source.viewed.commands(targets),
    ...suggestions.commands,
  );
  // Comments on a whole file (threads/file-comments.ts).
  deps.commands.add(new CommentOnFileCommand(roads.both, fileCommentRule(deps.accounts), threads));
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
      mergeRefusals: merge.refusals,
      checkoutRefusals,
      reviewWaiting: () => ({ shown: waiting.waiting, tooltip: waiting.tooltip, finished: waiting.finished }),
      selectedIds: () => tree.view.selection.map((node) => node.id),
      expandedIds: () => [...expanded],
      suggestions: { written: suggestions.suggest.written, applyRefusals: suggestions.apply.refusals },
    },
  });
}
