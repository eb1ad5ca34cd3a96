// Composes DevDesk's parts for VS Code's Node extension host; nothing else. Each feature registers its views and
// commands through its registerX; heavy modules (the core, later the GraphQL service) load lazily on first use. The
// browser's entry is extension.browser.ts; what both share is extension.shared.ts.
import * as vscode from 'vscode';
import { registerAccounts } from './ui/accounts/index';
import { registerAgentTools } from './ui/agent/index';
import { registerArticles } from './ui/articles/index';
import { registerEvents } from './ui/events/index';
import { registerNotifications } from './ui/notifications/index';
import { registerGraphQL } from './ui/graphql/index';
import { registerPreview } from './ui/preview/index';
import { registerPulls } from './ui/pulls/index';
import { registerTemplates } from './ui/templates/index';
import { confirmationsTesting } from './ui/base/confirm';
import { gitConfigReads } from './ui/base/git-config';
import { statusMessagesTesting } from './ui/base/status-message';
import { recordPrompts } from './ui/base/prompts-testing';
import { guardOffRoadWrites } from './ui/base/write-road';
import { offRoadWrites } from './ui/base/off-road-writes';
import { contextKeyValues } from './ui/base/context-keys';
import { activated, baseDeps, type DevDeskApi, type DevDeskPublicApi } from './extension.shared';

export type { DevDeskApi, DevDeskPublicApi } from './extension.shared';

export function activate(context: vscode.ExtensionContext): DevDeskPublicApi | DevDeskApi {
  const started = performance.now();
  // Under the tests a write sent off the write road fails (ui/base/write-road.ts); never for an installed DevDesk.
  if (context.extensionMode === vscode.ExtensionMode.Test) guardOffRoadWrites(offRoadWrites);
  const deps = baseDeps(context);
  const { accounts, testing } = registerAccounts(deps);
  context.subscriptions.push(registerArticles({ ...deps, accounts }));
  const pulls = registerPulls({ ...deps, accounts });
  const events = registerEvents({ ...deps, accounts });
  const notifications = registerNotifications({ ...deps, accounts });
  context.subscriptions.push(pulls, events, notifications);
  context.subscriptions.push(registerTemplates({ ...deps, accounts }));
  const preview = registerPreview({ ...deps, accounts });
  context.subscriptions.push(preview);
  const graphql = registerGraphQL({ ...deps, accounts });
  context.subscriptions.push(graphql);
  const agent = registerAgentTools({ ...deps, accounts });
  context.subscriptions.push(agent);

  const activationTimeMs = activated(deps, started);
  if (context.extensionMode !== vscode.ExtensionMode.Test) return { activationTimeMs };
  const prompts = recordPrompts(vscode.window);
  return {
    activationTimeMs,
    trees: deps.trees,
    accounts: testing,
    pulls: pulls.testing,
    preview: preview.testing,
    graphql: graphql.testing,
    events: events.testing,
    notifications: notifications.testing,
    agent: agent.testing,
    shownErrors: deps.presenter.shown,
    lastFailure: () => deps.presenter.last,
    confirmations: confirmationsTesting(),
    statusMessages: statusMessagesTesting(),
    contextKeys: contextKeyValues(),
    writeCommandIds: () => deps.commands.writeCommandIds(),
    prompts,
    gitConfigReads,
  };
}

export function deactivate(): void {}
