// Plain text inside Markdown the views show (tooltips, labels). Pure.

/** Escapes what Markdown (and VS Code's `$(icon)` syntax) would read as markup, so text shows as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>$]/g, '\\$&');
}

/** The first line with something on it: what a one-line label shows of a comment. */
export function firstLine(text: string | null | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim()) ?? '';
}
