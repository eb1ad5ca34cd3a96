// The agent tools' read figures (issue 39): each read tool invoked as an agent invokes it (`vscode.lm.invokeTool`)
// on the 3,000-file pull request the Pull Requests figures use (monorepo's newest closed one), its time and the size
// of its answer (bounded by src/core/agent/answers.ts). The first read pays for the clients' first requests.
import * as vscode from 'vscode';

type Record = (entry: { state: string; name: string; value: number; unit: string; note?: string }) => void;

async function timed(name: string, input: object): Promise<{ ms: number; chars: number }> {
  const started = performance.now();
  const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
  const ms = performance.now() - started;
  const text = result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
  if (!text.includes('<untrusted-data')) throw new Error(`${name} answered no data: ${text.slice(0, 200)}`);
  return { ms, chars: text.length };
}

export async function agentFigures(record: Record): Promise<void> {
  const emulator = JSON.parse(process.env.DEVDESK_EMULATOR ?? '{}') as { github: string; tokens: { github: string } };
  const [giant] = (await (
    await fetch(`${emulator.github}/repos/devdesk-org/monorepo/pulls?state=closed&per_page=1`, {
      headers: { authorization: `Bearer ${emulator.tokens.github}` },
    })
  ).json()) as Array<{ number: number }>;
  const reads: Array<[string, string, object]> = [
    ['devdesk_pullRequest', 'first read', { pullRequest: `devdesk-org/monorepo#${giant!.number}` }],
    ['devdesk_pullRequest', 'again', { pullRequest: `devdesk-org/monorepo#${giant!.number}` }],
    ['devdesk_searchPullRequests', 'repo:devdesk-org/monorepo, 50', { query: 'repo:devdesk-org/monorepo', limit: 50 }],
  ];
  for (const [tool, what, input] of reads) {
    const { ms, chars } = await timed(tool, { ...input, host: emulator.github });
    const at = `${tool} (${what}; 3,000-file pull request)`;
    record({ state: 'figure', name: `Agent tools: ${at} time`, value: ms, unit: 'ms', note: 'target < 500 ms' });
    record({ state: 'figure', name: `Agent tools: ${at} answer`, value: chars, unit: 'chars', note: 'bound 24,000' });
  }
}
