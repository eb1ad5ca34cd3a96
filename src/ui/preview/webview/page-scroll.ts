// The page's half of scroll sync: the source's blocks matched to the page's top-level elements (blocks.ts), the
// editor's line scrolled to (`scrollToLine`), and the page's own scrolling sent to the editor as a line, at most every
// 40 ms, except the scrolling the editor caused (its echo, known by where it lands, not by time, so a busy machine
// that delivers the event late does not echo it).
import { blockLines, lineToOffset, matchBlocks, offsetToLine, type BlockMap } from './blocks';
import type { FromWebview, RenderMessage } from './protocol';
import { trace } from './render-trace';
import { ScrollIntent } from './scroll-intent';

export interface ScrolledPage {
  content: HTMLElement;
  /** The sticky toolbar and banner over the page's top. */
  chrome: HTMLElement;
  current(): RenderMessage | undefined;
  post(message: FromWebview): void;
  /** Slides shown a page at a time (slides.ts): no scroll sync then, each page is shown from its top. */
  paged(): boolean;
}

export class PageScroll {
  /** The source lines of the rendered blocks, for the render `blocksOf` names (lexed again only when needed). */
  private blocks: number[] = [];
  private blocksOf = -1;
  private map: BlockMap = { lines: [], tops: [] };
  /** Where the editor's own scrolling put the page: the scroll event that lands there is its echo. */
  private echoAt: number | undefined;
  /** Where the page put itself (the caret's block kept on screen): that scroll event is no one's to send. */
  private keptAt: number | undefined;
  private pendingLine: number | undefined;
  private pendingCaret: number | undefined;
  private keep: Element | undefined;
  /** The text of the block last kept on screen: found again by it in a drawing whose blocks do not match the source. */
  private keptText: string | undefined;
  /** Scrolls by hand so far (told to the extension with each `revealLine`: its older messages are stale). */
  private handScrolls = 0;
  private measureTimer: ReturnType<typeof setTimeout> | undefined;
  private scrollTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The reader's input that scrolls (a wheel turn, a key) came and its scroll event has not yet: the page is the
   * reader's from the input on, so the editor's line or the caret's block that arrive meanwhile do not move it.
   */
  private readerScrolling = false;
  private readonly intent = new ScrollIntent(() => {
    if (!this.readerScrolling) trace('the reader scrolls (input)');
    this.readerScrolling = true;
    this.pendingLine = undefined;
  });

  constructor(private readonly page: ScrolledPage) {
    window.addEventListener('scroll', () => this.scrolled());
    window.addEventListener('resize', () => this.measure());
  }

  /** How many source blocks are matched to elements. */
  get matchedBlocks(): number {
    return this.map.lines.length;
  }

  /**
   * A render was drawn: measured once the page settles; the writer's typing kept on screen (`keepCaret`: the block
   * the local drawing redrew, or in the service's HTML, which replaced it, the caret's block), else the editor's
   * line, if one waits, scrolled to again. A caret kept for the editor before the page's latest hand scroll is not.
   */
  afterRender(message: RenderMessage): void {
    this.measureSoon();
    if (message.keepCaret && !this.stale(message.pageScrolls)) {
      // The typing leads now: the editor's last line, from before it, is not gone back to.
      this.pendingLine = undefined;
      const element = message.html === undefined ? this.keep : this.caretElement(message.caret);
      const elements = this.topLevelElements();
      trace(
        `keep v${message.version} element ${element ? elements.indexOf(element as HTMLElement) : 'none'} of ` +
          // The blocks as lexed already (the service's drawing): lexing here would cost a local keystroke that again.
          `${elements.length} (blocks ${this.blocksOf === message.version ? this.blocks.length : 'not lexed'}) ` +
          JSON.stringify(element?.textContent?.slice(0, 40)),
      );
      if (element) this.keepOnScreen(element);
      if (element) this.keptText = element.textContent?.trim();
    } else if (!message.keepCaret && this.pendingLine !== undefined)
      this.scrollToLine(this.pendingLine, this.pendingCaret);
    else if (message.keepCaret) trace(`stale v${message.version} ${message.pageScrolls} < ${this.handScrolls}`);
    this.keep = undefined;
  }

  /** The reader's scrolling input came, its scroll event not yet: the hand wins. */
  private readerLeads(): boolean {
    const leads = this.readerScrolling && this.intent.active;
    if (leads) trace('the reader is scrolling: the page stays');
    return leads;
  }

  /** Sent before the extension heard of the page's latest hand scroll: the hand wins. */
  private stale(pageScrolls: number | undefined): boolean {
    return pageScrolls !== undefined && pageScrolls < this.handScrolls;
  }

  /**
   * The top-level element that holds source line `caret`: the same in order when the drawing has an element per
   * source block, else the one with the text of the block last kept nearest that place (the service may draw a
   * block as two elements, or none).
   */
  private caretElement(caret: number | undefined): Element | undefined {
    const elements = this.topLevelElements();
    const blocks = this.currentBlocks();
    if (caret === undefined || elements.length === 0) return undefined;
    let index = 0;
    while (index + 1 < blocks.length && blocks[index + 1]! <= caret) index += 1;
    if (blocks.length === elements.length) return elements[index];
    const place = Math.round((index * (elements.length - 1)) / Math.max(1, blocks.length - 1));
    const sameText = elements.flatMap((element, at) =>
      this.keptText !== undefined && element.textContent?.trim() === this.keptText ? [at] : [],
    );
    const nearest = sameText.sort((a, b) => Math.abs(a - place) - Math.abs(b - place))[0];
    return elements[nearest ?? place];
  }

