// Qiita's slide mode in the page: an article with `slide: true` is shown a page at a time, a new page at each
// horizontal rule (`---`, drawn as `<hr>` by Qiita and by the local rendering alike), as Qiita's help on slide mode
// says (https://help.qiita.com/ja/articles/qiita-slide). The toolbar's slide bar has previous and next, the page
// number and count, and *Whole article* to show every page; the arrow keys turn pages; while the writer types, the
// page holding the editor's caret is shown (the render's `caret`, and `caret` messages as it moves).
import type { RenderMessage } from './protocol';
import { pageCount, pageOfLine, pagesOf } from './slide-pages';

export interface SlideBar {
  bar: HTMLElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  number: HTMLElement;
  whole: HTMLInputElement;
  /** The article's title over the page: on the first page only, the deck's cover, as Qiita shows slides. */
  title: HTMLElement;
  /** "Page {0} / {1}", localized. */
  pageText: string;
}

export class Slides {
  private active = false;
  private page = 0;
  private count = 1;
  private caretLine: number | undefined;

  constructor(
    private readonly content: HTMLElement,
    private readonly dom: SlideBar,
    /** The source lines of the top-level elements `elements()` gives, in the same order. */
    private readonly blockLines: () => readonly number[],
    private readonly elements: () => readonly HTMLElement[],
  ) {
    dom.previous.addEventListener('click', () => this.turn(-1));
    dom.next.addEventListener('click', () => this.turn(1));
    dom.whole.addEventListener('change', () => this.apply());
    window.addEventListener('keydown', (event) => {
      if (!this.paged || event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        this.turn(event.key === 'ArrowRight' ? 1 : -1);
        event.preventDefault();
      }
    });
  }

  /** Shown a page at a time now (slides, and not the whole article). */
  get paged(): boolean {
    return this.active && !this.dom.whole.checked;
  }

  /** The page shown (1-based) and the count, while slides are shown. */
  get shown(): { page: number; count: number } | undefined {
    return this.active ? { page: this.page + 1, count: this.count } : undefined;
  }

  /** A render was drawn: slides or not, and the caret's page when the render names the caret. */
  rendered(message: RenderMessage): void {
    this.active = message.slide === true;
    if (message.caret !== undefined) this.caretLine = message.caret;
    if (this.active && message.caret !== undefined) this.page = this.caretPage();
    this.apply();
  }

  /** The editor's caret moved to `line`: its page is shown. */
  caret(line: number): void {
    this.caretLine = line;
    if (!this.active) return;
    this.page = this.caretPage();
    this.apply();
  }

  private turn(by: number): void {
    if (!this.paged) return;
    this.page = Math.max(0, Math.min(this.count - 1, this.page + by));
    this.apply();
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }

  private caretPage(): number {
    if (this.caretLine === undefined) return this.page;
    const lines = this.blockLines();
    const separatorLines = this.elements().flatMap((element, index) =>
      element.tagName === 'HR' && lines[index] !== undefined ? [lines[index]] : [],
    );
    return pageOfLine(separatorLines, this.caretLine);
  }

  /** Each top-level element shown or hidden by its page; the bar says which page of how many. */
  private apply(): void {
    const children = Array.from(this.content.children);
    const separators = children.map((element) => element.tagName === 'HR');
    this.count = pageCount(separators);
    this.page = Math.min(this.page, this.count - 1);
    const pages = pagesOf(separators);
    children.forEach((element, index) => {
      (element as HTMLElement).hidden = this.paged && pages[index] !== this.page;
    });
    this.dom.title.hidden = !this.dom.title.textContent || (this.paged && this.page !== 0);
    this.dom.bar.hidden = !this.active;
    this.dom.number.textContent = this.dom.pageText
      .replace('{0}', String(this.page + 1))
      .replace('{1}', String(this.count));
    this.dom.previous.disabled = !this.paged || this.page === 0;
    this.dom.next.disabled = !this.paged || this.page === this.count - 1;
  }
}
