// The agent tools' read figures (issue 39): each read tool invoked as an agent invokes it (`vscode.lm.invokeTool`)
// on the 3,000-file pull request the Pull Requests figures use (monorepo's newest closed one), its time and the size
// of its answer (bounded by src/core/agent/answers.ts). The first read pays for the clients' first requests; what it
// asked of the emulator is listed beside it from the emulator's timeline (`/__emulator/requests/timeline`): each kind
// of request (a REST route, a GraphQL operation by name) with its count, the time its answers took and when the first
// of them arrived, so the figures say where the read's time goes.
import * as vscode from 'vscode';
import { articleFigures } from './agent-article';
import { emulator as info, emulatorRequests, resetEmulatorRequests } from '../../integration/suite/helpers';

type Record = (entry: { state: string; name: string; value: number; unit: string; note?: string }) => void;

interface TimedRequest {
  method: string;
  path: string;
  operation?: string;
  atMs: number;
  ms?: number;
}

/** What a read asked of the emulator, by kind: a GraphQL operation's name, or a REST route with its numbers named. */
async function requestKinds(apiPath: string): Promise<Map<string, TimedRequest[]>> {
  const timeline = (await (await fetch(`${info.url}/__emulator/requests/timeline`)).json()) as TimedRequest[];
  const kinds = new Map<string, TimedRequest[]>();
  for (const request of timeline) {
    const route = request.path
      .replace(apiPath, '')
      .replace(/\/repos\/[^/]+\/[^/]+/, '/repos/{repo}')
      .replace(/\/pulls\/\d+/, '/pulls/{n}')
      .replace(/\/commits\/[0-9a-f]{40}/, '/commits/{sha}');
    const kind = request.operation ? `GraphQL ${request.operation}` : `${request.method} ${route}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), request]);
  }
  return kinds;
}

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
  const headers = { authorization: `Bearer ${emulator.tokens.github}` };
  const [giant] = (await (
    await fetch(`${emulator.github}/repos/devdesk-org/monorepo/pulls?state=closed&per_page=1`, { headers })
  ).json()) as Array<{ number: number }>;
  const [file] = (await (
    await fetch(`${emulator.github}/repos/devdesk-org/monorepo/pulls/${giant!.number}/files?per_page=1`, { headers })
  ).json()) as Array<{ filename: string }>;
  const pullRequest = `devdesk-org/monorepo#${giant!.number}`;
  const reads: Array<[string, string, object]> = [
    ['devdesk_pullRequest', 'first read', { pullRequest }],
    ['devdesk_pullRequest', 'again', { pullRequest }],
    ['devdesk_searchPullRequests', 'repo:devdesk-org/monorepo, 50', { query: 'repo:devdesk-org/monorepo', limit: 50 }],
    ['devdesk_notifications', 'read ones too', { unreadOnly: false }],
    ['devdesk_pullRequestDiff', "a file's patch", { pullRequest, path: file!.filename }],
    ['devdesk_graphqlQuery', 'viewer and rateLimit', { document: 'query { viewer { login } rateLimit { cost } }' }],
  ];
  const apiPath = new URL(emulator.github).pathname;
  // The emulator builds its GraphQL schema on its first GraphQL request (over a second on this machine), a cost of
  // the stand-in that github.com does not have: paid here, measured apart, before DevDesk's first read is timed.
  const warm = performance.now();
  await fetch(`${emulator.github.replace(/\/v3$/, '')}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { viewer { login } }' }),
  });
  record({
    state: 'figure',
    name: "Agent tools: the emulator's first GraphQL answer (its schema built; not DevDesk's)",
    value: performance.now() - warm,
    unit: 'ms',
  });
  for (const [tool, what, input] of reads) {
    await resetEmulatorRequests();
    const { ms, chars } = await timed(tool, { ...input, host: emulator.github });
    const at = `${tool} (${what}; 3,000-file pull request)`;
    record({ state: 'figure', name: `Agent tools: ${at} time`, value: ms, unit: 'ms', note: 'target < 500 ms' });
    record({ state: 'figure', name: `Agent tools: ${at} answer`, value: chars, unit: 'chars', note: 'bound 24,000' });
    if (tool !== 'devdesk_pullRequest') continue;
    const all = await emulatorRequests('/');
    const files = await emulatorRequests(`${apiPath}/repos/devdesk-org/monorepo/pulls/${giant!.number}/files`);
    const graphql = await emulatorRequests(apiPath.replace(/\/v3$/, '/graphql'));
    record({ state: 'figure', name: `Agent tools: ${at} requests`, value: all.count, unit: 'req', note: 'all' });
    record({ state: 'figure', name: `Agent tools: ${at} pages of files`, value: files.count, unit: 'req' });
    record({ state: 'figure', name: `Agent tools: ${at} GraphQL requests`, value: graphql.count, unit: 'req' });
    for (const [kind, requests] of await requestKinds(apiPath)) {
      const longest = Math.max(...requests.map((request) => request.ms ?? 0));
      const from = Math.min(...requests.map((request) => request.atMs));
      record({
        state: 'figure',
        name: `Agent tools: ${tool} (${what}) ${kind}`,
        value: requests.reduce((sum, request) => sum + (request.ms ?? 0), 0),
        unit: 'ms',
        note: `${requests.length} req, longest ${longest.toFixed(1)} ms, first at +${from.toFixed(1)} ms`,
      });
    }
  }
  for (const [tool, input] of [
    ['devdesk_graphqlSchema', { coordinate: 'Repository' }],
    ['devdesk_graphqlValidate', { document: 'query { viewer { login } }' }],
  ] as const) {
    const { ms, chars } = await timed(tool, input);
    record({ state: 'figure', name: `Agent tools: ${tool} (${Object.values(input)[0]}) time`, value: ms, unit: 'ms' });
    record({ state: 'figure', name: `Agent tools: ${tool} answer`, value: chars, unit: 'chars', note: 'bound 24,000' });
  }
  await articleFigures(record);
}
