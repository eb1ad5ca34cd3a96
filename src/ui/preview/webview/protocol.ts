// The messages between the preview panel (extension host) and its webview script. Types only.
import type { RendererKind, RendererSetting } from '../renderer-choice';
import type { SourceEdit } from './source-edits';

export interface RenderMessage {
  type: 'render';
  /** Increases with every render of a panel; image answers and test reads name the render they belong to. */
  version: number;
  /** The renderer that made `html` (or that the document would use, for a local render). */
  renderer: RendererKind;
  /** What the toolbar's switch shows. */
  choice: RendererSetting;
  /** The service's HTML (untrusted); absent: render `source` locally with marked. */
  html?: string;
  /** For GitHub, the repository (`owner/name`) its `#123` and `@user` resolve in: the local renderer links them too. */
  context?: string;
  /** The Markdown that was rendered (the body, for Qiita): its blocks are matched to the page for scroll sync. */
  source: string;
  /**
   * Posted instead of `source` when it is only an edit of the source of the render message posted before it
   * (source-edits.ts); the page makes `source` of it as the message arrives.
   */
  sourceEdit?: SourceEdit;
  /** The document line of the source's first line. */
  lineOffset: number;
  /** A Qiita article's title, shown above the body. */
  title?: string;
  /** Shown in the toolbar: which renderer drew this, e.g. "Qiita (qiita.com)". */
  label: string;
  /**
   * Why the local fallback is shown, and whether a retry may help; `renderNow`: the banner offers a one-off exact
   * render (the budget is low, or the host answered rate-limited); `held`: no exact render goes until the user asks.
   */
  fallback?: { reason: string; retry: boolean; renderNow?: boolean; held?: boolean };
  /** The toolbar's *Render with …* button (undefined: the document has no service renderer). */
  exactAction?: string;
  locked: boolean;
  /** The previewed document's URI: kept as the webview's state, so a reload reopens the preview on it. */
  documentUri: string;
  /** Buttons the document's feature offers in the toolbar (a pull request's Merge, Comment…). */
  actions?: Array<{ id: string; label: string }>;
  /** `slide: true` in a Qiita article's front matter: shown a page at a time (slides.ts). */
  slide?: boolean;
  /** The document line of the editor's caret, when an editor shows the document. */
  caret?: number;
  /**
   * The writer typed at the caret and the editor leads scroll sync: the page keeps the block it redrew on screen
   * (scrolling only if it is not), and the extension sends no scroll message after it.
   */
  keepCaret?: boolean;
  /**
   * The page's hand scrolls the extension had heard of when it sent this (`revealLine`'s `scrolls`): a caret kept or
   * a line scrolled to for the editor before the page's latest hand scroll reached it is stale, and the hand wins.
   */
  pageScrolls?: number;
}

/** What the tests do in the page as a user would (the same scroll and click handlers run). */
export type PageAction =
  /** Scrolls the page so that the first top-level element whose text is `text` is at the top. */
  | { type: 'scrollPageTo'; text: string }
  /** Clicks the first link of the content whose text is `text`. */
  | { type: 'clickLink'; text: string }
  /**
   * Clicks the toolbar's or the banner's button whose label is `label` (an action, *Render with …*, *Render now*).
   */
  | { type: 'clickAction'; label: string }
  /** Clicks the toolbar's check box whose label is `label` (the slide bar's *Whole article*). */
  | { type: 'clickToggle'; label: string };

export type ToWebview =
  | RenderMessage
  | PageAction
  /** The editor's top line; `caret`: its caret's line, on the editor's screen, which the page keeps on its own. */
  | { type: 'scrollToLine'; line: number; caret?: number; pageScrolls?: number }
  | { type: 'images'; version: number; resolved: Record<string, string> }
  /** The editor's caret moved to another line (sent while slides are shown: the page shows the caret's page). */
  | { type: 'caret'; line: number }
  | { type: 'snapshot'; id: number };

/** A box in the page, in CSS pixels of its viewport. */
export interface PageBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A diagram node's label: its text, its glyphs' box, the box that clips them (its foreignObject), its shape's box. */
export interface DiagramLabel {
  text: string;
  glyphs: PageBox;
  frame: PageBox;
  shape: PageBox;
}

export interface Snapshot {
  type: 'snapshot';
  id: number;
  version: number;
  html: string;
  text: string;
  title: string;
  /** `qiita`, `gfm`, `markdown` or `local`: what drew the content now. */
  renderer: string;
  banner: string | undefined;
  /** The toolbar's quiet label: `local`, the host, or `GitHub · owner/name`. */
  label: string;
  scrollY: number;
  scrollHeight: number;
  /** How many source blocks were matched to elements. */
  blocks: number;
  /** Slides: the page shown (1-based) and the count; absent for an article shown whole. */
  slide?: { page: number; count: number };
  /** The text of the top-level blocks wholly inside the page's viewport, below its toolbar. */
  visibleText: string;
  /** Every element of the document, with its attributes. */
  elements: Array<{ tag: string; attributes: Record<string, string>; inContent: boolean }>;
  /** Window properties a payload would have set, if any ran. */
  globals: string[];
  /** Each drawn diagram node's label (audit.ts): whether it is whole and centred in its shape. */
  diagramLabels: DiagramLabel[];
  /** What the page did lately (render-trace.ts): said by a test that fails waiting for the page. */
  trace: string[];
}

export type FromWebview =
  | { type: 'ready' }
  /** A render message edited a source the page has not (it reloaded meanwhile): the next one goes whole. */
  | { type: 'resendSource' }
  | { type: 'rendered'; version: number }
  /** The page was scrolled by hand to `line`; `scrolls`: how many hand scrolls the page has had, this one included. */
  | { type: 'revealLine'; line: number; scrolls: number }
  /** The page scrolled because the editor did, and did not send it back. */
  | { type: 'echoIgnored' }
  | { type: 'openLink'; href: string }
  | { type: 'resolveImages'; version: number; sources: string[] }
  | { type: 'retry' }
  /** *Render with …* or the banner's *Render now*: the service's rendering now, whatever the budget. */
  | { type: 'renderExact' }
  | { type: 'chooseRenderer'; choice: string }
  | { type: 'lock'; locked: boolean }
  | { type: 'runAction'; id: string }
  /** Diagrams were drawn (or refused, their source kept) after the render was acknowledged: the page changed. */
  | { type: 'diagramsDrawn'; count: number }
  | Snapshot;
