// Scroll sync between a preview and its document's editor, both ways: the editor's scrolling moves the page (by
// line, which the webview maps to its blocks), the page's scrolling reveals its line in the editor. Neither
// direction echoes the other: the editor's scrolling that our own reveal caused is not sent back.
import * as vscode from 'vscode';
import { Disposable } from '../base/dispose';
import type { RenderMessage, ToWebview } from './webview/protocol';

/** Scroll-sync messages sent each way (the tests check that one direction does not echo back). */
export interface SyncCounts {
  toEditor: number;
  toPreview: number;
  /** Editor scrolls our own reveal caused, not sent back to the page (the tests wait for one before counting). */
  editorEchoesIgnored: number;
  /** Page scrolls the editor caused, not sent back to the editor (the page says so: `echoIgnored`). */
  pageEchoesIgnored: number;
  /** The lines sent to the page, oldest first: a test tells an echo of its reveal from other editor scrolling. */
  linesToPreview: number[];
  /** What scroll sync decided lately (leads taken, lines sent, echoes ignored), for a test that fails. Kept short. */
  decisions: string[];
}

/** What a local drawing is to the caret: the writer's edit, the same text again (a save), or something else. */
export const localDrawing = { edit: 'edit', save: 'redraw', open: 'other', demand: 'other', retry: 'other' } as const;

/** How long after our reveal the editor's scrolling is taken as its echo (see causedByOurReveal). */
const revealEchoMs = 500;
/** VS Code keeps up to `editor.stickyScroll.maxLineCount` lines (5 by default) above a line revealed at the top. */
const stickyScrollRoom = 6;

export class ScrollSync extends Disposable {
  readonly counts: SyncCounts = {
    toEditor: 0,
    toPreview: 0,
    editorEchoesIgnored: 0,
    pageEchoesIgnored: 0,
    linesToPreview: [],
    decisions: [],
  };
  /** The editor's own scrolling that a reveal of ours caused is not sent back: until when it is ignored. */
  private revealedUntil = 0;
  /** The line our last reveal put at the editor's top, until the editor's scrolling there has been seen. */
  private revealedLine: number | undefined;
  /**
   * Who scrolled last: the other one follows. After a render, the page goes back to the editor only if the editor led.
   */
  private leader: 'editor' | 'page' = 'editor';
  /** The editor's top line when it last scrolled. */
  private editorTop: number | undefined;
  /** The last edit of the document was at the editor's caret (the writer typing, not a change made elsewhere). */
  private editedAtCaret = false;

  constructor(
    private readonly documentOf: () => vscode.TextDocument,
    private readonly post: (message: ToWebview) => Thenable<boolean>,
  ) {
    super();
    this.register(vscode.window.onDidChangeTextEditorVisibleRanges((event) => this.editorScrolled(event)));
    this.register(vscode.workspace.onDidChangeTextDocument((event) => this.edited(event)));
    this.register(vscode.window.onDidChangeTextEditorSelection((event) => this.caretMoved(event)));
  }

  /** Whether the page shows slides: it then hears of every line the caret moves to (its page follows). */
  slides = false;
  private caretLine: number | undefined;

  /** The page's hand scrolls heard of so far (`revealLine`'s count): what the page tells stale messages by. */
  private pageScrolls = 0;

  /**
   * Where the caret is, for a render: `keepCaret` when the render draws the writer's typing at the caret and the
   * editor leads (the user's scrolling of the page wins until the editor scrolls again): an edit drawn locally, or
   * the same text drawn again while the editor still shows the caret (`redraw`: the service's answer replacing the
   * local drawing, or a save's, which auto save makes every second or so of a pause in typing).
   */
  caretOf(drawn: 'edit' | 'redraw' | 'other'): Pick<RenderMessage, 'caret' | 'keepCaret' | 'pageScrolls'> {
    const editor = this.editor();
    if (!editor) return {};
    const caret = editor.selection.active.line;
    const typing =
      this.editedAtCaret &&
      this.leader === 'editor' &&
      (drawn === 'edit' || (drawn === 'redraw' && caretSeen(editor, caret)));
    if (!typing)
      this.note(`${drawn} drawn, caret ${caret} not kept (leader ${this.leader}, at caret ${this.editedAtCaret})`);
    return typing ? { caret, keepCaret: true, pageScrolls: this.pageScrolls } : { caret };
  }

  /**
   * The preview follows another document: its editor leads, whatever the page's hand scrolling did for the one before
   * (an old reveal's line would otherwise take the new editor's first scroll for its echo, and the page would keep
   * the lead: the typing in the new document was not kept in sight).
   */
  documentChanged(): void {
    this.leader = 'editor';
    this.revealedLine = undefined;
    this.revealedUntil = 0;
    this.editorTop = undefined;
    this.editedAtCaret = false;
  }

  /** A copy of the counts as they are now. */
  countsNow(): SyncCounts {
    return { ...this.counts, linesToPreview: [...this.counts.linesToPreview], decisions: [...this.counts.decisions] };
  }

