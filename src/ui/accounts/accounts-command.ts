// `DevDesk: Accounts`: one quick pick of every configured host — who is signed in, the token's scopes, the rate-limit
// budget left and when it resets — with sign in, switch account (sign in again) and sign out per host, as item
// buttons or, on Enter, a second pick. Each signed-in host is asked who the token belongs to (one request each,
// in parallel, a few seconds at most), which also refreshes its budget. The items are built by account-items.ts.
import * as vscode from 'vscode';
import type { Command } from '../base/commands';
import { describeError } from '../base/errors';
import type { Log } from '../base/log';
import { localize } from '../base/tree/tree-item';
import type { Accounts } from './accounts';
import {
  accountItems,
  parseScopesHeader,
  type AccountAction,
  type AccountFacts,
  type AccountItem,
  type RateBudget,
} from './account-items';
import type { Host } from './host';

const checkTimeoutMs = 5000;

export function timeOf(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(vscode.env.language, { hour: '2-digit', minute: '2-digit' });
}

function budgetOf(accounts: Accounts, host: Host): RateBudget | undefined {
  const snapshot = accounts.rateLimit(host);
  return snapshot && { limit: snapshot.limit, remaining: snapshot.remaining, resetAt: snapshot.resetAt?.getTime() };
}

/** Who the host's token belongs to and what it may do, asked of the host now. */
async function factsOf(accounts: Accounts, host: Host, log: Log): Promise<AccountFacts> {
  const base = { hostId: host.id, kind: host.kind, label: host.label };
  const signedIn = (await accounts.tokens.get(host)) !== undefined;
  if (!signedIn) return { ...base, state: 'signedOut' };
  try {
    const options = { timeoutMs: checkTimeoutMs };
    let login: string | undefined;
    let scopes: readonly string[] | undefined;
    if (host.kind === 'github') {
      const github = await accounts.githubClient(host);
      // The core's users.authenticated() gives the body only; the scopes are in a header of the same answer.
      const answer = await github?.http.request({ path: '/user', cache: false, ...options });
      login = answer && (JSON.parse(answer.text()) as { login?: string }).login;
      scopes = parseScopesHeader(answer?.headers['x-oauth-scopes']);
    } else {
      const articles = await accounts.articleClient(host);
      login = (await articles?.getAuthenticatedUser(options))?.id;
      scopes = await accounts.tokens.scopes(host);
    }
    return { ...base, state: 'signedIn', login, scopes, budget: budgetOf(accounts, host) };
  } catch (error) {
    const reason = describeError(error).reason;
    log.warn(`Could not check the account on ${host.id}: ${reason}`);
    const scopes = host.kind === 'github' ? undefined : await accounts.tokens.scopes(host);
    return {
      ...base,
      state: reason === 'unauthorized' ? 'refused' : 'unchecked',
      problem: reason,
      scopes,
      budget: budgetOf(accounts, host),
    };
  }
}

function actionLabel(action: AccountAction): string {
  switch (action) {
    case 'signIn':
      return vscode.l10n.t('$(sign-in) Sign in');
    case 'switch':
      return vscode.l10n.t('$(arrow-swap) Switch account (sign in again)');
    case 'signOut':
      return vscode.l10n.t('$(sign-out) Sign out');
  }
}

const actionIcons: Record<AccountAction, string> = { signIn: 'sign-in', switch: 'arrow-swap', signOut: 'sign-out' };

interface ActionButton extends vscode.QuickInputButton {
  readonly action: AccountAction;
}

interface PickItem extends vscode.QuickPickItem {
  readonly item: AccountItem;
}

export class AccountsCommand implements Command {
  readonly id = 'devdesk.accounts';
  private shown: readonly AccountItem[] | undefined;
  private readonly drawn: string[] = [];

  constructor(
    private readonly accounts: Accounts,
    private readonly log: Log,
  ) {}

  /** The items the Accounts pick shows (or showed last): the integration tests read them here. */
  get shownItems(): readonly AccountItem[] | undefined {
    return this.shown;
  }

  /** The titles of the picks whose items the workbench has drawn, oldest first: the integration tests wait on it. */
  get drawnPicks(): readonly string[] {
    return this.drawn;
  }

  /**
   * Notes the pick once the workbench has drawn its items: it then makes the first one active, and says so
   * (`onDidChangeActive`). A key pressed before that would choose nothing, or the wrong item.
   */
  private noteWhenDrawn(pick: vscode.QuickPick<vscode.QuickPickItem>): void {
    const noted = pick.onDidChangeActive((active) => {
      if (active.length === 0) return;
      this.drawn.push(pick.title ?? '');
      noted.dispose();
    });
  }

  async execute(): Promise<void> {
    const pick = vscode.window.createQuickPick<PickItem>();
    this.noteWhenDrawn(pick);
    pick.title = vscode.l10n.t('DevDesk: Accounts');
    pick.placeholder = vscode.l10n.t('Checking each signed-in host…');
    pick.matchOnDescription = true;
    pick.busy = true;
    pick.show();
    const chosen = new Promise<{ item: AccountItem; action?: AccountAction } | undefined>((resolve) => {
      pick.onDidAccept(() => resolve(pick.selectedItems[0] && { item: pick.selectedItems[0].item }));
      pick.onDidTriggerItemButton((event) =>
        resolve({ item: event.item.item, action: (event.button as ActionButton).action }),
      );
      pick.onDidHide(() => resolve(undefined));
    });
    try {
      const facts = await Promise.all(this.accounts.hosts().map((host) => factsOf(this.accounts, host, this.log)));
      this.shown = accountItems(facts, timeOf);
      pick.items = this.shown.map((item) => this.toPickItem(item));
      pick.placeholder = vscode.l10n.t('Choose a host to sign in, switch account or sign out');
      pick.busy = false;
      const answer = await chosen;
      pick.hide();
      if (!answer) return;
      const action = answer.action ?? (await this.chooseAction(answer.item));
      if (action) await this.run(action, answer.item.hostId);
    } finally {
      pick.dispose();
    }
  }

  private toPickItem(item: AccountItem): PickItem {
    return {
      label: `$(${item.icon}) ${item.label}`,
      description: localize(item.description),
      detail: item.detail.map(localize).join(' · ') || undefined,
      buttons: item.actions.map((action): ActionButton => ({
        action,
        iconPath: new vscode.ThemeIcon(actionIcons[action]),
        tooltip: actionLabel(action).replace(/^\$\([^)]+\)\s*/, ''),
      })),
      item,
    };
  }

  /** What to do on the host chosen: a second pick (made like the first, so its drawing is noted too). */
  private async chooseAction(item: AccountItem): Promise<AccountAction | undefined> {
    if (item.actions.length === 1) return item.actions[0];
    const pick = vscode.window.createQuickPick<vscode.QuickPickItem & { action: AccountAction }>();
    this.noteWhenDrawn(pick);
    pick.title = item.label;
    pick.ignoreFocusOut = true;
    pick.items = item.actions.map((action) => ({ label: actionLabel(action), action }));
    try {
      return await new Promise<AccountAction | undefined>((resolve) => {
        pick.onDidAccept(() => resolve(pick.selectedItems[0]?.action));
        pick.onDidHide(() => resolve(undefined));
        pick.show();
      });
    } finally {
      pick.dispose();
    }
  }

  private async run(action: AccountAction, hostId: string): Promise<void> {
    await vscode.commands.executeCommand(action === 'signOut' ? 'devdesk.signOut' : 'devdesk.signIn', hostId);
  }
}
