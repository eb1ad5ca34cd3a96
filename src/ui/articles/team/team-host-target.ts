// The team host a team-administration command acts on: the node's host, a host id given by a caller, or one the
// user picks among the signed-in team hosts (from the palette). One base class for those commands.
import * as vscode from 'vscode';
import { pickHost, type Accounts, type ArticleClient, type Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import { failingOn, type FailureContext } from '../../base/error-presenter';
import { untrustedText } from '../../base/untrusted-text';
import type { ArticleTreeNode } from '../data';

export type NodeOrHost = ArticleTreeNode | string | undefined;

export const hostIdOf = (target: NodeOrHost): string | undefined => (typeof target === 'string' ? target : target?.data.hostId);

export async function teamHostOf(accounts: Accounts, target: NodeOrHost): Promise<Host | undefined> {
  const signedIn = await accounts.signedIn('team');
  if (signedIn.length === 0) {
    await vscode.commands.executeCommand('devdesk.signIn');
    return undefined;
  }
  const hostId = hostIdOf(target);
  if (hostId) return signedIn.find((host) => host.id === hostId);
  return pickHost(signedIn, vscode.l10n.t('Which team?'));
}

export interface TeamContext {
  readonly host: Host;
  readonly client: ArticleClient;
}

/** The service refused the write and the user was shown its words; nothing changed, nothing to redraw. */
export interface Refusal {
  readonly refused: string;
}

/** A write on a team host: finds the host, runs `act`, says what was done in the status bar, redraws the view. */
export abstract class TeamAdminCommand implements Command {
  abstract readonly id: string;

  constructor(
    protected readonly accounts: Accounts,
    private readonly afterChange: () => void,
  ) {}

  async execute(target?: NodeOrHost, ...args: unknown[]): Promise<string | undefined> {
    const host = await teamHostOf(this.accounts, target);
    if (!host) return undefined;
    // A host picked from the palette is not in the arguments failureContext sees: the failure carries it.
    const done = await failingOn(host, async () => this.act(typeof target === 'object' ? target : undefined, { host, client: await this.accounts.requireArticleClient(host) }, ...args));
    if (done === undefined) return undefined;
    if (typeof done === 'object') return done.refused;
    vscode.window.setStatusBarMessage(untrustedText(done), 5000);
    this.afterChange();
    return done;
  }

  /**
   * Asks what it needs, sends one write (never retried by itself), returns the sentence for the status bar
   * (undefined: nothing sent). `execute` returns the same sentence, or the refusal shown, to its caller.
   */
  protected abstract act(node: ArticleTreeNode | undefined, context: TeamContext, ...args: unknown[]): Promise<string | Refusal | undefined>;

  failureContext(_error: unknown, target?: NodeOrHost): FailureContext {
    const hostId = hostIdOf(target);
    return { host: hostId ? this.accounts.host(hostId) : undefined };
  }
}

export const given = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Picks a team member (typing narrows the list); undefined when dismissed. */
export async function pickMember(client: ArticleClient, title: string, exclude: (id: string) => boolean = () => false): Promise<string | undefined> {
  const members = (await client.listTeamMemberships({ perPage: 100 })).items.filter((member) => !exclude(member.id));
  const picked = await vscode.window.showQuickPick(
    members.map((member) => ({ label: untrustedText(`@${member.id}`), description: untrustedText(member.name), detail: member.email ? untrustedText(member.email) : undefined, id: member.id })),
    { title, matchOnDescription: true, matchOnDetail: true },
  );
  return picked?.id;
}
