// The accounts feature: hosts, tokens, sign-in and sign-out. Other features receive the `Accounts` it returns.
import type { BaseDeps } from '../base/feature';
import type { AccountItem } from './account-items';
import { Accounts } from './accounts';
import { GitHubSessionSync } from './github-session';
import { migrateEnterpriseUri } from './hosts';
import { AccountsCommand } from './accounts-command';
import { OAuthSignIn } from './oauth';
import { RateLimitStatus } from './rate-status';
import type { RateStatus } from './rate-status-rules';
import { SignInCommand } from './sign-in';
import { SignOutCommand } from './sign-out';
import { TokenStore } from './token-store';

// The one entry point other features import (lint holds it): the accounts, the clients they give, the hosts.
export { SignedOutError, type Accounts, type ArticleClient, type GitHubClient, type GraphQLClient } from './accounts';
export type { Host, HostKind } from './host';
export { pickHost } from './pick-host';
export { userAgent } from './user-agent';

/** What the integration tests read of the accounts feature (through DevDeskApi), never the tokens. */
export interface AccountsTesting {
  /** The authorize URL a browser sign-in opened last: the tests play the browser with it. */
  lastAuthorizeUrl(): string | undefined;
  /** The items `DevDesk: Accounts` shows (or showed last), as data. */
  accountItems(): readonly AccountItem[] | undefined;
  /**
   * The titles of the Accounts picks (the hosts, then a host's actions) whose items the workbench has drawn, oldest
   * first.
   */
  drawnPicks(): readonly string[];
  /** What the rate-limit status bar item shows (undefined: hidden), once pending updates are drawn. */
  rateLimitStatus(): Promise<RateStatus | undefined>;
  /** The next OAuth client-secret question is answered with `secret` (its input box cannot be typed into by a test). */
  answerNextClientSecret(secret: string): void;
  /** The hosts the OAuth client secret was asked for, oldest first. */
  clientSecretAskedFor(): readonly string[];
}

export function registerAccounts(deps: BaseDeps): { accounts: Accounts; testing: AccountsTesting } {
  const tokens = new TokenStore(deps.context.secrets, deps.log);
  const accounts = new Accounts(tokens);
  const oauth = new OAuthSignIn(deps.context.extension.id, deps.context.secrets, deps.log);
  const rateStatus = new RateLimitStatus(accounts);
  deps.context.subscriptions.push(tokens, accounts, oauth, rateStatus, new GitHubSessionSync(accounts, deps.log));
  const accountsCommand = new AccountsCommand(accounts, deps.log);
  deps.commands.add(
    new SignInCommand(accounts, oauth, deps.log),
    new SignOutCommand(accounts, deps.log),
    accountsCommand,
  );
  void accounts.updateContextKeys();
  // A settings clean-up that registers nothing (the hosts read the older setting too): after activation, off its path.
  const migration = setTimeout(() => {
    migrateEnterpriseUri().catch((error: unknown) =>
      deps.log.warn(
        `could not move devdesk.github.enterpriseUri into devdesk.github.enterpriseHosts: ${String(error)}`,
      ),
    );
  }, 0);
  deps.context.subscriptions.push({ dispose: () => clearTimeout(migration) });
  return {
    accounts,
    testing: {
      lastAuthorizeUrl: () => oauth.lastAuthorizeUrl,
      accountItems: () => accountsCommand.shownItems,
      drawnPicks: () => [...accountsCommand.drawnPicks],
      rateLimitStatus: () => rateStatus.update().then(() => rateStatus.status),
      answerNextClientSecret: (secret) => oauth.secretQuestions.answers.push(secret),
      clientSecretAskedFor: () => [...oauth.secretQuestions.askedFor],
    },
  };
}
