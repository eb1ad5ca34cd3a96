// DevDesk's output channel ("DevDesk" in the Output panel). Every line passes through the redactor first.
import * as vscode from 'vscode';
import { Redactor } from './core';

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  show(): void;
  /** Masks this value in every later line (the token store calls it for each token it handles). */
  rememberSecret(secret: string): void;
}

export function createLog(): Log & vscode.Disposable {
  const channel = vscode.window.createOutputChannel('DevDesk', { log: true });
  const redactor = new Redactor();
  return {
    info: (message) => channel.info(redactor.redact(message)),
    warn: (message) => channel.warn(redactor.redact(message)),
    error: (message) => channel.error(redactor.redact(message)),
    show: () => channel.show(true),
    rememberSecret: (secret) => redactor.remember(secret),
    dispose: () => channel.dispose(),
  };
}
