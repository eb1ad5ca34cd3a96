// Asking for a variable's value: a quick pick of its enum values (shown as the JSON strings they are sent as), or
// an input box that shows the variable's type and checks the text as it is typed. Escape cancels the run.
import * as vscode from 'vscode';
import { localize } from '../base/tree/tree-item';
import type { LanguageService } from './schemas';
import { categoryOf, namedTypeOf, parseVariableInput, type DeclaredVariable } from './variables';

type Schema = LanguageService['schema'];

/** The enum's values when the variable's named type is an enum of the schema (a list of enums is typed as JSON). */
function enumValuesOf(schema: Schema | undefined, type: string): string[] | undefined {
  const named = schema?.getType(namedTypeOf(type));
  return named && 'getValues' in named ? named.getValues().map((value) => value.name) : undefined;
}

export async function promptForVariable(variable: DeclaredVariable, operation: string, schema: Schema | undefined, remembered: string | undefined): Promise<unknown> {
  const values = enumValuesOf(schema, variable.type);
  const category = categoryOf(variable.type, (name) => enumValuesOf(schema, name) !== undefined);
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
    prompt: vscode.l10n.t('The value of ${0} ({1}). JSON is accepted; a string may be typed without quotes.', variable.name, variable.type),
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
