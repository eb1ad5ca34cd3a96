// The one shape of a DevDesk tool that writes: its input checked first (bad input: a clear sentence, nothing sent),
// then `plan` reads what the write needs (the host, the pull request, who is signed in) and says exactly what will be
// sent, where and as whom; `prepareInvocation` shows that as VS Code's confirmation, and the write itself walks the
// write road (base/write-road.ts), whose client alone carries the permit the HTTP layer asks of a write under tests.
import * as vscode from 'vscode';
import type { Host } from '../accounts/index';
import { loadCore, type Core } from '../base/core';
import { walkWriteRoad } from '../base/write-road';
import { failureText, textResult } from './tool';

type AgentCore = Core['agent'];

/** A write made ready: what the confirmation shows, and the one request it sends. */
export interface WritePlan<Client> {
  readonly host: Host;
  /** `owner/repo#n`. */
  readonly where: string;
  /** The signed-in login the write is sent as. */
  readonly as: string;
  /** One sentence naming what is done (DevDesk's words; ids as data). */
  readonly what: string;
  /** The text sent as it is (a comment's body), shown quoted; none for a write without text. */
  readonly text?: string;
  /** The host's client the road hands out (with its permit). */
  client(): Promise<Client>;
  /** Sends the one request; answers what the model reads. */
  send(client: Client): Promise<string>;
}

export interface WriteTool<Input, Client> {
  readonly name: string;
  check(agent: AgentCore, input: unknown): ReturnType<AgentCore['checkToolInput']> & { value?: Input };
  plan(input: Input, signal: AbortSignal): Promise<WritePlan<Client>>;
}

/** A fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text}\n${fence}`;
}

/** What the confirmation says: the action, where, as whom, and the text to be sent, quoted. */
export function confirmationOf<Client>(plan: WritePlan<Client>): vscode.LanguageModelToolConfirmationMessages {
  const lines = [
    plan.what,
    vscode.l10n.t('Where: {0} on {1}', plan.where, plan.host.id),
    vscode.l10n.t('As: {0}', plan.as),
  ];
  const message = new vscode.MarkdownString(lines.map((line) => `${line}  `).join('\n'));
  message.supportHtml = false;
  message.isTrusted = false;
  if (plan.text !== undefined) message.appendMarkdown(`\n\n${vscode.l10n.t('Text:')}\n\n${fenced(plan.text)}`);
  return { title: vscode.l10n.t('Send to GitHub as {0}?', plan.as), message };
}

/** The questions the write tools prepared, newest last (the integration tests read them: VS Code confirms its own
 * dialog by itself while extension tests run, so the question cannot be read off the screen there). */
export class AskedQuestions {
  private readonly list: Array<{ tool: string; title: string; message: string }> = [];
  record(tool: string, question: vscode.LanguageModelToolConfirmationMessages): void {
    const message = typeof question.message === 'string' ? question.message : question.message.value;
    this.list.push({ tool, title: question.title, message });
    if (this.list.length > 20) this.list.shift();
  }
  get asked(): ReadonlyArray<{ tool: string; title: string; message: string }> {
    return this.list;
  }
}

function signalOf(token: vscode.CancellationToken): { signal: AbortSignal; dispose(): void } {
  const abort = new AbortController();
  const listener = token.onCancellationRequested(() => abort.abort());
  return { signal: abort.signal, dispose: () => listener.dispose() };
}

/**
 * Registers `tool` with VS Code: the question first, then the road. A write is sent only for an input its question
 * was prepared for (VS Code calls prepareInvocation, asks, then invoke): an input that could not be prepared is
 * answered with the reason and sends nothing, so nothing is ever written that the user was not shown.
 */
export function registerWriteTool<Input, Client>(
  tool: WriteTool<Input, Client>,
  asked: AskedQuestions,
): vscode.Disposable {
  /** Inputs whose question was prepared (their JSON), each good for one write; or why preparing failed. */
  const prepared = new Map<string, { ok: true } | { ok: false; why: string }>();
  return vscode.lm.registerTool<unknown>(tool.name, {
    async prepareInvocation(options, token) {
      const checked = tool.check(loadCore().agent, options.input);
      // Bad input: no question; invoke answers the sentence and sends nothing.
      if (!checked.ok) return undefined;
      const key = JSON.stringify(options.input);
      const cancel = signalOf(token);
      try {
        const plan = await tool.plan(checked.value as Input, cancel.signal);
        prepared.set(key, { ok: true });
        const question = confirmationOf(plan);
        asked.record(tool.name, question);
        return { invocationMessage: plan.what, confirmationMessages: question };
      } catch (error) {
        prepared.set(key, { ok: false, why: failureText(error) });
        return undefined;
      } finally {
        cancel.dispose();
      }
    },
    async invoke(options, token) {
      const checked = tool.check(loadCore().agent, options.input);
      if (!checked.ok) return textResult(checked.error);
      const key = JSON.stringify(options.input);
      const question = prepared.get(key);
      prepared.delete(key);
      if (!question?.ok) return textResult(question?.why ?? 'Nothing was sent: the write was not asked about first.');
      const cancel = signalOf(token);
      try {
        const plan = await tool.plan(checked.value as Input, cancel.signal);
        const answer = await walkWriteRoad({
          target: `${tool.name} ${plan.host.id} ${plan.where}`,
          host: plan.host,
          client: () => plan.client(),
          write: async (client) => ({ result: await plan.send(await client()), said: plan.what }),
          afterChange: () => void vscode.commands.executeCommand('devdesk.refresh', 'devdesk.pullRequests'),
        });
        return textResult(answer);
      } catch (error) {
        if (token.isCancellationRequested) throw error;
        return textResult(failureText(error));
      } finally {
        cancel.dispose();
      }
    },
  });
}
