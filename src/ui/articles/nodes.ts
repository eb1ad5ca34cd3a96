// The Articles view as plain data: hosts, their sections, and articles, built from core data by pure functions
// (test/unit/ui/articles-nodes.test.ts). No `vscode` here.
import type { Comment, Item } from '../../core/index';
import type { Host } from '../accounts/index';
import { nodeId, type ItemNode } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';

export type SectionKind = 'myArticles' | 'myStocks';

export type ArticleNodeData =
  | { readonly type: 'host'; readonly hostId: string }
  | { readonly type: 'section'; readonly hostId: string; readonly section: SectionKind }
  | { readonly type: 'article'; readonly hostId: string; readonly item: Item }
  | { readonly type: 'comment'; readonly hostId: string; readonly itemId: string; readonly comment: Comment };

export type ArticleTreeNode = ItemNode<ArticleNodeData>;

const sectionLabels: Record<SectionKind, Phrase> = {
  myArticles: phrase('My articles'),
  myStocks: phrase('My stocks'),
};

const sectionIcons: Record<SectionKind, string> = {
  myArticles: 'notebook',
  myStocks: 'bookmark',
};

export function hostNode(host: Host): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId('host', host.id),
    label: host.label,
    icon: { id: host.kind === 'team' ? 'organization' : 'globe' },
    expandable: 'expanded',
    contextValue: 'devdesk.articles.host',
    data: { type: 'host', hostId: host.id },
  };
}

export function sectionNodes(host: Host): ArticleTreeNode[] {
  const sections: SectionKind[] = ['myArticles', 'myStocks'];
  return sections.map((section) => ({
    kind: 'item',
    id: nodeId('host', host.id, section),
    label: sectionLabels[section],
    icon: { id: sectionIcons[section] },
    expandable: 'collapsed',
    contextValue: `devdesk.articles.section.${section}`,
    data: { type: 'section', hostId: host.id, section },
  }));
}

function articleTooltip(item: Item): string {
  const tags = item.tags.map((tag) => `\`${tag.name}${tag.versions?.length ? ` ${tag.versions.join(', ')}` : ''}\``).join(' ');
  const lines = [`**${escapeMarkdown(item.title)}**`, '', `@${item.user.id} · ${item.created_at.slice(0, 10)}`, tags];
  if (item.private) lines.push('', '🔒 private');
  return lines.join('\n');
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
}

/** Where an article is listed, for its context menu: like is public-edition only; the stocks list knows the state. */
export interface ArticlePlace {
  readonly hostId: string;
  readonly hostKind: Host['kind'];
  readonly section: SectionKind;
}

/** `devdesk.article;public;private;stocked`: the menus in package.json match on these words. */
export function articleContext(item: Item, place: ArticlePlace): string {
  const words = ['devdesk.article', place.hostKind === 'team' ? 'team' : 'public'];
  if (item.private) words.push('private');
  if (place.section === 'myStocks') words.push('stocked');
  if (place.section === 'myArticles') words.push('mine');
  return words.join(';');
}

export function articleNode(parentId: string, place: ArticlePlace, item: Item): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, item.id),
    label: item.title,
    description: phrase('@{0} · ♥ {1}', item.user.id, item.likes_count),
    tooltip: articleTooltip(item),
    icon: { id: item.private ? 'lock' : 'file-text' },
    contextValue: articleContext(item, place),
    expandable: item.comments_count > 0 ? 'collapsed' : undefined,
    open: { command: 'devdesk.articles.openInBrowser', args: [item.url], title: 'Open in Browser' },
    data: { type: 'article', hostId: place.hostId, item },
  };
}

/** The first line of a comment's Markdown, as its label. */
function firstLine(markdown: string): string {
  return markdown.split('\n').map((line) => line.trim()).find((line) => line.length > 0) ?? '';
}

/** An article's comments, newest first. */
export function commentNodes(parentId: string, hostId: string, itemId: string, comments: readonly Comment[]): ArticleTreeNode[] {
  return [...comments]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((comment) => ({
      kind: 'item',
      id: nodeId(parentId, 'comment', comment.id),
      label: firstLine(comment.body),
      description: phrase('@{0} · {1}', comment.user.id, comment.created_at.slice(0, 10)),
      tooltip: comment.body,
      icon: { id: 'comment' },
      contextValue: 'devdesk.comment',
      data: { type: 'comment', hostId, itemId, comment },
    }));
}
