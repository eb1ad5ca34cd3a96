import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import { record } from './report';

const extensionId = 'devdesk.devdesk';

function manifest(): {
  contributes: { commands: Array<{ command: string }>; views: Record<string, Array<{ id: string }>> };
} {
  return vscode.extensions.getExtension(extensionId)!.packageJSON;
}

describe('activation', () => {
  it('finds the extension', () => {
    assert.ok(vscode.extensions.getExtension(extensionId), `${extensionId} is not installed in this VS Code`);
  });

  it('activates and reports its activation time', async () => {
    const extension = vscode.extensions.getExtension<DevDeskApi>(extensionId)!;
    const api = await extension.activate();
    assert.equal(extension.isActive, true);
    assert.equal(typeof api.activationTimeMs, 'number');
    assert.ok(api.activationTimeMs > 0, 'activation time should be measured');
    record({
      state: 'log',
      message: `activate() took ${api.activationTimeMs.toFixed(2)} ms`,
      metric: 'activationTimeMs',
      value: api.activationTimeMs,
    });
  });

  // Here, before any suite opens a GraphQL document or calls a GraphQL agent tool (suites run in file name order).
  it('activation alone does not load the GraphQL bundle', async () => {
    const api = await vscode.extensions.getExtension<DevDeskApi>(extensionId)!.activate();
    assert.equal(api.graphql.bundleLoaded(), false);
  });

  it('registers every contributed command', async () => {
    const registered = new Set(await vscode.commands.getCommands(true));
    const contributed = manifest().contributes.commands.map((c) => c.command);
    assert.ok(contributed.length >= 5, 'the manifest should contribute commands');
    const missing = contributed.filter((command) => !registered.has(command));
    assert.deepEqual(missing, [], `contributed but not registered: ${missing.join(', ')}`);
  });

  it('contributes the DevDesk container with its five views', async () => {
    const views = manifest().contributes.views.devdesk.map((v) => v.id);
    assert.deepEqual(views, [
      'devdesk.articles',
      'devdesk.templates',
      'devdesk.pullRequests',
      'devdesk.notifications',
      'devdesk.events',
    ]);
    await vscode.commands.executeCommand('workbench.view.extension.devdesk');
    for (const id of views) {
      // VS Code registers a `<view>.focus` command for every view it knows; focusing proves the view exists.
      await vscode.commands.executeCommand(`${id}.focus`);
    }
  });
});
