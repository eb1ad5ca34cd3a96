// The GFM autolink extension's bare links (https://github.github.com/gfm/#autolinks-extension-), as cmark-gfm finds
// them for GitHub and for Qiita (qiita_marker is cmark-gfm), where marked's own `url` rule differs: a scheme glued to
// the letters before it (`foohttp://…`) starts no link, a domain with an underscore in one of its last two segments
// is no valid domain, and a domain's characters are letters and digits of any script (an internationalised host,
// `https://日本語.jp`, is linked and its address percent-encoded). The path rules are the spec's: the link runs to a
// space or `<`; trailing `?`, `!`, `.`, `,`, `:`, `*`, `_`, `~` and quotes are not part of it, nor a `)` without its
// `(`, nor an entity-like `&name;` at its end. E-mail addresses stay marked's.
import type { Tokens, TokenizerAndRendererExtension } from 'marked';

/** A link the extension starts at: a scheme and `//`, or `www.` (lower case, as the spec writes it). */
const linkStart = /^(?:(?:[hH][tT][tT][pP][sS]?|[fF][tT][pP]):\/\/|www\.)/;

/** A domain's characters: ASCII letters and digits, `-`, `_`, and any other script's letters, digits and marks. */
const domainCharacter = /[A-Za-z0-9_-]|(?![\s\p{P}])[^\p{ASCII}]/u;

/** Characters that end a link when they end it (the spec's trailing punctuation, and quotes as cmark-gfm drops). */
const trailing = /[?!.,:*_~'"]/;

/** Where the domain that starts at `from` ends; `from` when the characters there form no valid domain. */
function domainEnd(src: string, from: number, needsDot: boolean): number {
  let end = from;
  while (end < src.length) {
    const character = String.fromCodePoint(src.codePointAt(end)!);
    if (character !== '.' && !domainCharacter.test(character)) break;
    end += character.length;
  }
  const segments = src.slice(from, end).split('.');
  // "no underscores may be present in the last two segments of the domain"
  if (segments.slice(-2).some((segment) => segment.includes('_'))) return from;
  return needsDot && segments.length < 2 ? from : end;
}

/** The link without what the spec's extended autolink path validation leaves out at its end (linear time). */
export function trimLinkEnd(link: string): string {
  let end = link.length;
  const opening = count(link, '(');
  let closing = count(link, ')');
  while (end > 0) {
    const last = link[end - 1]!;
    if (trailing.test(last)) end -= 1;
    else if (last === ')' && closing > opening) {
      end -= 1;
      closing -= 1;
    } else if (last === ';') {
      // `&name;` at the end goes whole, else the `;` alone
      let name = end - 1;
      while (name > 0 && /[A-Za-z0-9]/.test(link[name - 1]!)) name -= 1;
      end = name > 0 && name < end - 1 && link[name - 1] === '&' ? name - 1 : end - 1;
    } else break;
  }
  return link.slice(0, end);
}

function count(text: string, character: string): number {
  let found = 0;
  for (let at = text.indexOf(character); at >= 0; at = text.indexOf(character, at + 1)) found += 1;
  return found;
}

/** What may follow a domain: anything up to a blank or `<`. */
const path = /[^\s<]*/y;

/**
 * The bare link at the start of `src`, given the character before it (none at the paragraph's start): its text and
 * address, `none` when what starts there is not a link (its start is then plain text), undefined when no link starts.
 */
export function bareLinkAt(
  src: string,
  before: string | undefined,
): { text: string; href: string } | { none: string } | undefined {
  const start = linkStart.exec(src)?.[0];
  if (start === undefined) return undefined;
  const www = start === 'www.';
  // www. only at a line's start, after a blank or one of `*`, `_`, `~`, `(`; a scheme not after a letter (cmark-gfm
  // reads the letters before `://` as the scheme, and `foohttp` is none of http, https, ftp).
  if (before !== undefined && (www ? !/[\s*_~(]/.test(before) : /[A-Za-z]/.test(before))) return { none: start };
  const hostFrom = www ? 0 : start.length;
  const hostEnd = domainEnd(src, hostFrom, www);
  if (hostEnd === hostFrom) return { none: start };
  path.lastIndex = hostEnd;
  path.exec(src);
  const text = trimLinkEnd(src.slice(0, path.lastIndex));
  if (text.length <= start.length) return { none: start };
  return { text, href: www ? `http://${text}` : text };
}

/**
 * The bare links as an inline extension of a dialect's `Marked`: it is asked before marked's own rules, with the
 * tokens so far (the character before the link is the last one's).
 */
export const bareLinks: TokenizerAndRendererExtension = {
  name: 'bareLink',
  level: 'inline',
  tokenizer(src, tokens) {
    if (this.lexer.state.inLink) return undefined;
    const found = bareLinkAt(src, tokens.at(-1)?.raw.at(-1));
    if (found === undefined) return undefined;
    if ('none' in found) return { type: 'text', raw: found.none, text: found.none } as Tokens.Text;
    const { text, href } = found;
    return {
      type: 'link',
      raw: text,
      text,
      href,
      autolink: true,
      tokens: [{ type: 'text', raw: text, text }],
    } as Tokens.Link as never;
  },
};
