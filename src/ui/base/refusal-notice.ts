// How every refusal of a write is shown (write-command.ts's `showRefusal`, for the road and for the few commands
// that refuse before sending anything): once, as a warning, its text untrusted (untrusted-text.ts: no link, no
// `command:` target, no icon survives), since a refusal may quote what a service or a file said. Free of `vscode`,
// so node:test drives it with a window of its own (test/unit/ui/refusal-notice.test.ts).
import { untrustedText } from './untrusted-text';

/**
 * The service (or a rule of DevDesk's) refused, and the sentence says why: nothing changed, nothing to redraw. A
 * `write` returns it unshown; the road shows it, once, as a warning whose text is never trusted (a refusal may
 * quote a file path or a team name).
 */
export interface Refusal {
  readonly refused: string;
  /** A button beside the sentence (Change and Try Again, Show New Commits) and what it does. */
  readonly action?: { readonly title: string; run(): unknown };
}

/** The part of VS Code's `window` a refusal is shown through (`vscode.window` is one). */
export interface RefusalWindow {
  showWarningMessage(message: string, ...items: string[]): PromiseLike<string | undefined>;
}

/** Shows `refusal` in `window`: one warning, its text untrusted, with the action's button when it has one. */
export function showRefusalIn(window: RefusalWindow, { refused, action }: Refusal): void {
  const shown = window.showWarningMessage(untrustedText(refused), ...(action ? [action.title] : []));
  if (action) void shown.then((chosen) => (chosen === action.title ? action.run() : undefined));
}
