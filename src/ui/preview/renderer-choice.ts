// Which renderer a document gets, and what of its text is sent. Pure (test/unit/ui/preview.test.ts).
//
// - Qiita article files: any file in the article layout (public/, teams/<team-folder>/:
//   src/ui/base/article-place.ts), one of my articles edited on the service, or a saved article. Qiita renders the
//   body; the front matter is not part of it. A file elsewhere that only looks like one (the Qiita CLI's front matter,
//   https://github.com/increments/qiita-cli: title, tags, private, updated_at, id…; or a public/ folder outside the
//   article root) is sent to no service unless the user picks Qiita: docs sites use the same keys, and an internal
//   repository's text must not reach qiita.com. An article renders
//   on the host it is written for and nowhere else: a team's article on its team host (which may be a company's
//   internal site), never on qiita.com and never on GitHub, whatever the setting says; when that host cannot render
//   it (not known, not signed in) the local renderer draws it.
// - Articles opened from the Articles view (`devdesk-article:` documents) show the saved rendered_body.
// - Other Markdown: GitHub's POST /markdown in gfm mode with the workspace's repository as context
//   (https://docs.github.com/en/rest/markdown/markdown), or /markdown/raw for plain Markdown.
// - Local: marked in the webview, when the user picks it (or as the fallback, decided elsewhere).

import { firstRepositoryOnHost, parseRepositoryName } from '../base/core';
import { savedArticleScheme } from '../base/schemes';

export type RendererKind = 'qiita' | 'gfm' | 'markdown' | 'local';
export type RendererSetting = 'auto' | RendererKind;

/** The keys of a Qiita CLI article file's front matter. */
export const articleFileKeys: ReadonlySet<string> = new Set([
  'title',
  'tags',
  'private',
  'updated_at',
  'id',
  'organization_url_name',
  'slide',
  'ignorePublish',
  'posting_campaign_uuid',
  'agreed_posting_campaign_term',
]);

/** The keys only a Qiita Team article file has (src/core/articles/files.ts, teamOnlyKeys). */
export const teamArticleKeys: ReadonlySet<string> = new Set(['group_url_name', 'coediting']);

/** The article a document is, as its place tells (base/article-place.ts) or its front matter. */
export interface ArticleFacts {
  /** A Qiita Team article (else the public site's). */
  team: boolean;
  /** The id of the host it is written for; undefined when its place names no configured host. */
  hostId: string | undefined;
  /** Known only by its front matter or a public/ folder outside the article root: sent only when chosen. */
  unplaced?: true;
}

export interface DocumentFacts {
  scheme: string;
  /** The path below its workspace folder, `/`-separated; undefined outside any folder. */
  workspacePath: string | undefined;
  text: string;
  /** What the document's place says it is: an article file in the layout, one edited on the service, a saved one. */
  article?: ArticleFacts;
}

export interface FrontMatter {
  /** Top-level keys, in order. */
  keys: string[];
  /** `title:` as written (quotes removed), when present. */
  title: string | undefined;
  /** How many lines the front matter takes, closing `---` included: the body's first line. */
  lineCount: number;
  /** `slide: true`: Qiita shows the article as slides. */
  slide?: boolean;
}

