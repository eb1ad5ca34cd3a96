// Text DevDesk did not write (a service's error message, a team or template name, a file name, a YAML error that
// quotes a file) shown on a surface that reads markup in plain strings. Pure: no `vscode`
// (test/unit/ui/untrusted-text.test.ts).
//
// What those surfaces read (VS Code's source, src/vs/base/common/linkedText.ts and
// src/vs/base/browser/ui/iconLabel/iconLabels.ts):
// - Notifications (showInformationMessage, showWarningMessage, showErrorMessage) and an input box's prompt and
//   validation message turn `[label](target)` into a link when the target starts with `http://`, `https://`,
//   `command:` or `file:`, and a click runs the command: `[Sign in again](command:devdesk.signOut)` in a team's
//   name would be a button that signs the user out.
// - The status bar, quick pick items and the input box render `$(name)` as a codicon.
// Modal dialogs, tree labels and tree descriptions show text as written; Markdown (tooltips) has its own escape,
// escapeMarkdown in markdown-text.ts.
//
// A zero-width space where the syntax needs two characters side by side breaks it and shows nothing, so the text
// reads as the service sent it.

const zeroWidthSpace = '\u200B';

/** The text with no link, no `command:`/`file:` target and no `$(icon)` any of those surfaces would render. */
export function untrustedText(text: string): string {
  return text
    .replace(/\]\(/g, () => `]${zeroWidthSpace}(`)
    .replace(/(command|file)(?=:)/gi, (scheme) => `${scheme}${zeroWidthSpace}`)
    .replace(/\$\(/g, () => `$${zeroWidthSpace}(`);
}
