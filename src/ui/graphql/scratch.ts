// `DevDesk: New GraphQL Scratch`: an untitled GraphQL document with the add-reaction flow, ready to run.
import * as vscode from 'vscode';
import type { Command } from '../base/commands';
import { localize } from '../base/tree/tree-item';
import { scratchIntro, scratchText } from './scratch-text';

export class NewScratchCommand implements Command {
  readonly id = 'devdesk.graphql.newScratch';

  async execute(): Promise<vscode.TextEditor> {
    const document = await vscode.workspace.openTextDocument({
      language: 'graphql',
      content: scratchText(scratchIntro.map(localize)),
    });
    return vscode.window.showTextDocument(document);
  }
}
