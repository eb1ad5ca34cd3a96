// The panel's side of a render message's source (webview/source-edits.ts has the page's): while the writer types, a
// message carries its edit of the source posted before it, not the whole text. Pure
// (test/unit/ui/preview-source-edits.test.ts).
import type { SourceEdit } from './webview/source-edits';

/** The edit that makes `next` of `previous`: their common start and end kept. */
export function sourceEdit(previous: string, next: string): Omit<SourceEdit, 'base'> {
  const shorter = Math.min(previous.length, next.length);
  let start = 0;
  while (start < shorter && previous.charCodeAt(start) === next.charCodeAt(start)) start += 1;
  let kept = 0;
  while (
    kept < shorter - start &&
    previous.charCodeAt(previous.length - 1 - kept) === next.charCodeAt(next.length - 1 - kept)
  )
    kept += 1;
  return { start, end: previous.length - kept, text: next.slice(start, next.length - kept) };
}

/**
 * The panel's side: each render message posted as an edit of the one posted before it when that is shorter. Each edit
 * names the version it edits; a page that has not that source (it reloaded) asks again and gets the whole text.
 */
export class SourcePoster {
  private posted: { version: number; source: string } | undefined;

  outgoing<Message extends { version: number; source: string }>(
    message: Message,
  ): Message & { sourceEdit?: SourceEdit } {
    const previous = this.posted;
    this.posted = { version: message.version, source: message.source };
    if (!previous) return message;
    const edit = sourceEdit(previous.source, message.source);
    return edit.text.length * 2 < message.source.length
      ? { ...message, source: '', sourceEdit: { ...edit, base: previous.version } }
      : message;
  }

  /** The next message goes whole (the page reloaded, or asked). */
  reset(): void {
    this.posted = undefined;
  }
}
