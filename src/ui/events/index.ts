// The Events view: registerEvents(deps) creates its tree and store, polls while the view is visible (or always,
// with `devdesk.events.pollInBackground`), and shows new events as a badge on the view.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { Command } from '../base/commands';
import { DisposableStore } from '../base/dispose';
import { openServiceUrl } from '../base/open-service-url';
import type { BaseDeps } from '../base/feature';
import { NodeTree } from '../base/tree/provider';
import { pickEventUrl } from './pick-event';
import type { EventNodeData } from './nodes';
import { EventsSource } from './source';
import { EventStores } from './host-stores';

export const eventsViewId = 'devdesk.events';

/** From an event node: its URL; from the palette: asks which of the view's events. */
class OpenEventOnWebCommand implements Command {
  readonly id = 'devdesk.events.openOnWeb';
  constructor(private readonly store: EventStores) {}

  async execute(url?: unknown): Promise<void> {
    const chosen = typeof url === 'string' ? url : await pickEventUrl(this.store);
    if (chosen !== undefined) await openServiceUrl(chosen);
  }
}

class PollEventsNowCommand implements Command {
  readonly id = 'devdesk.events.pollNow';
  constructor(private readonly store: EventStores) {}
  execute(): Promise<void> {
    return this.store.pollNow();
  }
}

/** What the integration tests read of the Events view's polling (through DevDeskApi). */
export interface EventsTesting {
  /**
   * Whether a next poll is scheduled: while there is none (and none on the wire), the view asks the service nothing.
   */
  pollScheduled(): boolean;
}

export function registerEvents(deps: BaseDeps & { accounts: Accounts }): DisposableStore & { testing: EventsTesting } {
  const disposables = new DisposableStore();
  const store = disposables.add(new EventStores(deps.accounts));
  const background = () => vscode.workspace.getConfiguration('devdesk').get<boolean>('events.pollInBackground', false);
  const tree: NodeTree<EventNodeData> = disposables.add(
    deps.trees.add(
      new NodeTree(eventsViewId, new EventsSource(store, vscode.env.language, () => tree.view.visible || background())),
    ),
  );
  const showBadge = () => {
    tree.view.badge =
      store.unread > 0 ? { value: store.unread, tooltip: vscode.l10n.t('{0} new events', store.unread) } : undefined;
  };
  disposables.add(
    store.onDidChange(() => {
      if (tree.view.visible) store.seen();
      showBadge();
      tree.refresh();
    }),
  );
  disposables.add(
    tree.view.onDidChangeVisibility(({ visible }) => {
      if (visible) {
        store.seen();
        void store.start();
      } else if (!background()) store.stop();
    }),
  );
  disposables.add(deps.accounts.onDidChange(() => store.reset()));
  disposables.add(
    vscode.workspace.onDidChangeConfiguration((event) => event.affectsConfiguration('devdesk.events') && store.reset()),
  );
  deps.commands.add(new OpenEventOnWebCommand(store), new PollEventsNowCommand(store));
  if (background()) {
    void deps.accounts.signedIn('github').then((hosts) => {
      if (hosts.length > 0) void store.start();
    });
  }
  return Object.assign(disposables, { testing: { pollScheduled: () => store.pollScheduled } });
}
