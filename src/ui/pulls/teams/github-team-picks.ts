// The questions the team commands ask: which host and organization (from the palette), which team, and the
// team's fields (name, description, privacy, parent), each prefilled with what the user typed or the team has.
import * as vscode from 'vscode';
import type { RepositoryPermission, TeamPrivacy } from '../../../core/github/teams';
import type { Team } from '../../../core/github/types';
import type { Accounts, GitHubClient, Host } from '../../accounts/index';
import { failingOn } from '../../base/error-presenter';
import { localize } from '../../base/tree/tree-item';
import { workspaceRepositories } from '../pull/repositories';
import { permissionLevels, permissionText, teamsUnder } from './github-team-nodes';
import { allTeams, organizationsOf } from './github-teams-source';

/** What a team command works on: the host, its client and the organization. */
export interface OrgTarget {
  readonly host: Host;
  readonly client: GitHubClient;
  readonly org: string;
}

/** The fields of a team as the user gave them; `parent` is a team slug, or null for none. */
export interface TeamFields {
  name: string;
  description: string;
  privacy: TeamPrivacy;
  parent: string | null;
}

export class TeamPicks {
  constructor(private readonly accounts: Accounts) {}

  /** The host and organization given, or (from the palette) the signed-in host and an organization picked. */
  async orgTarget(hostId: string | undefined, org: string | undefined): Promise<OrgTarget | undefined> {
    const host = hostId ? this.accounts.host(hostId) : await this.pickHost();
    if (!host) return undefined;
    const client = await this.accounts.requireGitHubClient(host);
    const chosen = org ?? (await failingOn(host, () => this.pickOrg(host, client)));
    return chosen ? { host, client, org: chosen } : undefined;
  }

