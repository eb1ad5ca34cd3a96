// Test-only: the quick picks and input boxes DevDesk shows, as they are shown, so an integration test can check
// which prompt a command asked (the palette's prompt for a write command's target) before it presses Escape: the
// extension host cannot read the workbench's prompts. activate() installs it only in ExtensionMode.Test
// (src/extension.ts). It wraps `showQuickPick` and `showInputBox` of the API object VS Code gives DevDesk (each
// extension gets its own, https://code.visualstudio.com/api/references/vscode-api), so every prompt, however a
// feature writes it, is seen. Pickers built with createQuickPick / createInputBox (the accounts feature's) are not.
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

export interface PromptsTesting {
  /** Every prompt shown since activation, newest last. */
  readonly shown: readonly ShownPrompt[];
}

type QuickPickEntry = string | vscode.QuickPickItem;
type Window = Pick<typeof vscode.window, 'showQuickPick' | 'showInputBox'>;

function itemOf(entry: QuickPickEntry): ShownPromptItem {
  return typeof entry === 'string' ? { label: entry } : { label: entry.label, description: entry.description, detail: entry.detail };
}

/** Wraps the window's two prompt functions (the original still shows the prompt) and records each prompt. */
export function recordPrompts(window: Window): PromptsTesting {
  const shown: ShownPrompt[] = [];
  const note = (prompt: ShownPrompt): void => void shown.push(prompt);
  const showQuickPick = window.showQuickPick.bind(window) as (items: unknown, options?: vscode.QuickPickOptions, token?: vscode.CancellationToken) => Thenable<unknown>;
  const showInputBox = window.showInputBox.bind(window);
  const quickPick = (items: readonly QuickPickEntry[] | Thenable<readonly QuickPickEntry[]>, options?: vscode.QuickPickOptions, token?: vscode.CancellationToken): Thenable<unknown> => {
    // Noted once its items are there: the workbench shows them then, and a test looks at them.
    void Promise.resolve(items).then((list) => note({ kind: 'quickPick', title: options?.title, placeholder: options?.placeHolder, items: list.map(itemOf) }), () => undefined);
    return showQuickPick(items, options, token);
  };
  window.showQuickPick = quickPick as typeof window.showQuickPick;
  window.showInputBox = (options?: vscode.InputBoxOptions, token?: vscode.CancellationToken) => {
    note({ kind: 'inputBox', title: options?.title, placeholder: options?.placeHolder ?? options?.prompt, items: [] });
    return showInputBox(options, token);
  };
  return { shown };
}
