// Extension-tests entry of `npm run bench:agent`: the agent tools' figures alone (agent.ts), in a fresh window signed
// in to the emulator's GitHub, without the rest of `npm run bench`.
import { appendFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import { signInWithSandboxToken } from '../../integration/suite/helpers';
import { agentFigures } from './agent';

export async function run(): Promise<void> {
  await vscode.extensions.getExtension<DevDeskApi>('devdesk.devdesk')!.activate();
  const emulator = JSON.parse(process.env.DEVDESK_EMULATOR ?? '{}') as { github: string };
  await signInWithSandboxToken(emulator.github);
  await agentFigures((entry) => {
    const file = process.env.DEVDESK_TEST_RESULTS;
    if (file) appendFileSync(file, JSON.stringify(entry) + '\n');
  });
}
