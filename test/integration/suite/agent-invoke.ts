// Invoking DevDesk's language model tools as an agent does (`vscode.lm.invokeTool`), for the agent suites.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { emulator } from './helpers';

export async function invoke(name: string, input: object): Promise<string> {
  const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
  return result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
}

/** The JSON inside the answer's <untrusted-data> element. */
export function dataOf<Data = Record<string, unknown>>(answer: string, source = 'GitHub'): Data {
  const match = new RegExp(`<untrusted-data source="${source}">([\\s\\S]*)</untrusted-data>$`).exec(answer);
  assert.ok(match, `an untrusted-data element in: ${answer.slice(0, 300)}`);
  return JSON.parse(match[1]!) as Data;
}

/** GitHub's own answer (the emulator's REST), as the viewer. */
export async function gitHubJson<T>(path: string): Promise<T> {
  const response = await fetch(`${emulator.github}${path}`, {
    headers: { authorization: `Bearer ${emulator.tokens.github}` },
  });
  return (await response.json()) as T;
}
