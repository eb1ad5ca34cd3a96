// The HTML filters of Qiita's pipeline that run after its Markdown step, in its order
// (https://github.com/increments/qiita-markdown, lib/qiita/markdown/processor.rb, default_filters), each written
// here for the HTML `marked` writes (well-formed, one element per tag). The cases are the pipeline's own specs
// (spec/qiita/markdown/processor_spec.rb), re-stated in test/emulator/articles/qiita-dialect.test.ts.
import { emojiCodePoint } from '../../../src/ui/preview/webview/dialect/emoji.js';
import { escapeHtml } from './html.js';

type Part = { tag: string; closing: boolean; raw: string } | { text: string };

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

function parts(html: string): Part[] {
  return html
    .split(/(<\/?[a-zA-Z][^>]*>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part);
      return tag ? { tag: tag[2]!.toLowerCase(), closing: tag[1] === '/', raw: part } : { text: part };
    });
}

/**
 * Rewrites the text between tags with `rewrite(text, ancestors)`; `ancestors` names the open elements (with a
 * `.class` suffix when the element has one), outermost first.
 */
function rewriteText(html: string, rewrite: (text: string, ancestors: string[]) => string): string {
  const open: string[] = [];
  return parts(html)
    .map((part) => {
      if ('text' in part) return rewrite(part.text, open);
      if (part.closing) {
        const at = open.map((name) => name.split('.')[0]).lastIndexOf(part.tag);
        if (at >= 0) open.length = at;
      } else if (!voidElements.has(part.tag) && !part.raw.endsWith('/>')) {
        const className = /\sclass="([^"]*)"/.exec(part.raw)?.[1];
        open.push(className ? `${part.tag}.${className}` : part.tag);
      }
      return part.raw;
    })
    .join('');
}

const within = (ancestors: string[], names: string[]) => ancestors.some((name) => names.includes(name.split('.')[0]!));

/** HeadingAnchor: an id from the heading's text, lower-cased, kept to word characters, hyphens and spaces (→ `-`), `-1`, `-2` for repeats. */
export function headingAnchors(html: string): string {
  const counts = new Map<string, number>();
  return html.replace(/<h([1-6])>([\s\S]*?)<\/h\1>/g, (_whole, level: string, inner: string) => {
    const text = decodeEntities(inner.replace(/<[^>]+>/g, ''));
    const id = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = counts.get(id) ?? 0;
    counts.set(id, count + 1);
    return `<h${level} id="${escapeHtml(count > 0 ? `${id}-${count}` : id)}">${inner}</h${level}>`;
  });
}

/** ImageLink: an image not already in a link is wrapped in a link to itself (`target="_blank"`). */
export function imageLinks(html: string): string {
  let linkDepth = 0;
  return parts(html)
    .map((part) => {
      if ('text' in part) return part.text;
      if (part.tag === 'a') linkDepth += part.closing ? -1 : 1;
      if (part.tag !== 'img' || part.closing || linkDepth > 0) return part.raw;
      const src = /\ssrc="([^"]*)"/.exec(part.raw)?.[1] ?? '';
      return `<a href="${src}" target="_blank">${part.raw}</a>`;
    })
    .join('');
}

/** Checkbox: a list item starting with `[ ] ` or `[x] ` gets a disabled checkbox and the `task-list-item` class. */
export function checkboxes(html: string): string {
  return html.replace(
    /<li>(\n?<p>)?\[([ x])\] /g,
    (_whole, paragraph: string | undefined, mark: string) =>
      `<li class="task-list-item">${paragraph ?? ''}<input type="checkbox" class="task-list-item-checkbox"${mark === 'x' ? ' checked' : ''} disabled>`,
  );
}

/** The Mention filter's pattern (mention.rb, MentionPattern): 2 to 32 word characters or hyphens, ends in a word character. */
const mentionPattern = /(^|[^\w])@(\w[\w-]{0,30}\w(?:@github)?)(?!\/)(?=\.+[ \t\W]|\.+$|[^0-9a-zA-Z_.]|$)/g;

/** Mention: `@name` outside code, links and blockquotes (and a code block's file name) links to the user; `@all` never does. */
export function mentions(html: string, site: string): string {
  return rewriteText(html, (text, ancestors) => {
    if (
      !text.includes('@') ||
      within(ancestors, ['pre', 'code', 'a', 'style', 'script', 'blockquote']) ||
      ancestors.includes('div.code-lang')
    )
      return text;
    return text.replace(mentionPattern, (whole, lead: string, name: string) => {
      if (name === 'all') return whole;
      return `${lead}<a href="${escapeHtml(site)}/${name}" class="user-mention js-hovercard" title="${name}" data-hovercard-target-type="user" data-hovercard-target-name="${name}">@${name}</a>`;
    });
  });
}

/** InlineCodeColor's patterns (inline_code_color.rb): a hex colour, rgb(a)() or hsl(a)() in their CSS forms. */
const colourPatterns = [
  /#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})/,
  /rgba?\(\s*(?:\d+(?:,|\s)\s*){2}\d+\s*\)/,
  /rgba?\(\s*(?:\d+%(?:,|\s)\s*){2}\d+%\s*\)/,
  /rgba?\(\s*(?:\d+,\s*){3}\d*\.?\d+%?\s*\)/,
  /rgba?\(\s*(?:\d+\s*){2}\d+\s*\/\s*\d?\.?\d+%?\s*\)/,
  /rgba?\(\s*(?:\d+%\s*){2}\d+%\s*\/\s*\d?\.?\d+%?\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?,\s*\d+%,\s*\d+%\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?\s+\d+%\s+\d+%\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?,\s*(?:\d+%,\s*){2}\d?\.?\d+%?\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?\s+\d+%\s+\d+%\s*\/\s*\d?\.?\d+%?\s*\)/,
];
const onlyColour = new RegExp(`^\\s*(${colourPatterns.map((pattern) => pattern.source).join('|')})\\s*$`);

/** InlineCodeColor: inline code that is only a colour gets a swatch after its text. */
export function inlineCodeColours(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (whole, text: string) => {
    const colour = onlyColour.exec(decodeEntities(text))?.[1];
    return colour === undefined
      ? whole
      : `<code>${text}<span class="inline-code-color" style="background-color: ${escapeHtml(colour.trim())};"></span></code>`;
  });
}

/** InlineMath: `` $`x`$ `` (inline code between single dollars) becomes `<span>$x$</span>`, the TeX for the page to typeset. */
export function inlineMath(html: string): string {
  return html.replace(
    /(^|[^$])\$<code>([^<]*)<\/code>\$(?!\$)/g,
    (_whole, lead: string, tex: string) => `${lead}<span>$${tex}$</span>`,
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Emoji (filters/emoji.rb, html-pipeline's EmojiFilter): a known `:name:` outside pre, code and tt becomes the
 * filter's image under the default asset root (`/images`, processor.rb default_context). The names: the table the
 * preview shares (src/ui/preview/webview/dialect/emoji.ts).
 */
export function emojis(html: string, site: string): string {
  return rewriteText(html, (text, ancestors) => {
    if (!text.includes(':') || within(ancestors, ['pre', 'code', 'tt'])) return text;
    return text.replace(/:([a-z0-9_+-]+):/g, (whole, name: string) => {
      const code = emojiCodePoint(name);
      if (code === undefined) return whole;
      return `<img class="emoji" title=":${name}:" alt=":${name}:" src="${escapeHtml(site)}/images/emoji/unicode/${code}.png" height="20" width="20" align="absmiddle">`;
    });
  });
}
