// Articles and their comments as node data, built from core data by pure functions
// (test/unit/ui/articles-nodes.test.ts). No `vscode` here.
import type { Comment, Item, Reaction } from '../../core/index';
import type { Host } from '../accounts/index';
import { escapeMarkdown, markdownCode } from '../base/markdown-text';
import { nodeId } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';
import type { ArticleTreeNode, SectionKind } from './data';
import { relativeTime } from '../base/relative-time';

/** Where an article is listed, for its context menu: like is public-edition only; some lists know the state. */
export interface ArticlePlace {
  readonly hostId: string;
  readonly hostKind: Host['kind'];
  readonly section?: SectionKind;
  /** The signed-in user's id, when known: their own articles can be deleted, not liked. */
  readonly me?: string;
}

/** `devdesk.article;public;private;stocked;mine`: the menus in package.json match on these words. */
export function articleContext(item: Item, place: ArticlePlace): string {
  const words = ['devdesk.article', place.hostKind === 'team' ? 'team' : 'public'];
  if (item.private) words.push('private');
  if (item.coediting) words.push('coediting');
  if (place.section === 'myStocks') words.push('stocked');
  if (place.section === 'myArticles' || (place.me !== undefined && item.user.id === place.me)) words.push('mine');
  return words.join(';');
}

function articleTooltip(item: Item): string {
  const tags = item.tags
    .map((tag) => markdownCode(`${tag.name}${tag.versions?.length ? ` ${tag.versions.join(', ')}` : ''}`))
    .join(' ');
  const dates =
    item.updated_at !== item.created_at
      ? `${item.created_at.slice(0, 10)} (↻ ${item.updated_at.slice(0, 10)})`
      : item.created_at.slice(0, 10);
  const lines = [`**${escapeMarkdown(item.title)}**`, '', `@${escapeMarkdown(item.user.id)} · ${dates}`, '', tags, ''];
  const reactions = item.reactions_count ? ` · $(smiley) ${item.reactions_count}` : '';
  lines.push(
    `♥ ${item.likes_count} · $(bookmark) ${item.stocks_count ?? 0} · $(comment) ${item.comments_count}${reactions}`,
  );
  const flags = [
    item.private ? '🔒 private' : undefined,
    item.coediting ? '✎ coediting' : undefined,
    item.group ? `👥 ${escapeMarkdown(item.group.name)}` : undefined,
  ];
  if (flags.some(Boolean)) lines.push('', flags.filter(Boolean).join(' · '));
  return lines.join('\n');
}

function articleIcon(item: Item): string {
  if (item.private) return 'lock';
  if (item.coediting) return 'people';
  return 'file-text';
}

export function articleNode(parentId: string, place: ArticlePlace, item: Item): ArticleTreeNode {
  const mine = place.section === 'myArticles';
  return {
    kind: 'item',
    id: nodeId(parentId, item.id),
    label: item.title,
    description: mine
      ? phrase('♥ {0} · {1} stocks', item.likes_count, item.stocks_count ?? 0)
      : phrase('@{0} · ♥ {1}', item.user.id, item.likes_count),
    tooltip: articleTooltip(item),
    icon: { id: articleIcon(item) },
    contextValue: articleContext(item, place),
    expandable: 'collapsed',
    open: { command: 'devdesk.articles.open', args: [{ hostId: place.hostId, itemId: item.id }], title: 'Open' },
    data: { type: 'article', hostId: place.hostId, item },
  };
}

