// What a Markdown draft's completion offers, as plain data: where a `@user`, `#123` or `:emoji:` being typed starts,
// and the entries for the people, issues and emoji of the draft's repository. Pure (test/unit/ui/pulls-people.test.ts);
// people-completion.ts turns these into VS Code's items.

export type TriggerKind = 'user' | 'issue' | 'emoji';

export interface CompletionTrigger {
  readonly kind: TriggerKind;
  /** Offset in the line of the `@`, `#` or `:` the entry replaces from. */
  readonly start: number;
}

// GitHub links a mention or a reference only after the start of a line, a space or an opening bracket
// (https://docs.github.com/articles/basic-writing-and-formatting-syntax),
// so `a@b.c`, `C#` and `http:` offer nothing.
const before = String.raw`(?:^|[\s([{>])`;
const triggers: ReadonlyArray<[TriggerKind, RegExp]> = [
  ['user', new RegExp(`${before}(@)[A-Za-z0-9-]*$`)],
  ['issue', new RegExp(`${before}(#)[^\\s#]*$`)],
  ['emoji', new RegExp(`${before}(:)[A-Za-z0-9_+-]*$`)],
];

/** The trigger the text before the cursor ends in; a heading's `#` at the start of a line is none. */
export function completionTriggerAt(linePrefix: string): CompletionTrigger | undefined {
  if (/^\s*#+$/.test(linePrefix)) return undefined;
  for (const [kind, pattern] of triggers) {
    const match = pattern.exec(linePrefix);
    if (match) return { kind, start: match.index + match[0].lastIndexOf(match[1]!) };
  }
  return undefined;
}

export interface CompletionEntry {
  readonly label: string;
  readonly description?: string;
  readonly insertText: string;
  /** What the typed text (from the trigger on) is matched against. */
  readonly filterText: string;
  readonly sortText: string;
}

export interface Person {
  readonly login: string;
  /** Why they are offered: a collaborator's role, or that they took part in this pull request. */
  readonly why: string;
}

/** One entry per login; people who took part in the thread come first (they are who a reply names most). */
export function personEntries(participants: readonly Person[], collaborators: readonly Person[]): CompletionEntry[] {
  const seen = new Set<string>();
  const entries: CompletionEntry[] = [];
  for (const [rank, people] of [participants, collaborators].entries()) {
    for (const person of people) {
      if (seen.has(person.login.toLowerCase())) continue;
      seen.add(person.login.toLowerCase());
      entries.push({
        label: `@${person.login}`,
        description: person.why,
        insertText: `@${person.login}`,
        filterText: `@${person.login}`,
        sortText: `${rank}${person.login.toLowerCase()}`,
      });
    }
  }
  return entries;
}

export interface IssueLike {
  readonly number: number;
  readonly title: string;
}

/** `#123 title`: matched by number or by words of the title; the most recently updated first (the order given). */
export function issueEntries(issues: readonly IssueLike[]): CompletionEntry[] {
  return issues.map((issue, index) => ({
    label: `#${issue.number}`,
    description: issue.title,
    insertText: `#${issue.number}`,
    filterText: `#${issue.number} ${issue.title}`,
    sortText: String(index).padStart(6, '0'),
  }));
}

export interface EmojiLike {
  readonly name: string;
  readonly character: string | undefined;
}

/** `:name:`, with the character shown beside it; the shortcode is what is inserted, as GitHub renders it. */
export function emojiEntries(emoji: readonly EmojiLike[]): CompletionEntry[] {
  return emoji.map((each) => ({
    label: `:${each.name}:`,
    description: each.character,
    insertText: `:${each.name}:`,
    filterText: `:${each.name}:`,
    sortText: each.name,
  }));
}
