// Asking for a variable's value: a quick pick of its enum values (shown as the JSON strings they are sent as), or
// an input box that shows the variable's type and checks the text as it is typed. Escape cancels the run.
import * as vscode from 'vscode';
import { localize } from '../base/tree/tree-item';
import type { LanguageService } from './schemas';
import { categoryOf, namedTypeOf, parseVariableInput, type DeclaredVariable } from './variables';

/** `service`: the schema's language service, which knows its enums (a list of enums is typed as JSON). */
export async function promptForVariable(
  variable: DeclaredVariable,
  operation: string,
  service: LanguageService | undefined,
  remembered: string | undefined,
): Promise<unknown> {
  const values = await service?.enumValues(namedTypeOf(variable.type));
  const category = categoryOf(variable.type, () => values !== undefined); // asked only of the variable's named type
  const title = `${operation} · $${variable.name}: ${variable.type}`;
  if (category === 'enum' && values) {
    const picked = await vscode.window.showQuickPick(
      values.map((value) => ({ label: JSON.stringify(value), value })),
      { title, placeHolder: vscode.l10n.t('A value of {0} (sent as a JSON string)', variable.type) },
    );
    if (!picked) throw new vscode.CancellationError();
    return picked.value;
  }
  const text = await vscode.window.showInputBox({
    title,
    prompt: vscode.l10n.t(
      'The value of ${0} ({1}). JSON is accepted; a string may be typed without quotes.',
      variable.name,
      variable.type,
    ),
    value: remembered,
    ignoreFocusOut: true,
    validateInput: (input) => {
      const parsed = parseVariableInput(input, category, values);
      return 'error' in parsed ? localize(parsed.error) : undefined;
    },
  });
  if (text === undefined) throw new vscode.CancellationError();
  const parsed = parseVariableInput(text, category, values);
  return 'value' in parsed ? parsed.value : undefined;
}