  /** Whether the editor's scrolling now would be taken as the echo of our reveal (and not sent to the page). */
  get awaitingEcho(): boolean {
    return this.causedByOurReveal();
  }

  /**
   * After a render: the page follows where the editor is, unless the user last scrolled the page (the editor then
   * shows the page's line a few lines down, below the sticky-scroll room, and going there would move the page).
   */
  afterRender(keptCaret = false): void {
    // The page kept the caret's block on screen itself: no message for each keystroke.
    if (this.leader === 'page' || keptCaret) return;
    const top = this.editor()?.visibleRanges[0]?.start.line;
    if (top !== undefined && top > 0) this.scrollPage(top);
  }

  /** The page was scrolled by hand to `line` (its `scrolls`th hand scroll): the editor shows it at its top. */
  pageScrolled(line: number, scrolls: number): void {
    this.counts.toEditor += 1;
    this.note(`the page scrolled by hand to line ${line}: the page leads`);
    this.pageScrolls = Math.max(this.pageScrolls, scrolls);
    this.leader = 'page';
    const editor = this.editor();
    if (!editor) return;
    const target = Math.max(0, Math.min(editor.document.lineCount - 1, Math.floor(line)));
    this.revealedUntil = Date.now() + revealEchoMs;
    this.revealedLine = target;
    editor.revealRange(new vscode.Range(target, 0, target, 0), vscode.TextEditorRevealType.AtTop);
  }

  private caretMoved(event: vscode.TextEditorSelectionChangeEvent): void {
    if (!this.slides || event.textEditor.document !== this.documentOf()) return;
    const line = event.selections[0]?.active.line;
    if (line === undefined || line === this.caretLine) return;
    this.caretLine = line;
    void this.post({ type: 'caret', line });
  }

  private edited(event: vscode.TextDocumentChangeEvent): void {
    if (event.document !== this.documentOf() || event.contentChanges.length === 0) return;
    // Sent before the editor moves its caret past the typed text: the caret is still where the change starts.
    const caret = this.editor()?.selection.active.line;
    this.editedAtCaret =
      caret !== undefined &&
      event.contentChanges.some((change) => change.range.start.line <= caret && caret <= change.range.end.line);
  }

  private editorScrolled(event: vscode.TextEditorVisibleRangesChangeEvent): void {
    if (event.textEditor.document !== this.documentOf()) return;
    const top = event.visibleRanges[0]?.start.line;
    // Typing on the last visible line changes the visible range's end, not its top: nothing moved.
    if (top === undefined || top === this.editorTop) return;
    this.editorTop = top;
    if (this.landedWhereWeRevealed(top) || this.causedByOurReveal()) {
      this.note(`editor top ${top}: the echo of our reveal of ${this.revealedLine}`);
      this.counts.editorEchoesIgnored += 1;
      return;
    }
    this.revealedLine = undefined; // the user's own scrolling, elsewhere: our reveal is over
    this.leader = 'editor';
    this.scrollPage(top);
  }

  /**
   * Whether the editor scrolled because the page asked it to (pageScrolled): within half a second of our reveal.
   * Its top need not be the line we revealed (VS Code keeps room for sticky scroll above it), so the time decides.
   * Sending it back would scroll the page again.
   */
  private causedByOurReveal(): boolean {
    return Date.now() < this.revealedUntil;
  }

  /**
   * Whether the editor's top is where our last reveal put it (at most the sticky-scroll room above it): its echo,
   * however late a busy machine delivers it, and whatever the editor reported on its way there. Not sending it is
   * harmless even when the user scrolled there: the page already shows that line.
   */
  private landedWhereWeRevealed(top: number): boolean {
    const line = this.revealedLine;
    return line !== undefined && top <= line && line - top <= stickyScrollRoom;
  }

  private note(decision: string): void {
    this.counts.decisions.push(`${Math.round(performance.now())} ${decision}`);
    if (this.counts.decisions.length > 30) this.counts.decisions.shift();
  }

  private scrollPage(line: number): void {
    this.counts.toPreview += 1;
    this.counts.linesToPreview.push(line);
    const editor = this.editor();
    const caret = editor?.selection.active.line;
    const seen = caret !== undefined && caretSeen(editor!, caret);
    this.note(`page to line ${line}${seen ? `, caret ${caret}` : ''} (leader ${this.leader})`);
    void this.post({ type: 'scrollToLine', line, ...(seen ? { caret } : {}), pageScrolls: this.pageScrolls });
  }

  private editor(): vscode.TextEditor | undefined {
    return vscode.window.visibleTextEditors.find((candidate) => candidate.document === this.documentOf());
  }
}

/** Whether the editor shows its caret's line on its screen. */
function caretSeen(editor: vscode.TextEditor, caret: number): boolean {
  return editor.visibleRanges.some((range) => range.start.line <= caret && caret <= range.end.line);
}
