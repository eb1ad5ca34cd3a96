// What a notification says in words: why it came (GitHub's reasons,
// https://docs.github.com/en/rest/activity/notifications#about-notification-reasons), what state its subject is in,
// its icon, and where it opens on the web. Pure (test/unit/ui/notifications.test.ts).
import type { NotificationThread } from '../../core/github/notification-schemas';
import type { SubjectState } from '../../core/github/notification-states';
import type { Icon } from '../base/tree/nodes';
import { phrase, type Phrase } from '../base/text';

/** Why a thread is in the inbox, in words. */
export function reasonPhrase(thread: Pick<NotificationThread, 'reason' | 'subject'>): Phrase | string {
  const type = thread.subject.type;
  switch (thread.reason) {
    case 'review_requested':
      return phrase('review requested');
    case 'mention':
      return phrase('mentioned');
    case 'team_mention':
      return phrase('your team was mentioned');
    case 'assign':
      return phrase('assigned');
    case 'author':
      if (type === 'PullRequest') return phrase('your pull request was commented on');
      if (type === 'Issue') return phrase('your issue was commented on');
      return phrase('you started it');
    case 'comment':
      return phrase('you commented');
    case 'ci_activity':
      return /\bfail/i.test(thread.subject.title) ? phrase('CI failed') : phrase('CI finished');
    case 'state_change':
      return phrase('state changed');
    case 'subscribed':
      return phrase('watching the repository');
    case 'manual':
      return phrase('you subscribed');
    case 'invitation':
      return phrase('invited to a repository');
    case 'approval_requested':
      return phrase('deployment approval requested');
    case 'security_alert':
      return phrase('security alert');
    case 'security_advisory_credit':
      return phrase('credited in a security advisory');
    case 'member_feature_requested':
      return phrase('a member asked for a feature');
    default:
      return thread.reason;
  }
}

export function statePhrase(state: SubjectState): Phrase {
  switch (state) {
    case 'pullOpen':
    case 'issueOpen':
      return phrase('open');
    case 'pullDraft':
      return phrase('draft');
    case 'pullMerged':
      return phrase('merged');
    case 'pullClosed':
    case 'issueClosed':
      return phrase('closed');
    case 'issueNotPlanned':
      return phrase('closed as not planned');
  }
}

export function subjectTypePhrase(type: string): Phrase | string {
  switch (type) {
    case 'PullRequest':
      return phrase('Pull request');
    case 'Issue':
      return phrase('Issue');
    case 'Release':
      return phrase('Release');
    case 'Discussion':
      return phrase('Discussion');
    case 'Commit':
      return phrase('Commit');
    case 'CheckSuite':
      return phrase('Check suite');
    default:
      return type;
  }
}

/** The subject's icon: its kind, coloured by its state while unread; a read thread's icon is grey. */
export function subjectIcon(thread: NotificationThread, state: SubjectState | undefined): Icon {
  const id = iconId(thread, state);
  if (!thread.unread) return { id, color: 'disabledForeground' };
  const color =
    state === 'pullMerged' || state === 'issueClosed'
      ? 'charts.purple'
      : state === 'pullClosed'
        ? 'charts.red'
        : state === 'pullOpen' || state === 'issueOpen'
          ? 'charts.green'
          : thread.subject.type === 'CheckSuite' && /\bfail/i.test(thread.subject.title)
            ? 'charts.red'
            : undefined;
  return color ? { id, color } : { id };
}

function iconId(thread: NotificationThread, state: SubjectState | undefined): string {
  switch (thread.subject.type) {
    case 'PullRequest':
      return state === 'pullMerged'
        ? 'git-merge'
        : state === 'pullClosed'
          ? 'git-pull-request-closed'
          : state === 'pullDraft'
            ? 'git-pull-request-draft'
            : 'git-pull-request';
    case 'Issue':
      return state === 'issueClosed' || state === 'issueNotPlanned' ? 'issue-closed' : 'issues';
    case 'Release':
      return 'tag';
    case 'Discussion':
      return 'comment-discussion';
    case 'Commit':
      return 'git-commit';
    case 'CheckSuite':
      return /\bfail/i.test(thread.subject.title) ? 'error' : 'pass';
    default:
      return 'bell';
  }
}

/** Where a thread's subject is on the web: GitHub's API URL turned into its page, else the repository's page. */
export function threadWebUrl(thread: NotificationThread): string {
  const repo = thread.repository.htmlUrl;
  const tail = thread.subject.url?.split('/').slice(-2) ?? [];
  const [kind, id] = tail;
  switch (thread.subject.type) {
    case 'PullRequest':
      return thread.subject.number ? `${repo}/pull/${thread.subject.number}` : `${repo}/pulls`;
    case 'Issue':
      return thread.subject.number ? `${repo}/issues/${thread.subject.number}` : `${repo}/issues`;
    case 'Commit':
      return kind === 'commits' && id ? `${repo}/commit/${id}` : `${repo}/commits`;
    case 'Discussion':
      return kind === 'discussions' && id ? `${repo}/discussions/${id}` : `${repo}/discussions`;
    case 'Release':
      return `${repo}/releases`;
    case 'CheckSuite':
      return `${repo}/actions`;
    default:
      return repo;
  }
}
