// Qiita's link cards: a URL alone on its line is shown as a card on Qiita's pages
// (https://qiita.com/Qiita/items/c686397e4a0f4f11683d, "リンクカード"). Qiita's renderer writes a plain autolink
// there (qiita-markdown has no link card filter); the page draws the card. The preview does the same to the
// service's and the local rendering alike: the paragraph gets the `link-card` class and the link its host, drawn by
// CSS. Nothing is fetched (no title, no image): the card shows the host and the address.

/**
 * The host to show when a paragraph holds only this link and the link's text is its http(s) address; else undefined.
 */
export function linkCardHost(paragraphText: string, linkText: string, href: string | null): string | undefined {
  const address = linkText.trim();
  if (href === null || paragraphText.trim() !== address || href !== address || !/^https?:\/\//i.test(href))
    return undefined;
  try {
    return new URL(href).host;
  } catch {
    return undefined;
  }
}

/** Marks the top-level paragraphs of `root` that are a URL alone on its line as link cards. */
export function markLinkCards(root: ParentNode): void {
  for (const paragraph of Array.from(root.children)) {
    if (paragraph.tagName !== 'P' || paragraph.children.length !== 1 || paragraph.children[0]!.tagName !== 'A')
      continue;
    const link = paragraph.children[0] as HTMLElement;
    const host = linkCardHost(paragraph.textContent ?? '', link.textContent ?? '', link.getAttribute('href'));
    if (host === undefined) continue;
    paragraph.classList.add('link-card');
    link.dataset.host = host;
  }
}
