// A sentence the UI will show, kept unlocalized in pure modules: its English template (the key of
// l10n/bundle.l10n.*.json) and its arguments. Only adapters turn it into the user's language, with vscode.l10n.t.
// test/unit/l10n.test.ts finds every phrase call and checks that Japanese translates it.

export interface Phrase {
  readonly message: string;
  readonly args: ReadonlyArray<string | number>;
}

export function phrase(message: string, ...args: Array<string | number>): Phrase {
  return { message, args };
}
