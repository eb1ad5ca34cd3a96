// A render message carries the text the page draws; while the writer types, only what changed since the message
// before it goes (a 100 KB article's whole text took tens of milliseconds a keystroke to reach the page). Pure
// (test/unit/ui/preview-source-edits.test.ts). Messages reach the page in the order they were posted
// (https://code.visualstudio.com/api/extension-guides/webview#passing-messages-from-an-extension-to-a-webview), and
// the page applies each edit as it arrives, even to a render it then skips for a newer one.

/** The text between `start` and `end` of the source of render `base` is `text` now. */
export interface SourceEdit {
  base: number;
  start: number;
  end: number;
  text: string;
}

/** The edit that makes `next` of `previous`: their common start and end kept. */
export function sourceEdit(previous: string, next: string): Omit<SourceEdit, 'base'> {
  const shorter = Math.min(previous.length, next.length);
  let start = 0;
  while (start < shorter && previous.charCodeAt(start) === next.charCodeAt(start)) start += 1;
  let kept = 0;
  while (kept < shorter - start && previous.charCodeAt(previous.length - 1 - kept) === next.charCodeAt(next.length - 1 - kept)) kept += 1;
  return { start, end: previous.length - kept, text: next.slice(start, next.length - kept) };
}

export function applySourceEdit(previous: string, edit: Omit<SourceEdit, 'base'>): string {
  return previous.slice(0, edit.start) + edit.text + previous.slice(edit.end);
}

/**
 * The panel's side: each render message posted as an edit of the one posted before it when that is shorter. Each edit
 * names the version it edits; a page that has not that source (it reloaded) asks again and gets the whole text.
 */
export class SourcePoster {
  private posted: { version: number; source: string } | undefined;

  outgoing<Message extends { version: number; source: string }>(message: Message): Message & { sourceEdit?: SourceEdit } {
    const previous = this.posted;
    this.posted = { version: message.version, source: message.source };
    if (!previous) return message;
    const edit = sourceEdit(previous.source, message.source);
    return edit.text.length * 2 < message.source.length ? { ...message, source: '', sourceEdit: { ...edit, base: previous.version } } : message;
  }

  /** The next message goes whole (the page reloaded, or asked). */
  reset(): void {
    this.posted = undefined;
  }
}

/** The page's side: the source of each render message, made from its edit of the one before. */
export class SourceReceiver {
  private received: { version: number; source: string } | undefined;

  /** The message's whole source, or undefined when it edits a source this page has not (then ask for it whole). */
  sourceOf(message: { version: number; source: string; sourceEdit?: SourceEdit }): string | undefined {
    const { sourceEdit: edit } = message;
    if (edit && (!this.received || this.received.version !== edit.base)) return undefined;
    const source = edit ? applySourceEdit(this.received!.source, edit) : message.source;
    this.received = { version: message.version, source };
    return source;
  }
}
