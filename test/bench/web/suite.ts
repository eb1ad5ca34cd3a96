// The bench's suite for the browser host (issue 38): run by test/bench/web.mjs in code-server's web worker extension
// host, from the browser-only copy of DevDesk, as test/web/run.mjs runs the browser suite. It types into the preview
// exactly as the desktop bench does (preview.ts, same articles, keystrokes and "painted": the webview's report that it
// drew a render, PreviewTesting.onDidShow) and posts each figure to the runner's loopback server. The runner also
// proxies the emulator's control routes (a worker's request to them is cross-origin, and they allow none).
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import type { DevDeskBrowserApi } from '../../../src/extension.browser';
import { measurePreviewTyping } from '../vscode/preview';

declare const DEVDESK_BENCH_REPORT_URL: string;
declare const DEVDESK_BENCH_EMULATOR: { url: string; articles: string };
/** True in the later windows' build (web.mjs): they time activation only. */
declare const DEVDESK_BENCH_ONLY_ACTIVATION: boolean;

async function report(record: Record<string, unknown>): Promise<void> {
  await fetch(`${DEVDESK_BENCH_REPORT_URL}/report`, { method: 'POST', body: JSON.stringify(record) });
}

export async function run(): Promise<void> {
  try {
    const extension = vscode.extensions.getExtension<DevDeskBrowserApi>('devdesk.devdesk');
    if (!extension) throw new Error('no devdesk.devdesk extension');
    const activeBefore = extension.isActive;
    // Activated once the window has finished starting, as a click on a DevDesk view would (web.mjs).
    const calm = (await (await fetch(`${DEVDESK_BENCH_REPORT_URL}/quiet`)).json()) as unknown;
    const api = await extension.activate();
    if (api.host !== 'webworker') throw new Error(`DevDesk runs in the ${api.host} host, not the web worker's`);
    await report({ name: 'activation', value: api.activationTimeMs, activeBefore, calm });
    if (!DEVDESK_BENCH_ONLY_ACTIVATION) await measureWindow(api);
  } catch (error) {
    await report({ name: 'error', error: String(error instanceof Error ? error.stack : error) });
  }
  await report({ name: 'done' });
}

/** The first window's figures after activation: VS Code's count, and typing into the preview. */
async function measureWindow(api: DevDeskBrowserApi): Promise<void> {
  // VS Code's own count (Running Extensions): the runner reads it from the page once the editor shows.
  await vscode.commands.executeCommand('workbench.action.showRuntimeExtensions');
  await report({ name: 'runtime-extensions' });
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await report({ name: 'paste', token: 'articles' }); // the runner types the token once the input box shows
  await vscode.commands.executeCommand('devdesk.signIn', DEVDESK_BENCH_EMULATOR.articles, { method: 'paste' });
  // preview.ts reads only `preview`, which both entries' test APIs share.
  const desktopShaped = { preview: api.preview } as unknown as DevDeskApi;
  const previewPath = `${new URL(DEVDESK_BENCH_EMULATOR.articles).pathname.replace(/\/$/, '')}/api/preview`;
  for (const kilobytes of [5, 20, 100]) {
    const figures = await measurePreviewTyping(desktopShaped, DEVDESK_BENCH_REPORT_URL, previewPath, kilobytes);
    await report({ name: 'preview', kilobytes, figures });
  }
}
