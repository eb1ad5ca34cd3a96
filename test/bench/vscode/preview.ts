// Keystroke to updated preview, in real VS Code against the emulator: the whole pipeline the user waits on (the
// edit event, the 300 ms debounce, the scheduler, POST /api/preview, the message to the webview, DOMPurify, KaTeX
// and the in-place update), up to the webview saying it has drawn the render (PreviewTesting.onDidShow).
//
// Typing: 100 keystrokes at the end of a Qiita article file, as 20 words of 5 keys 120 ms apart with a 600 ms pause
// after each word. A keystroke's latency runs from its edit being applied to the first drawn render whose text
// holds it; so a key early in a word also waits for the rest of the word (the debounce restarts on every key).
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';

export interface PreviewFigures {
  medianMs: number;
  p95Ms: number;
  /** The same, for the last key of each word only: what a writer who pauses waits for. */
  lastKeyMedianMs: number;
  requestsPer100Keys: number;
  keys: number;
}

const article = ['---', 'title: Bench', 'tags:', '  - name: bench', 'private: false', 'updated_at: ""', 'id: null', 'organization_url_name: null', 'slide: false', '---', '# Bench', '', ':::note info', 'A note.', ':::', '', 'Inline $x^2$ math.', '', 'Typed: '].join('\n');
const words = 20;
const keysPerWord = 5;
const keyGapMs = 120;
const wordPauseMs = 600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Types into a fresh article file with the preview beside it; the emulator adds `latencyMs` to every request. */
export async function measurePreviewTyping(api: DevDeskApi, emulatorUrl: string, previewPath: string, latencyMs: number): Promise<PreviewFigures> {
  const folder = vscode.workspace.workspaceFolders![0]!.uri;
  const uri = vscode.Uri.joinPath(folder, '.devdesk-bench-preview', `typing-${latencyMs}.md`);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(article));
  const editor = await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One });
  await vscode.commands.executeCommand('devdesk.openPreviewToSide');
  await vscode.window.showTextDocument(editor.document, { viewColumn: vscode.ViewColumn.One });
  await vscode.commands.executeCommand('devdesk.preview.inspect'); // waits for the first render to be drawn

  /** When each length of the typed word list was first drawn. */
  const drawnAt = new Map<number, number>();
  let drawnLength = 0;
  const listener = api.preview.onDidShow((shown) => {
    if (shown.uri !== uri.toString()) return;
    const typed = /Typed: ([a-z]*)$/m.exec(shown.source)?.[1] ?? '';
    for (let length = drawnLength + 1; length <= typed.length; length++) drawnAt.set(length, shown.at);
    drawnLength = Math.max(drawnLength, typed.length);
  });
  const faults = `${emulatorUrl}/__emulator/faults`;
  if (latencyMs > 0) await fetch(faults, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'latency', ms: latencyMs }) });
  await fetch(`${emulatorUrl}/__emulator/requests`, { method: 'DELETE' });
  const typedAt: number[] = [];
  try {
    for (let word = 0; word < words; word++) {
      for (let key = 0; key < keysPerWord; key++) {
        const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
        await editor.edit((edit) => edit.insert(end, String.fromCharCode(97 + ((word * keysPerWord + key) % 26))), { undoStopBefore: false, undoStopAfter: false });
        typedAt.push(performance.now());
        await sleep(key < keysPerWord - 1 ? keyGapMs : wordPauseMs);
      }
    }
    const total = typedAt.length;
    for (let waited = 0; drawnLength < total && waited < 10_000; waited += 50) await sleep(50);
    if (drawnLength < total) throw new Error(`the preview drew ${drawnLength} of ${total} keystrokes`);
    const requests = (await (await fetch(`${emulatorUrl}/__emulator/requests?path=${encodeURIComponent(previewPath)}`)).json()) as { count: number };
    const latencies = typedAt.map((at, index) => drawnAt.get(index + 1)! - at);
    const sorted = [...latencies].sort((a, b) => a - b);
    const lastKeys = latencies.filter((_, index) => index % keysPerWord === keysPerWord - 1).sort((a, b) => a - b);
    return { medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), lastKeyMedianMs: percentile(lastKeys, 0.5), requestsPer100Keys: (requests.count * 100) / total, keys: total };
  } finally {
    listener.dispose();
    await fetch(faults, { method: 'DELETE' });
    await editor.document.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder, '.devdesk-bench-preview'), { recursive: true, useTrash: false });
  }
}