  private async pickHost(): Promise<Host | undefined> {
    const hosts = await this.accounts.signedIn('github');
    if (hosts.length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Sign in to GitHub first: teams are read and changed with your account.'),
      );
      return undefined;
    }
    if (hosts.length === 1) return hosts[0];
    const picked = await vscode.window.showQuickPick(
      hosts.map((host) => ({ label: host.label, host })),
      { title: vscode.l10n.t('Which GitHub host?') },
    );
    return picked?.host;
  }

  private async pickOrg(host: Host, client: GitHubClient): Promise<string | undefined> {
    const orgs = await organizationsOf(client, await workspaceRepositories(this.accounts, host));
    if (orgs.length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          'None of the configured repositories belongs to an organization. Add one to devdesk.github.repositories ' +
            'in settings.',
        ),
      );
      return undefined;
    }
    if (orgs.length === 1) return orgs[0];
    return vscode.window.showQuickPick(orgs, { title: vscode.l10n.t('Which organization?') });
  }

  /** A team of the organization, by name (its parent shown beside it). */
  async pickTeam(target: OrgTarget, title: string): Promise<Team | undefined> {
    const teams = await allTeams(target.client, target.org);
    if (teams.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no team you can see.', target.org));
      return undefined;
    }
    const items = [...teams]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((team) => ({
        label: team.name,
        description: team.parent ? vscode.l10n.t('in {0}', team.parent.name) : '',
        team,
      }));
    return (await vscode.window.showQuickPick(items, { title, matchOnDescription: true }))?.team;
  }

  /**
   * Asks the fields one after the other, each prefilled; undefined when the user cancels. `self`: the team being
   * edited, which cannot be its own parent nor be placed under one of its descendants.
   */
  async fields(target: OrgTarget, title: string, start: TeamFields, self?: Team): Promise<TeamFields | undefined> {
    const name = await vscode.window.showInputBox({
      title: `${title} (1/4)`,
      prompt: vscode.l10n.t('Name of the team'),
      value: start.name,
      validateInput: (value) => (value.trim() ? undefined : vscode.l10n.t('A team needs a name.')),
    });
    if (name === undefined) return undefined;
    const description = await vscode.window.showInputBox({
      title: `${title} (2/4)`,
      prompt: vscode.l10n.t('Description (optional)'),
      value: start.description,
    });
    if (description === undefined) return undefined;
    const privacy = await this.pickPrivacy(`${title} (3/4)`, target.org, start.privacy);
    if (!privacy) return undefined;
    const parent = await this.pickParent(target, `${title} (4/4)`, start.parent, self);
    if (parent === undefined) return undefined;
    return { name: name.trim(), description, privacy, parent };
  }

  private async pickPrivacy(title: string, org: string, current: TeamPrivacy): Promise<TeamPrivacy | undefined> {
    const items = [
      {
        label: vscode.l10n.t('Visible'),
        detail: vscode.l10n.t(
          'Every member of {0} can see the team and mention it. Teams can nest only when visible.',
          org,
        ),
        privacy: 'closed' as const,
      },
      {
        label: vscode.l10n.t('Secret'),
        detail: vscode.l10n.t(
          'Only its members and the owners of {0} can see it. A secret team has no parent and no child teams.',
          org,
        ),
        privacy: 'secret' as const,
      },
    ];
    return (
      await vscode.window.showQuickPick(
        currentFirst(items, (item) => item.privacy === current),
        { title, placeHolder: vscode.l10n.t('Who can see the team?') },
      )
    )?.privacy;
  }

  /** A slug, null for "no parent", undefined when cancelled. The current choice comes first. */
  private async pickParent(
    target: OrgTarget,
    title: string,
    current: string | null,
    self?: Team,
  ): Promise<string | null | undefined> {
    const teams = await allTeams(target.client, target.org);
    const excluded = new Set(self ? [self.id, ...descendants(teams, self.id)] : []);
    const none = { label: vscode.l10n.t('No parent team'), slug: null as string | null };
    const candidates = teams
      .filter((team) => !excluded.has(team.id))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((team) => ({
        label: team.name,
        description: team.privacy === 'secret' ? vscode.l10n.t('secret') : '',
        slug: team.slug as string | null,
      }));
    const picked = await vscode.window.showQuickPick(
      currentFirst([none, ...candidates], (item) => item.slug === current),
      { title, placeHolder: vscode.l10n.t('Parent team') },
    );
    return picked ? picked.slug : undefined;
  }

  async pickPermission(title: string, current?: RepositoryPermission): Promise<RepositoryPermission | undefined> {
    const items = permissionLevels.map((level) => ({
      label: level,
      description: localize(permissionText(level)) + (level === current ? ` · ${vscode.l10n.t('current')}` : ''),
      level,
    }));
    return (
      await vscode.window.showQuickPick(items, {
        title,
        placeHolder: vscode.l10n.t('The team’s permission on the repository'),
      })
    )?.level;
  }

  /** A configured repository of the organization, or another one typed as owner/name. */
  async pickRepository(target: OrgTarget, title: string): Promise<string | undefined> {
    const configured = (await workspaceRepositories(this.accounts, target.host))
      .filter((repo) => repo.owner.toLowerCase() === target.org.toLowerCase())
      .map((repo) => `${repo.owner}/${repo.repo}`);
    const other = vscode.l10n.t('Another repository…');
    const picked = configured.length > 0 ? await vscode.window.showQuickPick([...configured, other], { title }) : other;
    if (picked !== other) return picked;
    return vscode.window
      .showInputBox({
        title,
        prompt: vscode.l10n.t('Repository as owner/name'),
        value: `${target.org}/`,
        validateInput: (value) =>
          /^[^/\s]+\/[^/\s]+$/.test(value.trim()) ? undefined : vscode.l10n.t('Write it as owner/name.'),
      })
      .then((value) => value?.trim());
  }
}

/** The items with the current choice first, so Enter keeps it. */
function currentFirst<Item>(items: readonly Item[], isCurrent: (item: Item) => boolean): Item[] {
  return [...items.filter(isCurrent), ...items.filter((item) => !isCurrent(item))];
}

/** Ids of every team below `id`. */
function descendants(teams: readonly Team[], id: number): number[] {
  return teamsUnder(teams, id).flatMap((child) => [child.id, ...descendants(teams, child.id)]);
}
