// The write commands (src/ui/base/write-command.ts), what each acts on (the reference a test or a script gives
// instead of the prompt), and what the Command Palette asks first when the command runs with no argument. Read by
// write-commands.test.ts (registered, contributed, on the palette) and write-commands-palette.test.ts (the prompt).

/**
 * What the palette asks first, signed in to Qiita, two teams and GitHub: a pick of the signed-in hosts of a kind
 * (`articles`: Qiita and the teams; `team`: the teams), a pick or an input box by its title (or placeholder), the
 * modal confirmation that names what will be written, or nothing: the comment widget's own commands.
 */
export type FirstPrompt =
  | { readonly host: 'articles' | 'team' }
  | { readonly pick: RegExp }
  | { readonly input: RegExp }
  | 'confirmation'
  | 'widget';

export interface WriteCommandEntry {
  readonly target: string;
  readonly asks: FirstPrompt;
}

export const writeCommands: Record<string, WriteCommandEntry> = {
  'devdesk.articles.like': {
    target: 'ArticleRef { hostId, itemId }',
    asks: { pick: /^Which article\? \(the newest first\)$/ },
  },
  'devdesk.articles.unlike': {
    target: 'ArticleRef { hostId, itemId }',
    asks: { pick: /^Which article\? \(the newest first\)$/ },
  },
  'devdesk.articles.stock': { target: 'ArticleRef { hostId, itemId }', asks: { host: 'articles' } },
  'devdesk.articles.unstock': { target: 'ArticleRef { hostId, itemId }', asks: { host: 'articles' } },
  'devdesk.articles.followUser': { target: 'UserRef { hostId, userId }', asks: { host: 'articles' } },
  'devdesk.articles.unfollowUser': { target: 'UserRef { hostId, userId }', asks: { host: 'articles' } },
  'devdesk.articles.followTag': { target: 'TagRef { hostId, tagId }', asks: { pick: /^Which tag\?$/ } },
  'devdesk.articles.unfollowTag': { target: 'TagRef { hostId, tagId }', asks: { pick: /^Which tag\?$/ } },
  'devdesk.articles.delete': { target: 'ArticleRef { hostId, itemId }', asks: { host: 'articles' } },
  'devdesk.articles.deleteComment': { target: 'CommentRef { hostId, itemId, commentId }', asks: { host: 'articles' } },
  'devdesk.articles.react': { target: 'ArticleRef { hostId, itemId } (a team host)', asks: { host: 'team' } },
  'devdesk.articles.removeReaction': { target: 'ReactionRef { hostId, itemId, reaction }', asks: { host: 'team' } },
  'devdesk.articles.addTag': { target: 'ArticleRef { hostId, itemId } (a team host)', asks: { host: 'team' } },
  'devdesk.articles.removeTag': { target: 'ArticleRef { hostId, itemId } (a team host)', asks: { host: 'team' } },
  'devdesk.articles.importComment': { target: 'ArticleRef { hostId, itemId } (a team host)', asks: { host: 'team' } },
  'devdesk.team.removeMember': { target: 'UserRef { hostId, userId }', asks: { host: 'team' } },
  'devdesk.team.invite': { target: 'TeamHostRef { hostId }', asks: { host: 'team' } },
  'devdesk.team.revokeInvitation': { target: 'InvitationRef { hostId, email }', asks: { host: 'team' } },
  'devdesk.team.importArticle': { target: 'TeamHostRef { hostId }', asks: { host: 'team' } },
  'devdesk.team.createGroup': { target: 'TeamHostRef { hostId }', asks: { host: 'team' } },
  'devdesk.team.renameGroup': { target: 'GroupRef { hostId, groupUrlName }', asks: { host: 'team' } },
  'devdesk.team.deleteGroup': { target: 'GroupRef { hostId, groupUrlName }', asks: { host: 'team' } },
  'devdesk.team.addGroupMember': { target: 'GroupRef { hostId, groupUrlName }', asks: { host: 'team' } },
  'devdesk.team.removeGroupMember': {
    target: 'GroupMemberRef { hostId, groupUrlName, userId }',
    asks: { host: 'team' },
  },
  'devdesk.templates.create': { target: 'TeamHostRef { hostId }', asks: { host: 'team' } },
  'devdesk.templates.delete': { target: 'TemplateRef { hostId, templateId }', asks: { host: 'team' } },
  'devdesk.pulls.merge': { target: 'PullRef { hostId, owner, repo, number }', asks: { pick: /^Which repository\?$/ } },
  'devdesk.pulls.close': { target: 'PullRef { hostId, owner, repo, number }', asks: { pick: /^Which repository\?$/ } },
  'devdesk.pulls.reopen': { target: 'PullRef { hostId, owner, repo, number }', asks: { pick: /^Which repository\?$/ } },
  'devdesk.pulls.react': { target: 'PullRef { hostId, owner, repo, number }', asks: { pick: /^Which repository\?$/ } },
  'devdesk.pulls.editTitle': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.updateBranch': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.create': { target: 'RepositoryRef { hostId, owner, repo }', asks: { pick: /^Which repository\?$/ } },
  'devdesk.pulls.deleteComment': {
    target: 'CommentRef { hostId, owner, repo, number, kind, id }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.reactToComment': {
    target: 'CommentRef { hostId, owner, repo, number, kind, id }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.deleteReviewComment': {
    target: 'CommentRef { hostId, owner, repo, number, kind, id }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.commitSuggestion': {
    target: 'CommentRef { hostId, owner, repo, number, kind, id }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.commitBatchedSuggestions': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.replyToThread': { target: "VS Code's CommentReply (the comment widget)", asks: 'widget' },
  'devdesk.pulls.saveReviewComment': { target: "VS Code's Comment being edited (the comment widget)", asks: 'widget' },
  'devdesk.pulls.requestReviewers': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.removeReviewer': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.labels': { target: 'PullRef { hostId, owner, repo, number }', asks: { pick: /^Which repository\?$/ } },
  'devdesk.pulls.assignees': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.milestone': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.readyForReview': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.convertToDraft': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.markViewed': {
    target: 'ViewedFileRef { hostId, owner, repo, number, path } or a diff editor URI',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.unmarkViewed': {
    target: 'ViewedFileRef { hostId, owner, repo, number, path } or a diff editor URI',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.startReview': { target: "VS Code's CommentReply (the comment widget)", asks: 'widget' },
  'devdesk.pulls.commentOnFile': {
    target: 'a file node of the view or a pull request file’s URI (FileCommentTarget)',
    asks: { pick: /^Comment on which file\? \(the pull request files open in editors\)$/ },
  },
  'devdesk.pulls.submitReview': {
    target: 'PullRef { hostId, owner, repo, number }, a diff editor URI or a comment thread',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.discardPendingReview': {
    target: 'PullRef { hostId, owner, repo, number }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.dismissReview': {
    target: 'ReviewRef { hostId, owner, repo, number, reviewId }',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.resolveThread': {
    target: 'ThreadRef { hostId, owner, repo, number, commentId }, a comment thread or a thread node',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.unresolveThread': {
    target: 'ThreadRef { hostId, owner, repo, number, commentId }, a comment thread or a thread node',
    asks: { pick: /^Which repository\?$/ },
  },
  'devdesk.pulls.addReplyToReview': { target: "VS Code's CommentReply (the comment widget)", asks: 'widget' },
  'devdesk.teams.create': { target: 'OrgRef { hostId, org }', asks: { input: /^New team in devdesk-org \(1\/4\)$/ } },
  'devdesk.teams.edit': {
    target: 'TeamRef { hostId, org, slug }',
    asks: { pick: /^Edit which team of devdesk-org\?$/ },
  },
  'devdesk.teams.delete': {
    target: 'TeamRef { hostId, org, slug }',
    asks: { pick: /^Delete which team of devdesk-org\?$/ },
  },
  'devdesk.teams.addRepository': {
    target: 'TeamRef { hostId, org, slug }',
    asks: { pick: /^Add a repository to which team of devdesk-org\?$/ },
  },
  'devdesk.teams.changePermission': {
    target: 'TeamRepositoryRef { hostId, org, slug, owner, repo }',
    asks: { pick: /^Change the permission of which team repository\?$/ },
  },
  'devdesk.teams.removeRepository': {
    target: 'TeamRepositoryRef { hostId, org, slug, owner, repo }',
    asks: { pick: /^Remove which repository from its team\?$/ },
  },
  'devdesk.notifications.markRead': {
    target: 'ThreadRef { hostId, threadId }',
    asks: { pick: /^Which notification\?$/ },
  },
  'devdesk.notifications.markDone': {
    target: 'ThreadRef { hostId, threadId }',
    asks: { pick: /^Which notification\?$/ },
  },
  'devdesk.notifications.unsubscribe': {
    target: 'ThreadRef { hostId, threadId }',
    asks: { pick: /^Which notification\?$/ },
  },
  'devdesk.notifications.markAllRead': {
    target: 'ScopeRef { hostId, repo? }',
    asks: { pick: /^Mark which notifications read\?$/ },
  },
  'devdesk.postComment': {
    target: "a comment draft's file URI (a draft's editor)",
    asks: { pick: /^Post which comment draft\?$/ },
  },
  'devdesk.articleFiles.publish': {
    target: "an article file's URI (under public/ or teams/<team folder>/)",
    asks: { pick: /^Publish which article file\?$/ },
  },
  'devdesk.articleFiles.publishModified': {
    target: 'the modified and new article files of the open folder (no argument)',
    asks: 'confirmation',
  },
};

/** Driven by VS Code's comment widget, which hands them the reply or the edited comment: no palette entry. */
export const widgetOnly = new Set(
  Object.entries(writeCommands)
    .filter(([, entry]) => entry.asks === 'widget')
    .map(([id]) => id),
);
