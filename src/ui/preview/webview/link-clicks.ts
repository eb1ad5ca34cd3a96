// Every link click in the content goes to the extension (which opens web pages in the browser and workspace files in
// the editor); a fragment scrolls the page. Nothing navigates the webview itself.
import { linkTarget } from './sanitize-config';

export function listenForLinkClicks(content: HTMLElement, open: (href: string) => void): void {
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !content.contains(anchor)) return;
    event.preventDefault();
    const target = linkTarget(anchor.getAttribute('href'));
    if (target.kind === 'fragment') {
      const id = target.id;
      const element = document.getElementById(`user-content-${id}`) ?? document.getElementById(id);
      element?.scrollIntoView();
    } else if (target.kind === 'open') {
      open(target.href);
    }
  });
  // Middle clicks and keyboard activation go the same way; nothing navigates the webview itself.
  document.addEventListener('auxclick', (event) => {
    if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
  });
}
