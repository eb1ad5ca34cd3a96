// Every write command walks the one road (src/ui/base/write-command.ts), and each can be run from the Command Palette,
// which asks for its target. The table is the list of write commands and what each acts on (the reference a test or
// a script gives instead of the prompt); a command added without a line here, or one that left the road, fails.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk } from './helpers';

const writeCommands: Record<string, string> = {
  'devdesk.articles.like': 'ArticleRef { hostId, itemId }',
  'devdesk.articles.unlike': 'ArticleRef { hostId, itemId }',
  'devdesk.articles.stock': 'ArticleRef { hostId, itemId }',
  'devdesk.articles.unstock': 'ArticleRef { hostId, itemId }',
  'devdesk.articles.followUser': 'UserRef { hostId, userId }',
  'devdesk.articles.unfollowUser': 'UserRef { hostId, userId }',
  'devdesk.articles.followTag': 'TagRef { hostId, tagId }',
  'devdesk.articles.unfollowTag': 'TagRef { hostId, tagId }',
  'devdesk.articles.delete': 'ArticleRef { hostId, itemId }',
  'devdesk.articles.deleteComment': 'CommentRef { hostId, itemId, commentId }',
  'devdesk.articles.react': 'ArticleRef { hostId, itemId } (a team host)',
  'devdesk.articles.removeReaction': 'ReactionRef { hostId, itemId, reaction }',
  'devdesk.articles.addTag': 'ArticleRef { hostId, itemId } (a team host)',
  'devdesk.articles.removeTag': 'ArticleRef { hostId, itemId } (a team host)',
  'devdesk.articles.importComment': 'ArticleRef { hostId, itemId } (a team host)',
  'devdesk.team.removeMember': 'UserRef { hostId, userId }',
  'devdesk.team.invite': 'TeamHostRef { hostId }',
  'devdesk.team.revokeInvitation': 'InvitationRef { hostId, email }',
  'devdesk.team.importArticle': 'TeamHostRef { hostId }',
  'devdesk.team.createGroup': 'TeamHostRef { hostId }',
  'devdesk.team.renameGroup': 'GroupRef { hostId, groupUrlName }',
  'devdesk.team.deleteGroup': 'GroupRef { hostId, groupUrlName }',
  'devdesk.team.addGroupMember': 'GroupRef { hostId, groupUrlName }',
  'devdesk.team.removeGroupMember': 'GroupMemberRef { hostId, groupUrlName, userId }',
  'devdesk.templates.create': 'TeamHostRef { hostId }',
  'devdesk.templates.delete': 'TemplateRef { hostId, templateId }',
  'devdesk.pulls.merge': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.close': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.reopen': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.react': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.editTitle': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.updateBranch': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.requestReviewers': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.removeReviewer': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.labels': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.assignees': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.milestone': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.readyForReview': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.convertToDraft': 'PullRef { hostId, owner, repo, number }',
  'devdesk.pulls.create': 'RepositoryRef { hostId, owner, repo }',
  'devdesk.pulls.deleteComment': 'CommentRef { hostId, owner, repo, number, kind, id }',
  'devdesk.pulls.reactToComment': 'CommentRef { hostId, owner, repo, number, kind, id }',
  'devdesk.pulls.deleteReviewComment': 'CommentRef { hostId, owner, repo, number, kind, id }',
  'devdesk.pulls.replyToThread': "VS Code's CommentReply (the comment widget)",
  'devdesk.pulls.saveReviewComment': "VS Code's Comment being edited (the comment widget)",
  'devdesk.teams.create': 'OrgRef { hostId, org }',
  'devdesk.teams.edit': 'TeamRef { hostId, org, slug }',
  'devdesk.teams.delete': 'TeamRef { hostId, org, slug }',
  'devdesk.teams.addRepository': 'TeamRef { hostId, org, slug }',
  'devdesk.teams.changePermission': 'TeamRepositoryRef { hostId, org, slug, owner, repo }',
  'devdesk.teams.removeRepository': 'TeamRepositoryRef { hostId, org, slug, owner, repo }',
};

/** Driven by VS Code's comment widget, which hands them the reply or the edited comment: no palette entry. */
const widgetOnly = new Set(['devdesk.pulls.replyToThread', 'devdesk.pulls.saveReviewComment']);

interface Manifest {
  contributes: { commands: Array<{ command: string }>; menus: { commandPalette: Array<{ command: string; when?: string }> } };
}

const manifest = vscode.extensions.getExtension('devdesk.devdesk')!.packageJSON as Manifest;

describe('Write commands', () => {
  it('are exactly the commands of the table, each registered and contributed', async () => {
    const registered = [...(await devdesk()).writeCommandIds()].sort();
    assert.deepEqual(registered, Object.keys(writeCommands).sort());
    const all = new Set(await vscode.commands.getCommands(true));
    const contributed = new Set(manifest.contributes.commands.map((entry) => entry.command));
    for (const id of registered) {
      assert.ok(all.has(id), `${id} is registered with VS Code`);
      assert.ok(contributed.has(id), `${id} is contributed in package.json`);
    }
  });

  it('can each be run from the Command Palette (which asks for the target), but for the comment widget’s own', () => {
    const hidden = new Set(manifest.contributes.menus.commandPalette.filter((entry) => entry.when === 'false').map((entry) => entry.command));
    const unreachable = Object.keys(writeCommands).filter((id) => hidden.has(id) && !widgetOnly.has(id));
    assert.deepEqual(unreachable, []);
  });
});
