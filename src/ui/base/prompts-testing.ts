// Test-only: the quick picks and input boxes DevDesk shows, as they are shown, so an integration test can check
// which prompt a command asked (the palette's prompt for a write command's target) before it presses Escape: the
// extension host cannot read the workbench's prompts. activate() installs it only in ExtensionMode.Test
// (src/extension.ts). It wraps `showQuickPick` and `showInputBox` of the API object VS Code gives DevDesk (each
// extension gets its own, https://code.visualstudio.com/api/references/vscode-api), so every prompt, however a
// feature writes it, is seen. Pickers built with createQuickPick / createInputBox (the accounts feature's) are not.
// The texts of notifications and status-bar messages are recorded the same way (`texts`), so a test can check that
// no text a repository or a service wrote became a link or an icon anywhere DevDesk showed it.
import type * as vscode from 'vscode';

export interface ShownPromptItem {
  readonly label: string;
  readonly description?: string;
  readonly detail?: string;
}

export interface ShownPrompt {
  readonly kind: 'quickPick' | 'inputBox';
  readonly title?: string;
  /** The quick pick's or input box's placeholder, or the input box's prompt. */
  readonly placeholder?: string;
  /** The quick pick's items (none for an input box). */
  readonly items: readonly ShownPromptItem[];
}

/** A text DevDesk put on a surface that reads markup in plain strings (untrusted-text.ts): links, icons. */
export interface ShownText {
  readonly surface: 'notification' | 'modal' | 'statusBar' | 'inputBox' | 'quickPick';
  readonly text: string;
}

export interface PromptsTesting {
  /** Every prompt shown since activation, newest last. */
  readonly shown: readonly ShownPrompt[];
  /** Every text of every notification, status-bar message, input box and quick pick since activation. */
  texts(): readonly ShownText[];
}

type QuickPickEntry = string | vscode.QuickPickItem;
type MessageFunction = 'showInformationMessage' | 'showWarningMessage' | 'showErrorMessage';
type Window = Pick<typeof vscode.window, 'showQuickPick' | 'showInputBox' | 'setStatusBarMessage' | MessageFunction>;

function itemOf(entry: QuickPickEntry): ShownPromptItem {
  return typeof entry === 'string'
    ? { label: entry }
    : { label: entry.label, description: entry.description, detail: entry.detail };
}

/** Wraps the window's two prompt functions (the original still shows the prompt) and records each prompt. */
export function recordPrompts(window: Window): PromptsTesting {
  const shown: ShownPrompt[] = [];
  const note = (prompt: ShownPrompt): void => void shown.push(prompt);
  const showQuickPick = window.showQuickPick.bind(window) as (
    items: unknown,
    options?: vscode.QuickPickOptions,
    token?: vscode.CancellationToken,
  ) => Thenable<unknown>;
  const showInputBox = window.showInputBox.bind(window);
  const quickPick = (
    items: readonly QuickPickEntry[] | Thenable<readonly QuickPickEntry[]>,
    options?: vscode.QuickPickOptions,
    token?: vscode.CancellationToken,
  ): Thenable<unknown> => {
    // Noted once its items are there: the workbench shows them then, and a test looks at them.
    void Promise.resolve(items).then(
      (list) =>
        note({ kind: 'quickPick', title: options?.title, placeholder: options?.placeHolder, items: list.map(itemOf) }),
      () => undefined,
    );
    return showQuickPick(items, options, token);
  };
  window.showQuickPick = quickPick as typeof window.showQuickPick;
  window.showInputBox = (options?: vscode.InputBoxOptions, token?: vscode.CancellationToken) => {
    note({ kind: 'inputBox', title: options?.title, placeholder: options?.placeHolder ?? options?.prompt, items: [] });
    return showInputBox(options, token);
  };
  return { shown, texts: recordTexts(window, shown) };
}

/** Every text of the prompts above, and of notifications and status-bar messages, wrapped the same way. */
function recordTexts(window: Window, prompts: readonly ShownPrompt[]): () => readonly ShownText[] {
  const texts: ShownText[] = [];
  const add = (surface: ShownText['surface'], ...found: unknown[]): void => {
    for (const text of found) if (typeof text === 'string' && text) texts.push({ surface, text });
  };
  for (const name of ['showInformationMessage', 'showWarningMessage', 'showErrorMessage'] as const) {
    const show = window[name].bind(window) as (...args: unknown[]) => Thenable<unknown>;
    window[name] = ((message: string, ...rest: unknown[]) => {
      const first = rest[0] as (vscode.MessageOptions & { title?: string }) | undefined;
      const options = typeof first === 'object' && first !== null && first.title === undefined ? first : undefined;
      const surface = options?.modal ? 'modal' : 'notification';
      const buttons = rest.map((item) =>
        typeof item === 'object' && item !== null ? (item as { title?: string }).title : item,
      );
      add(surface, message, options?.detail, ...buttons);
      return show(message, ...rest);
    }) as Window[typeof name];
  }
  type SetStatusBarMessage = (text: string, hide?: unknown) => vscode.Disposable;
  const setStatusBarMessage = window.setStatusBarMessage.bind(window) as SetStatusBarMessage;
  window.setStatusBarMessage = ((text: string, hide?: number | Thenable<unknown>) => {
    add('statusBar', text);
    return setStatusBarMessage(text, hide);
  }) as Window['setStatusBarMessage'];
  // A quick pick's items are read from `prompts` when asked: they are noted once the workbench has them.
  const promptTexts = (): ShownText[] =>
    prompts.flatMap(({ kind, title, placeholder, items }) =>
      [title, placeholder, ...items.flatMap((item) => [item.label, item.description, item.detail])]
        .filter((text): text is string => !!text)
        .map((text) => ({ surface: kind, text })),
    );
  return () => [...texts, ...promptTexts()];
}
