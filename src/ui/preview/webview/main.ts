// The preview webview's script, bundled with DOMPurify and marked into media/preview/preview.js (esbuild.mjs).
// It loads nothing itself but the diagrams' script when a document has a diagram (diagrams.ts): the extension sends
// the source and, from a service, its HTML; this script sanitizes that HTML (or renders the source here in the
// service's dialect (dialect/), the instant local rendering drawn on every keystroke), replaces only the top-level
// blocks that changed (local-patch.ts: no reload, the scroll position stays, unchanged math, images and diagrams keep
// their DOM), keeps scroll sync, and hands every link click to the extension.
import { PageScroll } from './page-scroll';
import { Slides } from './slides';
import type { FromWebview, RenderMessage, Snapshot, ToWebview } from './protocol';
import { renderGitHubBlocks, renderQiitaBlocks } from './dialect';
import { sanitizeUnits } from './block-units';
import { ContentPatcher } from './local-patch';
import { paintSwatches } from './swatches';
import { markLinkCards } from './link-cards';
import { typesetMath } from './math';
import { isAllowedImageSource } from './sanitize-config';
import { installSanitizeHooks } from './sanitize-hooks';
import { noteRefusedImages, relativeImages } from './images';
import { listenForLinkClicks } from './link-clicks';
import { showActions } from './actions';
import { auditPage } from './audit';
import { latestOnly } from './latest-only';
import { SourceReceiver } from './source-edits';
import { boundedLocalUnits } from './limits';
import { drawDiagrams } from './diagrams';
import { trace, traced } from './render-trace';

declare function acquireVsCodeApi(): {
  postMessage(message: FromWebview): void;
  getState(): unknown;
  setState(state: unknown): void;
};

const vscode = acquireVsCodeApi();
const content = document.getElementById('content')!;
const chrome = document.getElementById('chrome')!;
const title = document.getElementById('title')!;
const banner = document.getElementById('banner')!;
const bannerText = document.getElementById('banner-text')!;
const retry = document.getElementById('retry')!;
const rendererSelect = document.getElementById('renderer') as HTMLSelectElement;
const lock = document.getElementById('lock') as HTMLInputElement;
const status = document.getElementById('status')!;
const actions = document.getElementById('actions')!;
const exact = document.getElementById('exact') as HTMLButtonElement;
/** Sentences the extension localized into the page (html.ts). */
const strings = {
  plainText: document.body.dataset.plainText ?? '',
  retry: document.body.dataset.retry ?? '',
  renderNow: document.body.dataset.renderNow ?? '',
  imageHttp: document.body.dataset.imageHttp ?? '',
};

/**
 * The one place the local HTML is made, in the document's dialect: Qiita's for a Qiita article, GitHub's for the rest.
 */
function renderLocally(dialect: RenderMessage['renderer'], text: string, repository?: string): string[] {
  return sanitizeUnits(
    dialect === 'qiita' ? renderQiitaBlocks(text) : renderGitHubBlocks(text, repository ? { repository } : undefined),
  );
}

let current: RenderMessage | undefined;
const scroll: PageScroll = new PageScroll({
  content,
  chrome,
  current: () => current,
  post: (message) => vscode.postMessage(message),
  paged: (): boolean => slides.paged,
});
const slides: Slides = new Slides(
  content,
  {
    bar: document.getElementById('slides')!,
    previous: document.getElementById('slide-previous') as HTMLButtonElement,
    next: document.getElementById('slide-next') as HTMLButtonElement,
    number: document.getElementById('slide-number')!,
    whole: document.getElementById('slide-whole') as HTMLInputElement,
    title,
    pageText: document.body.dataset.slidePage ?? '',
  },
  (): number[] => scroll.currentBlocks(),
  (): HTMLElement[] => scroll.topLevelElements(),
);

installSanitizeHooks();
listenForLinkClicks(content, (href) => vscode.postMessage({ type: 'openLink', href }));

/** The relative images of the nodes a render put in, found as they are prepared (images, math) before going in. */
let addedImages: Array<{ src: string }> = [];
const patcher = new ContentPatcher(content, (added) => {
  addedImages = relativeImages(added);
  noteRefusedImages(added, strings.imageHttp);
  // Math in whichever shape the service answers with (and the local dialects): typeset for every renderer.
  typesetMath(added);
  paintSwatches(added);
  if (current?.renderer === 'qiita') markLinkCards(added);
});

/** Replaces the blocks that changed; returns the relative images of the new ones. */
function patchContent(message: RenderMessage, units: readonly string[] | undefined): Array<{ src: string }> {
  addedImages = [];
  const addedNodes = units ? patcher.patchUnits(units) : patcher.patchHtml(message.html ?? '');
  if (message.keepCaret) scroll.keepInView(addedNodes);
  if (addedNodes.length > 0) {
    void drawDiagrams(addedNodes).then((count) => {
      if (count === 0) return;
      scroll.measure();
      vscode.postMessage({ type: 'diagramsDrawn', count });
    });
  }
  return addedImages;
}

