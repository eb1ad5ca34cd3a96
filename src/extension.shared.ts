// What both of DevDesk's entries share (extension.ts for VS Code's Node extension host, extension.browser.ts for a
// browser's web worker host): the API activate() returns and the ground floor every feature stands on.
import * as vscode from 'vscode';
import type { AccountsTesting } from './ui/accounts/index';
import type { AgentTesting } from './ui/agent/index';
import type { EventsTesting } from './ui/events/index';
import type { NotificationsTesting } from './ui/notifications/index';
import type { GraphQLTesting } from './ui/graphql/index';
import type { PreviewTesting } from './ui/preview/index';
import type { PullsTesting } from './ui/pulls/index';
import { CommandManager } from './ui/base/commands';
import type { ConfirmationsTesting } from './ui/base/confirm';
import {
  DraftPosters,
  draftPostRule,
  offerPendingDrafts,
  PostCommentCommand,
  ResumeDraftsCommand,
} from './ui/base/draft-commands';
import { DraftStore } from './ui/base/drafts';
import { devdeskVersion } from './ui/base/core';
import { ErrorPresenter, type ShownFailure } from './ui/base/error-presenter';
import { GitRemotes } from './ui/base/git-remotes';
import type { StatusMessagesTesting } from './ui/base/status-message';
import type { BaseDeps } from './ui/base/feature';
import { createLog } from './ui/base/log';
import { LoadMoreCommand, RefreshCommand, RetryCommand, TreeRegistry } from './ui/base/tree/commands';
import { OpenSettingsCommand, ShowLogCommand } from './ui/base/workbench-commands';
import type { PromptsTesting } from './ui/base/prompts-testing';
import { senderRoad } from './ui/base/write-command';
import { OpenWalkthroughCommand, openWalkthroughOnFirstActivation } from './ui/base/walkthrough';

/** What activate() returns to every other extension: the activation time (the benchmark reads it), nothing else. */
export interface DevDeskPublicApi {
  readonly activationTimeMs: number;
}

/**
 * What activate() returns when DevDesk runs under its own tests (the integration suite and the benchmark): hooks that
 * read the views, answer DevDesk's questions and stop links from opening. Any other extension can call activate(),
 * so these exist only in ExtensionMode.Test, which VS Code sets only for an extension loaded from source for an
 * `extensionTestsPath` run (never for an installed one), not through anything another extension or process can set.
 */
export interface DevDeskApi extends DevDeskPublicApi {
  /** The views' providers, for the integration tests to read what a view shows (the same getChildren VS Code calls). */
  readonly trees: TreeRegistry;
  /** What the accounts feature shows the tests (the browser sign-in's last authorize URL…), never a token. */
  readonly accounts: AccountsTesting;
  /** The review threads the Pull Requests feature shows in diff editors. */
  readonly pulls: PullsTesting;
  /** The error sentences DevDesk showed last, newest last (never a token: the sentences are built from reasons). */
  readonly shownErrors: readonly string[];
  /** The last failure shown, with its buttons: a test chooses one as the user would click it. */
  lastFailure(): ShownFailure | undefined;
  /** The preview's page actions, scroll-sync counts and recorded web links. */
  readonly preview: PreviewTesting;
  /** The modal questions asked before irreversible writes; the tests answer them (their dialogs cannot be clicked). */
  readonly confirmations: ConfirmationsTesting;
  /** What DevDesk said in the status bar (success that needs no answer), and what it shows now. */
  readonly statusMessages: StatusMessagesTesting;
  /** The value DevDesk last set for each `when`-clause context key (VS Code cannot read one back). */
  readonly contextKeys: ReadonlyMap<string, unknown>;
  /** Whether the GraphQL bundle has loaded yet. */
  readonly graphql: GraphQLTesting;
  /** Whether the Events view has a poll scheduled. */
  readonly events: EventsTesting;
  /** The Notifications view's polling and each host's inbox as plain data. */
  readonly notifications: NotificationsTesting;
  /** The questions DevDesk's write tools asked before writing (VS Code answers its own dialog under the tests). */
  readonly agent: AgentTesting;
  /** The ids of the registered commands that walk the write road (src/ui/base/write-command.ts). */
  writeCommandIds(): readonly string[];
  /** The quick picks and input boxes DevDesk showed (the palette's prompts for a command's target). */
  readonly prompts: PromptsTesting;
  /** How many times this window has read a `.git/config` (a keystroke in the preview reads none). */
  gitConfigReads(): number;
}

export function baseDeps(context: vscode.ExtensionContext): BaseDeps {
  const log = createLog();
  const presenter = new ErrorPresenter(log, context.extensionMode === vscode.ExtensionMode.Test ? Infinity : 20);
  const commands = new CommandManager(presenter);
  const trees = new TreeRegistry();
  const drafts = new DraftStore(vscode.Uri.joinPath(context.globalStorageUri, 'drafts').fsPath);
  const posters = new DraftPosters();
  const gitRemotes = new GitRemotes();
  context.subscriptions.push(log, commands, gitRemotes);
  commands.add(
    new OpenSettingsCommand(),
    new ShowLogCommand(log),
    new RefreshCommand(trees),
    new LoadMoreCommand(trees),
    new RetryCommand(trees),
    new OpenWalkthroughCommand(),
  );
  commands.add(
    new PostCommentCommand(senderRoad(posters), draftPostRule(drafts, posters), drafts),
    new ResumeDraftsCommand(drafts),
  );
  // After activation, off its path: drafts left by a failed post, a reload or a crash are offered again.
  const offer = setTimeout(() => void offerPendingDrafts(drafts), 2000);
  context.subscriptions.push({ dispose: () => clearTimeout(offer) });
  return { context, log, presenter, commands, trees, drafts, posters, gitRemotes };
}

/** The end of activation in either host: the time it took in the log, and the walkthrough on the first start. */
export function activated(deps: BaseDeps, started: number): number {
  const activationTimeMs = performance.now() - started;
  deps.context.subscriptions.push(openWalkthroughOnFirstActivation(deps.context));
  deps.log.info(`DevDesk ${devdeskVersion} activated in ${activationTimeMs.toFixed(2)} ms`);
  return activationTimeMs;
}
