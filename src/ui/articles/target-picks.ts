// The questions an Articles command asks from the palette when nothing names its target: which article, comment,
// reaction, person, tag, search, group, member or invitation. Each lists what the view's own lists fetch (the first
// page, up to 100) and shows the service's text only through untrustedText (quick picks render $(icon)).
import * as vscode from 'vscode';
import type { Comment, Group, Item } from '../../core/index';
import type { ArticleClient, Host } from '../accounts/index';
import { untrustedText } from '../base/untrusted-text';

/** Which of the view's article lists a palette pick offers. */
export type ArticleList = 'mine' | 'stocks' | 'newest';

async function pick<Value>(
  entries: Array<vscode.QuickPickItem & { value: Value }>,
  title: string,
  empty: string,
): Promise<Value | undefined> {
  if (entries.length === 0) {
    void vscode.window.showInformationMessage(empty);
    return undefined;
  }
  return (await vscode.window.showQuickPick(entries, { title, matchOnDescription: true, matchOnDetail: true }))?.value;
}

async function articles(client: ArticleClient, list: ArticleList, me: () => Promise<string>): Promise<Item[]> {
  if (list === 'mine') return (await client.listAuthenticatedUserItems({ perPage: 100 })).items;
  if (list === 'stocks') return (await client.listUserStocks(await me(), { perPage: 100 })).items;
  return (await client.listItems({ perPage: 100 })).items;
}

const listTitle: Record<ArticleList, () => string> = {
  mine: () => vscode.l10n.t('Which article of yours?'),
  stocks: () => vscode.l10n.t('Which of your stocks?'),
  newest: () => vscode.l10n.t('Which article? (the newest first)'),
};

export async function pickArticle(
  client: ArticleClient,
  host: Host,
  list: ArticleList,
  me: () => Promise<string>,
): Promise<Item | undefined> {
  const items = await articles(client, list, me);
  const entries = items.map((item) => ({
    label: untrustedText(item.title),
    description: untrustedText(`@${item.user.id}`),
    detail: item.created_at.slice(0, 10),
    value: item,
  }));
  return pick(entries, listTitle[list](), vscode.l10n.t('No articles on {0} to choose from.', host.label));
}

const firstLine = (text: string): string => text.split('\n')[0] ?? '';

/** The article's comments, or only the user's own (`mine`: to edit or delete). */
export async function pickComment(
  client: ArticleClient,
  itemId: string,
  mine: string | undefined,
): Promise<Comment | undefined> {
  const comments = (await client.listItemComments(itemId)).filter(
    (comment) => mine === undefined || comment.user.id === mine,
  );
  const entries = comments.map((comment) => ({
    label: untrustedText(firstLine(comment.body)),
    description: untrustedText(`@${comment.user.id}`),
    value: comment,
  }));
  return pick(
    entries,
    vscode.l10n.t('Which comment?'),
    mine === undefined ? vscode.l10n.t('No comments yet.') : vscode.l10n.t('You have no comments on this article.'),
  );
}

/** The user's own reactions on an article (only those can be taken back). */
export async function pickMyReaction(client: ArticleClient, itemId: string, me: string): Promise<string | undefined> {
  const names = (await client.listItemReactions(itemId))
    .filter((reaction) => reaction.user.id === me)
    .map((reaction) => reaction.name);
  return pick(
    names.map((name) => ({ label: untrustedText(`:${name}:`), value: name })),
    vscode.l10n.t('Remove which reaction?'),
    vscode.l10n.t('You have not reacted to this article.'),
  );
}

/** People the user follows (to unfollow). */
export async function pickFollowee(client: ArticleClient, me: string): Promise<string | undefined> {
  const users = (await client.listUserFollowees(me, { perPage: 100 })).items;
  const entries = users.map((user) => ({
    label: untrustedText(`@${user.id}`),
    description: untrustedText(user.name ?? ''),
    value: user.id,
  }));
  return pick(entries, vscode.l10n.t('Which person?'), vscode.l10n.t('You follow nobody yet.'));
}

/** Someone to follow, by their user id. */
export async function askUserId(title: string): Promise<string | undefined> {
  const typed = await vscode.window.showInputBox({
    title,
    prompt: vscode.l10n.t('The user id, e.g. yamada_taro'),
    ignoreFocusOut: true,
    validateInput: (value) =>
      /^[A-Za-z0-9_-]+$/.test(value.trim())
        ? undefined
        : vscode.l10n.t('Use letters, digits, _ or - (a user id without @).'),
  });
  return typed?.trim() || undefined;
}

/** The tags the user follows (to unfollow), or the most used ones (to follow). */
export async function pickTag(client: ArticleClient, following: string | undefined): Promise<string | undefined> {
  const tags = following
    ? (await client.listUserFollowingTags(following, { perPage: 100 })).items
    : (await client.listTags({ sort: 'count', perPage: 100 })).items;
  const entries = tags.map((tag) => ({ label: untrustedText(tag.id), value: tag.id }));
  return pick(
    entries,
    vscode.l10n.t('Which tag?'),
    following ? vscode.l10n.t('You follow no tags yet.') : vscode.l10n.t('No tags.'),
  );
}

export function pickSearch(queries: string[], host: Host): Promise<string | undefined> {
  const entries = queries.map((query) => ({ label: untrustedText(query), value: query }));
  return pick(
    entries,
    vscode.l10n.t('Which search?'),
    vscode.l10n.t('No searches on {0} yet: run Search Articles first.', host.label),
  );
}

export async function pickGroup(client: ArticleClient, title: string): Promise<Group | undefined> {
  const groups = (await client.listGroups({ perPage: 100 })).items;
  const entries = groups.map((group) => ({
    label: untrustedText(group.name),
    description: untrustedText(group.url_name),
    value: group,
  }));
  return pick(entries, title, vscode.l10n.t('No groups.'));
}

/** Picks a team member (typing narrows the list); undefined when dismissed. */
export async function pickMember(client: ArticleClient, title: string): Promise<string | undefined> {
  const members = (await client.listTeamMemberships({ perPage: 100 })).items;
  const picked = await vscode.window.showQuickPick(
    members.map((member) => ({
      label: untrustedText(`@${member.id}`),
      description: untrustedText(member.name),
      detail: member.email ? untrustedText(member.email) : undefined,
      id: member.id,
    })),
    { title, matchOnDescription: true, matchOnDetail: true },
  );
  return picked?.id;
}

export async function pickGroupMember(client: ArticleClient, group: Group, title: string): Promise<string | undefined> {
  const members = (await client.listGroupMembers(group.url_name, { perPage: 100 })).items;
  const picked = await vscode.window.showQuickPick(
    members.map((member) => ({
      label: untrustedText(`@${member.id}`),
      description: untrustedText(member.name),
      id: member.id,
    })),
    { title },
  );
  return picked?.id;
}

export async function pickInvitation(client: ArticleClient, host: Host): Promise<string | undefined> {
  const invitations = await client.listTeamInvitations();
  if (invitations.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('{0} has no pending invitations.', host.label));
    return undefined;
  }
  // The label is shown (quick picks render $(icon)); the email itself is what is revoked.
  const items = invitations.map((invitation) => ({ label: untrustedText(invitation.email), email: invitation.email }));
  return (await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Revoke which invitation?') }))?.email;
}
