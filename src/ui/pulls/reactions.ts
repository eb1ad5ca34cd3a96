// Reacting on GitHub: to a pull request, an issue comment or a review comment, with the eight reactions GitHub has
// (https://docs.github.com/en/rest/reactions/reactions). Choosing a reaction the user already gave takes it back,
// so one command both adds and toggles off. Each is one write, never retried.
import * as vscode from 'vscode';
import type { GitHubClient } from '../../core/github/client';
import type { ReactionSubject } from '../../core/github/reactions';
import type { Reaction, ReactionContent } from '../../core/github/types';

export const reactionContents: readonly ReactionContent[] = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes',
];

function reactionLabel(content: ReactionContent): string {
  switch (content) {
    case '+1':
      return vscode.l10n.t('Thumbs up');
    case '-1':
      return vscode.l10n.t('Thumbs down');
    case 'laugh':
      return vscode.l10n.t('Laugh');
    case 'confused':
      return vscode.l10n.t('Confused');
    case 'heart':
      return vscode.l10n.t('Heart');
    case 'hooray':
      return vscode.l10n.t('Hooray');
    case 'rocket':
      return vscode.l10n.t('Rocket');
    case 'eyes':
      return vscode.l10n.t('Eyes');
  }
}

async function myReactions(client: GitHubClient, subject: ReactionSubject, me: string): Promise<Reaction[]> {
  const mine: Reaction[] = [];
  for await (const reaction of client.reactions.list(subject)) if (reaction.user?.login === me) mine.push(reaction);
  return mine;
}

async function pickContent(title: string, mine: readonly Reaction[]): Promise<ReactionContent | undefined> {
  const items = reactionContents.map((content) => {
    const given = mine.some((reaction) => reaction.content === content);
    return {
      label: `${given ? '$(check) ' : ''}${reactionLabel(content)}`,
      description: given ? vscode.l10n.t('yours: choose to take it back') : content,
      content,
    };
  });
  return (await vscode.window.showQuickPick(items, { title, placeHolder: vscode.l10n.t('Choose a reaction') }))
    ?.content;
}

/**
 * Adds a reaction, or takes back the user's own one of that content. Asks which when `content` is not given.
 * Returns the sentence saying what happened, for the status bar; undefined when the user cancelled.
 */
export async function toggleReaction(
  client: GitHubClient,
  me: string,
  subject: ReactionSubject,
  title: string,
  content?: ReactionContent,
): Promise<string | undefined> {
  const mine = await myReactions(client, subject, me);
  const chosen = content ?? (await pickContent(title, mine));
  if (!chosen) return undefined;
  const existing = mine.find((reaction) => reaction.content === chosen);
  if (existing) {
    await client.reactions.delete(subject, existing.id);
    return vscode.l10n.t('Took back your {0} reaction.', reactionLabel(chosen));
  }
  await client.reactions.add(subject, chosen);
  return vscode.l10n.t('Reacted with {0}.', reactionLabel(chosen));
}
