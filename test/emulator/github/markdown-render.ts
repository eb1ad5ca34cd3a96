// Markdown to HTML as GitHub's renderer does it, close enough for previews: `marked` for the CommonMark/GFM
// syntax with cmark-gfm's extensions GitHub enables (https://github.github.com/gfm/: tables, strikethrough,
// autolinks, task lists, and the tag filter, §6.11 "Disallowed Raw HTML"), footnotes as cmark-gfm writes them
// (https://github.blog/changelog/2021-09-30-footnotes-now-supported-in-markdown-fields/), alerts
// (https://docs.github.com/en/get-started/writing-on-github/getting-started-with-writing-and-formatting-on-github/basic-writing-and-formatting-syntax#alerts),
// then (gfm mode) GitHub's references: @mentions, #123 issues/PRs and commit SHAs that exist in the store.
// Ids are written without GitHub's `user-content-` prefix: DevDesk's sanitizer adds it, as GitHub's does.
import { Marked, type Tokens, type TokenizerAndRendererExtension } from 'marked';
import { footnotes } from '../articles/footnotes.js';
import { emojiCharacter } from '../../../src/ui/preview/webview/dialect/emoji.js';
import { bareLinks } from '../../../src/ui/preview/webview/dialect/autolinks.js';
import type { GitHubStore, Repo } from './store.js';

/** The CommonMarker version GitHub reports in `X-CommonMarker-Version`. */
export const commonMarkerVersion = '0.23.10';

/** The tag filter: these nine elements' `<` becomes `&lt;` in raw HTML, so none of them can swallow the page. */
export function filterTags(html: string): string {
  return html.replace(
    /<(?=\/?(?:title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)(?:[\s/>]|$))/gi,
    '&lt;',
  );
}

/** An alert: a blockquote whose first line is only `[!NOTE]` (or TIP, IMPORTANT, WARNING, CAUTION). */
const alert: TokenizerAndRendererExtension = {
  name: 'githubAlert',
  level: 'block',
  start: (src) => /^ {0,3}> ?\[!/m.exec(src)?.index,
  tokenizer(src) {
    const match = /^ {0,3}> ?\[!(note|tip|important|warning|caution)\][ \t]*\n((?: {0,3}>[^\n]*(?:\n|$))*)\n*/i.exec(
      src,
    );
    if (!match) return undefined;
    const body = match[2]!.replace(/^ {0,3}> ?/gm, '');
    return {
      type: 'githubAlert',
      raw: match[0],
      kind: match[1]!.toLowerCase(),
      tokens: this.lexer.blockTokens(body, []),
    };
  },
  renderer(token) {
    const kind = token.kind as string;
    const title = kind.charAt(0).toUpperCase() + kind.slice(1);
    return `<div class="markdown-alert markdown-alert-${kind}">\n<p class="markdown-alert-title">${title}</p>\n${this.parser.parse(token.tokens ?? [])}</div>\n`;
  },
};

/**
 * Math (docs.github.com, "Writing mathematical expressions"): `$…$` inline and `$$` lines around display math keep
 * their TeX away from Markdown, inside the `<math-renderer>` element GitHub's pages typeset.
 */
const math: TokenizerAndRendererExtension[] = [
  {
    name: 'displayMath',
    level: 'block',
    start: (src) => /^ {0,3}\$\$/m.exec(src)?.index,
    tokenizer(src) {
      const match = /^ {0,3}\$\$[ \t]*\n([\s\S]+?)\n[ \t]*\$\$[ \t]*(?:\n+|$)/.exec(src);
      return match ? { type: 'displayMath', raw: match[0], tex: match[1]! } : undefined;
    },
    renderer: (token) =>
      `<math-renderer class="js-display-math" style="display: block">$$\n${escapeText(token.tex as string)}\n$$</math-renderer>\n`,
  },
  {
    name: 'inlineMath',
    level: 'inline',
    start: (src) => (src.includes('$') ? src.indexOf('$') : undefined),
    tokenizer(src) {
      // No space just inside the dollars, and no digit after the closing one: `$5 and $10` stays text.
      const match = /^\$(?![\s$])((?:\\.|[^\\\n$])*?[^\s\\])\$(?![\d$])/.exec(src);
      return match ? { type: 'inlineMath', raw: match[0], tex: match[1]! } : undefined;
    },
    renderer: (token) =>
      `<math-renderer class="js-inline-math" style="display: inline">$${escapeText(token.tex as string)}$</math-renderer>`,
  },
];

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const notes = footnotes({ github: true });

/**
 * A numeric character reference for `#` or `@` (https://github.github.com/gfm/#entity-and-numeric-character-references)
 * stays as written, as GitHub keeps it: the references linked in the rendered text (`linkText`) never start at it.
 */
const referenceCharacter: TokenizerAndRendererExtension = {
  name: 'referenceCharacter',
  level: 'inline',
  start: (src) => (src.includes('&#') ? src.indexOf('&#') : undefined),
  tokenizer(src) {
    const match = /^&#(?:0*(?:35|64)|[xX]0*(?:23|40));/.exec(src);
    return match ? { type: 'referenceCharacter', raw: match[0] } : undefined;
  },
  renderer: (token) => token.raw,
};

const renderer = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  extensions: [bareLinks, alert, ...math, referenceCharacter],
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => filterTags(text),
  },
}).use(notes.extension);

