// Composes DevDesk's parts; nothing else. Each feature registers its views and commands through its registerX;
// heavy modules (the core, later the GraphQL service) load lazily on first use.
import type * as vscode from 'vscode';
import { registerAccounts, type AccountsTesting } from './ui/accounts/index';
import { registerArticles } from './ui/articles/index';
import { registerEvents } from './ui/events/index';
import { registerGraphQL, type GraphQLTesting } from './ui/graphql/index';
import { registerPreview, type PreviewTesting } from './ui/preview/index';
import { registerPulls, type PullsTesting } from './ui/pulls/index';
import { registerTemplates } from './ui/templates/index';
import { join } from 'node:path';
import { CommandManager } from './ui/base/commands';
import { confirmations, type ConfirmationsTesting } from './ui/base/confirm';
import { DraftPosters, offerPendingDrafts, PostCommentCommand, ResumeDraftsCommand } from './ui/base/draft-commands';
import { DraftStore } from './ui/base/drafts';
import { devdeskVersion } from './ui/base/core';
import { ErrorPresenter } from './ui/base/error-presenter';
import type { BaseDeps } from './ui/base/feature';
import { createLog } from './ui/base/log';
import { LoadMoreCommand, RefreshCommand, RetryCommand, TreeRegistry } from './ui/base/tree/commands';
import { OpenSettingsCommand, ShowLogCommand } from './ui/base/workbench-commands';

/** What activate() returns: the tests and the benchmark read the activation time from here. */
export interface DevDeskApi {
  readonly activationTimeMs: number;
  /** The views' providers, for the integration tests to read what a view shows (the same getChildren VS Code calls). */
  readonly trees: TreeRegistry;
  /** What the accounts feature shows the tests (the browser sign-in's last authorize URL…), never a token. */
  readonly accounts: AccountsTesting;
  /** The review threads the Pull Requests feature shows in diff editors. */
  readonly pulls: PullsTesting;
  /** The error sentences DevDesk showed last, newest last (never a token: the sentences are built from reasons). */
  readonly shownErrors: readonly string[];
  /** The preview's page actions, scroll-sync counts and recorded web links. */
  readonly preview: PreviewTesting;
  /** The modal questions asked before irreversible writes; the tests answer them (their dialogs cannot be clicked). */
  readonly confirmations: ConfirmationsTesting;
  /** Whether the GraphQL bundle has loaded yet. */
  readonly graphql: GraphQLTesting;
}

function baseDeps(context: vscode.ExtensionContext): BaseDeps {
  const log = createLog();
  const presenter = new ErrorPresenter(log);
  const commands = new CommandManager(presenter);
  const trees = new TreeRegistry();
  const drafts = new DraftStore(join(context.globalStorageUri.fsPath, 'drafts'));
  const posters = new DraftPosters();
  context.subscriptions.push(log, commands);
  commands.add(new OpenSettingsCommand(), new ShowLogCommand(log), new RefreshCommand(trees), new LoadMoreCommand(trees), new RetryCommand(trees));
  commands.add(new PostCommentCommand(drafts, posters), new ResumeDraftsCommand(drafts));
  // After activation, off its path: drafts left by a failed post, a reload or a crash are offered again.
  const offer = setTimeout(() => void offerPendingDrafts(drafts), 2000);
  context.subscriptions.push({ dispose: () => clearTimeout(offer) });
  return { context, log, presenter, commands, trees, drafts, posters };
}

export function activate(context: vscode.ExtensionContext): DevDeskApi {
  const started = performance.now();
  const deps = baseDeps(context);
  const { accounts, testing } = registerAccounts(deps);
  context.subscriptions.push(registerArticles({ ...deps, accounts }));
  const pulls = registerPulls({ ...deps, accounts });
  context.subscriptions.push(pulls, registerEvents({ ...deps, accounts }));
  context.subscriptions.push(registerTemplates({ ...deps, accounts }));
  const preview = registerPreview({ ...deps, accounts });
  context.subscriptions.push(preview);
  const graphql = registerGraphQL({ ...deps, accounts });
  context.subscriptions.push(graphql);

  const activationTimeMs = performance.now() - started;
  deps.log.info(`DevDesk ${devdeskVersion} activated in ${activationTimeMs.toFixed(2)} ms`);
  return { activationTimeMs, trees: deps.trees, accounts: testing, pulls: pulls.testing, preview: preview.testing, graphql: graphql.testing, shownErrors: deps.presenter.shown, confirmations };
}

export function deactivate(): void {}
