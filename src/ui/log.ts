import * as vscode from 'vscode';

/** Strips anything that looks like a credential before a line reaches the output channel. */
export function redact(text: string): string {
  return text
    .replace(/(authorization\s*[:=]\s*)(bearer|token|basic)?\s*[^\s,;"']+/gi, '$1$2 [redacted]')
    .replace(/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g, '[redacted]')
    .replace(/\b[0-9a-f]{40}\b/g, '[redacted]')
    .replace(/([?&](access_token|client_secret|code)=)[^&\s]+/gi, '$1[redacted]');
}

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  show(): void;
}

export function createLog(context: vscode.ExtensionContext): Log {
  const channel = vscode.window.createOutputChannel('DevDesk', { log: true });
  context.subscriptions.push(channel);
  return {
    info: (message) => channel.info(redact(message)),
    warn: (message) => channel.warn(redact(message)),
    error: (message) => channel.error(redact(message)),
    show: () => channel.show(true),
  };
}
