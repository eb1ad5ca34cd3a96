import * as vscode from 'vscode';
import { devdeskVersion } from '../base/core';

/** `DevDesk/<version> (VS Code <version>)`, sent with every request the UI makes. */
export function userAgent(): string {
  return `DevDesk/${devdeskVersion} (VS Code ${vscode.version})`;
}