/** Plain Markdown (mode `markdown`, `/markdown/raw`). */
export function renderMarkdown(text: string): string {
  notes.reset();
  const html = renderer.parse(text, { async: false });
  return emojis(html) + notes.section((tokens) => renderer.parser(tokens as never));
}

/** gfm mode: Markdown plus links for mentions, issue references and SHAs known in `context` (`owner/repo`). */
export function renderGfm(store: GitHubStore, text: string, context: Repo | undefined): string {
  return linkReferences(store, renderMarkdown(text), context);
}

/**
 * Emoji shortcodes (docs.github.com, "Basic writing and formatting syntax", Using emojis) outside code, as GitHub's
 * `<g-emoji>` around the character (names: the table the preview shares, src/ui/preview/webview/dialect/emoji.ts).
 */
function emojis(html: string): string {
  return outsideCode(html, false, (text) =>
    text.replace(/:([a-z0-9_+-]+):/g, (whole, name: string) => {
      const character = emojiCharacter(name);
      return character === undefined ? whole : `<g-emoji class="g-emoji" alias="${name}">${character}</g-emoji>`;
    }),
  );
}

/** Rewrites text between tags, skipping `<a>`, `<code>` and `<pre>` content, where GitHub never links. */
function linkReferences(store: GitHubStore, html: string, context: Repo | undefined): string {
  return outsideCode(html, true, (text) => linkText(store, text, context));
}

/** Rewrites the text between tags outside `<code>` and `<pre>` (and outside `<a>` when `links` is set). */
function outsideCode(html: string, links: boolean, rewrite: (text: string) => string): string {
  let skipDepth = 0;
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      const tag = links ? /^<(\/?)(a|code|pre)\b/i.exec(part) : /^<(\/?)(code|pre)\b/i.exec(part);
      if (tag) {
        skipDepth += tag[1] ? -1 : 1;
        return part;
      }
      if (part.startsWith('<') || skipDepth > 0) return part;
      return rewrite(part);
    })
    .join('');
}

/** `&` never leads a reference: `&#39;` is an entity (an apostrophe), not issue 39. */
function linkText(store: GitHubStore, text: string, context: Repo | undefined): string {
  const web = store.webUrl;
  return text.replace(
    /(^|[^\w/@.&-])(?:@([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,38}))|([\w.-]+\/[\w.-]+)?#(\d+)|\b([0-9a-f]{7,40})\b)/g,
    (match, lead: string, login?: string, repoName?: string, number?: string, sha?: string) => {
      if (login) {
        const account = store.account(login);
        if (!account) return match;
        return `${lead}<a class="user-mention notranslate" data-hovercard-type="${account.type === 'Organization' ? 'organization' : 'user'}" data-hovercard-url="/users/${account.login}/hovercard" data-octo-click="hovercard-link-click" data-octo-dimensions="link_type:self" href="${web}/${account.login}">@${account.login}</a>`;
      }
      if (number) {
        const repo = repoName ? store.repo(...(repoName.split('/', 2) as [string, string])) : context;
        const issue = repo ? store.issue(repo, Number(number)) : undefined;
        if (!repo || !issue) return match;
        const kind = issue.pull ? 'pull' : 'issues';
        const url = `${web}/${store.fullName(repo)}/${kind}/${number}`;
        const label = repoName ? `${store.fullName(repo)}#${number}` : `#${number}`;
        return `${lead}<a class="issue-link js-issue-link" data-error-text="Failed to load title" data-id="${issue.id}" data-permission-text="Title is private" data-url="${url}" data-hovercard-type="${issue.pull ? 'pull_request' : 'issue'}" data-hovercard-url="/${store.fullName(repo)}/${kind}/${number}/hovercard" href="${url}">${label}</a>`;
      }
      if (sha && context) {
        const commit = store.commit(context, sha);
        if (!commit) return match;
        const url = `${web}/${store.fullName(context)}/commit/${commit.sha}`;
        return `${lead}<a class="commit-link" data-hovercard-type="commit" data-hovercard-url="${url}/hovercard" href="${url}"><tt>${commit.sha.slice(0, 7)}</tt></a>`;
      }
      return match;
    },
  );
}

/** Plain text of rendered HTML (`body_text`). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
