// The buttons shown above a document's preview (a pull request's Merge, Comment…): each asks the extension to run it.
import type { RenderMessage } from './protocol';

/** The document's action buttons (a pull request's Merge, Comment…): each asks the extension to run it. */
export function showActions(actions: HTMLElement, offered: RenderMessage['actions'], run: (id: string) => void): void {
  actions.replaceChildren(
    ...(offered ?? []).map(({ id, label }) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => run(id));
      return button;
    }),
  );
}
