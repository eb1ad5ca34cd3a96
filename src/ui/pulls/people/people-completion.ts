// Completion in every Markdown draft DevDesk opens for a pull request (comments, replies, descriptions: drafts whose
// subject is `owner/repo#12` on a GitHub host, src/ui/base/drafts.ts): `@user` (the pull request's participants, then
// the repository's collaborators), `#123` (the repository's issues and pull requests, most recently updated first)
// and `:emoji:` (the host's own list, GET /emojis). Lists are read once per repository (or host) and kept a few
// minutes; what to offer at the cursor is people-completion-items.ts.
import * as vscode from 'vscode';
import type { Accounts, GitHubClient, Host } from '../../accounts/index';
import type { DraftStore } from '../../base/drafts';
import { parsePullSubject } from '../../base/schemes';
import {
  completionTriggerAt,
  emojiEntries,
  issueEntries,
  personEntries,
  type CompletionEntry,
  type Person,
  type TriggerKind,
} from './people-completion-items';

/** How many of the repository's issues and pull requests `#` offers: the most recently updated. */
const issueLimit = 300;
const keptMs = 5 * 60_000;

interface DraftPlace {
  readonly host: Host;
  readonly repo: { owner: string; repo: string };
  readonly number: number;
}

export class DraftCompletion implements vscode.CompletionItemProvider {
  private readonly kept = new Map<string, { at: number; entries: Promise<CompletionEntry[]> }>();

  constructor(
    private readonly drafts: DraftStore,
    private readonly accounts: Accounts,
  ) {}

  async provideCompletionItems(
    document: vscode.TextDocument,
    position: vscode.Position,
  ): Promise<vscode.CompletionItem[] | undefined> {
    const trigger = completionTriggerAt(document.lineAt(position.line).text.slice(0, position.character));
    if (!trigger) return undefined;
    const place = await this.placeOf(document);
    if (!place) return undefined;
    const range = new vscode.Range(position.line, trigger.start, position.line, position.character);
    const entries = await this.entries(trigger.kind, place).catch(() => []);
    return entries.map((entry) => toItem(entry, trigger.kind, range));
  }

  /** The pull request a draft is written for; undefined for any other document. */
  private async placeOf(document: vscode.TextDocument): Promise<DraftPlace | undefined> {
    if (document.uri.scheme !== 'file') return undefined;
    const draft = await this.drafts.find(document.uri.fsPath);
    const subject = draft && parsePullSubject(draft.subject);
    const host = draft && this.accounts.host(draft.hostId);
    if (!subject || !host || host.kind !== 'github') return undefined;
    return { host, repo: { owner: subject.owner, repo: subject.repo }, number: subject.number };
  }

  private entries(kind: TriggerKind, place: DraftPlace): Promise<CompletionEntry[]> {
    const repoKey = `${place.host.id}\u0000${place.repo.owner}/${place.repo.repo}`;
    const key =
      kind === 'emoji'
        ? `emoji\u0000${place.host.id}`
        : kind === 'user'
          ? `user\u0000${repoKey}#${place.number}`
          : `issue\u0000${repoKey}`;
    const found = this.kept.get(key);
    if (found && Date.now() - found.at < keptMs) return found.entries;
    const entries = this.accounts.requireGitHubClient(place.host).then((client) => read(kind, client, place));
    this.kept.set(key, { at: Date.now(), entries });
    entries.catch(() => this.kept.delete(key));
    return entries;
  }
}

function read(kind: TriggerKind, client: GitHubClient, place: DraftPlace): Promise<CompletionEntry[]> {
  switch (kind) {
    case 'user':
      return people(client, place);
    case 'issue':
      return issues(client, place);
    case 'emoji':
      return client.emojis.list().then(emojiEntries);
  }
}

async function people(client: GitHubClient, { repo, number }: DraftPlace): Promise<CompletionEntry[]> {
  const took = vscode.l10n.t('in this pull request');
  const participants: Person[] = [];
  const pull = await client.pulls.get(repo, number);
  participants.push({ login: pull.user.login, why: took });
  for await (const comment of client.issueComments.list(repo, number))
    if (comment.user) participants.push({ login: comment.user.login, why: took });
  for await (const comment of client.reviewComments.listForPull(repo, number))
    if (comment.user) participants.push({ login: comment.user.login, why: took });
  return personEntries(participants, await collaborators(client, repo));
}

/** The repository's collaborators; one without push access may not list them, and gets the assignable users. */
async function collaborators(client: GitHubClient, repo: DraftPlace['repo']): Promise<Person[]> {
  const found: Person[] = [];
  try {
    for await (const user of client.collaborators.list(repo)) found.push({ login: user.login, why: user.role_name });
  } catch {
    for await (const user of client.collaborators.assignable(repo))
      found.push({ login: user.login, why: vscode.l10n.t('collaborator') });
  }
  return found;
}

async function issues(client: GitHubClient, { repo }: DraftPlace): Promise<CompletionEntry[]> {
  const found: Array<{ number: number; title: string }> = [];
  for await (const issue of client.issues.list(repo, { state: 'all', sort: 'updated', limit: issueLimit }))
    found.push({ number: issue.number, title: issue.title });
  return issueEntries(found);
}

const kinds: Record<TriggerKind, vscode.CompletionItemKind> = {
  user: vscode.CompletionItemKind.User,
  issue: vscode.CompletionItemKind.Reference,
  emoji: vscode.CompletionItemKind.Text,
};

function toItem(entry: CompletionEntry, kind: TriggerKind, range: vscode.Range): vscode.CompletionItem {
  const item = new vscode.CompletionItem({ label: entry.label, description: entry.description }, kinds[kind]);
  item.insertText = entry.insertText;
  item.filterText = entry.filterText;
  item.sortText = entry.sortText;
  item.range = range;
  return item;
}

/** Completion in Markdown files on disk; the provider answers only for DevDesk's pull request drafts. */
export function registerDraftCompletion(drafts: DraftStore, accounts: Accounts): vscode.Disposable {
  return vscode.languages.registerCompletionItemProvider(
    { scheme: 'file', language: 'markdown' },
    new DraftCompletion(drafts, accounts),
    '@',
    '#',
    ':',
  );
}
