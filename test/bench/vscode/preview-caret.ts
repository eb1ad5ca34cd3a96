// The preview following the writer's caret, in real VS Code against the emulator: typing at the end of a long Qiita
// article with the `type` command (what a keystroke runs), the caret at the end and the page there with the editor,
// how many of the typed words were inside the preview's viewport in the first page that showed them, and how many
// scroll messages the extension sent the page per 100 keystrokes (the page keeps the caret's block in sight itself).
import * as vscode from 'vscode';
import type { DevDeskApi } from '../../../src/extension';
import { firstSightOf } from '../../integration/suite/preview-page';
import { openBenchArticle } from './preview';

export interface CaretFigures {
  words: number;
  /** Words whose line was wholly inside the viewport in the first snapshot of the page that showed them. */
  inViewWhenShown: number;
  scrollMessagesPer100Keys: number;
  rendersPer100Keys: number;
  keys: number;
}

const words = 20;
const keysPerWord = 5;
const keyGapMs = 120;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureCaretTyping(api: DevDeskApi, kilobytes: number): Promise<CaretFigures> {
  const folder = vscode.workspace.workspaceFolders![0]!.uri;
  const editor = await openBenchArticle(`caret-${kilobytes}kb.md`, kilobytes);
  const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
  editor.selection = new vscode.Selection(end, end);
  editor.revealRange(new vscode.Range(end, end));
  await api.preview.pageWhere((page) => page.scrollY > page.scrollHeight / 2, 'the page at the end with the editor');

  const before = api.preview.syncCounts()!;
  let renders = 0;
  const counting = api.preview.onDidShow(() => (renders += 1));
  let inView = 0;
  let scrollMessages = 0;
  try {
    let line = 'Typed: ';
    for (let word = 0; word < words; word++) {
      const letters = Array.from({ length: keysPerWord }, (_, key) => String.fromCharCode(97 + ((word + key) % 26)));
      for (const letter of letters) {
        await vscode.commands.executeCommand('type', { text: letter });
        await sleep(keyGapMs);
      }
      line += letters.join('');
      if ((await firstSightOf(line)).visibleText.includes(line)) inView += 1;
      await vscode.commands.executeCommand('type', { text: ' ' });
      line += ' ';
    }
    scrollMessages = api.preview.syncCounts()!.toPreview - before.toPreview;
  } finally {
    counting.dispose();
    await editor.document.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder, '.devdesk-bench-preview'), {
      recursive: true,
      useTrash: false,
    });
  }
  const keys = words * (keysPerWord + 1);
  return {
    words,
    inViewWhenShown: inView,
    scrollMessagesPer100Keys: (scrollMessages * 100) / keys,
    rendersPer100Keys: (renders * 100) / keys,
    keys,
  };
}
