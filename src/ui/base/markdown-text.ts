// Plain text inside Markdown the views show (tooltips, labels). Pure.

/** Escapes what Markdown (and VS Code's `$(icon)` syntax) would read as markup, so text shows as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>$]/g, '\\$&');
}

/** The first line with something on it: what a one-line label shows of a comment. */
export function firstLine(text: string | null | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim()) ?? '';
}

/**
 * Text as a Markdown code span, shown as written: no autolink, no HTML, no escapes to undo. The fence is one
 * backtick longer than the longest run inside (CommonMark's rule), and a zero-width space breaks `$(`, which VS Code
 * turns into an icon even inside code.
 */
export function markdownCode(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const inner = text.replace(/\r?\n/g, ' ').replace(/\$\(/g, () => '$\u200B(');
  const padded = inner.startsWith('`') || inner.endsWith('`') ? ` ${inner} ` : inner;
  return `${fence}${padded}${fence}`;
}
