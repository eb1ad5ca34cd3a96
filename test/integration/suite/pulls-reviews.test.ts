// Reviewing a pull request in real VS Code against the emulator: a review started with two comments from the diff
// editor's comment widget (pending, kept by GitHub: a fresh tree reads it back), submitted as Request changes with a
// summary written in its draft; an approval, then dismissed; one's own approval refused with GitHub's reason
// explained; a pending review discarded after asking. Each is asserted on the emulator's state.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { pullDocumentUri } from '../../../src/ui/base/schemes';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { fileNodesUnder, github, group, openFirstFile, pullOf, viewId } from './pull-nodes';
import { sendToGitHub } from './github-direct';

interface RestReview {
  id: number;
  state: string;
  body: string;
  user: { login: string };
}

const docs = '/repos/devdesk-org/docs-site';
const reviewsOf = async (number: number) =>
  (await github(`${docs}/pulls/${number}/reviews?per_page=100`)).json as RestReview[];
const monasReviews = async (number: number) =>
  (await reviewsOf(number)).filter((review) => review.user.login === 'mona');

/** Open pull requests of docs-site on the view's first page, by mona or by others, with the user who opened them. */
async function openPulls(): Promise<TreeNode[]> {
  return group('devdesk-org/docs-site', 'Open pull requests');
}
const authorOf = (node: TreeNode) =>
  node.kind === 'item' ? (node.data as { pull: { user: { login: string } | null } }).pull.user?.login : undefined;

/** Writes `text` over the draft editor a command just opened, and posts it as the user would. */
async function postFromDraftEditor(text: string): Promise<void> {
  const editor = await eventually(() => {
    const active = vscode.window.activeTextEditor;
    return active && /(comment|edit)-[0-9a-f]{24}\.md$/.test(active.document.uri.path) ? active : undefined;
  }, 'the draft editor');
  await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, editor.document.lineCount, 0), text));
  await vscode.commands.executeCommand('devdesk.postComment', editor.document.uri);
}

const ref = (number: number) => ({ hostId: emulator.github, owner: 'devdesk-org', repo: 'docs-site', number });