/** A leading `---` … `---` block, read just enough to know its keys (no YAML library: keys and a title only). */
export function readFrontMatter(text: string): FrontMatter | undefined {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return undefined;
  const lines = match[1]!.split(/\r?\n/);
  const keys: string[] = [];
  let title: string | undefined;
  let slide = false;
  for (const line of lines) {
    const key = /^([A-Za-z_][\w-]*)[ \t]*:(.*)$/.exec(line);
    if (!key) continue;
    keys.push(key[1]!);
    if (key[1] === 'title') title = key[2]!.trim().replace(/^(['"])(.*)\1$/, '$2') || undefined;
    if (key[1] === 'slide') slide = key[2]!.trim() === 'true';
  }
  const lineCount = match[0].split(/\r?\n/).length - (match[0].endsWith('\n') ? 1 : 0);
  return { keys, title, lineCount, ...(slide ? { slide } : {}) };
}

/**
 * A Qiita CLI article: title and tags, and no key the format does not have (so Jekyll or Zenn files are not). DevDesk's
 * team article files count too.
 */
export function isArticleFrontMatter(front: FrontMatter | undefined): boolean {
  if (!front) return false;
  return (
    front.keys.includes('title') &&
    front.keys.includes('tags') &&
    front.keys.every((key) => articleFileKeys.has(key) || teamArticleKeys.has(key))
  );
}

/** An article front matter with a key only Qiita Team articles have. */
export function isTeamArticleFrontMatter(front: FrontMatter | undefined): boolean {
  return isArticleFrontMatter(front) && front!.keys.some((key) => teamArticleKeys.has(key));
}

export function isUnderArticleFolder(workspacePath: string | undefined): boolean {
  return workspacePath !== undefined && /^public\/.+\.md$/i.test(workspacePath);
}

/** The article a document is: by its place, else by its front matter (`front`, read once); undefined for none. */
export function articleOf(facts: DocumentFacts, front = readFrontMatter(facts.text)): ArticleFacts | undefined {
  if (facts.article) return facts.article;
  // A saved article whose host is configured no more: which site it came from is unknown, so it goes nowhere.
  if (facts.scheme === savedArticleScheme) return { team: true, hostId: undefined };
  if (isArticleFrontMatter(front)) return { team: isTeamArticleFrontMatter(front), hostId: undefined, unplaced: true };
  if (isUnderArticleFolder(facts.workspacePath)) return { team: false, hostId: undefined, unplaced: true };
  return undefined;
}

/** How a document renders: the renderer, and for an article, which article (Qiita renders it on its own host). */
export interface RenderPlan {
  renderer: RendererKind;
  article?: ArticleFacts;
  /** The GitHub renderer the setting picks, which an article never goes to: it is drawn locally instead. */
  withheldFrom?: 'gfm' | 'markdown';
  /** Why `auto` sends the document to no service (the preview says so): it only looks like an article. */
  unsent?: UnsentReason;
}

/** Why a document `auto` would have sent somewhere is drawn locally: what the preview's banner says. */
export type UnsentReason = { kind: 'unplacedArticle' } | { kind: 'foreignClone'; host: string };

/**
 * The plan for a document: the user's choice unless `auto`, else by what the document is; an article never to GitHub,
 * and one known only by its text to no service unless Qiita is picked.
 */
export function planRender(
  facts: DocumentFacts,
  setting: RendererSetting = 'auto',
  front = readFrontMatter(facts.text),
): RenderPlan {
  const article = articleOf(facts, front);
  if (!article) return { renderer: setting === 'auto' ? 'gfm' : setting };
  if (setting === 'gfm' || setting === 'markdown') return { renderer: 'local', article, withheldFrom: setting };
  if (article.unplaced && setting === 'auto') {
    return { renderer: 'local', article, unsent: { kind: 'unplacedArticle' } };
  }
  return { renderer: setting === 'local' ? 'local' : 'qiita', article };
}

export interface SourceBody {
  /** What the renderer is sent. */
  body: string;
  /** The document line of the body's first line (front matter skipped). */
  lineOffset: number;
  /** The article's title, shown above the body (Qiita shows it apart from the body). */
  title: string | undefined;
  /** `slide: true` in a Qiita article's front matter: the page shows it as slides (webview/slides.ts). */
  slide?: boolean;
}

/** For Qiita, the body after an article front matter; for the others, the whole text. */
export function sourceBody(text: string, renderer: RendererKind): SourceBody {
  return sourceBodyOf(text, renderer, renderer === 'qiita' ? readFrontMatter(text) : undefined);
}

/** `sourceBody` with the text's front matter read already (once per keystroke: render-input.ts). */
export function sourceBodyOf(text: string, renderer: RendererKind, frontMatter: FrontMatter | undefined): SourceBody {
  const front = renderer === 'qiita' ? frontMatter : undefined;
  if (!front) return { body: text, lineOffset: 0, title: undefined };
  const lines = text.split('\n');
  const body = lines.slice(front.lineCount).join('\n');
  return { body, lineOffset: front.lineCount, title: front.title, ...(front.slide ? { slide: true } : {}) };
}

/** `owner/name` from the setting when it is one, else the first remote on the host (pass them `origin`'s first). */
export function gitHubContext(setting: string, remotes: readonly string[], webHost: string): string | undefined {
  const repository = parseRepositoryName(setting) ?? firstRepositoryOnHost(remotes, webHost);
  return repository && `${repository.owner}/${repository.repo}`;
}
