// The pickers of the people commands. A repository can have thousands of collaborators or labels: the list opens at
// once and grows page by page as GitHub answers (every page, no cut-off), VS Code's own filter matching what is
// typed against what has arrived; the choices made while it grows are kept.
import * as vscode from 'vscode';

export interface PickItem<T> extends vscode.QuickPickItem {
  readonly key: string;
  readonly value: T;
}

export interface GrowingPick<T> {
  readonly title: string;
  readonly placeholder?: string;
  /** Pages of items, in order; several sources are read together (e.g. users and teams). */
  readonly sources: ReadonlyArray<AsyncIterable<readonly PickItem<T>[]>>;
  /** Keys picked when the list opens (what the pull request has now). */
  readonly picked?: ReadonlySet<string>;
  readonly many: boolean;
}

/** The items picked (one for a single pick), or undefined when the user dismissed the list. */
export function pickGrowing<T>(options: GrowingPick<T>): Promise<Array<PickItem<T>> | undefined> {
  const quickPick = vscode.window.createQuickPick<PickItem<T>>();
  quickPick.title = options.title;
  quickPick.placeholder = options.placeholder;
  quickPick.canSelectMany = options.many;
  quickPick.matchOnDescription = true;
  quickPick.busy = true;
  const chosen = new Set(options.picked ?? []);
  const items: Array<PickItem<T>> = [];
  let loading = options.sources.length;
  let settled = false;

  return new Promise((resolve, reject) => {
    const finish = (value: Array<PickItem<T>> | undefined, error?: unknown): void => {
      if (settled) return;
      settled = true;
      quickPick.dispose();
      if (error !== undefined) reject(error);
      else resolve(value);
    };
    const show = (): void => {
      quickPick.items = [...items];
      if (options.many) quickPick.selectedItems = items.filter((item) => chosen.has(item.key));
    };
    quickPick.onDidChangeSelection((selected) => {
      if (!options.many) return;
      // Only what is on the list can be unpicked; a key picked but not yet loaded stays picked.
      for (const item of items) if (!selected.includes(item)) chosen.delete(item.key);
      for (const item of selected) chosen.add(item.key);
    });
    quickPick.onDidAccept(() =>
      finish(options.many ? items.filter((item) => chosen.has(item.key)) : [...quickPick.selectedItems]),
    );
    quickPick.onDidHide(() => finish(undefined));
    for (const source of options.sources) {
      void (async () => {
        try {
          for await (const page of source) {
            if (settled) return;
            items.push(...page);
            show();
          }
        } catch (error) {
          finish(undefined, error);
        } finally {
          loading -= 1;
          if (loading === 0) quickPick.busy = false;
        }
      })();
    }
    quickPick.show();
  });
}

/** Pages of an iterable of items, mapped: the picker shows each page as it arrives. */
export async function* pagesOf<Item, T>(
  pages: AsyncIterable<{ readonly items: readonly Item[] }>,
  toItem: (item: Item) => PickItem<T> | undefined,
): AsyncIterable<Array<PickItem<T>>> {
  for await (const page of pages) yield page.items.flatMap((item) => toItem(item) ?? []);
}
