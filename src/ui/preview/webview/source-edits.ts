// A render message carries the text the page draws; while the writer types, only what changed since the message
// before it goes (a 100 KB article's whole text took tens of milliseconds a keystroke to reach the page). The page's
// side; the panel's is ../source-poster.ts. Pure (test/unit/ui/preview-source-edits.test.ts). Messages reach the page
// in the order they were posted
// (https://code.visualstudio.com/api/extension-guides/webview#passing-messages-from-an-extension-to-a-webview), and
// the page applies each edit as it arrives, even to a render it then skips for a newer one.

/** The text between `start` and `end` of the source of render `base` is `text` now. */
export interface SourceEdit {
  base: number;
  start: number;
  end: number;
  text: string;
}

export function applySourceEdit(previous: string, edit: Omit<SourceEdit, 'base'>): string {
  return previous.slice(0, edit.start) + edit.text + previous.slice(edit.end);
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
