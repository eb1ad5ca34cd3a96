// The preview while typing, in real VS Code against the emulator (0 ms): for a 5 KB, a 20 KB and a 100 KB Qiita article, the
// whole pipeline the user waits on, from a keystroke's edit being applied to the webview saying it has drawn a render
// whose text holds it (PreviewTesting.onDidShow): the edit event, the message with the text, the local renderer,
// DOMPurify and the patch of the changed blocks. Then the pause: from the last keystroke to the service's rendering
// drawn (the exact-render delay included), and the service requests the 100 keystrokes cost.
//
// Typing: 100 keystrokes at the end of the article, as 20 words of 5 keys 120 ms apart with a 600 ms pause after
// each word (shorter than the pause the preview waits for before it asks the service).
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';

export interface PreviewFigures {
  /** Keystroke to painted, over every keystroke. */
  medianMs: number;
  p95Ms: number;
  /** The last keystroke to the service's rendering painted. */
  pauseToExactMs: number;
  requestsPer100Keys: number;
  /** Keystrokes applied more than the exact-render delay (1 s) after the one before: pauses the machine made. */
  slowGaps: number;
  keys: number;
}

const frontMatter = [
  '---',
  'title: Bench',
  'tags:',
  '  - name: bench',
  'private: false',
  'updated_at: ""',
  'id: null',
  'organization_url_name: null',
  'slide: false',
  '---',
];
const section = (index: number) =>
  [
    `## Section ${index}`,
    '',
    ':::note info',
    `A note in section ${index}.`,
    ':::',
    '',
    `Inline $x_${index}^2$ math and **bold** text with a [link](https://example.com/${index}).`,
    '',
    '```ruby:app.rb',
    `puts ${index}`,
    '```',
    '',
    '- one',
    '- two',
    '',
  ].join('\n');
const words = 20;
const keysPerWord = 5;
const keyGapMs = 120;
const wordPauseMs = 600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** An article of about `kilobytes` KB: repeated sections with notes, math, code and lists, then the typed line. */
export function benchArticle(kilobytes: number): string {
  const sections: string[] = [];
  for (let index = 0; sections.join('\n').length < kilobytes * 1024; index++) sections.push(section(index));
  return [...frontMatter, '# Bench', '', ...sections, 'Typed: '].join('\n');
}

/**
 * A fresh article file of `kilobytes` KB (public/`name`, in the bench's article root) shown with the preview beside
 * it, once the service's first rendering of it is drawn; the editor has the focus.
 */
export async function openBenchArticle(name: string, kilobytes: number): Promise<vscode.TextEditor> {
  const folder = vscode.workspace.workspaceFolders![0]!.uri;
  const uri = vscode.Uri.joinPath(folder, '.devdesk-bench-preview', 'public', name);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(benchArticle(kilobytes)));
  const editor = await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One });
  await vscode.commands.executeCommand('devdesk.openPreviewToSide');
  await vscode.window.showTextDocument(editor.document, { viewColumn: vscode.ViewColumn.One });
  await vscode.commands.executeCommand('devdesk.preview.inspect'); // waits for the first exact render to be drawn
  return editor;
}

/** Types into a fresh article file of `kilobytes` KB with the preview beside it. */
export async function measurePreviewTyping(
  api: DevDeskApi,
  emulatorUrl: string,
  previewPath: string,
  kilobytes: number,
): Promise<PreviewFigures> {
  const folder = vscode.workspace.workspaceFolders![0]!.uri;
  const editor = await openBenchArticle(`typing-${kilobytes}kb.md`, kilobytes);
  const uri = editor.document.uri;

  /** When each length of the typed word list was first drawn, and when the service's rendering of all of it was. */
  const drawnAt = new Map<number, number>();
  let drawnLength = 0;
  let exactAt: number | undefined;
  const total = words * keysPerWord;
  const listener = api.preview.onDidShow((shown) => {
    if (shown.uri !== uri.toString()) return;
    const typed = /Typed: ([a-z]*)$/m.exec(shown.source)?.[1] ?? '';
    for (let length = drawnLength + 1; length <= typed.length; length++) drawnAt.set(length, shown.at);
    drawnLength = Math.max(drawnLength, typed.length);
    if (shown.exact && typed.length === total) exactAt ??= shown.at;
  });
  await fetch(`${emulatorUrl}/__emulator/requests`, { method: 'DELETE' });
  const typedAt: number[] = [];
  try {
    for (let word = 0; word < words; word++) {
      for (let key = 0; key < keysPerWord; key++) {
        const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
        await editor.edit((edit) => edit.insert(end, String.fromCharCode(97 + ((word * keysPerWord + key) % 26))), {
          undoStopBefore: false,
          undoStopAfter: false,
        });
        typedAt.push(performance.now());
        if (word < words - 1 || key < keysPerWord - 1) await sleep(key < keysPerWord - 1 ? keyGapMs : wordPauseMs);
      }
    }
    for (let waited = 0; (drawnLength < total || exactAt === undefined) && waited < 15_000; waited += 50)
      await sleep(50);
    if (drawnLength < total) throw new Error(`the preview drew ${drawnLength} of ${total} keystrokes`);
    if (exactAt === undefined) throw new Error("the service's rendering did not arrive after the pause");
    const requests = (await (
      await fetch(`${emulatorUrl}/__emulator/requests?path=${encodeURIComponent(previewPath)}`)
    ).json()) as { count: number };
    const sorted = typedAt.map((at, index) => drawnAt.get(index + 1)! - at).sort((a, b) => a - b);
    return {
      medianMs: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      pauseToExactMs: exactAt - typedAt.at(-1)!,
      requestsPer100Keys: (requests.count * 100) / total,
      slowGaps: typedAt.filter((at, index) => index > 0 && at - typedAt[index - 1]! > 1000).length,
      keys: total,
    };
  } finally {
    listener.dispose();
    await editor.document.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder, '.devdesk-bench-preview'), {
      recursive: true,
      useTrash: false,
    });
  }
}
