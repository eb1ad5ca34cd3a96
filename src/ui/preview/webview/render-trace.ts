// What the page did lately, for a test that fails to say what the webview saw: each render (local or the service's
// exact one, whether it kept the caret, the block the caret maps to), each scroll the page made itself, and each
// scroll event with what it was taken for (the page's own move, the editor's echo, or a hand scroll). Kept short.
const entries: string[] = [];
const kept = 60;

/** Notes one line, stamped with the page's clock (ms) and the scroll position then. */
export function trace(line: string): void {
  entries.push(`${Math.round(performance.now())} y=${Math.round(window.scrollY)} ${line}`);
  if (entries.length > kept) entries.shift();
}

/** The lines noted so far, oldest first. */
export function traced(): string[] {
  return [...entries];
}
