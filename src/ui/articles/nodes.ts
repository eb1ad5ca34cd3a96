// The Articles view as plain data: hosts, their sections, and articles, built from core data by pure functions
// (test/unit/ui/articles-nodes.test.ts). No `vscode` here.
import type { Item } from '../../core/index';
import type { Host } from '../accounts/index';
import { nodeId, type ItemNode } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';

export type SectionKind = 'myArticles' | 'myStocks';

export type ArticleNodeData =
  | { readonly type: 'host'; readonly hostId: string }
  | { readonly type: 'section'; readonly hostId: string; readonly section: SectionKind }
  | { readonly type: 'article'; readonly hostId: string; readonly item: Item };

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

export function articleNode(parentId: string, hostId: string, item: Item): ArticleTreeNode {
  return {
    kind: 'item',
    id: nodeId(parentId, item.id),
    label: item.title,
    description: phrase('@{0} · ♥ {1}', item.user.id, item.likes_count),
    tooltip: articleTooltip(item),
    icon: { id: item.private ? 'lock' : 'file-text' },
    contextValue: item.private ? 'devdesk.article.private' : 'devdesk.article',
    open: { command: 'devdesk.articles.openInBrowser', args: [item.url], title: 'Open in Browser' },
    data: { type: 'article', hostId, item },
  };
}