  /**
   * The writer typed at the caret (`keepCaret`): once the render is drawn, the block it redrew (the last element put
   * in, where the typing is) is brought on screen if it is not, by the least scrolling; a block already in view does
   * not move the page.
   */
  keepInView(added: readonly Node[]): void {
    this.keep = added.filter((node): node is Element => node instanceof Element).at(-1);
  }

  /** The rendered top-level elements: what the source's blocks are matched to (the footnotes list is extra). */
  topLevelElements(): HTMLElement[] {
    return Array.from(this.page.content.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.classList.contains('footnotes') && element.tagName !== 'SECTION',
    );
  }

  /** The text of the top-level elements wholly on screen, below the toolbar: what the writer sees now. */
  visibleText(): string {
    const top = this.chromeHeight() - 1;
    const bottom = window.innerHeight + 1;
    return this.topLevelElements()
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= top && rect.bottom <= bottom;
      })
      .map((element) => element.innerText)
      .join('\n');
  }

  measure(): void {
    const offset = window.scrollY;
    this.map = matchBlocks(
      this.currentBlocks(),
      this.topLevelElements().map((element) => element.getBoundingClientRect().top + offset),
    );
  }

  /**
   * The editor's top `line` at the page's top; `caret`, the editor's caret on the editor's screen, is then kept on the
   * page's screen too (the page's blocks are taller than the editor's lines).
   */
  scrollToLine(line: number, caret?: number, pageScrolls?: number): void {
    if (this.stale(pageScrolls) || this.readerLeads()) return;
    this.pendingLine = line;
    this.pendingCaret = caret;
    if (!this.page.current() || this.page.paged()) return;
    this.measure();
    const height = document.documentElement.scrollHeight;
    const at = (source: number) => lineToOffset(this.map, source, height, this.lineCount());
    let wanted = at(line) - this.chromeHeight();
    if (caret !== undefined) wanted = this.shownWith(wanted, at(caret), at(caret + 1));
    const top = Math.min(Math.max(0, wanted), height - window.innerHeight);
    // Already there: no scroll event will come, so none is waited for.
    this.echoAt = Math.abs(window.scrollY - top) < 1 ? undefined : top;
    trace(`to line ${line} caret ${caret} → ${Math.round(top)}`);
    window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
  }

  /**
   * Scrolls as the user would (tests' page action): a wheel turn, then the page moves and the scroll handler tells the
   * editor. It is the user's scroll even right after the editor moved the page, so no echo of that move is expected.
   */
  scrollPageTo(text: string): void {
    this.echoAt = undefined;
    const element = this.topLevelElements().find((candidate) => candidate.textContent?.trim() === text);
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY - this.chromeHeight();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: top - window.scrollY }));
    window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
  }

  /** The page's scroll position nearest `scrollTop` that shows the stretch from `top` to `bottom` (page px). */
  private shownWith(scrollTop: number, top: number, bottom: number): number {
    const margin = 16;
    const low = bottom + margin - (scrollTop + window.innerHeight);
    const high = scrollTop + this.chromeHeight() - top;
    return low > 0 ? scrollTop + low : high > 0 ? scrollTop - high : scrollTop;
  }

  private keepOnScreen(element: Element): void {
    if (!element.isConnected || this.page.paged() || this.readerLeads()) return;
    const rect = element.getBoundingClientRect();
    const wanted = this.shownWith(window.scrollY, rect.top + window.scrollY, rect.bottom + window.scrollY);
    const target = Math.max(0, Math.min(wanted, document.documentElement.scrollHeight - window.innerHeight));
    trace(`on screen ${Math.round(rect.top)}..${Math.round(rect.bottom)} of ${window.innerHeight} → ${target}`);
    if (Math.abs(target - window.scrollY) < 1) return;
    this.keptAt = target;
    window.scrollTo({ top: target, behavior: 'instant' as ScrollBehavior });
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

  /** The source lines of the top-level elements `topLevelElements()` gives (lexed once per render). */
  currentBlocks(): number[] {
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
    if (!this.page.current() || this.page.paged()) return;
    // The page's own moves (the editor's line, the caret kept on screen) may land as one scroll event, at either;
    // any other scroll event is the reader's only while input that scrolls is under way (scroll-intent.ts).
    const at = window.scrollY;
    const kept = this.keptAt !== undefined && Math.abs(at - this.keptAt) < 2;
    const echo = !kept && this.echoAt !== undefined && Math.abs(at - this.echoAt) < 2;
    const hand = !kept && !echo && this.intent.active;
    trace(
      `scroll event: ${kept ? 'kept' : echo ? 'echo' : hand ? 'hand' : "the page's own"} ` +
        `(kept at ${this.keptAt}, echo at ${this.echoAt})`,
    );
    if (kept) this.keptAt = undefined;
    if (echo) {
      this.echoAt = undefined;
      this.page.post({ type: 'echoIgnored' }); // counted for the tests (scroll-sync.ts)
      return;
    }
    if (!hand) return;
    this.readerScrolling = false;
    this.keptAt = undefined;
    this.echoAt = undefined;
    this.pendingLine = undefined;
    this.handScrolls += 1;
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
      this.page.post({ type: 'revealLine', line, scrolls: this.handScrolls });
    }, 40);
  }
}
