// The one modal question before anything irreversible (deleting a template or a group, removing a member), and its
// non-modal sibling for a question that may wait (askInNotification: may DevDesk fetch a schema from an endpoint).
// The integration tests run in a workbench whose dialogs they cannot click, so they answer through
// `confirmations` (exposed on DevDeskApi only under tests: src/extension.ts) and check the question the user would
// have read; the e2e run clicks the real dialog.
import * as vscode from 'vscode';

/** A test's answer; it may take its time (a test can look at the service's state at the moment the question comes). */
type Answer = (question: string) => boolean | Promise<boolean>;

class Confirmations {
  private readonly answers: Answer[] = [];
  /** Every question asked, newest last. */
  readonly asked: string[] = [];

  /** Tests only: the next question is answered by `answer` instead of a dialog. */
  answerNext(answer: Answer): void {
    this.answers.push(answer);
  }

  /** Tests only: forgets the answers no question used (a test that expects no question answers one in case). */
  dropUnused(): void {
    this.answers.length = 0;
  }

  async ask(
    question: string,
    action: string,
    show: (question: string) => Thenable<string | undefined> = inModal(action),
  ): Promise<boolean> {
    this.asked.push(question);
    const answer = this.answers.shift();
    if (answer) return answer(question);
    return (await show(question)) === action;
  }
}

export const confirmations = new Confirmations();
export type ConfirmationsTesting = Pick<Confirmations, 'answerNext' | 'asked' | 'dropUnused'>;

/** What the tests get of the queue: answering and reading the questions, never asking one themselves. */
export function confirmationsTesting(): ConfirmationsTesting {
  return {
    answerNext: (answer) => confirmations.answerNext(answer),
    asked: confirmations.asked,
    dropUnused: () => confirmations.dropUnused(),
  };
}

/** Asks in a modal dialog (with `detail` under the question); true when the user chose `action` (e.g. "Delete"). */
export function confirmModal(question: string, action: string, detail?: string): Promise<boolean> {
  return confirmations.ask(question, action, inModal(action, detail));
}

/** The modal question before a deletion: true when the user chose Delete. */
export function confirmDeletion(question: string, detail?: string): Promise<boolean> {
  return confirmModal(question, vscode.l10n.t('Delete'), detail);
}

/**
 * Asks in a notification, not a modal dialog: for a question that comes up on its own (a document opened) and can wait
 * for the user. True when the user chose `action`; `decline` (e.g. "Not Now"), a dismissal or no click is false.
 * Answered by the same `confirmations` queue as confirmModal in tests.
 */
export function askInNotification(question: string, action: string, decline: string): Promise<boolean> {
  return confirmations.ask(question, action, (text) => vscode.window.showInformationMessage(text, action, decline));
}

function inModal(action: string, detail?: string): (question: string) => Thenable<string | undefined> {
  return (question) => vscode.window.showWarningMessage(question, { modal: true, detail }, action);
}
