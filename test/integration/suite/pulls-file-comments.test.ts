// Comments on a whole file in real VS Code against the emulator: Comment on File… from the diff editor's title (a
// comment alone: REST `subject_type: "file"` at the head commit) and from the file's node while a review is pending
// (GraphQL `subjectType: FILE`, into that review); each shown at the top of the head side, under its file in Files
// and under Review comments, and taking a reply like a line comment.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { fileNodesUnder, github, pullNode, viewId } from './pull-nodes';
import { sendToGitHub } from './github-direct';

const owner = 'devdesk-org';
const repo = 'docs-site';
const api = `/repos/${owner}/${repo}`;

interface RestPull {
  number: number;
  base: { sha: string };
  head: { sha: string };
}
interface RestComment {
  id: number;
  body: string;
  line: number | null;
  position: number | null;
  commit_id: string;
  subject_type: string;
  in_reply_to_id?: number;
  pull_request_review_id: number;
}

/** The second oldest open pull request of docs-site (not #4 or #6, which other suites use) and its files. */
async function pullAndFiles(): Promise<{ pull: RestPull; paths: string[] }> {
  const pulls = ((await github(`${api}/pulls?state=open&per_page=100`)).json as RestPull[])
    .reverse()
    .filter((each) => ![4, 6].includes(each.number));
  for (const pull of pulls.slice(1)) {
    const files = (await github(`${api}/pulls/${pull.number}/files?per_page=100`)).json as Array<{
      filename: string;
      status: string;
    }>;
    const paths = files.filter((file) => file.status !== 'removed').map((file) => file.filename);
    if (paths.length >= 2) return { pull, paths };
  }
  assert.fail('an open pull request of docs-site with two files');
}

const commentsOf = async (number: number) =>
  (await github(`${api}/pulls/${number}/comments?per_page=100`)).json as RestComment[];

const fileNode = async (number: number, path: string): Promise<TreeNode> => {
  const parts = await childrenOf(viewId, await pullNode(`${owner}/${repo}`, number));
  const files = await fileNodesUnder(parts.find((node) => labelOf(node) === 'Files')!);
  const found = files.find(
    (node) => node.kind === 'item' && (node.data as { file?: { filename: string } }).file?.filename === path,
  );
  assert.ok(found && found.kind === 'item', `the file ${path} under Files`);
  return found;
};

const rootOf = (node: TreeNode) =>
  node.kind === 'item' ? (node.data as { comments?: Array<{ id: number }> }).comments?.[0]?.id : undefined;

describe('Pull Requests: comments on a whole file', function () {
  this.timeout(120_000);
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(() => signOut(emulator.github));

  it('from the diff editor: a comment alone on the file, shown at its top, under its file and Review comments, taking a reply', async () => {
    const { pull, paths } = await pullAndFiles();
    const path = paths[0]!;
    await vscode.commands.executeCommand('devdesk.pulls.openDiff', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      path,
      basePath: path,
      baseSha: pull.base.sha,
      headSha: pull.head.sha,
      headLines: '1-1',
      baseLines: '',
    });
    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff && tab.input.modified.path.endsWith(path)
        ? tab.input
        : undefined;
    }, 'the diff editor');
    const text = `On the whole file (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.commentOnFile', diff.modified, { body: text });

    const stored = (await commentsOf(pull.number)).find((comment) => comment.body === text);
    assert.ok(stored, 'GitHub has the comment');
    assert.deepEqual(
      [stored.subject_type, stored.commit_id, stored.line, stored.position],
      ['file', pull.head.sha, null, null],
      'a comment on the file at the head commit, on no line',
    );
    const devdeskApi = await devdesk();
    const thread = await eventually(
      () =>
        devdeskApi.pulls
          .threadsOf(diff.modified)
          .find((each) => (each.comments[0] as { comment?: { id: number } } | undefined)?.comment?.id === stored.id),
      'the thread in the diff editor',
    );
    assert.equal(thread.range?.start.line, 0, 'at the top of the file');

    const file = await fileNode(pull.number, path);
    assert.equal(file.kind === 'item' && file.expandable, 'collapsed', 'the file opens onto its comment');
    assert.ok(
      (await childrenOf(viewId, file)).some((node) => rootOf(node) === stored.id),
      'the thread is under its file',
    );
    const parts = await childrenOf(viewId, await pullNode(`${owner}/${repo}`, pull.number));
    const review = parts.find((node) => labelOf(node) === 'Review comments')!;
    assert.ok(
      (await childrenOf(viewId, review)).some((node) => rootOf(node) === stored.id),
      'and under Review comments',
    );

    const replyText = `A reply on the file (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text: replyText });
    const reply = (await commentsOf(pull.number)).find((comment) => comment.body === replyText);
    assert.deepEqual([reply?.in_reply_to_id, reply?.subject_type], [stored.id, 'file'], 'the reply joins it');
  });

  it('from the file node while a review is pending: the comment goes into that review (GraphQL subjectType FILE)', async () => {
    const { pull, paths } = await pullAndFiles();
    const path = paths[1]!;
    const started = await sendToGitHub('POST', `${api}/pulls/${pull.number}/reviews`, {});
    assert.equal(started.status, 200, JSON.stringify(started.json));
    const pending = started.json as { id: number };
    try {
      const text = `Into the pending review, on the file (${Date.now()})`;
      const said = await vscode.commands.executeCommand(
        'devdesk.pulls.commentOnFile',
        await fileNode(pull.number, path),
        { body: text },
      );
      assert.match(String(said), /pending review/);
      const listed = (await sendToGitHub('GET', `${api}/pulls/${pull.number}/reviews/${pending.id}/comments`))
        .json as RestComment[];
      const added = listed.find((comment) => comment.body === text);
      assert.ok(added, 'the pending review holds the comment');
      const stored = (await sendToGitHub('GET', `${api}/pulls/comments/${added.id}`)).json as RestComment;
      assert.deepEqual([stored.subject_type, stored.line, stored.pull_request_review_id], ['file', null, pending.id]);
    } finally {
      await sendToGitHub('DELETE', `${api}/pulls/${pull.number}/reviews/${pending.id}`);
    }
  });
});
