// Success that needs no answer goes to the status bar, not a toast: one toast per user action at most, and only when
// the user has something to decide or read. Sign-ins that finish while the last one's message still shows (signing
// in to several hosts at once) are said in that one message: "Signed in to Qiita as a, GitHub as b." The
// integration tests read what the status bar shows through `statusMessagesTesting` (DevDeskApi, tests only).
import * as vscode from 'vscode';

const shownForMs = 5000;

class StatusMessages {
  /** Every message set, newest last. */
  readonly said: string[] = [];
  private current?: { text: string; until: number; hide: vscode.Disposable; signIns: boolean };
  /** The sign-ins the current message names, by host label: a host signed in again is named once. */
  private signIns = new Map<string, string>();

  /** Shows `text` in the status bar for `forMs`, in place of the message DevDesk showed before. */
  say(text: string, forMs = shownForMs, signIns = false): void {
    this.current?.hide.dispose();
    this.current = { text, until: Date.now() + forMs, hide: vscode.window.setStatusBarMessage(text, forMs), signIns };
    this.said.push(text);
  }

  /** "Signed in to {host} as {login}", joined with the sign-ins whose message still shows. */
  signedIn(hostLabel: string, login: string): void {
    if (!this.current?.signIns || this.showing() === undefined) this.signIns = new Map();
    this.signIns.delete(hostLabel);
    this.signIns.set(hostLabel, vscode.l10n.t('{0} as {1}', hostLabel, login));
    this.say(vscode.l10n.t('Signed in to {0}.', listOf([...this.signIns.values()])), shownForMs, true);
  }

  /** The message the status bar shows now, if DevDesk's is still there. */
  showing(): string | undefined {
    return this.current && Date.now() < this.current.until ? this.current.text : undefined;
  }
}

/** "a, b and c" in the display language (Intl.ListFormat: "a、b、c" in Japanese). */
function listOf(parts: readonly string[]): string {
  try {
    return new Intl.ListFormat(vscode.env.language, { type: 'conjunction' }).format(parts);
  } catch {
    return parts.join(', ');
  }
}

export const statusMessages = new StatusMessages();

export interface StatusMessagesTesting {
  /** Every status-bar message DevDesk set, newest last. */
  readonly said: readonly string[];
  /** The one DevDesk message the status bar shows now. */
  showing(): string | undefined;
}

export function statusMessagesTesting(): StatusMessagesTesting {
  return { said: statusMessages.said, showing: () => statusMessages.showing() };
}
