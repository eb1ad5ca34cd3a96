// The one modal question before anything irreversible (deleting a template or a group, removing a member).
// The integration tests run in a workbench whose dialogs they cannot click, so they answer through
// `confirmations` (exposed on DevDeskApi only under tests: src/extension.ts) and check the question the user would
// have read; the e2e run clicks the real dialog.
import * as vscode from 'vscode';

type Answer = (question: string) => boolean;

class Confirmations {
  private readonly answers: Answer[] = [];
  /** Every question asked, newest last. */
  readonly asked: string[] = [];

  /** Tests only: the next question is answered by `answer` instead of a dialog. */
  answerNext(answer: Answer): void {
    this.answers.push(answer);
  }

  async ask(question: string, action: string): Promise<boolean> {
    this.asked.push(question);
    const answer = this.answers.shift();
    if (answer) return answer(question);
    return (await vscode.window.showWarningMessage(question, { modal: true }, action)) === action;
  }
}

export const confirmations = new Confirmations();
export type ConfirmationsTesting = Pick<Confirmations, 'answerNext' | 'asked'>;

/** What the tests get of the queue: answering and reading the questions, never asking one themselves. */
export function confirmationsTesting(): ConfirmationsTesting {
  return { answerNext: (answer) => confirmations.answerNext(answer), asked: confirmations.asked };
}

/** Asks in a modal dialog; true when the user chose `action` (e.g. "Delete"). */
export function confirmModal(question: string, action: string): Promise<boolean> {
  return confirmations.ask(question, action);
}