/** Under an article: its comments (open), its emoji reactions (team edition), its stockers, and its author. */
export function articleChildren(
  parentId: string,
  place: Pick<ArticlePlace, 'hostId' | 'hostKind'>,
  item: Item,
): ArticleTreeNode[] {
  const hostId = place.hostId;
  const nodes: ArticleTreeNode[] = [
    {
      kind: 'item',
      id: nodeId(parentId, 'comments'),
      label: phrase('Comments ({0})', item.comments_count),
      icon: { id: 'comment-discussion' },
      contextValue: 'devdesk.comments',
      expandable: 'expanded',
      data: { type: 'comments', hostId, itemId: item.id },
    },
  ];
  if (place.hostKind === 'team') {
    nodes.push({
      kind: 'item',
      id: nodeId(parentId, 'reactions'),
      label: phrase('Reactions ({0})', item.reactions_count),
      icon: { id: 'smiley' },
      contextValue: 'devdesk.reactions',
      expandable: 'collapsed',
      data: { type: 'reactions', hostId, itemId: item.id },
    });
  }
  if ((item.stocks_count ?? 0) > 0) {
    nodes.push({
      kind: 'item',
      id: nodeId(parentId, 'stockers'),
      label: phrase('Stockers ({0})', item.stocks_count ?? 0),
      icon: { id: 'bookmark' },
      expandable: 'collapsed',
      data: { type: 'stockers', hostId, itemId: item.id },
    });
  }
  nodes.push(userNode(nodeId(parentId, 'author'), hostId, item.user.id, phrase('Author')));
  return nodes;
}

/** A person: expands to their articles, stocks, followees, followers and followed tags. */
export function userNode(
  id: string,
  hostId: string,
  userId: string,
  description?: string | Phrase,
  following?: boolean,
): ArticleTreeNode {
  const words = ['devdesk.user', following === true ? 'following' : following === false ? 'notFollowing' : 'unknown'];
  return {
    kind: 'item',
    id,
    label: `@${userId}`,
    description: following ? phrase('following') : description,
    icon: { id: 'account' },
    contextValue: words.join(';'),
    expandable: 'collapsed',
    data: { type: 'user', hostId, userId, following },
  };
}

/** An article's emoji reactions, newest first as the service lists them; `me` marks the user's own (remove). */
export function reactionNodes(
  parentId: string,
  hostId: string,
  itemId: string,
  reactions: readonly Reaction[],
  me?: string,
): ArticleTreeNode[] {
  return reactions.map((reaction) => ({
    kind: 'item',
    id: nodeId(parentId, reaction.name, reaction.user.id),
    label: `:${reaction.name}:`,
    description: `@${reaction.user.id}`,
    icon: { id: 'smiley' },
    contextValue: reaction.user.id === me ? 'devdesk.reaction;mine' : 'devdesk.reaction',
    data: { type: 'reaction', hostId, itemId, reaction },
  }));
}

/** The first line of a comment's Markdown, as its label. */
function firstLine(markdown: string): string {
  return (
    markdown
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 0) ?? ''
  );
}

/** `devdesk.comment;team;mine`: the edition (reactions are team-only) and whether it is the user's (edit, delete). */
function commentContext(comment: Comment, hostKind: Host['kind'], me: string | undefined): string {
  const words = ['devdesk.comment', hostKind === 'team' ? 'team' : 'public'];
  if (comment.user.id === me) words.push('mine');
  return words.join(';');
}

/**
 * An article's comments, newest first, each with how long ago it was written (`when`: now, in the display language).
 */
export function commentNodes(
  parentId: string,
  place: Pick<ArticlePlace, 'hostId' | 'hostKind' | 'me'>,
  itemId: string,
  comments: readonly Comment[],
  when: { now: number; language: string },
): ArticleTreeNode[] {
  const hostId = place.hostId;
  return [...comments]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((comment) => ({
      kind: 'item',
      id: nodeId(parentId, comment.id),
      label: firstLine(comment.body),
      description: phrase('@{0} · {1}', comment.user.id, relativeTime(comment.created_at, when.now, when.language)),
      tooltip: comment.body.replace(/\$\(/g, '$\\('), // the author's text: no theme icons
      icon: { id: 'comment' },
      contextValue: commentContext(comment, place.hostKind, place.me),
      data: { type: 'comment', hostId, itemId, comment },
    }));
}