function render(message: RenderMessage): void {
  current = message;
  const kind = message.html === undefined ? 'local' : 'exact';
  trace(`render v${message.version} ${kind} caret=${message.caret} keep=${message.keepCaret === true}`);
  // A document past the lexer's bounds (limits.ts) is shown as plain text rather than stalling the page.
  const drawn =
    message.html === undefined
      ? boundedLocalUnits(message.source, (markdown) => renderLocally(message.renderer, markdown, message.context))
      : undefined;
  const images = patchContent(message, drawn?.units);
  title.textContent = message.title ?? '';
  title.hidden = !message.title;
  document.body.dataset.renderer = message.html === undefined ? 'local' : message.renderer;
  status.textContent = message.label;
  exact.textContent = message.exactAction ?? '';
  exact.hidden = message.exactAction === undefined;
  showActions(actions, message.actions, (id) => vscode.postMessage({ type: 'runAction', id }));
  // Reopened as it was after a reload (serializer.ts): the document, the lock and the renderer.
  vscode.setState({ uri: message.documentUri, locked: message.locked, choice: message.choice });
  rendererSelect.value = message.choice;
  lock.checked = message.locked;
  const notices = [message.fallback?.reason, drawn?.exceeded ? strings.plainText : undefined].filter(
    (notice) => notice !== undefined,
  );
  if (notices.length > 0) {
    bannerText.textContent = notices.join(' ');
    retry.hidden = !message.fallback?.retry && !message.fallback?.renderNow;
    retry.textContent = message.fallback?.renderNow ? strings.renderNow : strings.retry;
    banner.hidden = false;
  } else {
    banner.hidden = true;
  }
  if (images.length > 0) {
    imageRequests.set(message.version, message.documentUri);
    vscode.postMessage({ type: 'resolveImages', version: message.version, sources: images.map((image) => image.src) });
  }
  slides.rendered(message);
  vscode.postMessage({ type: 'rendered', version: message.version });
  // After the message, in the same task, so before the page is painted: the caret's block kept on screen lays the
  // page out, which the keystroke's drawing (what the extension times) does not wait for.
  scroll.afterRender(message);
}

/**
 * The document each image request was made for: an answer fills the images still waiting while the page shows that
 * document, even after later renders (a block kept by the patch asks no second time).
 */
const imageRequests = new Map<number, string>();

function resolveImages(version: number, resolved: Record<string, string>): void {
  const requestedFor = imageRequests.get(version);
  imageRequests.delete(version);
  if (requestedFor === undefined || requestedFor !== current?.documentUri) return;
  for (const image of Array.from(content.querySelectorAll('img[data-src]:not([src])'))) {
    const url = resolved[image.getAttribute('data-src')!];
    if (url && isAllowedImageSource(url)) image.setAttribute('src', url);
  }
  scroll.measure();
}

retry.addEventListener('click', () =>
  vscode.postMessage(current?.fallback?.renderNow ? { type: 'renderExact' } : { type: 'retry' }),
);
exact.addEventListener('click', () => vscode.postMessage({ type: 'renderExact' }));
rendererSelect.addEventListener('change', () =>
  vscode.postMessage({ type: 'chooseRenderer', choice: rendererSelect.value }),
);
lock.addEventListener('change', () => {
  vscode.postMessage({ type: 'lock', locked: lock.checked });
  vscode.setState({ ...(vscode.getState() as object | undefined), locked: lock.checked });
});

/** What the tests read: the live DOM as it is now, and an audit of every element and attribute in the document. */
function snapshot(id: number): Snapshot {
  return {
    type: 'snapshot',
    id,
    version: current?.version ?? -1,
    html: content.innerHTML,
    text: content.innerText,
    title: title.hidden ? '' : (title.textContent ?? ''),
    renderer: document.body.dataset.renderer ?? '',
    banner: banner.hidden ? undefined : (bannerText.textContent ?? ''),
    label: status.textContent ?? '',
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
    blocks: scroll.matchedBlocks,
    visibleText: scroll.visibleText(),
    ...(slides.shown ? { slide: slides.shown } : {}),
    ...auditPage(content),
    trace: traced(),
  };
}

/** Keystrokes pile up as render messages while a long document is drawn: only the newest is drawn (latest-only.ts). */
const renders = latestOnly(render);
/** Each render message's source, from its edit of the one before (source-edits.ts). */
const sources = new SourceReceiver();

window.addEventListener('message', (event: MessageEvent<ToWebview>) => {
  const message = event.data;
  if (message.type === 'render') {
    const source = sources.sourceOf(message);
    if (source === undefined) vscode.postMessage({ type: 'resendSource' });
    else renders.offer({ ...message, source });
    return;
  }
  renders.flush();
  switch (message.type) {
    case 'caret':
      slides.caret(message.line);
      break;
    case 'scrollToLine':
      scroll.scrollToLine(message.line, message.caret, message.pageScrolls);
      break;
    case 'images':
      resolveImages(message.version, message.resolved);
      break;
    case 'snapshot':
      vscode.postMessage(snapshot(message.id));
      break;
    case 'scrollPageTo':
      scroll.scrollPageTo(message.text);
      break;
    case 'clickAction':
      Array.from(chrome.querySelectorAll('button'))
        .find((button) => !button.hidden && button.textContent === message.label)
        ?.click();
      break;
    case 'clickToggle':
      Array.from(chrome.querySelectorAll('label'))
        .find((label) => label.textContent?.trim() === message.label)
        ?.click();
      break;
    case 'clickLink':
      Array.from(content.querySelectorAll('a'))
        .find((anchor) => anchor.textContent?.trim() === message.text)
        ?.click();
      break;
  }
});

vscode.postMessage({ type: 'ready' });
