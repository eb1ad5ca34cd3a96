// The accounts feature: hosts, tokens, sign-in and sign-out. Other features receive the `Accounts` it returns.
import type { BaseDeps } from '../base/feature';
import { Accounts } from './accounts';
import { SignInCommand } from './sign-in';
import { SignOutCommand } from './sign-out';
import { TokenStore } from './token-store';

export type { Accounts } from './accounts';
export type { Host, HostKind } from './host';

export function registerAccounts(deps: BaseDeps): Accounts {
  const tokens = new TokenStore(deps.context.secrets, deps.log);
  const accounts = new Accounts(tokens);
  deps.context.subscriptions.push(tokens, accounts);
  deps.commands.add(new SignInCommand(accounts, deps.log), new SignOutCommand(accounts, deps.log));
  void accounts.updateContextKeys();
  return accounts;
}
