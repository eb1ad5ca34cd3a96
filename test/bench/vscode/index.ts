// Extension-tests entry for the benchmark: activates DevDesk once in a fresh extension host and records how long
// it took, both as seen from outside (load + activate) and inside activate() itself.
import { appendFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';

function record(entry: Record<string, unknown>): void {
  const file = process.env.DEVDESK_TEST_RESULTS;
  if (file) appendFileSync(file, JSON.stringify(entry) + '\n');
}

export async function run(): Promise<void> {
  const extension = vscode.extensions.getExtension<DevDeskApi>('devdesk.devdesk');
  if (!extension) throw new Error('devdesk.devdesk is not loaded');
  const started = performance.now();
  const api = await extension.activate();
  record({ state: 'metric', name: 'activate() wall time', value: api.activationTimeMs, unit: 'ms' });
  record({ state: 'metric', name: 'load + activate, seen by the host', value: performance.now() - started, unit: 'ms' });
}
