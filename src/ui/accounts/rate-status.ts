// The status bar item for rate limits: appears when a signed-in host's budget runs low (rate-status-rules.ts
// decides), and opens `DevDesk: Accounts` on click. It follows every answer's rate-limit headers (through the
// tracker Accounts shares with its clients), sign-ins and sign-outs, and looks again when a shown budget resets.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import { localize } from '../base/tree/tree-item';
import { timeOf } from './accounts-command';
import type { Accounts } from './accounts';
import { rateStatus, type HostBudget, type RateStatus } from './rate-status-rules';

export class RateLimitStatus extends Disposable {
  private readonly item = this.register(
    vscode.window.createStatusBarItem('devdesk.rateLimit', vscode.StatusBarAlignment.Right, 100),
  );
  private timer: ReturnType<typeof setTimeout> | undefined;
  private current: RateStatus | undefined;
  private updating: Promise<void> = Promise.resolve();

  constructor(private readonly accounts: Accounts) {
    super();
    this.item.name = vscode.l10n.t('DevDesk Rate Limit');
    this.item.command = 'devdesk.accounts';
    this.register(accounts.onDidChangeRateLimit(() => this.update()));
    this.register(accounts.onDidChange(() => this.update()));
    this.register({ dispose: () => clearTimeout(this.timer) });
  }

  /** What the item shows now (undefined: hidden); the integration tests read it. */
  get status(): RateStatus | undefined {
    return this.current;
  }

  /** Decides again; updates run one after another so the last answer wins. */
  update(): Promise<void> {
    this.updating = this.updating.then(() => this.render()).catch(() => undefined);
    return this.updating;
  }

  private async render(): Promise<void> {
    if (this.isDisposed) return;
    const budgets: HostBudget[] = [];
    for (const host of await this.accounts.signedIn()) {
      const snapshot = this.accounts.rateLimit(host);
      if (snapshot)
        budgets.push({
          hostId: host.id,
          label: host.label,
          limit: snapshot.limit,
          remaining: snapshot.remaining,
          resetAt: snapshot.resetAt?.getTime(),
        });
    }
    const status = rateStatus(budgets, Date.now(), timeOf);
    this.current = status;
    clearTimeout(this.timer);
    if (!status) {
      this.item.hide();
      return;
    }
    this.item.text = localize(status.text);
    this.item.backgroundColor = status.warning ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    const lines = status.lines.map((line) => `${line.label}: ${localize(line.budget)}`);
    this.item.tooltip = [...lines, vscode.l10n.t('Click to open DevDesk: Accounts.')].join('\n');
    this.item.show();
    if (status.refreshAt !== undefined)
      this.timer = setTimeout(() => void this.update(), Math.max(1000, status.refreshAt - Date.now() + 1000));
  }
}