describe('Pull Requests: reviews', function () {
  this.timeout(120_000); // a diff editor, several round trips, on a machine that may be busy
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(() => signOut(emulator.github));

  let others: TreeNode[] = [];
  before(async () => {
    others = (await openPulls()).filter((node) => authorOf(node) !== 'mona').slice(-4);
    assert.ok(others.length >= 3, 'open pull requests by others');
  });

  it('starts a review with two comments in the diff editor, reads it back from GitHub, and submits it as Request changes with a summary', async () => {
    const pull = others[0]!;
    const number = pullOf(pull)!.number;
    const { diff, line } = await openFirstFile(pull);

    const api = await devdesk();
    const first = api.pulls.startThread(diff.modified, line - 1);
    await vscode.commands.executeCommand('devdesk.pulls.startReview', { thread: first, text: 'First pending note' });
    const second = api.pulls.startThread(diff.modified, line - 1);
    await vscode.commands.executeCommand('devdesk.pulls.startReview', { thread: second, text: 'Second pending note' });
    const [pending] = (await monasReviews(number)).filter((review) => review.state === 'PENDING');
    assert.ok(pending, `one pending review on the service (shown: ${api.shownErrors.join(' | ')})`);
    const comments = (await github(`${docs}/pulls/${number}/reviews/${pending.id}/comments`)).json as Array<{
      body: string;
    }>;
    assert.deepEqual(
      comments.map((comment) => comment.body),
      ['First pending note', 'Second pending note'],
    );
    assert.equal(
      (first.comments[0] as { label?: string }).label,
      'Pending',
      'the comment is marked pending in its thread',
    );
    // A pending comment is one's own: edited in place like any other.
    const pendingComment = second.comments[0]!;
    await vscode.commands.executeCommand('devdesk.pulls.editReviewComment', pendingComment);
    pendingComment.body = 'Second pending note, edited';
    await vscode.commands.executeCommand('devdesk.pulls.saveReviewComment', pendingComment);

    // Read back as after a reload: the pull request's Reviews, from GitHub, in a fresh tree.
    await vscode.commands.executeCommand('devdesk.refresh', viewId);
    const fresh = (await openPulls()).find((node) => pullOf(node)?.number === number)!;
    const reviews = (await childrenOf(viewId, fresh)).find((node) => labelOf(node) === 'Reviews')!;
    const mona = (await childrenOf(viewId, reviews)).find((node) => labelOf(node) === '@mona');
    assert.ok(mona && mona.kind === 'item', 'mona among the reviewers');
    const [review] = await childrenOf(viewId, mona);
    const readBack = await childrenOf(viewId, review!);
    assert.deepEqual(readBack.map(labelOf), ['First pending note', 'Second pending note, edited']);

    await vscode.commands.executeCommand('devdesk.pulls.submitReview', ref(number), { verdict: 'REQUEST_CHANGES' });
    await postFromDraftEditor('Please split this change.');
    const submitted = await eventually(
      async () => (await monasReviews(number)).find((each) => each.id === pending.id && each.state !== 'PENDING'),
      'the submitted review',
    );
    assert.deepEqual([submitted.state, submitted.body], ['CHANGES_REQUESTED', 'Please split this change.']);
    await eventually(
      () => ((first.comments[0] as { label?: string }).label === undefined ? true : undefined),
      'the Pending mark gone once submitted',
    );
  });

  it('approves a pull request, then dismisses the approval with a message', async () => {
    const number = pullOf(others[1]!)!.number;
    await vscode.commands.executeCommand('devdesk.pulls.submitReview', ref(number), {
      verdict: 'APPROVE',
      body: 'Looks good.',
    });
    const approval = (await monasReviews(number)).find(
      (review) => review.state === 'APPROVED' && review.body === 'Looks good.',
    );
    assert.ok(approval, 'the approval is on the service');
    // The description page lists each reviewer's latest verdict.
    const description = async () =>
      (await vscode.workspace.openTextDocument(vscode.Uri.from(pullDocumentUri(ref(number))))).getText();
    assert.match(await description(), /Reviews: .*@mona approved/);
    await vscode.commands.executeCommand(
      'devdesk.pulls.dismissReview',
      { ...ref(number), reviewId: approval.id },
      { message: 'New commits since.' },
    );
    assert.equal((await monasReviews(number)).find((review) => review.id === approval.id)?.state, 'DISMISSED');
  });

  it('refuses to approve one’s own pull request, with GitHub’s reason explained', async () => {
    const own = (await openPulls()).find((node) => authorOf(node) === 'mona');
    assert.ok(own, 'an open pull request by mona');
    const number = pullOf(own)!.number;
    const said = await vscode.commands.executeCommand<string | undefined>('devdesk.pulls.submitReview', ref(number), {
      verdict: 'APPROVE',
      body: 'Mine is fine.',
    });
    assert.match(said ?? '', /approve your own pull request/);
    // Through the summary's draft: the refused submit keeps the draft, with what was written.
    await vscode.commands.executeCommand('devdesk.pulls.submitReview', ref(number), { verdict: 'APPROVE' });
    await postFromDraftEditor('Approving my own work.');
    const draft = vscode.window.activeTextEditor!.document;
    assert.match(draft.uri.path, /edit-[0-9a-f]{24}\.md$/);
    assert.equal(readFileSync(draft.uri.fsPath, 'utf8'), 'Approving my own work.', 'the draft is kept on disk');
    assert.deepEqual(
      (await monasReviews(number)).filter((review) => review.state === 'APPROVED'),
      [],
    );
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('shows a pending review started elsewhere as pending in the diff, and discards it after asking', async () => {
    const pull = others[2]!;
    const number = pullOf(pull)!.number;
    const file = (
      (await github(`${docs}/pulls/${number}/files`)).json as Array<{ filename: string; patch: string }>
    )[0]!;
    const line = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file.patch)![1]);
    // As from github.com or another window: GitHub keeps the pending review, this window reads it.
    const started = await sendToGitHub('POST', `${docs}/pulls/${number}/reviews`, {
      comments: [{ path: file.filename, line, side: 'RIGHT', body: 'Not sure yet' }],
    });
    assert.equal(started.status, 200);
    const files = await fileNodesUnder((await childrenOf(viewId, pull)).find((node) => labelOf(node) === 'Files')!);
    const fileNode = files.find((node) => node.kind === 'item' && labelOf(node) === file.filename.split('/').pop());
    assert.ok(fileNode && fileNode.kind === 'item' && fileNode.open, 'the file of the pending comment');
    await vscode.commands.executeCommand(fileNode.open.command, ...fileNode.open.args);
    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff && tab.input.modified.query.includes(`pr=${number}`)
        ? tab.input
        : undefined;
    }, 'the diff editor');
    const api = await devdesk();
    const shown = await eventually(
      () =>
        api.pulls
          .threadsOf(diff.modified)
          .flatMap((thread) => thread.comments)
          .find((comment) => (comment.body as vscode.MarkdownString).value === 'Not sure yet'),
      'the pending comment in the diff',
    );
    assert.equal((shown as { label?: string }).label, 'Pending');

    api.confirmations.answerNext((question) => question.includes(`#${number}`) && question.includes('1'));
    await vscode.commands.executeCommand('devdesk.pulls.discardPendingReview', ref(number));
    assert.deepEqual(
      (await monasReviews(number)).filter((review) => review.state === 'PENDING'),
      [],
    );
    assert.ok(
      !api.pulls.threadsOf(diff.modified).some((thread) => thread.comments.includes(shown)),
      'the discarded comment left the diff',
    );
  });
});
