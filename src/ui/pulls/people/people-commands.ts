// The people, labels and state commands of a pull request, for pulls/index.ts to register, and the buttons of
// its description page (pulls/documents.ts adds them to its own).
import * as vscode from 'vscode';
import type { PullRequest } from '../../../core/github/types';
import type { Command } from '../../base/commands';
import type { PullKit } from '../pull/kit';
import { SetAssigneesCommand } from './people-assignees';
import { SetDraftStateCommand } from './people-draft-state';
import { SetLabelsCommand } from './people-labels';
import { SetMilestoneCommand } from './people-milestone';
import { RemoveReviewerCommand, RequestReviewersCommand } from './people-reviewers';

export function peopleCommands(kit: PullKit): Command[] {
  const { targets } = kit;
  const road = kit.roads.rest;
  const both = kit.roads.both;
  return [
    new RequestReviewersCommand(road, targets.pullRule()),
    new RemoveReviewerCommand(road, targets.pullRule()),
    new SetLabelsCommand(road, targets.pullRule()),
    new SetAssigneesCommand(road, targets.pullRule()),
    new SetMilestoneCommand(road, targets.pullRule()),
    new SetDraftStateCommand(both, targets.pullRule(), false),
    new SetDraftStateCommand(both, targets.pullRule(), true),
  ];
}

/** The description page's buttons for these commands: [command, label, shown]. */
export function peopleDocumentActions(
  pull: Pick<PullRequest, 'state' | 'draft' | 'merged'>,
): Array<[string, string, boolean]> {
  const open = pull.state === 'open';
  return [
    ['devdesk.pulls.requestReviewers', vscode.l10n.t('Request Reviewers…'), open],
    ['devdesk.pulls.labels', vscode.l10n.t('Labels…'), !pull.merged],
    ['devdesk.pulls.assignees', vscode.l10n.t('Assignees…'), !pull.merged],
    ['devdesk.pulls.milestone', vscode.l10n.t('Milestone…'), !pull.merged],
    ['devdesk.pulls.readyForReview', vscode.l10n.t('Ready for Review'), open && pull.draft === true],
    ['devdesk.pulls.convertToDraft', vscode.l10n.t('Convert to Draft'), open && pull.draft !== true],
  ];
}
