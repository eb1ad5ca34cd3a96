// The page's half of scroll sync: the source's blocks matched to the page's top-level elements (blocks.ts), the
// editor's line scrolled to (`scrollToLine`), and the page's own scrolling sent to the editor as a line, at most every
// 40 ms, except the scrolling the editor caused (its echo, known by where it lands, not by time, so a busy machine
// that delivers the event late does not echo it).
import { blockLines, lineToOffset, matchBlocks, offsetToLine, type BlockMap } from './blocks';
import type { FromWebview, RenderMessage } from './protocol';

export interface ScrolledPage {
  content: HTMLElement;
  /** The sticky toolbar and banner over the page's top. */
  chrome: HTMLElement;
  current(): RenderMessage | undefined;
  post(message: FromWebview): void;
}

export class PageScroll {
  /** The source lines of the rendered blocks, for the render `blocksOf` names (lexed again only when needed). */
  private blocks: number[] = [];
  private blocksOf = -1;
  private map: BlockMap = { lines: [], tops: [] };
  /** Where the editor's own scrolling put the page: the scroll event that lands there is its echo. */
  private echoAt: number | undefined;
  private pendingLine: number | undefined;
  private measureTimer: ReturnType<typeof setTimeout> | undefined;
  private scrollTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly page: ScrolledPage) {
    window.addEventListener('scroll', () => this.scrolled());
    window.addEventListener('resize', () => this.measure());
  }

  /** How many source blocks are matched to elements. */
  get matchedBlocks(): number {
    return this.map.lines.length;
  }

  /** A render was drawn: measured once the page settles, and the editor's line, if one waits, scrolled to again. */
  afterRender(): void {
    this.measureSoon();
    if (this.pendingLine !== undefined) this.scrollToLine(this.pendingLine);
  }

  /** The rendered top-level elements: what the source's blocks are matched to (the footnotes list is extra). */
  topLevelElements(): HTMLElement[] {
    return Array.from(this.page.content.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.classList.contains('footnotes') && element.tagName !== 'SECTION',
    );
  }

  measure(): void {
    const offset = window.scrollY;
    this.map = matchBlocks(
      this.currentBlocks(),
      this.topLevelElements().map((element) => element.getBoundingClientRect().top + offset),
    );
  }

  scrollToLine(line: number): void {
    this.pendingLine = line;
    if (!this.page.current()) return;
    this.measure();
    const target = lineToOffset(this.map, line, document.documentElement.scrollHeight, this.lineCount());
    const top = Math.min(
      Math.max(0, target - this.chromeHeight()),
      document.documentElement.scrollHeight - window.innerHeight,
    );
    // Already there: no scroll event will come, so none is waited for.
    this.echoAt = Math.abs(window.scrollY - top) < 1 ? undefined : top;
    window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
  }

  /**
   * Scrolls as the user would: the page moves, and the scroll handler tells the editor (tests' page action). It is
   * the user's scroll even right after the editor moved the page, so no echo of that move is expected any more.
   */
  scrollPageTo(text: string): void {
    this.echoAt = undefined;
    const element = this.topLevelElements().find((candidate) => candidate.textContent?.trim() === text);
    if (element)
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - this.chromeHeight(),
        behavior: 'instant' as ScrollBehavior,
      });
  }

  /**
   * Scroll sync's map, after the page has settled: a keystroke pays for the drawing only, not for lexing the whole
   * document a second time to find its blocks' lines (a scroll or the editor's next reveal measures at once).
   */
  private measureSoon(): void {
    if (this.measureTimer !== undefined) clearTimeout(this.measureTimer);
    this.measureTimer = setTimeout(() => {
      this.measureTimer = undefined;
      this.measure();
    }, 150);
  }

  private currentBlocks(): number[] {
    const message = this.page.current();
    if (message && this.blocksOf !== message.version) {
      this.blocks = blockLines(message.source, message.renderer === 'qiita').map((line) => line + message.lineOffset);
      this.blocksOf = message.version;
    }
    return this.blocks;
  }

  private lineCount(): number {
    const message = this.page.current();
    return message ? message.lineOffset + message.source.split('\n').length : 0;
  }

  /** The sticky toolbar and banner cover the page's top: the first line the user sees is just below them. */
  private chromeHeight(): number {
    return this.page.chrome.getBoundingClientRect().height;
  }

  /** The page's scrolling reaches the editor at most every 40 ms (a timer: animation frames may not run here). */
  private scrolled(): void {
    if (!this.page.current()) return;
    const echo = this.echoAt !== undefined && Math.abs(window.scrollY - this.echoAt) < 2;
    this.echoAt = undefined;
    if (echo) {
      this.page.post({ type: 'echoIgnored' }); // counted for the tests (scroll-sync.ts)
      return;
    }
    this.pendingLine = undefined;
    if (this.scrollTimer !== undefined) return;
    this.scrollTimer = setTimeout(() => {
      this.scrollTimer = undefined;
      if (this.measureTimer !== undefined) this.measure(); // a render just now: its map is not made yet
      const line = offsetToLine(
        this.map,
        window.scrollY + this.chromeHeight() + 1,
        document.documentElement.scrollHeight,
        this.lineCount(),
      );
      this.page.post({ type: 'revealLine', line });
    }, 40);
  }
}
