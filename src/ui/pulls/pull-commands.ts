// The commands of the pull request itself, for index.ts to register: open its description, a file's patch and
// diff, its web page; copy its link; react; its drafts; delete a comment; edit the title; update the branch;
// close/reopen; merge; create one.
import type { Command } from '../base/commands';
import { readMergeConcerns } from './checks/merge-concerns';
import {
  CopyPullLinkCommand,
  OpenDescriptionCommand,
  OpenPatchCommand,
  OpenPullOnWebCommand,
  pullStateCommands,
  reactCommands,
} from './commands';
import { CreatePullCommand } from './create';
import {
  DeletePullCommentCommand,
  EditPullTitleCommand,
  pullDraftCommands,
  UpdatePullBranchCommand,
} from './edit-commands';
import { MergePullCommand, type MergeRefusal } from './merge';
import { OpenDiffCommand } from './pull/diff';
import type { PullKit } from './pull/kit';

export interface PullCommandsKit extends PullKit {
  /** Merges refused because the head moved (the integration tests read them). */
  readonly mergeRefusals: MergeRefusal[];
}

export function pullCommands(kit: PullCommandsKit): Command[] {
  const { accounts, targets } = kit;
  const road = kit.roads.rest;
  return [
    new OpenDescriptionCommand(targets),
    new OpenPatchCommand(targets),
    new OpenDiffCommand(kit.files, targets, kit.localHead),
    new OpenPullOnWebCommand(targets),
    new CopyPullLinkCommand(targets),
    ...reactCommands(road, targets, accounts),
    ...pullDraftCommands(kit.drafts, targets),
    new DeletePullCommentCommand(road, targets.commentRule(['issueComment', 'reviewComment'], true)),
    new EditPullTitleCommand(road, targets.pullRule()),
    new UpdatePullBranchCommand(road, targets.pullRule()),
    ...pullStateCommands(road, targets),
    new MergePullCommand(road, targets.pullRule(), kit.mergeRefusals, (target) =>
      readMergeConcerns(accounts, target.host, target.repo, target.pull.number),
    ),
    new CreatePullCommand(road, targets.repositoryRule()),
  ];
}
