// The one shape of a DevDesk language model tool (contributes.languageModelTools in package.json): its input checked
// by the core's zod schema first (a bad input answers a clear sentence and sends nothing), its answer text bounded
// and shaped by the core (src/core/agent/answers.ts), its failures a sentence for the model rather than a throw.
import * as vscode from 'vscode';
import type { Core } from '../base/core';
import { loadCore } from '../base/core';
import { describeError } from '../base/errors';
import { ToolInputError } from './tool-hosts';

type AgentCore = Core['agent'];

/** A read tool: `name` as in package.json, the core's check of its input, and what it answers for a valid one. */
export interface ReadTool<Input> {
  readonly name: string;
  check(agent: AgentCore, input: unknown): ReturnType<AgentCore['checkToolInput']> & { value?: Input };
  answer(input: Input, signal: AbortSignal): Promise<string>;
}

/** The answer as VS Code hands it to the model. */
export function textResult(text: string): vscode.LanguageModelToolResult {
  return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
}

/** A failure as one sentence for the model: the reason's name and the status, never a token or a request's headers. */
export function failureText(error: unknown): string {
  if (error instanceof ToolInputError) return error.message;
  const described = describeError(error);
  const status = described.params.status === undefined ? '' : ` (HTTP ${described.params.status})`;
  return `DevDesk could not answer: ${described.reason}${status}.`;
}

/** Registers `tool` with VS Code (`vscode.lm.registerTool`). */
export function registerReadTool<Input>(tool: ReadTool<Input>): vscode.Disposable {
  return vscode.lm.registerTool<unknown>(tool.name, {
    async invoke(options, token) {
      const checked = tool.check(loadCore().agent, options.input);
      if (!checked.ok) return textResult(checked.error);
      const abort = new AbortController();
      const listener = token.onCancellationRequested(() => abort.abort());
      try {
        return textResult(await tool.answer(checked.value as Input, abort.signal));
      } catch (error) {
        if (token.isCancellationRequested) throw error;
        return textResult(failureText(error));
      } finally {
        listener.dispose();
      }
    },
  });
}
